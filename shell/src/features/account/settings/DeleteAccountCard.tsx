import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@suite/sdk/client';
import { AccountEndpoints } from '@suite/sdk/endpoints';
import { ConfirmDialog } from '@suite/sdk/ui';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { accountErrorText, messageOf } from '../account-errors.js';

/** Deleting the account (OWNER only): the account's name must be typed exactly. */
export function DeleteAccountCard({ accountId, accountName }: { accountId: string; accountName: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { memberships, switchAccount, refresh } = useSessionControls();
  const [opened, setOpened] = useState(false);
  const remove = useMutation({
    // The server checks the typed name too (DeleteAccountBody).
    mutationFn: () => callEndpoint(AccountEndpoints.deleteCurrent, { body: { confirmation: accountName } }),
    onSuccess: async () => {
      setOpened(false);
      notifications.show({ color: 'green', message: t('deleteAccount.done', { name: accountName }) });
      const next = memberships.find((membership) => membership.accountId !== accountId);
      try {
        if (next) await switchAccount(next.accountId);
        else await refresh();
      } catch {
        await refresh().catch(() => undefined);
      }
      navigate(next ? '/dashboard' : '/account-switch', { replace: true });
    },
    onError: () => setOpened(false),
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="red">
          {t('deleteAccount.zone')}
        </Title>
        {remove.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('deleteAccount.failed')} {accountErrorText(messageOf(remove.error, ''), t)} {t('common.retryAdvice')}
          </Alert>
        ) : null}
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Text fw={600}>{t('deleteAccount.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('deleteAccount.hint')}
            </Text>
          </Stack>
          <Button color="red" variant="outline" onClick={() => setOpened(true)}>
            {t('deleteAccount.button')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={opened}
        title={t('deleteAccount.confirmTitle')}
        message={t('deleteAccount.confirmMessage', { name: accountName })}
        confirmLabel={t('deleteAccount.button')}
        typedConfirmation={accountName}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setOpened(false)}
      />
    </Paper>
  );
}
