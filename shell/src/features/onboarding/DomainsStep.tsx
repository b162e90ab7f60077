import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureErrors } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { ErrorState, LoadingState } from '@suite/sdk/ui';
import type { FeatureDraft } from '../features/api.js';
import { FeatureSelector } from '../features/FeatureSelector.js';

/** Choose domains: the account's feature switches, checked by the server as they change. */
export function DomainsStep({ draft, readOnly, onLeave }: { draft: FeatureDraft; readOnly: boolean; onLeave(): void }) {
  const { t } = useTranslation('onboarding');
  // The selector's own strings.
  useTranslation('features');
  const { catalogue } = draft;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{t('domains.title')}</Text>
        <Text size="sm" c="dimmed">
          {readOnly ? t('readOnly') : t('domains.hint')}
        </Text>
      </div>
      {catalogue.isPending ? (
        <LoadingState variant="table" rows={6} />
      ) : catalogue.isError ? (
        <ErrorState title={translateError(FeatureErrors.LOAD_FAILED)} error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : (
        <FeatureSelector features={catalogue.data.features} selection={draft.selection} onToggle={draft.setFeature} validation={draft.validation} disabled={readOnly || catalogue.data.fromCache} onUpgrade={onLeave} />
      )}
      {draft.validationError ? (
        <Text size="sm" c="red" role="alert">
          {translateError(FeatureErrors.VALIDATE_FAILED)}
        </Text>
      ) : null}
    </Stack>
  );
}
