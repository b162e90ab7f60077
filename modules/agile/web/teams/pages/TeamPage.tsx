import { useState } from 'react';
import {
  Anchor,
  Button,
  ConfirmDialog,
  ErrorState,
  Link,
  LoadingState,
  PageHeader,
  Paper,
  Tabs,
  notifications,
  translateError,
  useNavigate,
  useParams,
  useTranslation,
} from '@suite/sdk/web';
import { IconActivity, IconArrowLeft, IconMail, IconMessages, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { useDeleteTeam, useTeam } from '../api.js';
import { TeamActivityFeed } from '../components/TeamActivityFeed.js';
import { TeamFormModal } from '../components/TeamFormModal.js';
import { TeamInvitations } from '../components/TeamInvitations.js';
import { TeamMembers } from '../components/TeamMembers.js';
import { TeamRetros } from '../components/TeamRetros.js';
import { TeamRoleBadge } from '../components/TeamRoleBadge.js';

/** /teams/:teamId: a team's members (roles admin, facilitator, participant), invitations, activity and retrospectives. */
export default function TeamPage() {
  const { t } = useTranslation('agile');
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const team = useTeam(teamId);
  const remove = useDeleteTeam();
  const [tab, setTab] = useState<string | null>('members');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Anchor component={Link} to={AGILE_ROUTES.teams.path} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('teams.back')}
    </Anchor>
  );
  if (team.isPending) return <LoadingState variant="detail" rows={6} />;
  if (team.isError) {
    return (
      <>
        {back}
        <ErrorState error={team.error} title={t('teams.loadOneError')} onRetry={() => void team.refetch()} />
      </>
    );
  }
  const data = team.data;

  return (
    <>
      {back}
      <PageHeader
        eyebrow={t('pages.teams')}
        title={data.name}
        description={data.description ?? undefined}
        actions={
          <>
            {data.myRole ? <TeamRoleBadge role={data.myRole} /> : null}
            {data.canManage ? (
              <>
                <Button variant="default" size="sm" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                  {t('teams.edit')}
                </Button>
                <Button variant="subtle" color="red" size="sm" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
                  {t('teams.delete')}
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="members" leftSection={<IconUsers size={14} aria-hidden />}>
              {t('teams.tabs.members', { count: data.members.length })}
            </Tabs.Tab>
            {data.canManage ? (
              <Tabs.Tab value="invitations" leftSection={<IconMail size={14} aria-hidden />}>
                {t('teams.tabs.invitations')}
              </Tabs.Tab>
            ) : null}
            <Tabs.Tab value="retros" leftSection={<IconMessages size={14} aria-hidden />}>
              {t('teams.tabs.retros')}
            </Tabs.Tab>
            <Tabs.Tab value="activity" leftSection={<IconActivity size={14} aria-hidden />}>
              {t('teams.tabs.activity')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="members">
            <TeamMembers team={data} />
          </Tabs.Panel>
          {data.canManage ? (
            <Tabs.Panel value="invitations">
              <TeamInvitations team={data} />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="retros">
            <TeamRetros team={data} />
          </Tabs.Panel>
          <Tabs.Panel value="activity">
            <TeamActivityFeed team={data} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <TeamFormModal opened={editing} team={data} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={deleting}
        title={t('teams.deleteTitle')}
        message={t('teams.deleteMessage', { name: data.name })}
        confirmLabel={t('teams.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate({ params: { id: data.id } }, {
            onSuccess: () => navigate(AGILE_ROUTES.teams.path),
            onError: (error) => {
              setDeleting(false);
              notifications.show({ color: 'red', message: translateError(error.message), autoClose: 8000 });
            },
          })
        }
      />
    </>
  );
}
