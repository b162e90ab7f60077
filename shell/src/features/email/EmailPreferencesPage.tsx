import { Alert, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { EmailPreferenceEndpoints } from '@suite/sdk/endpoints/email-preferences';
import { ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { RequireAuth } from '../../app/RequireAuth.js';

function Preferences() {
  const { t } = useTranslation('email');
  const query = useEndpointQuery(EmailPreferenceEndpoints.get, {});
  const save = useEndpointMutation(EmailPreferenceEndpoints.update, {
    invalidates: [EmailPreferenceEndpoints.get],
    onSuccess: () => void notifications.show({ color: 'green', message: t('preferences.saved') }),
    onError: () => void notifications.show({ color: 'red', message: t('preferences.saveFailed') }),
  });
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title={t('preferences.title')} description={t('preferences.description')} />
      {query.isLoading ? <LoadingState variant="detail" /> : null}
      {query.isError ? <ErrorState error={query.error} title={t('preferences.loadFailed')} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('preferences.sentTo', { email: query.data.email })}
            </Text>
            {query.data.preferences.map((preference) => (
              <Switch
                key={preference.category}
                label={t(`categories.${preference.category}.label`)}
                description={preference.essential ? `${t(`categories.${preference.category}.hint`)} ${t('preferences.essential')}.` : t(`categories.${preference.category}.hint`)}
                checked={preference.enabled}
                disabled={preference.essential || save.isPending}
                onChange={(event) => save.mutate({ body: { preferences: { [preference.category]: event.currentTarget.checked } } })}
                data-testid={`email-preference-${preference.category}`}
              />
            ))}
          </Stack>
        </Paper>
      ) : null}
      {save.isError ? <Alert color="red">{t('preferences.saveFailed')}</Alert> : null}
    </Stack>
  );
}

/** /email/preferences: the signed-in user's mail categories (account and security cannot be turned off). */
export default function EmailPreferencesPage() {
  return (
    <RequireAuth>
      <Preferences />
    </RequireAuth>
  );
}
