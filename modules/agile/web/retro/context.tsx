import { createContext, useContext } from 'react';
import type { ConnectionStatus } from '@suite/sdk/web';
import type { ActionItemBody, RetroActionItem, RetroAnalytics, RetroParticipantRole, RetroPhase, RetroSnapshot, UpdateActionItemBody } from '../../shared/retro.js';

/** The CASL subject of retrospectives (the API checks the same). */
export const RETRO_SUBJECT = 'Retrospective';

/** What the viewer may do in the retro: decided once, read by every panel. */
export interface RetroPermissions {
  /** Run the session: advance, jump to a phase, timers, participants. */
  moderate: boolean;
  /** Take part: write cards, group, vote, add action items (participants, never observers). */
  contribute: boolean;
  /** The plan has analytics (Pro, Enterprise). */
  analytics: boolean;
  /** Download the session as CSV, JSON or Markdown. */
  export: boolean;
  /** Leave the session (participants and observers; the facilitator stays). */
  leave: boolean;
  /** Put action items on a team board (the kanban capability). */
  toBoard: boolean;
}

/** The retro's commands: the live room sends them to the server, the demo applies them locally. */
export interface RetroHandlers {
  addCard(columnId: string, content: string): Promise<unknown>;
  updateCard(cardId: string, patch: { content?: string; columnId?: string }): Promise<unknown>;
  deleteCard(cardId: string): Promise<unknown>;
  vote(cardId: string): Promise<unknown>;
  unvote(cardId: string): Promise<unknown>;
  /** Drop a card on another: a new group of both. */
  createGroup(cardIds: string[], title?: string): Promise<unknown>;
  renameGroup(groupId: string, title: string): Promise<unknown>;
  deleteGroup(groupId: string): Promise<unknown>;
  groupCard(groupId: string, cardId: string): Promise<unknown>;
  ungroupCard(groupId: string, cardId: string): Promise<unknown>;
  /** Advance from the phase shown (refused when it already moved on). */
  advancePhase(fromPhase?: RetroPhase): Promise<unknown>;
  setPhase(phase: RetroPhase): Promise<unknown>;
  addActionItem(body: ActionItemBody): Promise<unknown>;
  updateActionItem(id: string, body: UpdateActionItemBody): Promise<unknown>;
  generateActionItems(): Promise<unknown>;
  actionItemToBoard(item: RetroActionItem): Promise<unknown>;
  startTimer(duration?: number): Promise<unknown>;
  stopTimer(): Promise<unknown>;
  updateRole(participantId: string, role: RetroParticipantRole): Promise<unknown>;
  removeParticipant(participantId: string): Promise<unknown>;
  archive(): Promise<unknown>;
  leave(): Promise<unknown>;
}

export interface RetroContextValue {
  /** live: signed in, over the socket; demo: local, no server. */
  mode: 'live' | 'demo';
  snapshot: RetroSnapshot;
  clockOffsetMs: number;
  /** The phase whose timer just ran out. */
  expiredPhase: RetroPhase | null;
  connection: ConnectionStatus | null;
  can: RetroPermissions;
  handlers: RetroHandlers;
  /** The demo computes its summary itself; the live room asks the server. */
  localAnalytics?: RetroAnalytics;
}

const RetroContext = createContext<RetroContextValue | null>(null);

export const RetroProvider = RetroContext.Provider;

export function useRetro(): RetroContextValue {
  const value = useContext(RetroContext);
  if (!value) throw new Error('useRetro() outside a retrospective');
  return value;
}

/**
 * The viewer's rights over a snapshot. Only the moderation rights depend on the account
 * (facilitator or account admin, decided by the server in me.canModerate); the rest follow the
 * viewer's role in the session and the session's state.
 */
export function retroPermissions(snapshot: RetroSnapshot, options: { live: boolean; analytics: boolean; boards: boolean }): RetroPermissions {
  const { me, session } = snapshot;
  const open = session.status !== 'COMPLETED' && session.status !== 'ARCHIVED';
  const participant = Boolean(me.participantId) && me.role !== null;
  return {
    moderate: open && me.canModerate,
    contribute: open && participant && me.role !== 'OBSERVER',
    analytics: options.analytics,
    export: options.live,
    leave: options.live && open && participant && me.role !== 'FACILITATOR',
    toBoard: options.boards,
  };
}
