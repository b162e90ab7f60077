import { createContext, useContext } from 'react';
import type { ConnectionStatus } from '@suite/sdk/web';
import type { PokerParticipantRole, PokerSnapshot } from '../../../shared/poker.js';
import type { PokerAuth } from '../api.js';

/** What the viewer may do in the room: decided once, read by every panel. */
export interface RoomPermissions {
  /** Run the session: start, voting, reveal, estimate, next/previous, timer, stories. */
  facilitate: boolean;
  /** Cast a vote on the current story (participants and facilitators, never observers). */
  vote: boolean;
  /** Change a participant's role or remove them. */
  manageParticipants: boolean;
  /** The plan has session analytics (PRO, ENTERPRISE). */
  analytics: boolean;
  /** Talk in the per-story discussion. */
  discuss: boolean;
  /** Download the session as CSV, JSON or Markdown. */
  export: boolean;
  /** Leave the session (participants and observers; the facilitator hands over first). */
  leave: boolean;
}

/** The room's commands; the live room sends them to the server, the demo applies them locally. */
export interface RoomHandlers {
  start(): Promise<unknown>;
  complete(): Promise<unknown>;
  vote(storyId: string, value: string): Promise<unknown>;
  startVoting(storyId: string): Promise<unknown>;
  reveal(storyId: string): Promise<unknown>;
  /** Clear the votes of the round being voted (everyone votes again). */
  resetVotes(storyId: string): Promise<unknown>;
  estimate(storyId: string, estimate: number): Promise<unknown>;
  next(): Promise<unknown>;
  previous(): Promise<unknown>;
  startTimer(storyId: string, duration: number): Promise<unknown>;
  stopTimer(): Promise<unknown>;
  addStory(title: string): Promise<unknown>;
  deleteStory(storyId: string): Promise<unknown>;
  reorderStories(storyIds: string[]): Promise<unknown>;
  updateRole(participantId: string, role: PokerParticipantRole): Promise<unknown>;
  removeParticipant(participantId: string): Promise<unknown>;
  /** The viewer leaves the session. */
  leave(): Promise<unknown>;
}

export interface RoomContextValue {
  /** live: signed in; guest: joined through the link; demo: local, no server. */
  mode: 'live' | 'guest' | 'demo';
  snapshot: PokerSnapshot;
  clockOffsetMs: number;
  /** The story whose timer just ran out. */
  expiredTimerStoryId: string | null;
  connection: ConnectionStatus | null;
  can: RoomPermissions;
  handlers: RoomHandlers;
  auth?: PokerAuth;
}

const RoomContext = createContext<RoomContextValue | null>(null);

export const RoomProvider = RoomContext.Provider;

export function useRoom(): RoomContextValue {
  const value = useContext(RoomContext);
  if (!value) throw new Error('useRoom() outside a planning poker room');
  return value;
}
