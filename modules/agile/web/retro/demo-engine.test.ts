import { describe, expect, it } from 'vitest';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { DEMO_RETRO_ME, DEMO_RETRO_TEAMMATES, createDemoRetro, demoProblem, demoRetroReducer, demoRetroSnapshot, teammateVotes, type DemoRetroAction, type DemoRetroState } from './demo-engine.js';

const TODAY = '2026-03-02';
const run = (state: DemoRetroState, ...actions: DemoRetroAction[]) =>
  actions.reduce((current, action) => {
    expect(demoProblem(current, action), `${action.type}`).toBeNull();
    return demoRetroReducer(current, action);
  }, state);
const add = (authorId: string, columnId: string, content: string): DemoRetroAction => ({ type: 'addCard', authorId, columnId, content });

describe('the retrospective demo', () => {
  it('refuses what the phase does not allow with the texts of the server', () => {
    const start = createDemoRetro();
    expect(demoProblem(start, add(DEMO_RETRO_ME, 'stop', 'Too early'))).toBe(RetroErrors.CARD_ADD_PHASE);
    const collecting = run(start, { type: 'advance' });
    expect(demoProblem(collecting, { type: 'advance' })).toBe(RetroErrors.CANNOT_ADVANCE);
    expect(demoProblem(collecting, add(DEMO_RETRO_ME, 'stop', '   '))).toBe(RetroErrors.CARD_EMPTY);
    expect(demoProblem(collecting, add(DEMO_RETRO_ME, 'stop', 'x'.repeat(501)))).toBe(RetroErrors.CARD_TOO_LONG);
    expect(demoProblem(collecting, { type: 'createGroup', cardIds: [] })).toBe(RetroErrors.GROUPING_PHASE);
    expect(demoProblem(collecting, { type: 'addActionItem', body: { title: 'Later' }, today: TODAY })).toBe(RetroErrors.ACTION_ITEMS_PHASE);
    expect(demoRetroReducer(collecting, { type: 'advance' })).toBe(collecting);
  });

  it('runs from setup to completed with the teammates: cards, a group, votes, a generated action item', () => {
    let state = run(createDemoRetro(), { type: 'advance' });
    expect(demoRetroSnapshot(state, { you: 'Alex', sessionName: 'Demo' }).session).toMatchObject({ status: 'ACTIVE', currentPhase: 'COLLECT' });
    state = run(state, add(DEMO_RETRO_ME, 'stop', 'Stand-ups run long'), add('demo-sam', 'stop', 'Too many meetings'), add('demo-priya', 'continue', 'Demos'));
    const [first, second] = state.cards;
    state = run(state, { type: 'advance' }, { type: 'createGroup', cardIds: [first!.id, second!.id] });
    expect(state.cards.filter((card) => card.groupId).length).toBe(2);
    state = run(state, { type: 'advance' });
    DEMO_RETRO_TEAMMATES.forEach((teammate, index) => {
      for (const cardId of teammateVotes(state, index)) state = run(state, { type: 'vote', participantId: teammate.id, cardId });
    });
    state = run(state, { type: 'vote', participantId: DEMO_RETRO_ME, cardId: first!.id });
    expect(demoProblem(state, { type: 'vote', participantId: DEMO_RETRO_ME, cardId: first!.id })).toBe(RetroErrors.ALREADY_VOTED);
    const snapshot = demoRetroSnapshot(state, { you: 'Alex', sessionName: 'Demo' });
    expect(snapshot.cards.find((card) => card.id === first!.id)!.votes).toBe(4);
    expect(snapshot.me).toMatchObject({ votedCardIds: [first!.id], votesRemaining: 2 });
    expect(snapshot.groups[0]!.votes).toBe(4 + 3);
    state = run(state, { type: 'advance' }, { type: 'advance' }, { type: 'generate' });
    expect(state.actionItems.map((item) => [item.title, item.priority])).toEqual([
      ['Address: Stand-ups run long', 'MEDIUM'],
      ['Address: Too many meetings', 'LOW'],
    ]);
    expect(demoProblem(state, { type: 'addActionItem', body: { title: 'Fix it', dueDate: '2026-03-01' }, today: TODAY })).toBe(RetroErrors.DUE_DATE_PAST);
    state = run(state, { type: 'advance' });
    expect(demoRetroSnapshot(state, { you: 'Alex', sessionName: 'Demo' }).session).toMatchObject({ status: 'COMPLETED', currentPhase: 'COMPLETED' });
    expect(demoProblem(state, { type: 'advance' })).toBe(RetroErrors.CANNOT_ADVANCE);
  });

  it('limits each person to their votes, and starts over when the facilitator goes back to setup', () => {
    let state = run(createDemoRetro(), { type: 'advance' }, add(DEMO_RETRO_ME, 'start', 'A'), add(DEMO_RETRO_ME, 'start', 'B'), add(DEMO_RETRO_ME, 'start', 'C'), add(DEMO_RETRO_ME, 'start', 'D'));
    state = run(state, { type: 'advance' }, { type: 'advance' });
    const ids = state.cards.map((card) => card.id);
    state = run(state, ...ids.slice(0, 3).map((cardId) => ({ type: 'vote', participantId: DEMO_RETRO_ME, cardId }) as DemoRetroAction));
    expect(demoProblem(state, { type: 'vote', participantId: DEMO_RETRO_ME, cardId: ids[3]! })).toBe(RetroErrors.maxVotes(3));
    state = run(state, { type: 'setPhase', phase: 'SETUP' });
    expect(state).toMatchObject({ phase: 'SETUP', status: 'WAITING', cards: [] });
  });
});
