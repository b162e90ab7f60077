import { useState, type ReactNode } from 'react';
import { Alert, Button, ConfirmDialog, Group, Menu, PageHeader, Paper, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { IconArchive, IconChevronDown, IconDoorExit, IconDownload, IconFileText, IconJson, IconListCheck, IconMarkdown, IconUsers } from '@tabler/icons-react';
import { RETRO_EXPORT_FORMATS, type RetroExportFormat } from '../../../shared/retro.js';
import { ConnectionBanner, ConnectionIndicator } from '../../components/ConnectionBanner.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { notifyFailure, useCommand } from '../../components/room-context.js';
import { downloadRetroExport } from '../api/index.js';
import { useRetro } from '../context.js';
import { ActionItemList, ActionItemsPanel } from './ActionItemsPanel.js';
import { DiscussPanel } from './DiscussList.js';
import { PhaseBar } from './PhaseBar.js';
import { PresenceBar } from './PresenceBar.js';
import { FormatBadge } from './RetroBadges.js';
import { RetroBoard } from './RetroBoard.js';
import { VotesLeft } from './RetroCardItem.js';
import { RetroSummary } from './RetroSummary.js';
import { RetroTimer } from './RetroTimer.js';

const EXPORT_ICONS: Record<RetroExportFormat, typeof IconFileText> = { csv: IconFileText, json: IconJson, markdown: IconMarkdown };

/** Download the retro (cards, votes, groups, action items) as CSV, JSON or Markdown. */
function RetroExportMenu() {
  const { t } = useTranslation('agile');
  const { snapshot } = useRetro();
  const [running, setRunning] = useState<RetroExportFormat | null>(null);
  const download = async (format: RetroExportFormat) => {
    setRunning(format);
    try {
      await downloadRetroExport(snapshot.session.id, snapshot.session.name, format);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={running !== null}>
          {running ? t('export.running') : t('export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {RETRO_EXPORT_FORMATS.map((format) => {
          const Icon = EXPORT_ICONS[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={14} aria-hidden />} onClick={() => void download(format)}>
              {t(`export.${format}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A completed retro is archived by its facilitator (a completed session may only become ARCHIVED). */
function ArchiveButton() {
  const { t } = useTranslation('agile');
  const { handlers } = useRetro();
  const { busy, run } = useCommand();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="default" size="sm" leftSection={<IconArchive size={16} aria-hidden />} onClick={() => setAsking(true)}>
        {t('retro.room.archive')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('retro.room.archiveTitle')}
        message={t('retro.room.archiveMessage')}
        confirmLabel={t('retro.room.archive')}
        loading={busy === 'archive'}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run('archive', () => handlers.archive()).then(() => setAsking(false))}
      />
    </>
  );
}

function LeaveButton() {
  const { t } = useTranslation('agile');
  const { handlers } = useRetro();
  const { busy, run } = useCommand();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="subtle" color="gray" size="sm" leftSection={<IconDoorExit size={16} aria-hidden />} onClick={() => setAsking(true)}>
        {t('room.leave')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('retro.room.leaveTitle')}
        message={t('retro.room.leaveMessage')}
        confirmLabel={t('room.leave')}
        loading={busy === 'leave'}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run('leave', () => handlers.leave()).then(() => setAsking(false))}
      />
    </>
  );
}

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
      <ActionItemList items={review.actionItems} />
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
      return <RetroBoard mode="collect" />;
    case 'GROUP':
      return <RetroBoard mode={snapshot.session.settings.enableCardGrouping ? 'group' : 'read'} />;
    case 'VOTE':
      return <RetroBoard mode="vote" header={<VotesLeft />} />;
    case 'DISCUSS':
      return <DiscussPanel />;
    case 'ACTION_ITEMS':
      return <ActionItemsPanel />;
    case 'COMPLETED':
      return <RetroSummary />;
  }
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
  const { snapshot, connection, can, mode } = useRetro();
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
            {can.export ? <RetroExportMenu /> : null}
            {mode === 'live' && session.status === 'COMPLETED' && snapshot.me.canModerate ? <ArchiveButton /> : null}
            {can.leave ? <LeaveButton /> : null}
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
