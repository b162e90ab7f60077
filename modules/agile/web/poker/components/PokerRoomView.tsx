import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, CopyButton, Grid, LoadingState, Menu, PageHeader, Paper, Stack, Text, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconCheck, IconCopy, IconDoorExit, IconDots, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { ConnectionBanner, ConnectionIndicator } from '../../live/ConnectionBanner.js';
import { CurrentStoryCard } from './CurrentStoryCard.js';
import { ParticipantsPanel } from './ParticipantsPanel.js';
import { PokerTimer } from './PokerTimer.js';
import { SessionStatusBadge } from '../../components/StatusBadges.js';
import { StoriesPanel } from './StoriesPanel.js';
import { useRoom } from './room-context.js';
import { useCommand } from '../../live/commands.js';
import { ConfirmButton } from '../../live/ConfirmButton.js';

// What only a live room shows (discussion, comments, analytics, export) loads with it, not with the
// demo, which has to fit the public-page budget.
const RoomTabs = lazy(() => import('./RoomTabs.js'));
const ExportMenu = lazy(async () => ({ default: (await import('./ExportMenu.js')).ExportMenu }));

/** The facilitator's session menu: start, complete, and the join link to share. */
function SessionMenu() {
  const { t } = useTranslation('agile');
  const { snapshot, handlers } = useRoom();
  const { busy, run } = useCommand();
  const [completing, setCompleting] = useState(false);
  const status = snapshot.session.status;
  if (status === 'COMPLETED') return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" size="sm" rightSection={<IconDots size={14} aria-hidden />} loading={busy !== null}>
            {t('room.sessionMenu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {status === 'DRAFT' ? (
            <Menu.Item leftSection={<IconPlayerPlay size={14} aria-hidden />} onClick={() => void run('start', () => handlers.start())}>
              {t('room.startSession')}
            </Menu.Item>
          ) : null}
          {status === 'ACTIVE' ? (
            <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={() => setCompleting(true)}>
              {t('room.complete')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={completing}
        title={t('room.completeTitle')}
        message={t('room.completeMessage')}
        confirmLabel={t('room.complete')}
        loading={busy === 'complete'}
        onCancel={() => setCompleting(false)}
        onConfirm={() => void run('complete', () => handlers.complete()).then(() => setCompleting(false))}
      />
    </>
  );
}

/** Copy the join link (/join/<id>) that lets teammates and guests in. */
function JoinLinkButton() {
  const { t } = useTranslation('agile');
  const { snapshot } = useRoom();
  const link = `${window.location.origin}${snapshot.session.joinPath || `/join/${snapshot.session.id}`}`;
  return (
    <CopyButton value={link} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('room.linkCopied') : link}>
          <Button variant="default" size="sm" color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />} onClick={copy}>
            {copied ? t('room.linkCopied') : t('room.copyLink')}
          </Button>
        </Tooltip>
      )}
    </CopyButton>
  );
}

export interface PokerRoomViewProps {
  /** A line above the room: the guest's or the demo's notice. */
  notice?: ReactNode;
}

/**
 * The live room (also the demo's and a guest's): the current story with the deck, reveal and
 * estimate; the stories and the participants beside it; discussion and analytics below. One
 * column on phones.
 */
export function PokerRoomView({ notice }: PokerRoomViewProps) {
  const { t } = useTranslation('agile');
  const { snapshot, connection, can, mode, handlers } = useRoom();
  const live = mode === 'live';
  return (
    <div data-testid="poker-room" data-mode={mode}>
      <PageHeader
        eyebrow={t('nav.planningPoker')}
        title={snapshot.session.name}
        description={snapshot.session.description ?? undefined}
        actions={
          <>
            <SessionStatusBadge status={snapshot.session.status} size="md" />
            {mode !== 'demo' ? <ConnectionIndicator status={connection} /> : null}
            <PokerTimer />
            {live && can.facilitate ? <JoinLinkButton /> : null}
            {live && can.export ? (
              <Suspense fallback={null}>
                <ExportMenu />
              </Suspense>
            ) : null}
            {live && can.facilitate ? <SessionMenu /> : null}
            {can.leave ? (
              <ConfirmButton label={t('room.leave')} icon={<IconDoorExit size={16} aria-hidden />} title={t('room.leaveTitle')} message={t('room.leaveMessage')} variant="subtle" color="gray" command={() => handlers.leave()} />
            ) : null}
          </>
        }
      />
      {notice}
      <ConnectionBanner status={connection} />
      {snapshot.session.status === 'COMPLETED' ? (
        <Paper p="sm" mb="md" radius="md" withBorder bg="var(--mantine-color-default-hover)">
          <Text size="sm">{t('room.completedNotice')}</Text>
        </Paper>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <CurrentStoryCard />
            {mode !== 'demo' ? (
              <Suspense fallback={<LoadingState />}>
                <RoomTabs />
              </Suspense>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ParticipantsPanel />
            <StoriesPanel />
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
