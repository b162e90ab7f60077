import { useState } from 'react';
import { ActionIcon, Alert, Avatar, Badge, Group, Paper, Select, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccountErrors } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { UserEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { ConfirmDialog, DataTable, EmptyState, ErrorState, type DataTableColumn } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { accountErrorText, messageOf } from '../account-errors.js';
import { invalidateAccountPeople, useAccountMembers, type AccountMember } from '../api.js';
import { formatDate, fullName, initialsOf } from '../format.js';
import { ASSIGNABLE_ROLES, MEMBER_STATUSES, canManageMember, grantableRoles, roleColor, type AssignableRole } from '../roles.js';

type MemberStatus = (typeof MEMBER_STATUSES)[number];
type Change = { kind: 'role'; member: AccountMember; role: AssignableRole } | { kind: 'status'; member: AccountMember; status: MemberStatus } | { kind: 'remove'; member: AccountMember };

/** A select's value as the role or status it offered. */
const roleOf = (value: string | null) => ASSIGNABLE_ROLES.find((role) => role === value);
const statusOf = (value: string | null) => MEMBER_STATUSES.find((status) => status === value);

/** The account's members: role and status changes, removal with confirmation. */
export function MembersCard() {
  const { t, i18n } = useTranslation('account');
  const { account, user } = useSession();
  const ability = useAppAbility();
  const queryClient = useQueryClient();
  const members = useAccountMembers(account?.id);
  const [removing, setRemoving] = useState<AccountMember | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canUpdate = ability.can('update', 'UsersTeams');
  const canRemove = ability.can('delete', 'UsersTeams');
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  const change = useMutation({
    mutationFn: async (request: Change) => {
      const params = { id: account?.id ?? '', userId: request.member.userId };
      if (request.kind === 'role') return callEndpoint(UserEndpoints.setAccountUserRole, { params, body: { role: request.role, permissions: request.member.permissions } });
      if (request.kind === 'status') return callEndpoint(UserEndpoints.setAccountUserStatus, { params, body: { status: request.status } });
      return callEndpoint(UserEndpoints.removeAccountUser, { params });
    },
    onMutate: () => setFailure(null),
    onSuccess: async (_result, request) => {
      const name = fullName(request.member);
      const message = request.kind === 'remove' ? t('members.removed', { name }) : request.kind === 'role' ? t('members.roleChanged', { name, role: t(`roles.${request.role}`) }) : t('members.statusChanged', { name, status: t(`statuses.${request.status}`) });
      notifications.show({ color: 'green', message });
      setRemoving(null);
      if (account) await invalidateAccountPeople(queryClient, account.id);
    },
    onError: (error) => {
      setRemoving(null);
      setFailure(messageOf(error, t('members.failed')));
    },
  });
  const busyFor = (member: AccountMember) => change.isPending && change.variables?.member.userId === member.userId;

  const actor = { userId: user?.id ?? '', role: account?.role, isSuperAdmin: user?.isSuperAdmin };
  const roleOptions = grantableRoles(account?.role, user?.isSuperAdmin).map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const editable = (member: AccountMember) => canUpdate && canManageMember(actor, member);
  const nameCell = (member: AccountMember) => (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.avatarUrl} size={30} radius="xl" color="indigo" alt="">
        {initialsOf(member)}
      </Avatar>
      <Text size="sm" fw={500}>
        {fullName(member)}
        {member.userId === user?.id ? (
          <Text span size="xs" c="dimmed">
            {' '}
            ({t('members.you')})
          </Text>
        ) : null}
      </Text>
    </Group>
  );
  const roleCell = (member: AccountMember) =>
    editable(member) ? (
      <Select
        size="xs"
        w={140}
        allowDeselect={false}
        aria-label={t('members.roleFor', { name: fullName(member) })}
        value={member.role}
        data={roleOptions}
        disabled={busyFor(member)}
        onChange={(value) => {
          const role = roleOf(value);
          if (role && role !== member.role) change.mutate({ kind: 'role', member, role });
        }}
      />
    ) : (
      <Badge variant="light" color={roleColor(member.role)}>
        {t(`roles.${member.role}`)}
      </Badge>
    );
  const statusCell = (member: AccountMember) =>
    editable(member) ? (
      <Select
        size="xs"
        w={130}
        allowDeselect={false}
        aria-label={t('members.statusFor', { name: fullName(member) })}
        value={member.status}
        data={MEMBER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        disabled={busyFor(member)}
        onChange={(value) => {
          const status = statusOf(value);
          if (status && status !== member.status) change.mutate({ kind: 'status', member, status });
        }}
      />
    ) : (
      <Badge variant="dot" color={member.status === 'ACTIVE' ? 'green' : 'gray'}>
        {t(`statuses.${member.status}`, { defaultValue: member.status })}
      </Badge>
    );
  const removeCell = (member: AccountMember) => {
    if (!canRemove || member.userId === user?.id) return null;
    if (member.role !== 'OWNER' && !canManageMember(actor, member)) return null;
    // The owner cannot be removed: say so at once, with the server's own sentence.
    const owner = member.role === 'OWNER';
    const label = t('members.removeNamed', { name: fullName(member) });
    return (
      <Tooltip label={owner ? translateError(AccountErrors.CANNOT_REMOVE_OWNER) : label}>
        <ActionIcon
          variant="subtle"
          color={owner ? 'gray' : 'red'}
          aria-label={label}
          onClick={() => (owner ? setFailure(AccountErrors.CANNOT_REMOVE_OWNER) : setRemoving(member))}
          loading={busyFor(member) && change.variables?.kind === 'remove'}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    );
  };

  const columns: DataTableColumn<AccountMember>[] = [
    { key: 'name', header: t('members.name'), render: nameCell },
    { key: 'email', header: t('members.email'), render: (member) => <Text size="sm">{member.email}</Text> },
    { key: 'role', header: t('members.role'), render: roleCell },
    { key: 'status', header: t('members.status'), render: statusCell },
    { key: 'joined', header: t('members.joined'), render: (member) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(member.joinedAt, i18n.language)}</Text> },
  ];
  if (canRemove) columns.push({ key: 'actions', header: <VisuallyHidden>{t('members.actions')}</VisuallyHidden>, align: 'right', render: removeCell });

  // Phones: one card per member instead of a table (UI.md).
  const cards = (
    <Stack gap="xs" role="list" aria-label={t('members.title')}>
      {(members.data ?? []).map((member) => (
        <Paper key={member.userId} withBorder radius="sm" p="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {nameCell(member)}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
            </Stack>
            {removeCell(member)}
          </Group>
          <Group gap="xs" mt="xs" wrap="wrap">
            {roleCell(member)}
            {statusCell(member)}
            <Text size="xs" c="dimmed">
              {t('members.joinedOn', { date: formatDate(member.joinedAt, i18n.language) })}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
  const empty = <EmptyState title={t('members.emptyTitle')} description={t('members.emptyHint')} />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('members.title')}
      </Title>
      {failure ? (
        <Alert color="red" variant="light" role="alert" mb="sm" withCloseButton onClose={() => setFailure(null)} closeButtonLabel={t('common.dismiss')}>
          {accountErrorText(failure, t)}
        </Alert>
      ) : null}
      {members.isError ? (
        <ErrorState error={members.error} title={t('members.loadFailed')} onRetry={() => void members.refetch()} />
      ) : phone && !members.isPending ? (
        (members.data ?? []).length === 0 ? empty : cards
      ) : (
        <DataTable columns={columns} rows={members.data ?? []} rowKey={(member) => member.userId} loading={members.isPending} empty={empty} />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('members.removeTitle')}
        message={removing ? t('members.removeMessage', { name: fullName(removing), account: account?.name ?? '' }) : ''}
        confirmLabel={t('members.remove')}
        danger
        loading={change.isPending}
        onConfirm={() => removing && change.mutate({ kind: 'remove', member: removing })}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
