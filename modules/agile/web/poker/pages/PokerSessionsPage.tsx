import { useState } from 'react';
import { Text, useAppAbility, useNavigate, useSession, useTranslation } from '@suite/sdk/web';
import { IconCards } from '@tabler/icons-react';
import { POKER_SESSION_STATUSES, type PokerSessionStatus, type PokerSessionView } from '../../../shared/poker.js';
import { usePokerSessions } from '../api.js';
import { SessionActions } from '../components/SessionActions.js';
import { SessionFormModal } from '../components/SessionFormModal.js';
import { SessionProgress } from '../components/SessionProgress.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { formatDate } from '../../components/format.js';
import { SessionList } from '../../live/SessionList.js';

const sessionPath = (session: PokerSessionView) => `/poker/sessions/${session.id}`;
const useSessions = (status: string | null) => usePokerSessions({ status: status as PokerSessionStatus | null });

/** /planning-poker: the account's poker sessions, searchable and filtered by status, with the create/edit form. */
export default function PokerSessionsPage() {
  const { t, i18n } = useTranslation('agile');
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { user } = useSession();
  const [editing, setEditing] = useState<PokerSessionView | null>(null);
  const [creating, setCreating] = useState(false);
  const admin = ability.can('manage', 'PokerSession');
  const canManage = (session: PokerSessionView) => admin || session.facilitatorId === user?.id;
  const actions = (session: PokerSessionView) => <SessionActions session={session} canEdit={canManage(session)} canDelete={canManage(session)} onEdit={setEditing} />;

  return (
    <SessionList<PokerSessionView>
      title={t('pages.planningPoker')}
      description={t('list.description')}
      demoPath="/voting-demo"
      texts={{ create: t('list.create'), emptyTitle: t('list.emptyTitle'), empty: t('list.empty'), noMatchTitle: t('list.noMatchTitle') }}
      emptyIcon={<IconCards size={22} aria-hidden />}
      statuses={POKER_SESSION_STATUSES}
      useSessions={useSessions}
      path={sessionPath}
      canCreate={ability.can('create', 'PokerSession')}
      onCreate={() => setCreating(true)}
      testId="session-cards"
      columns={[
        { key: 'status', header: t('list.status'), render: (session) => <SessionStatusBadge status={session.status} /> },
        { key: 'participants', header: t('list.participants'), align: 'right', render: (session) => session.participantCount },
        { key: 'created', header: t('list.created'), render: (session) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDate(session.createdAt, i18n.language)}</Text> },
        { key: 'progress', header: t('list.progressHeader'), render: (session) => <SessionProgress estimated={session.estimatedCount} total={session.storyCount} /> },
      ]}
      actions={actions}
      card={{
        meta: (session) =>
          session.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {session.description}
            </Text>
          ) : null,
        badges: (session) => <SessionStatusBadge status={session.status} />,
        footer: (session) => (
          <>
            <Text size="xs" c="dimmed">
              {t('meetings.participants', { count: session.participantCount })} · {formatDate(session.createdAt, i18n.language)}
            </Text>
            <SessionProgress estimated={session.estimatedCount} total={session.storyCount} />
          </>
        ),
      }}
    >
      <SessionFormModal opened={creating} onClose={() => setCreating(false)} onSaved={(session) => navigate(sessionPath(session))} />
      <SessionFormModal opened={editing !== null} session={editing} onClose={() => setEditing(null)} />
    </SessionList>
  );
}
