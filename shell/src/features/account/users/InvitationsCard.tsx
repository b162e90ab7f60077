import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvitationView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { InvitationEndpoints } from '@suite/sdk/endpoints';
import { ConfirmDialog, DataTable, EmptyState, ErrorState, type DataTableColumn } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { accountErrorText, messageOf } from '../account-errors.js';
import { invalidateAccountPeople, useAccountInvitations } from '../api.js';
import { formatDate } from '../format.js';
import { roleColor } from '../roles.js';

type Action = { kind: 'resend' | 'revoke'; invitation: InvitationView };

/** Pending invitations: resend (a new link and 7 more days) or revoke. */
export function InvitationsCard() {
  const { t, i18n } = useTranslation('account');
  const { account } = useSession();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const invitations = useAccountInvitations(account?.id);
  const [revoking, setRevoking] = useState<InvitationView | null>(null);
  const canManage = ability.can('update', 'Invitation');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const act = useMutation({
    mutationFn: ({ kind, invitation }: Action) => callEndpoint(kind === 'resend' ? InvitationEndpoints.resend : InvitationEndpoints.revoke, { params: { id: invitation.id } }),
    onSuccess: async (_result, { kind, invitation }) => {
      setRevoking(null);
      notifications.show({ color: 'green', message: kind === 'resend' ? t('invitations.resent', { email: invitation.email }) : t('invitations.revoked', { email: invitation.email }) });
      if (account) await invalidateAccountPeople(queryClient, account.id);
    },
    onError: () => setRevoking(null),
  });
  const busy = (invitation: InvitationView, kind: Action['kind']) => act.isPending && act.variables?.invitation.id === invitation.id && act.variables.kind === kind;

  const pending = (invitations.data ?? []).filter((invitation) => invitation.status.toLowerCase() === 'pending');
  const columns: DataTableColumn<InvitationView>[] = [
    { key: 'email', header: t('invitations.email'), render: (row) => <Text size="sm">{row.email}</Text> },
    {
      key: 'role',
      header: t('invitations.role'),
      render: (row) => (
        <Badge variant="light" color={roleColor(row.role)}>
          {t(`roles.${row.role}`)}
        </Badge>
      ),
    },
    { key: 'inviter', header: t('invitations.invitedBy'), render: (row) => <Text size="sm">{row.inviterName ?? '—'}</Text> },
    { key: 'sent', header: t('invitations.sent'), render: (row) => <Text size="sm">{formatDate(row.createdAt, i18n.language)}</Text> },
    { key: 'expires', header: t('invitations.expires'), render: (row) => <Text size="sm">{formatDate(row.expiresAt, i18n.language)}</Text> },
  ];
  const actions = (row: InvitationView) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={() => act.mutate({ kind: 'resend', invitation: row })} loading={busy(row, 'resend')} aria-label={t('invitations.resendTo', { email: row.email })}>
        {t('invitations.resend')}
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setRevoking(row)} aria-label={t('invitations.revokeFor', { email: row.email })}>
        {t('invitations.revoke')}
      </Button>
    </Group>
  );
  if (canManage) columns.push({ key: 'actions', header: t('invitations.actions'), align: 'right', render: actions });

  // Phones: one card per invitation instead of a table (UI.md).
  const cards = (
    <Stack gap="xs" role="list" aria-label={t('invitations.title')}>
      {pending.map((row) => (
        <Paper key={row.id} withBorder radius="sm" p="sm" role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
            <Badge variant="light" color={roleColor(row.role)} style={{ flexShrink: 0 }}>
              {t(`roles.${row.role}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('invitations.sentBy', { date: formatDate(row.createdAt, i18n.language), name: row.inviterName ?? '—' })} · {t('invitations.expiresOn', { date: formatDate(row.expiresAt, i18n.language) })}
          </Text>
          {canManage ? <Group mt="xs">{actions(row)}</Group> : null}
        </Paper>
      ))}
    </Stack>
  );
  const empty = <EmptyState title={t('invitations.emptyTitle')} description={t('invitations.emptyHint')} />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('invitations.title')}
      </Title>
      {act.isError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {accountErrorText(messageOf(act.error, t('invitations.failed')), t)} {t('common.retryAdvice')}
        </Alert>
      ) : null}
      {invitations.isError ? (
        <ErrorState error={invitations.error} title={t('invitations.loadFailed')} onRetry={() => void invitations.refetch()} />
      ) : phone && !invitations.isPending ? (
        pending.length === 0 ? empty : cards
      ) : (
        <DataTable columns={columns} rows={pending} rowKey={(row) => row.id} loading={invitations.isPending} empty={empty} />
      )}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('invitations.revokeTitle')}
        message={revoking ? t('invitations.revokeMessage', { email: revoking.email }) : ''}
        confirmLabel={t('invitations.revoke')}
        danger
        loading={act.isPending}
        onConfirm={() => revoking && act.mutate({ kind: 'revoke', invitation: revoking })}
        onCancel={() => setRevoking(null)}
      />
    </Paper>
  );
}
