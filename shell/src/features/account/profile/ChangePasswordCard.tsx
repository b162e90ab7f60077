import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { PasswordField } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { accountErrorText, messageOf } from '../account-errors.js';
import { accountKeys } from '../api.js';
import { newPasswordProblems, problemFor } from '../profile-validation.js';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** POST /auth/change-password: the current password, then the new one twice; other sessions end. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const problems = newPasswordProblems(values);
  const currentMissing = !values.currentPassword;

  const change = useMutation({
    mutationFn: () => callEndpoint(AuthEndpoints.changePassword, { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } }),
    onSuccess: async () => {
      setValues(EMPTY);
      setTouched({});
      notifications.show({ color: 'green', title: t('password.changedTitle'), message: t('password.changed') });
      if (user) await queryClient.invalidateQueries({ queryKey: accountKeys.sessions(user.id) });
    },
  });

  const set = (field: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => ({ ...previous, [field]: true }));
  };
  const show = (field: string, message: string | null) => (touched[field] ? message : null);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb={4}>
        {t('password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('password.hint')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched({ currentPassword: true, newPassword: true, confirmPassword: true });
          if (!currentMissing && problems.length === 0 && !change.isPending) change.mutate();
        }}
      >
        <Stack gap="sm" maw={420}>
          {change.isError ? (
            <Alert color="red" variant="light" role="alert">
              {accountErrorText(messageOf(change.error, t('password.failed')), t)}
            </Alert>
          ) : null}
          <PasswordField
            label={t('password.current')}
            required
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={show('currentPassword', currentMissing ? t('password.currentRequired') : null)}
          />
          <PasswordField
            label={t('password.new')}
            required
            autoComplete="new-password"
            value={values.newPassword}
            onChange={set('newPassword')}
            error={show('newPassword', problemFor(problems, 'newPassword'))}
          />
          <PasswordField
            label={t('password.confirm')}
            required
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={show('confirmPassword', problemFor(problems, 'confirmPassword'))}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
