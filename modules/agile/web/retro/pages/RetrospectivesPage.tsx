import { useMemo, useState } from 'react';
import { Stack, Text, useAppAbility, useNavigate, useSession, useTranslation } from '@suite/sdk/web';
import { IconMessages } from '@tabler/icons-react';
import { RETRO_SESSION_STATUSES, retroSessionPath, type RetroSessionStatus, type RetroSessionView } from '../../../shared/retro.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { formatDate } from '../../components/format.js';
import { SessionList } from '../../live/SessionList.js';
import { useRetroSessions } from '../api/index.js';
import { RETRO_SUBJECT } from '../context.js';
import { FormatBadge, PhaseBadge } from '../components/RetroBadges.js';
import { RetroFormModal } from '../components/RetroFormModal.js';
import { RetroSessionActions } from '../components/RetroSessionActions.js';
import { useTeams } from '../../teams/api.js';

const sessionPath = (session: RetroSessionView) => retroSessionPath(session.id);
const useSessions = (status: string | null) => useRetroSessions({ status: status as RetroSessionStatus | null });
const inProgress = (session: RetroSessionView) => session.status !== 'COMPLETED' && session.status !== 'ARCHIVED';

/** /retrospectives: the account's retros (status, format, team, participants, date), the create form with templates, delete. */
export default function RetrospectivesPage() {
  const { t, i18n } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const teams = useTeams();
  const teamName = useMemo(() => new Map((teams.data ?? []).map((team) => [team.id, team.name])), [teams.data]);
  const admin = ability.can('manage', RETRO_SUBJECT);
  const canManage = (session: RetroSessionView) => admin || session.facilitatorId === user?.id;
  const team = (session: RetroSessionView) => (session.teamId ? (teamName.get(session.teamId) ?? '–') : t('retro.list.noTeam'));

  return (
    <SessionList<RetroSessionView>
      title={t('pages.retrospectives')}
      description={t('retro.list.description')}
      demoPath="/retrospective-demo"
      texts={{ create: t('retro.list.create'), emptyTitle: t('retro.list.emptyTitle'), empty: t('retro.list.empty'), noMatchTitle: t('retro.list.noMatchTitle') }}
      emptyIcon={<IconMessages size={22} aria-hidden />}
      statuses={RETRO_SESSION_STATUSES}
      useSessions={useSessions}
      path={sessionPath}
      canCreate={ability.can('create', RETRO_SUBJECT)}
      onCreate={() => setCreating(true)}
      testId="retro-cards"
      columns={[
        {
          key: 'status',
          header: t('list.status'),
          render: (session) => (
            <Stack gap={2} align="flex-start">
              <SessionStatusBadge status={session.status} />
              {inProgress(session) ? (
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t('retro.list.inPhase', { phase: t(`retro.phase.${session.currentPhase}`) })}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        { key: 'format', header: t('retro.list.format'), render: (session) => <Text size="sm">{t(`retro.format.${session.format}`)}</Text> },
        { key: 'team', header: t('form.team'), render: (session) => <Text size="sm">{team(session)}</Text> },
        { key: 'participants', header: t('list.participants'), align: 'right', render: (session) => session.participantCount },
        { key: 'created', header: t('list.created'), render: (session) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(session.createdAt, i18n.language)}</Text> },
      ]}
      actions={(session) => <RetroSessionActions session={session} canManage={canManage(session)} />}
      card={{
        meta: (session) => (
          <Text size="xs" c="dimmed">
            {team(session)} · {t('meetings.participants', { count: session.participantCount })} · {formatDate(session.createdAt, i18n.language)}
          </Text>
        ),
        footer: (session) => (
          <>
            <SessionStatusBadge status={session.status} />
            {inProgress(session) ? <PhaseBadge phase={session.currentPhase} /> : null}
            <FormatBadge format={session.format} />
          </>
        ),
      }}
    >
      <RetroFormModal opened={creating} onClose={() => setCreating(false)} onCreated={(session) => navigate(sessionPath(session))} />
    </SessionList>
  );
}
