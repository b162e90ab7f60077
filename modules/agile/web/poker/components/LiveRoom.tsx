import type { ReactNode } from 'react';
import { ErrorState, LoadingState, useAppAbility, useNavigate, useTranslation, type ConnectionStatus, type RealtimeClient } from '@suite/sdk/web';
import { PokerErrors } from '../../../shared/errors/poker-errors.js';
import type { PokerSnapshot } from '../../../shared/poker.js';
import { changeParticipantRole, deleteStory, removeParticipant, reorderStories, resetVotes, saveEstimate, updateSession, usePokerSnapshot, type PokerAuth } from '../api.js';
import { usePokerRoom, type RoomActions } from '../usePokerRoom.js';
import { storyToOpen } from '../start-story.js';
import { ConnectionBanner } from '../../live/ConnectionBanner.js';
import { PokerRoomView } from './PokerRoomView.js';
import { RoomProvider, type RoomContextValue, type RoomHandlers } from './room-context.js';

export interface LiveRoomProps {
  sessionId: string;
  client: RealtimeClient | null;
  mode: 'live' | 'guest';
  auth?: PokerAuth;
  notice?: ReactNode;
  /** Where to go after leaving the session. */
  leftTo?: string;
}

interface RoomBodyProps extends Omit<LiveRoomProps, 'client'> {
  snapshot: PokerSnapshot;
  clockOffsetMs: number;
  expiredTimerStoryId: string | null;
  connection: ConnectionStatus | null;
  actions: RoomActions | null;
}

/** The viewer's rights and commands over one snapshot. */
function RoomBody({ sessionId, mode, auth, notice, leftTo, snapshot, clockOffsetMs, expiredTimerStoryId, connection, actions }: RoomBodyProps) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const me = snapshot.me;
  const live = mode === 'live';
  const open = snapshot.session.status !== 'COMPLETED' && actions !== null;
  const admin = live && ability.can('manage', 'PokerSession');
  const facilitate = live && open && (me.role === 'FACILITATOR' || admin);
  const offline = () => Promise.reject(new Error(PokerErrors.SESSION_COMPLETED_READ_ONLY));
  const handlers: RoomHandlers = {
    // "Start the session" opens voting on the first story in the same click, as its text promises.
    start: async () => {
      if (!actions) return offline();
      await actions.start();
      const first = storyToOpen(snapshot);
      if (first) await actions.startVoting(first);
    },
    complete: () => updateSession(sessionId, { status: 'COMPLETED' }),
    vote: (storyId, value) => actions?.vote(storyId, value) ?? offline(),
    startVoting: (storyId) => actions?.startVoting(storyId) ?? offline(),
    reveal: (storyId) => actions?.reveal(storyId) ?? offline(),
    resetVotes: (storyId) => resetVotes(sessionId, storyId),
    estimate: (storyId, estimate) => saveEstimate(sessionId, storyId, estimate),
    next: () => actions?.next() ?? offline(),
    previous: () => actions?.previous() ?? offline(),
    startTimer: (storyId, duration) => actions?.startTimer(storyId, duration) ?? offline(),
    stopTimer: () => actions?.stopTimer() ?? offline(),
    addStory: (title) => actions?.addStory(title) ?? offline(),
    deleteStory: (storyId) => deleteStory(sessionId, storyId),
    reorderStories: (storyIds) => reorderStories(sessionId, storyIds),
    updateRole: (participantId, role) => actions?.updateRole(participantId, role) ?? changeParticipantRole(sessionId, participantId, role),
    removeParticipant: (participantId) => removeParticipant(sessionId, participantId),
    leave: async () => {
      await (actions?.leave() ?? offline());
      navigate(leftTo ?? '/planning-poker');
    },
  };
  const value: RoomContextValue = {
    mode,
    snapshot,
    clockOffsetMs,
    expiredTimerStoryId,
    connection,
    auth,
    handlers,
    can: {
      facilitate,
      vote: open && Boolean(me.participantId) && me.role !== null && me.role !== 'OBSERVER',
      manageParticipants: facilitate,
      analytics: live && ability.can('use', 'PlanFeature:analytics'),
      discuss: Boolean(me.participantId) || (live && !open),
      export: live,
      // The facilitator of an active session hands over before leaving (agile.md section 4).
      leave: open && Boolean(me.participantId) && me.role !== 'FACILITATOR',
    },
  };
  return (
    <RoomProvider value={value}>
      <PokerRoomView notice={notice} />
    </RoomProvider>
  );
}

/** A completed session a member was not in: read over REST, nothing live to join. */
function CompletedRoom(props: Omit<LiveRoomProps, 'client'> & { connection: ConnectionStatus | null }) {
  const { t } = useTranslation('agile');
  const snapshot = usePokerSnapshot(props.sessionId, { enabled: true });
  if (snapshot.isPending) return <LoadingState variant="detail" rows={6} />;
  if (snapshot.isError) return <ErrorState error={snapshot.error} title={t('room.loadError')} onRetry={() => void snapshot.refetch()} />;
  return <RoomBody {...props} snapshot={snapshot.data} clockOffsetMs={0} expiredTimerStoryId={null} actions={null} />;
}

/**
 * The live room over a socket: joins the session's room, keeps its state from the server's
 * snapshots and events, and sends the viewer's commands (socket events, or REST where the
 * contract names only a REST call).
 */
export function LiveRoom({ client, ...props }: LiveRoomProps) {
  const { t } = useTranslation('agile');
  const { state, joinError, actions, connection } = usePokerRoom(props.sessionId, client);
  if (state.snapshot) {
    return <RoomBody {...props} snapshot={state.snapshot} clockOffsetMs={state.clockOffsetMs} expiredTimerStoryId={state.expiredTimerStoryId} connection={connection} actions={actions} />;
  }
  if (joinError?.message === PokerErrors.SESSION_COMPLETED && props.mode === 'live') return <CompletedRoom {...props} connection={connection} />;
  if (joinError) return <ErrorState error={joinError} title={t('room.loadError')} onRetry={() => void actions.rejoin().catch(() => undefined)} />;
  return (
    <>
      <ConnectionBanner status={connection} />
      {connection?.state === 'failed' ? null : <LoadingState variant="detail" rows={6} label={t('room.connecting')} />}
    </>
  );
}
