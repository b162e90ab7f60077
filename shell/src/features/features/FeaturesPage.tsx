import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FeatureErrors } from '@suite/sdk';
import { isApiError } from '@suite/sdk/client';
import { translateError } from '@suite/sdk/i18n';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { useFeatureDraft } from './api.js';
import { FeatureSelector } from './FeatureSelector.js';
import { selectionChanges, validationFromDetails } from './feature-selection.js';
import { issueText } from './issue-text.js';

function FeatureToggles() {
  const { t, i18n } = useTranslation('features');
  const { account } = useSession();
  const { refresh } = useSessionControls();
  const draft = useFeatureDraft(account?.id);
  const { catalogue } = draft;
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);

  if (catalogue.isPending) return <LoadingState variant="detail" rows={8} />;
  if (catalogue.isError) return <ErrorState title={translateError(FeatureErrors.LOAD_FAILED)} error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  const data = catalogue.data;
  if (data.features.length === 0) return <EmptyState title={t('empty')} />;

  const changes = selectionChanges(draft.saved, draft.selection);
  const changeCount = changes.turnedOn.length + changes.turnedOff.length;
  const validation = draft.validation;
  const canSave = draft.dirty && !draft.validating && validation?.valid === true && !data.fromCache && !saving;

  const save = async () => {
    setSaving(true);
    try {
      await draft.save();
      setConfirming(false);
      notifications.show({ color: 'green', title: t('saved'), message: t('savedDetail') });
      // This tab's sidebar and gates follow at once; other tabs hear it over the websocket.
      await refresh();
    } catch (error) {
      const refused = isApiError(error) ? validationFromDetails(error.details) : null;
      const message = refused?.errors[0] ? issueText(t, refused.errors[0]) : translateError(error instanceof Error && error.message ? error.message : FeatureErrors.UPDATE_FAILED);
      notifications.show({ color: 'red', title: translateError(FeatureErrors.UPDATE_FAILED), message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      {data.fromCache ? (
        <Alert color="orange" variant="light" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm" style={{ flex: '1 1 240px' }}>
              {t('cached', { time: new Date(data.fetchedAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) })}
            </Text>
            <Button size="xs" variant="outline" color="orange" onClick={() => void catalogue.refetch()} loading={catalogue.isFetching}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <FeatureSelector features={data.features} selection={draft.selection} onToggle={draft.setFeature} validation={validation} disabled={saving} />
      {/* The save bar shows while there is something to save, and stays in view. */}
      {draft.dirty || saving ? (
        <Paper withBorder shadow="md" radius="md" p="sm" style={{ position: 'sticky', bottom: 12, zIndex: 5 }} aria-live="polite">
          <Group justify="space-between" gap="xs" align="center">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Group gap="xs" wrap="nowrap">
                {draft.validating ? <Loader size="xs" aria-hidden /> : null}
                <Text size="sm">{draft.validating ? t('checking') : t('changes', { count: changeCount })}</Text>
              </Group>
              {!draft.validating && validation && validation.errors.length > 0 ? (
                <Text size="xs" c="red" role="alert" lineClamp={2}>
                  {t('fixFirst', { issue: issueText(t, validation.errors[0]!) })}
                </Text>
              ) : null}
              {draft.validationError ? (
                <Text size="xs" c="red" role="alert">
                  {translateError(FeatureErrors.VALIDATE_FAILED)}
                </Text>
              ) : null}
            </Stack>
            <Group gap="xs" wrap="nowrap" ml="auto">
              <Button variant="default" size="sm" onClick={draft.discard} disabled={!draft.dirty || saving}>
                {t('discard')}
              </Button>
              <Button size="sm" onClick={() => (validation && validation.warnings.length > 0 ? setConfirming(true) : void save())} disabled={!canSave} loading={saving}>
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={t('confirmTitle')}
        danger
        loading={saving}
        confirmLabel={t('confirm')}
        message={
          <>
            {t('confirmMessage')}
            {(validation?.warnings ?? []).map((issue) => (
              <span key={issue.feature} style={{ display: 'block', marginTop: 8 }}>
                • {issueText(t, issue)}
              </span>
            ))}
          </>
        }
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function FeaturesHeader() {
  const { t } = useTranslation('features');
  const { account } = useSession();
  return (
    <PageHeader
      eyebrow={account?.name}
      title={t('title')}
      description={t('description')}
      actions={
        <Button component={Link} to={{ search: '?setup=review' }} variant="default" leftSection={<IconRocket size={16} />}>
          {t('reviewSetup')}
        </Button>
      }
    />
  );
}

/** /account-settings/features (account admins): the feature toggles of the active account. */
export default function FeaturesPage() {
  return (
    <AccountPageFrame can={['update', 'FeatureFlags']}>
      <FeaturesHeader />
      <FeatureToggles />
    </AccountPageFrame>
  );
}
