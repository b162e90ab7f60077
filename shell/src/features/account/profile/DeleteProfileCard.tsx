import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DELETE_PROFILE_CONFIRMATION } from '@suite/sdk';
import { authTokens, callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { ConfirmDialog } from '@suite/sdk/ui';
import { accountErrorText, messageOf } from '../account-errors.js';

/** The danger zone: deleting one's own account needs the confirmation text typed exactly. */
export function DeleteProfileCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const remove = useMutation({
    mutationFn: () => callEndpoint(AuthEndpoints.deleteProfile, { body: { confirmation: DELETE_PROFILE_CONFIRMATION } }),
    onSuccess: () => {
      setOpened(false);
      authTokens.clear();
      notifications.show({ color: 'green', message: t('deleteProfile.done') });
      navigate('/', { replace: true });
    },
    onError: () => setOpened(false),
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="red">
          {t('deleteProfile.zone')}
        </Title>
        {remove.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('deleteProfile.failed')} {accountErrorText(messageOf(remove.error, ''), t)} {t('common.retryAdvice')}
          </Alert>
        ) : null}
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Text fw={600}>{t('deleteProfile.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('deleteProfile.hint')}
            </Text>
          </Stack>
          <Button color="red" variant="outline" onClick={() => setOpened(true)}>
            {t('deleteProfile.button')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={opened}
        title={t('deleteProfile.confirmTitle')}
        message={t('deleteProfile.confirmMessage')}
        confirmLabel={t('deleteProfile.button')}
        typedConfirmation={DELETE_PROFILE_CONFIRMATION}
        danger
        loading={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setOpened(false)}
      />
    </Paper>
  );
}
