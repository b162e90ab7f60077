import { describe, expect, it } from 'vitest';
import type { RetroSnapshot } from '../../shared/retro.js';
import { card, group, retroSnapshot } from './fixtures.js';
import { initialRetroRoomState, isRetroSnapshot, retroRoomReducer, type RetroRoomEvent, type RetroRoomState } from './room-state.js';

const joined = (snapshot: RetroSnapshot, receivedAt = snapshot.serverTime - 250): RetroRoomState =>
  retroRoomReducer(initialRetroRoomState, { type: 'snapshot', data: snapshot, receivedAt });
const apply = (state: RetroRoomState, ...events: RetroRoomEvent[]) => events.reduce(retroRoomReducer, state);
const { me: _me, ...withoutMe } = retroSnapshot();

describe('the live retro state', () => {
  it('recognises a snapshot and keeps the offset between the server clock and ours', () => {
    expect(isRetroSnapshot(retroSnapshot())).toBe(true);
    expect(isRetroSnapshot({ session: {}, participants: [] })).toBe(false);
    expect(joined(retroSnapshot()).clockOffsetMs).toBe(250);
  });

  it("keeps the viewer's own text when the room's blurred copy of their card arrives after their own", () => {
    const mine = card('c1', 'stop', 'Stand-ups run long');
    let state = apply(joined(retroSnapshot()), { type: 'cardWritten', card: mine });
    state = apply(state, { type: 'card', data: { sessionId: 'retro-1', action: 'added', card: { ...mine, content: null, blurred: true } } });
    expect(state.snapshot!.cards).toEqual([mine]);
    // Someone else's card stays blurred.
    const theirs = card('c2', 'stop', null, { authorId: 'p-elliot', authorName: 'Elliot Garcia' });
    state = apply(state, { type: 'card', data: { sessionId: 'retro-1', action: 'added', card: theirs } });
    expect(state.snapshot!.cards[1]!.content).toBeNull();
  });

  it('counts votes on the card and sums them in its group, never saying who voted', () => {
    const snapshot = retroSnapshot({ cards: [card('c1', 'stop', 'A', { groupId: 'g1' }), card('c2', 'stop', 'B', { groupId: 'g1', votes: 2 })], groups: [group('g1', ['c1', 'c2'], { votes: 2 })] });
    const state = apply(joined(snapshot), { type: 'votes', data: { sessionId: 'retro-1', cardId: 'c1', votes: 3, groupId: 'g1', voteCount: 5, voterCount: 3 } });
    expect(state.snapshot!.cards[0]!.votes).toBe(3);
    expect(state.snapshot!.groups[0]!.votes).toBe(5);
    expect(state.snapshot!.voteCount).toBe(5);
    expect(state.snapshot!.voterCount).toBe(3);
  });

  it('moves a card into the group that claims it, out of its former group, and frees the cards of a deleted group', () => {
    const snapshot = retroSnapshot({
      cards: [card('c1', 'stop', 'A', { groupId: 'g1' }), card('c2', 'stop', 'B', { groupId: 'g1' }), card('c3', 'start', 'C')],
      groups: [group('g1', ['c1', 'c2'])],
    });
    let state = apply(joined(snapshot), { type: 'group', data: { sessionId: 'retro-1', group: group('g2', ['c3', 'c2']) } });
    expect(state.snapshot!.groups.map((g) => [g.id, g.cardIds])).toEqual([
      ['g1', ['c1']],
      ['g2', ['c3', 'c2']],
    ]);
    expect(state.snapshot!.cards.map((c) => c.groupId)).toEqual(['g1', 'g2', 'g2']);
    state = apply(state, { type: 'group', data: { sessionId: 'retro-1', deletedId: 'g2' } });
    expect(state.snapshot!.groups.map((g) => g.id)).toEqual(['g1']);
    expect(state.snapshot!.cards.map((c) => c.groupId)).toEqual(['g1', null, null]);
  });

  it("takes the server's answer to the viewer's vote as the viewer's votes", () => {
    const state = apply(joined(retroSnapshot({ cards: [card('c1', 'stop', 'A')] })), { type: 'myVotes', votedCardIds: ['c1'], votesRemaining: 2 });
    expect(state.snapshot!.me.votedCardIds).toEqual(['c1']);
    expect(state.snapshot!.me.votesRemaining).toBe(2);
    const undone = apply(state, { type: 'unvoted', cardId: 'c1' });
    expect(undone.snapshot!.me).toMatchObject({ votedCardIds: [], votesRemaining: 3 });
  });

  it('gives a vote back when the card voted on is deleted, and makes a removed viewer nobody', () => {
    const snapshot = retroSnapshot({ cards: [card('c1', 'stop', 'A'), card('c2', 'stop', 'B')], me: { ...retroSnapshot().me, votedCardIds: ['c1'], votesRemaining: 2 } });
    let state = apply(joined(snapshot), { type: 'changed', data: { sessionId: 'retro-1', change: 'session_updated', snapshot: { ...withoutMe, cards: [card('c2', 'stop', 'B')] } } });
    expect(state.snapshot!.me).toMatchObject({ votedCardIds: [], votesRemaining: 3 });
    const participants = withoutMe.participants.filter((participant) => participant.id !== 'p-dana');
    state = apply(state, { type: 'changed', data: { sessionId: 'retro-1', change: 'participant_removed', snapshot: { ...withoutMe, participants } } });
    expect(state.snapshot!.me).toMatchObject({ participantId: null, role: null });
  });

  it('follows the viewer role the facilitator gives them', () => {
    const participants = withoutMe.participants.map((participant) => (participant.id === 'p-dana' ? { ...participant, role: 'OBSERVER' as const } : participant));
    const state = apply(joined(retroSnapshot()), { type: 'changed', data: { sessionId: 'retro-1', change: 'participant_role', snapshot: { ...withoutMe, participants } } });
    expect(state.snapshot!.me.role).toBe('OBSERVER');
  });

  it('adds, changes and removes action items, and adds a participant it did not know', () => {
    const item = { id: 'a1', sessionId: 'retro-1', teamId: null, title: 'Time-box', description: null, priority: 'HIGH' as const, status: 'OPEN' as const, dueDate: null, assigneeId: null, assigneeName: null, cardId: null, boardItemId: null, createdBy: null, createdAt: '', updatedAt: '' };
    let state = apply(joined(retroSnapshot()), { type: 'actionItem', data: { sessionId: 'retro-1', actionItem: item } }, { type: 'actionItem', data: { sessionId: 'retro-1', actionItem: { ...item, status: 'DONE' } } });
    expect(state.snapshot!.actionItems).toEqual([{ ...item, status: 'DONE' }]);
    state = apply(state, { type: 'actionItem', data: { sessionId: 'retro-1', deletedId: 'a1' } });
    expect(state.snapshot!.actionItems).toEqual([]);
    const newcomer = { id: 'p-frankie', userId: 'u-frankie', displayName: 'Frankie Dubois', role: 'OBSERVER' as const, online: true, joinedAt: '' };
    state = apply(state, { type: 'presence', data: { sessionId: 'retro-1', participantId: 'p-frankie', online: true, participant: newcomer } });
    expect(state.snapshot!.participants.at(-1)).toEqual(newcomer);
  });

  it("shows time's up for the phase whose timer ran out, until the phase changes", () => {
    const timer = { phase: 'COLLECT' as const, endsAt: 1000, durationSeconds: 60 };
    let state = apply(joined(retroSnapshot()), { type: 'timer', data: { sessionId: 'retro-1', timer, serverTime: 500 }, receivedAt: 400 });
    expect(state.snapshot!.timer).toEqual(timer);
    expect(state.clockOffsetMs).toBe(100);
    state = apply(state, { type: 'timerExpired', data: { sessionId: 'retro-1', phase: 'COLLECT', serverTime: 1000 }, receivedAt: 1000 });
    expect(state.expiredPhase).toBe('COLLECT');
    expect(state.snapshot!.timer).toBeNull();
    const next = { ...withoutMe, session: { ...withoutMe.session, currentPhase: 'GROUP' as const } };
    state = apply(state, { type: 'changed', data: { sessionId: 'retro-1', change: 'phase_changed', snapshot: next } });
    expect(state.expiredPhase).toBeNull();
  });
});
