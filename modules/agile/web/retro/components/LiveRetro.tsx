import { ErrorState, LoadingState, useAppAbility, useNavigate, useTranslation, type ConnectionStatus, type RealtimeClient } from '@suite/sdk/web';
import { RetroErrors } from '../../../shared/errors/retro-errors.js';
import type { RetroSnapshot } from '../../../shared/retro.js';
import { ConnectionBanner } from '../../live/ConnectionBanner.js';
import {
  actionItemToBoard,
  changeRetroParticipantRole,
  createActionItem,
  generateActionItems,
  leaveRetro,
  removeRetroParticipant,
  setRetroPhase,
  updateActionItem,
  updateRetro,
  useRetroSnapshot,
} from '../api/index.js';
import { RetroProvider, retroPermissions, type RetroContextValue, type RetroHandlers } from '../context.js';
import { useRetroRoom, type RetroSocketActions } from '../useRetroRoom.js';
import { RetroRoomView } from './RetroRoomView.js';

interface RetroBodyProps {
  snapshot: RetroSnapshot;
  clockOffsetMs: number;
  expiredPhase: RetroSnapshot['session']['currentPhase'] | null;
  connection: ConnectionStatus | null;
  /** null when the session is read over REST (completed or archived: nothing live). */
  actions: RetroSocketActions | null;
  /** Read the session again (after a REST change, when there is no socket room). */
  refresh?: () => void;
}

/** The viewer's rights and commands over one snapshot. */
function RetroBody({ snapshot, clockOffsetMs, expiredPhase, connection, actions, refresh }: RetroBodyProps) {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const sessionId = snapshot.session.id;
  const closed = () => Promise.reject(new Error(RetroErrors.SESSION_CLOSED));
  const afterRest = async <T,>(call: Promise<T>) => {
    const result = await call;
    refresh?.();
    return result;
  };
  const handlers: RetroHandlers = {
    addCard: (columnId, content) => actions?.addCard(columnId, content) ?? closed(),
    updateCard: (cardId, patch) => actions?.updateCard(cardId, patch) ?? closed(),
    deleteCard: (cardId) => actions?.deleteCard(cardId) ?? closed(),
    vote: (cardId) => actions?.vote(cardId) ?? closed(),
    unvote: (cardId) => actions?.unvote(cardId) ?? closed(),
    createGroup: (cardIds, title) => actions?.createGroup(cardIds, title) ?? closed(),
    renameGroup: (groupId, title) => actions?.renameGroup(groupId, title) ?? closed(),
    deleteGroup: (groupId) => actions?.deleteGroup(groupId) ?? closed(),
    groupCard: (groupId, cardId) => actions?.groupCard(groupId, cardId) ?? closed(),
    ungroupCard: (groupId, cardId) => actions?.ungroupCard(groupId, cardId) ?? closed(),
    advancePhase: (fromPhase) => actions?.advancePhase(fromPhase) ?? closed(),
    setPhase: (phase) => actions?.setPhase(phase) ?? afterRest(setRetroPhase(sessionId, phase)),
    addActionItem: (body) => actions?.addActionItem(body) ?? createActionItem(sessionId, body),
    updateActionItem: (id, body) => afterRest(updateActionItem(id, body)),
    generateActionItems: () => generateActionItems(sessionId),
    actionItemToBoard: (item) => afterRest(actionItemToBoard(item.id)),
    startTimer: (duration) => actions?.startTimer(duration) ?? closed(),
    stopTimer: () => actions?.stopTimer() ?? closed(),
    updateRole: (participantId, role) => afterRest(changeRetroParticipantRole(sessionId, participantId, role)),
    removeParticipant: (participantId) => afterRest(removeRetroParticipant(sessionId, participantId)),
    archive: () => afterRest(updateRetro(sessionId, { status: 'ARCHIVED' })),
    leave: async () => {
      await (actions?.leave() ?? leaveRetro(sessionId));
      navigate('/retrospectives');
    },
  };
  const value: RetroContextValue = {
    mode: 'live',
    snapshot,
    clockOffsetMs,
    expiredPhase,
    connection,
    handlers,
    can: retroPermissions(snapshot, { live: true, analytics: ability.can('use', 'PlanFeature:analytics'), boards: true }),
  };
  return (
    <RetroProvider value={value}>
      <RetroRoomView />
    </RetroProvider>
  );
}

/** A completed or archived retro: read over REST (it cannot be joined), nothing live. */
function ClosedRetro({ sessionId, connection }: { sessionId: string; connection: ConnectionStatus | null }) {
  const { t } = useTranslation('agile');
  const snapshot = useRetroSnapshot(sessionId, { enabled: true });
  if (snapshot.isPending) return <LoadingState variant="detail" rows={6} />;
  if (snapshot.isError) return <ErrorState error={snapshot.error} title={t('retro.room.loadError')} onRetry={() => void snapshot.refetch()} />;
  return <RetroBody snapshot={snapshot.data} clockOffsetMs={0} expiredPhase={null} connection={connection} actions={null} refresh={() => void snapshot.refetch()} />;
}

/**
 * The live retro over the shell's socket: joins the session's room, keeps its state from the
 * server's snapshots and events, and sends the viewer's commands (socket events, or REST where
 * the contract names only a REST call).
 */
export function LiveRetro({ sessionId, client }: { sessionId: string; client: RealtimeClient | null }) {
  const { t } = useTranslation('agile');
  const { state, joinError, actions, connection } = useRetroRoom(sessionId, client);
  if (state.snapshot) {
    return <RetroBody snapshot={state.snapshot} clockOffsetMs={state.clockOffsetMs} expiredPhase={state.expiredPhase} connection={connection} actions={actions} refresh={() => void actions.rejoin().catch(() => undefined)} />;
  }
  if (joinError?.message === RetroErrors.SESSION_CLOSED) return <ClosedRetro sessionId={sessionId} connection={connection} />;
  if (joinError) return <ErrorState error={joinError} title={t('retro.room.loadError')} onRetry={() => void actions.rejoin().catch(() => undefined)} />;
  return (
    <>
      <ConnectionBanner status={connection} />
      {connection?.state === 'failed' ? null : <LoadingState variant="detail" rows={6} label={t('retro.room.connecting')} />}
    </>
  );
}
