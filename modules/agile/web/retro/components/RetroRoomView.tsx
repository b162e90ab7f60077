import { Suspense, lazy, type ReactNode } from 'react';
import { Alert, Group, PageHeader, Paper, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { IconArchive, IconDoorExit, IconListCheck, IconUsers } from '@tabler/icons-react';
import { ConnectionBanner, ConnectionIndicator } from '../../live/ConnectionBanner.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { ConfirmButton } from '../../live/ConfirmButton.js';
import { useRetro } from '../context.js';
import { PhaseBar } from './PhaseBar.js';
import { PresenceBar } from './PresenceBar.js';
import { FormatBadge } from './RetroBadges.js';
import { RetroTimer } from './RetroTimer.js';

// What a first paint does not show loads when needed: the board (from collecting on), the later
// phases' panels, the previous retro's action items and the export (live rooms), so the demo fits
// the public-page budget.
const RetroBoard = lazy(async () => ({ default: (await import('./RetroBoard.js')).RetroBoard }));
const VotesLeft = lazy(async () => ({ default: (await import('./RetroCardItem.js')).VotesLeft }));
const ActionItemList = lazy(async () => ({ default: (await import('./ActionItemsPanel.js')).ActionItemList }));
const ActionItemsPanel = lazy(async () => ({ default: (await import('./ActionItemsPanel.js')).ActionItemsPanel }));
const DiscussPanel = lazy(async () => ({ default: (await import('./DiscussList.js')).DiscussPanel }));
const RetroSummary = lazy(async () => ({ default: (await import('./RetroSummary.js')).RetroSummary }));
const RetroExportMenu = lazy(() => import('./RetroExportMenu.js'));

/** The open action items of the team's previous retro, reviewed as this one starts. */
function PreviousReview() {
  const { t } = useTranslation('agile');
  const { snapshot } = useRetro();
  const review = snapshot.previousReview;
  if (!review || review.actionItems.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="previous-review-title" data-testid="previous-review">
      <Group gap="xs" mb="xs">
        <IconListCheck size={18} aria-hidden />
        <Title order={2} size="h5" id="previous-review-title">
          {t('retro.review.title', { name: review.name })}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('retro.review.intro', { count: review.actionItems.length })}
      </Text>
      <Suspense fallback={null}>
        <ActionItemList items={review.actionItems} />
      </Suspense>
    </Paper>
  );
}

/** Setup: the waiting room until the facilitator starts collecting. */
function SetupPanel() {
  const { t } = useTranslation('agile');
  const { snapshot, can } = useRetro();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg" ta="center" data-testid="setup-panel">
        <Stack gap="xs" align="center">
          <IconUsers size={28} aria-hidden />
          <Title order={2} size="h4">
            {t('retro.setup.title')}
          </Title>
          <Text size="sm" c="dimmed" maw={520}>
            {can.moderate ? t('retro.setup.facilitator') : t('retro.setup.participant')}
          </Text>
          <Text size="sm">{t('participants.online', { online: snapshot.participants.filter((p) => p.online).length, total: snapshot.participants.length })}</Text>
        </Stack>
      </Paper>
      <PreviousReview />
    </Stack>
  );
}

/** What the current phase asks of everyone, in one line. */
function PhaseHint() {
  const { t } = useTranslation('agile');
  const { snapshot, can } = useRetro();
  const { currentPhase, settings } = snapshot.session;
  if (currentPhase === 'SETUP' || currentPhase === 'COMPLETED') return <span />;
  const key = currentPhase === 'COLLECT' && settings.blurCards ? 'COLLECT_BLURRED' : currentPhase === 'GROUP' && !settings.enableCardGrouping ? 'GROUP_DISABLED' : currentPhase;
  return (
    <Text size="sm" c="dimmed" data-testid="phase-hint" style={{ flex: '1 1 240px' }}>
      {t(`retro.hint.${key}`)}
      {!can.contribute && snapshot.me.role === 'OBSERVER' ? ` ${t('retro.hint.observer')}` : ''}
    </Text>
  );
}

function PhaseContent() {
  const { snapshot } = useRetro();
  switch (snapshot.session.currentPhase) {
    case 'SETUP':
      return <SetupPanel />;
    case 'COLLECT':
      return <LaterPhase panel={<RetroBoard mode="collect" />} />;
    case 'GROUP':
      return <LaterPhase panel={<RetroBoard mode={snapshot.session.settings.enableCardGrouping ? 'group' : 'read'} />} />;
    case 'VOTE':
      return <LaterPhase panel={<RetroBoard mode="vote" header={<VotesLeft />} />} />;
    case 'DISCUSS':
      return <LaterPhase panel={<DiscussPanel />} />;
    case 'ACTION_ITEMS':
      return <LaterPhase panel={<ActionItemsPanel />} />;
    case 'COMPLETED':
      return <LaterPhase panel={<RetroSummary />} />;
  }
}

/** A phase's board or panel, loaded when the room reaches it. */
function LaterPhase({ panel }: { panel: ReactNode }) {
  return <Suspense fallback={<div data-testid="phase-loading" style={{ minHeight: 200 }} />}>{panel}</Suspense>;
}

export interface RetroRoomViewProps {
  /** A line above the room: the demo's notice. */
  notice?: ReactNode;
}

/**
 * The retro room (also the demo's): header with status, connection, timer and the session's
 * commands; the phase bar; who is here; and the current phase's board or panel.
 */
export function RetroRoomView({ notice }: RetroRoomViewProps) {
  const { t } = useTranslation('agile');
  const { snapshot, connection, can, mode, handlers } = useRetro();
  const { session } = snapshot;
  const closed = session.status === 'COMPLETED' || session.status === 'ARCHIVED';
  return (
    <div data-testid="retro-room" data-mode={mode} data-phase={session.currentPhase}>
      <PageHeader
        eyebrow={t('nav.retrospectives')}
        title={session.name}
        description={session.description ?? undefined}
        actions={
          <>
            <SessionStatusBadge status={session.status} size="md" />
            <FormatBadge format={session.format} />
            {mode === 'live' ? <ConnectionIndicator status={connection} /> : null}
            <RetroTimer />
            {can.export ? (
              <Suspense fallback={null}>
                <RetroExportMenu sessionId={session.id} name={session.name} />
              </Suspense>
            ) : null}
            {mode === 'live' && session.status === 'COMPLETED' && snapshot.me.canModerate ? (
              <ConfirmButton label={t('retro.room.archive')} icon={<IconArchive size={16} aria-hidden />} title={t('retro.room.archiveTitle')} message={t('retro.room.archiveMessage')} command={() => handlers.archive()} />
            ) : null}
            {can.leave ? (
              <ConfirmButton label={t('room.leave')} icon={<IconDoorExit size={16} aria-hidden />} title={t('retro.room.leaveTitle')} message={t('retro.room.leaveMessage')} variant="subtle" color="gray" command={() => handlers.leave()} />
            ) : null}
          </>
        }
      />
      {notice}
      <ConnectionBanner status={connection} />
      {closed ? (
        <Alert color="gray" variant="light" mb="md">
          {session.status === 'ARCHIVED' ? t('retro.room.archivedNotice') : t('retro.room.completedNotice')}
        </Alert>
      ) : null}
      <PhaseBar />
      <Group justify="space-between" gap="sm" mb="md" wrap="wrap">
        <PhaseHint />
        <PresenceBar />
      </Group>
      <PhaseContent />
    </div>
  );
}
