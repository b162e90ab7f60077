import { describe, expect, it } from 'vitest';
import { DEMO_ME, DEMO_TEAMMATES, createDemo, demoReducer, demoSnapshot, pendingTeammates, teammateCard } from './demo-engine.js';

const titles = (key: string) => `story ${key}`;
const names = { you: 'Alex', sessionName: 'Demo' };

function everyoneVotes(state = createDemo(titles)) {
  let next = demoReducer(state, { type: 'vote', participantId: DEMO_ME, value: '5' });
  for (const teammate of DEMO_TEAMMATES) next = demoReducer(next, { type: 'vote', participantId: teammate.id, value: teammateCard(next, next.currentStoryId!, teammate) });
  return next;
}

describe('the planning poker demo', () => {
  it('starts voting on the first of four stories, with three teammates still to vote', () => {
    const state = createDemo(titles);
    expect(state.stories).toHaveLength(4);
    expect(state.stories[0]!.status).toBe('VOTING');
    expect(pendingTeammates(state)).toHaveLength(3);
  });

  it('hides the values until the reveal, like the real room', () => {
    const voted = everyoneVotes();
    expect(demoSnapshot(voted, names).votes.every((vote) => vote.value === undefined)).toBe(true);
    const revealed = demoReducer(voted, { type: 'reveal' });
    const snapshot = demoSnapshot(revealed, names);
    expect(snapshot.votes.map((vote) => vote.value)).toHaveLength(4);
    expect(snapshot.reveal?.votes).toHaveLength(4);
    expect(snapshot.stories[0]!.status).toBe('VOTED');
  });

  it('has the teammates disagree in the first round and agree more after a re-vote', () => {
    const state = createDemo(titles);
    const first = new Set(DEMO_TEAMMATES.map((teammate) => teammateCard(state, state.currentStoryId!, teammate)));
    expect(first.size).toBeGreaterThan(1);
    const second = demoReducer(demoReducer(everyoneVotes(state), { type: 'reveal' }), { type: 'revote' });
    expect(second.stories[0]!.round).toBe(2);
    const again = new Set(DEMO_TEAMMATES.map((teammate) => teammateCard(second, second.currentStoryId!, teammate)));
    expect(again.size).toBeLessThan(first.size);
  });

  it('estimates only a revealed story, never below zero, then moves to the next one', () => {
    const voting = createDemo(titles);
    expect(demoReducer(voting, { type: 'estimate', estimate: 3 })).toBe(voting);
    const revealed = demoReducer(everyoneVotes(), { type: 'reveal' });
    expect(demoReducer(revealed, { type: 'estimate', estimate: -1 })).toBe(revealed);
    const estimated = demoReducer(revealed, { type: 'estimate', estimate: 5 });
    expect(estimated.stories[0]).toMatchObject({ status: 'ESTIMATED', finalEstimate: 5 });
    const next = demoReducer(estimated, { type: 'next' });
    expect(next.currentStoryId).toBe(next.stories[1]!.id);
    expect(next.stories[1]!.status).toBe('VOTING');
    expect(next.votes).toEqual({});
  });

  it('adds, reorders and deletes stories, but never the one being voted', () => {
    const state = createDemo(titles);
    const added = demoReducer(state, { type: 'add', id: 'extra', title: 'New story' });
    expect(added.stories.at(-1)).toMatchObject({ id: 'extra', status: 'PENDING', order: 4 });
    const ids = added.stories.map((story) => story.id).reverse();
    expect(demoSnapshot(demoReducer(added, { type: 'reorder', storyIds: ids }), names).stories.map((story) => story.id)).toEqual(ids);
    expect(demoReducer(state, { type: 'delete', storyId: state.currentStoryId! })).toBe(state);
    expect(demoReducer(state, { type: 'delete', storyId: state.stories[1]!.id }).stories).toHaveLength(3);
  });
});
