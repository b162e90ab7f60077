import { useState } from 'react';
import { ActionIcon, Avatar, Button, ConfirmDialog, Group, Paper, ScrollArea, SelectField, Stack, Table, Text, Title, Tooltip, notifications, translateError, useSession, useTranslation } from '@suite/sdk/web';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { TEAM_ROLES, type TeamDetail, type TeamMember, type TeamRole } from '../../../shared/teams.js';
import { formatDate } from '../../components/format.js';
import { initials } from '../../live/Presence.js';
import { useAccountDirectory, useAddTeamMember, useChangeMemberRole, useRemoveTeamMember } from '../api.js';
import { TeamRoleBadge } from './TeamRoleBadge.js';

const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message), autoClose: 8000 });

/** Add someone who is already in the account, with a role. */
function AddMemberForm({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('agile');
  const directory = useAccountDirectory({ enabled: true });
  const add = useAddTeamMember();
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<TeamRole>('participant');
  const inTeam = new Set(team.members.map((member) => member.userId));
  const candidates = (directory.data ?? []).filter((user) => !inTeam.has(user.id));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (userId) add.mutate({ params: { id: team.id }, body: { userId, role } }, { onSuccess: () => setUserId(null), onError: failed });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SelectField
          label={t('teams.addMember.person')}
          placeholder={directory.isPending ? t('teams.addMember.loading') : candidates.length ? t('teams.addMember.pick') : t('teams.addMember.nobody')}
          searchable
          data={candidates.map((user) => ({ value: user.id, label: `${[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email} · ${user.email}` }))}
          value={userId}
          onChange={setUserId}
          disabled={candidates.length === 0}
          style={{ flex: '1 1 240px' }}
          comboboxProps={{ withinPortal: true }}
        />
        <SelectField
          label={t('teams.role')}
          data={TEAM_ROLES.map((value) => ({ value, label: t(`teams.roles.${value}`) }))}
          value={role}
          onChange={(value) => value && setRole(value as TeamRole)}
          w={{ base: '100%', xs: 170 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button type="submit" leftSection={<IconUserPlus size={16} aria-hidden />} loading={add.isPending} disabled={!userId}>
          {t('teams.addMember.add')}
        </Button>
      </Group>
    </form>
  );
}

/** The team's members with their roles; team admins change roles, add and remove people (asks first). */
export function TeamMembers({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation('agile');
  const { user } = useSession();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveTeamMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <Stack gap="md">
      {team.canManage ? (
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="sm">
            {t('teams.addMember.title')}
          </Title>
          <AddMemberForm team={team} />
        </Paper>
      ) : null}
      <ScrollArea type="auto" offsetScrollbars>
        <Table miw={520} verticalSpacing="xs" data-testid="team-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('teams.member')}</Table.Th>
              <Table.Th>{t('teams.role')}</Table.Th>
              <Table.Th>{t('teams.joined')}</Table.Th>
              {team.canManage ? <Table.Th aria-label={t('list.actionsHeader')} /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => (
              <Table.Tr key={member.userId} data-testid={`team-member-${member.email}`}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar size={30} radius="xl" aria-hidden>
                      {initials(member.name)}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate>
                        {member.name}
                        {member.userId === user?.id ? ` (${t('participants.you')})` : ''}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {member.email}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {team.canManage ? (
                    <SelectField
                      size="xs"
                      aria-label={t('teams.roleOf', { name: member.name })}
                      data={TEAM_ROLES.map((value) => ({ value, label: t(`teams.roles.${value}`) }))}
                      value={member.role}
                      onChange={(value) => value && value !== member.role && changeRole.mutate({ params: { id: team.id, userId: member.userId }, body: { role: value as TeamRole } }, { onError: failed })}
                      w={150}
                      comboboxProps={{ withinPortal: true }}
                    />
                  ) : (
                    <TeamRoleBadge role={member.role} />
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(member.joinedAt, i18n.language)}
                  </Text>
                </Table.Td>
                {team.canManage ? (
                  <Table.Td ta="right">
                    <Tooltip label={t('teams.removeMember')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('teams.removeMemberAria', { name: member.name })} onClick={() => setRemoving(member)}>
                        <IconUserMinus size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ConfirmDialog
        opened={removing !== null}
        title={t('teams.removeTitle')}
        message={t('teams.removeMessage', { name: removing?.name ?? '', team: team.name })}
        confirmLabel={t('teams.removeMember')}
        danger
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          if (target)
            remove.mutate({ params: { id: team.id, userId: target.userId } }, {
              onSuccess: () => setRemoving(null),
              onError: (error) => {
                  setRemoving(null);
                  failed(error);
                },
              });
        }}
      />
    </Stack>
  );
}
