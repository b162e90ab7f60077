import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@suite/sdk/client';
import { EmailPreferenceEndpoints, type UnsubscribeView } from '@suite/sdk/endpoints/email-preferences';
import { useSession } from '@suite/sdk/react';
import { LoadingState } from '@suite/sdk/ui';

/**
 * /email/unsubscribe?token=...: the link in every non-essential mail. It works signed out (the
 * token names the person and the category). Opening it changes nothing (mail scanners open links);
 * the button unsubscribes, and the same link undoes it. Without a token: the preferences page.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status } = useSession();
  const link = useQuery({ queryKey: ['email-unsubscribe', token], queryFn: () => callEndpoint(EmailPreferenceEndpoints.unsubscribeLink, { query: { token } }), enabled: token.length >= 10, retry: false });
  const change = useMutation({
    mutationFn: (undo: boolean): Promise<UnsubscribeView> => callEndpoint(undo ? EmailPreferenceEndpoints.resubscribe : EmailPreferenceEndpoints.unsubscribe, { query: { token } }),
  });
  if (!token) return status === 'anonymous' ? <Navigate to="/login?from=%2Femail%2Fpreferences" replace /> : <Navigate to="/email/preferences" replace />;
  const view = change.data ?? link.data;
  const category = view ? t(`categories.${view.category}.label`) : '';
  return (
    <Paper withBorder radius="md" p="lg" maw={520} mx="auto" my="xl">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t('unsubscribe.title')}
          </Title>
          {link.isLoading ? <LoadingState variant="detail" /> : null}
          {token.length < 10 || link.isError ? (
            <Alert color="red" role="alert">
              {t('unsubscribe.invalid')}
            </Alert>
          ) : null}
          {view && view.enabled && !change.data ? (
            <>
              <Text>{t('unsubscribe.confirm', { category, email: view.email })}</Text>
              <Group>
                <Button color="red" onClick={() => change.mutate(false)} loading={change.isPending} data-testid="unsubscribe-confirm">
                  {t('unsubscribe.action')}
                </Button>
              </Group>
            </>
          ) : null}
          {view && !view.enabled ? (
            <>
              <Alert color="green" role="status" data-testid="unsubscribe-done">
                {t('unsubscribe.done', { category, email: view.email })}
              </Alert>
              <Group>
                <Button variant="default" onClick={() => change.mutate(true)} loading={change.isPending}>
                  {t('unsubscribe.undo')}
                </Button>
              </Group>
            </>
          ) : null}
          {change.data?.enabled ? (
            <Alert color="blue" role="status">
              {t('unsubscribe.resubscribed', { category })}
            </Alert>
          ) : null}
          {change.isError ? <Alert color="red">{t('unsubscribe.failed')}</Alert> : null}
          <Anchor component={Link} to="/email/preferences" size="sm">
            {status === 'authenticated' ? t('unsubscribe.manage') : t('unsubscribe.signIn')}
          </Anchor>
        </Stack>
    </Paper>
  );
}
