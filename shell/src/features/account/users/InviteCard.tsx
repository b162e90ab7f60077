import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccessErrors, AccountErrors } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { InvitationEndpoints } from '@suite/sdk/endpoints';
import { SelectField, TextField } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { accountErrorText, messageOf } from '../account-errors.js';
import { invalidateAccountPeople, useAccountStats } from '../api.js';
import { grantableRoles, invitationProblem, seatUsage, type AssignableRole } from '../roles.js';

/** Invite someone by email with a role (ADMIN, MEMBER or OBSERVER); the server mails the link. */
export function InviteCard() {
  const { t } = useTranslation('account');
  const { account, user } = useSession();
  const queryClient = useQueryClient();
  const stats = useAccountStats(account?.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('MEMBER');
  const [touched, setTouched] = useState(false);
  const problem = invitationProblem(email, role);

  const invite = useMutation({
    mutationFn: () => callEndpoint(InvitationEndpoints.inviteToAccount, { params: { id: account?.id ?? '' }, body: { email: email.trim(), role, accountId: account?.id } }),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t('invite.sent', { email: email.trim() }) });
      setEmail('');
      setTouched(false);
      if (account) await invalidateAccountPeople(queryClient, account.id);
    },
    // A refusal may mean the counts moved (someone else invited): refresh them.
    onError: () => account && invalidateAccountPeople(queryClient, account.id),
  });

  const usage = stats.data ? seatUsage(stats.data) : null;
  const fullNotice = usage?.full && usage.max !== null ? AccountErrors.maxUsersReached(usage.max) : null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb={4}>
        {t('invite.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('invite.hint')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!problem && !invite.isPending) invite.mutate();
        }}
      >
        <Stack gap="sm">
          {fullNotice ? (
            <Alert color="orange" variant="light" role="note">
              <Text size="sm">{accountErrorText(fullNotice, t)}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('invite.upgradeHint')}
              </Text>
            </Alert>
          ) : null}
          {/* The server's refusal, unless it is the seat limit already said above. */}
          {invite.isError && messageOf(invite.error, '') !== fullNotice ? (
            <Alert color="red" variant="light" role="alert">
              {accountErrorText(messageOf(invite.error, AccessErrors.INVITATION_CREATION_FAILED), t)}
            </Alert>
          ) : null}
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextField
              label={t('invite.email')}
              type="email"
              autoComplete="off"
              placeholder={t('invite.emailPlaceholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (invite.isError) invite.reset();
              }}
              onBlur={() => email && setTouched(true)}
              error={touched ? problem : null}
              style={{ flex: '1 1 260px' }}
              required
            />
            <SelectField
              label={t('invite.role')}
              value={role}
              onChange={(value) => value && setRole(value as AssignableRole)}
              data={grantableRoles(account?.role, user?.isSuperAdmin).map((value) => ({ value, label: t(`roles.${value}`) }))}
              w={{ base: '100%', xs: 180 }}
              required
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t(`invite.roleHint.${role}`)}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
