import { describe, expect, it } from 'vitest';
import type { PokerChangedEvent } from '../../shared/poker.js';
import { revealedSnapshot, votingSnapshot } from '../testing/fixtures.js';
import { currentStory, initialRoomState, neighbours, roomReducer, voters, type RoomState } from './room-state.js';

const joined = (snapshot = votingSnapshot(), receivedAt = snapshot.serverTime - 1500): RoomState =>
  roomReducer(initialRoomState, { type: 'snapshot', data: snapshot, receivedAt });

function changed(state: RoomState, change: PokerChangedEvent['change'], edit: (snapshot: ReturnType<typeof votingSnapshot>) => ReturnType<typeof votingSnapshot>): RoomState {
  const { me: _me, ...snapshot } = edit(structuredClone(state.snapshot!));
  return roomReducer(state, { type: 'changed', data: { sessionId: 'session-1', change, snapshot } });
}

describe('the room state', () => {
  it('takes a snapshot whole and measures the server clock offset from it', () => {
    const state = joined(votingSnapshot(), Date.parse('2026-03-02T09:09:58.500Z'));
    expect(state.snapshot?.currentStoryId).toBe('s-sensor');
    expect(state.clockOffsetMs).toBe(1500);
  });

  it('orders the stories by their order whatever order they arrive in', () => {
    const snapshot = votingSnapshot();
    const state = joined({ ...snapshot, stories: [...snapshot.stories].reverse() });
    expect(state.snapshot!.stories.map((story) => story.order)).toEqual([0, 1, 2]);
  });

  it('adds who voted from vote:progress, without any value', () => {
    const state = roomReducer(joined(votingSnapshot({ votes: [] })), {
      type: 'progress',
      data: { sessionId: 'session-1', storyId: 's-sensor', round: 1, participantId: 'p-elliot', hasVoted: true, votedCount: 1, voterCount: 3 },
    });
    expect(state.snapshot!.votes).toEqual([{ participantId: 'p-elliot', hasVoted: true }]);
  });

  it('ignores progress of another story or an old round', () => {
    const start = joined(votingSnapshot({ votes: [] }));
    const other = roomReducer(start, { type: 'progress', data: { sessionId: 'session-1', storyId: 's-torque', round: 1, participantId: 'p-elliot', hasVoted: true, votedCount: 1, voterCount: 3 } });
    const old = roomReducer(start, { type: 'progress', data: { sessionId: 'session-1', storyId: 's-sensor', round: 0, participantId: 'p-elliot', hasVoted: true, votedCount: 1, voterCount: 3 } });
    expect(other.snapshot!.votes).toEqual([]);
    expect(old.snapshot!.votes).toEqual([]);
  });

  it('shows the values only once votes:revealed arrives, and marks the story revealed', () => {
    const reveal = revealedSnapshot().reveal!;
    const state = roomReducer(joined(), { type: 'revealed', data: { sessionId: 'session-1', storyId: 's-sensor', reveal, story: { ...votingSnapshot().stories[0]!, status: 'VOTED' } } });
    expect(state.snapshot!.reveal?.average).toBe(6.5);
    expect(state.snapshot!.votes.map((vote) => vote.value)).toEqual(['8', '5']);
    expect(currentStory(state.snapshot!)?.status).toBe('VOTED');
  });

  it("keeps the viewer's vote through a change that leaves the round as it is", () => {
    const state = changed(joined(), 'participant_joined', (snapshot) => snapshot);
    expect(state.snapshot!.me).toEqual({ participantId: 'p-dana', role: 'FACILITATOR', vote: '8' });
  });

  it("voids the viewer's vote when the current story or its round changes, or the votes are reset", () => {
    const moved = changed(joined(), 'current_story', (snapshot) => ({ ...snapshot, currentStoryId: 's-torque' }));
    expect(moved.snapshot!.me.vote).toBeNull();
    const nextRound = changed(joined(), 'voting_started', (snapshot) => ({ ...snapshot, stories: snapshot.stories.map((story) => (story.id === 's-sensor' ? { ...story, round: 2 } : story)) }));
    expect(nextRound.snapshot!.me.vote).toBeNull();
    const reset = changed(joined(), 'votes_reset', (snapshot) => ({ ...snapshot, votes: [] }));
    expect(reset.snapshot!.me.vote).toBeNull();
  });

  it('follows the viewer when their role changes or they are removed', () => {
    const demoted = changed(joined(votingSnapshot({ me: { participantId: 'p-elliot', role: 'PARTICIPANT', vote: null } })), 'participant_role', (snapshot) => ({
      ...snapshot,
      participants: snapshot.participants.map((participant) => (participant.id === 'p-elliot' ? { ...participant, role: 'OBSERVER' } : participant)),
    }));
    expect(demoted.snapshot!.me.role).toBe('OBSERVER');
    const removed = changed(joined(votingSnapshot({ me: { participantId: 'p-elliot', role: 'PARTICIPANT', vote: '5' } })), 'participant_removed', (snapshot) => ({
      ...snapshot,
      participants: snapshot.participants.filter((participant) => participant.id !== 'p-elliot'),
    }));
    expect(removed.snapshot!.me).toEqual({ participantId: null, role: null, vote: null });
  });

  it('updates presence from participant:presence', () => {
    const state = roomReducer(joined(), { type: 'presence', data: { sessionId: 'session-1', participantId: 'p-chris', online: true, participant: { ...votingSnapshot().participants[2]!, online: true } } });
    expect(state.snapshot!.participants.find((participant) => participant.id === 'p-chris')?.online).toBe(true);
  });

  it('takes the timer with the server time, and remembers a timer that ran out until the next one', () => {
    const started = roomReducer(joined(), { type: 'timer', data: { sessionId: 'session-1', timer: { storyId: 's-sensor', endsAt: 2_000_000, durationSeconds: 60 }, serverTime: 1_940_000 }, receivedAt: 1_939_000 });
    expect(started.snapshot!.timer?.endsAt).toBe(2_000_000);
    expect(started.clockOffsetMs).toBe(1000);
    const expired = roomReducer(started, { type: 'timerExpired', data: { sessionId: 'session-1', storyId: 's-sensor', serverTime: 2_000_000 }, receivedAt: 1_999_000 });
    expect(expired.snapshot!.timer).toBeNull();
    expect(expired.expiredTimerStoryId).toBe('s-sensor');
    const again = roomReducer(expired, { type: 'timer', data: { sessionId: 'session-1', timer: { storyId: 's-sensor', endsAt: 2_100_000, durationSeconds: 60 }, serverTime: 2_040_000 }, receivedAt: 2_039_000 });
    expect(again.expiredTimerStoryId).toBeNull();
  });

  it("records the viewer's acknowledged vote as voted", () => {
    const state = roomReducer(joined(votingSnapshot({ votes: [], me: { participantId: 'p-elliot', role: 'PARTICIPANT', vote: null } })), { type: 'voted', storyId: 's-sensor', value: '13' });
    expect(state.snapshot!.me.vote).toBe('13');
    expect(state.snapshot!.votes).toEqual([{ participantId: 'p-elliot', hasVoted: true }]);
  });

  it('counts voters without observers and finds the stories around the current one', () => {
    const snapshot = votingSnapshot();
    expect(voters(snapshot).map((participant) => participant.id)).toEqual(['p-dana', 'p-elliot', 'p-chris']);
    expect(neighbours(snapshot)).toMatchObject({ previous: null, next: { id: 's-torque' } });
    expect(neighbours({ ...snapshot, currentStoryId: 's-battery' })).toMatchObject({ previous: { id: 's-torque' }, next: null });
  });
});
