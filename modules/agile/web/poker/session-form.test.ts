import { describe, expect, it } from 'vitest';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { votingSnapshot } from '../testing/fixtures.js';
import { FormProblemKeys, emptySessionForm, formFromSession, hasProblems, sessionBody, sessionFormProblems, storyLines, updateBody } from './session-form.js';

const form = (patch: Partial<ReturnType<typeof emptySessionForm>> = {}) => ({ ...emptySessionForm(), name: 'Sprint 15', ...patch });

describe('the session form', () => {
  it('needs a name', () => {
    expect(sessionFormProblems(form({ name: '   ' }), { creating: true }).name).toBe(FormProblemKeys.NAME_REQUIRED);
    expect(hasProblems(sessionFormProblems(form(), { creating: true }))).toBe(false);
  });

  it("needs a timer duration of 10 to 3600 seconds when the timer is on, in the server's words", () => {
    expect(sessionFormProblems(form({ enableTimer: true, timerDuration: '' }), { creating: true }).timerDuration).toBe(PokerErrors.TIMER_DURATION_REQUIRED);
    expect(sessionFormProblems(form({ enableTimer: true, timerDuration: '5' }), { creating: true }).timerDuration).toBe(PokerErrors.TIMER_DURATION_RANGE);
    expect(sessionFormProblems(form({ enableTimer: false, timerDuration: '' }), { creating: true }).timerDuration).toBeUndefined();
  });

  it("refuses more than 100 stories with the spec's sentence", () => {
    const stories = Array.from({ length: 101 }, (_, index) => `Story ${index + 1}`).join('\n');
    expect(sessionFormProblems(form({ stories }), { creating: true }).stories).toBe(PokerErrors.STORY_LIMIT);
    expect(sessionFormProblems(form({ stories }), { creating: false }).stories).toBeUndefined();
  });

  it('reads one story per line, skipping blank lines and spaces', () => {
    expect(storyLines('  Login \n\n\r\nExport CSV\n  ')).toEqual(['Login', 'Export CSV']);
  });

  it('sends the create body of the contract: a personal session has no team, the timer has its seconds', () => {
    expect(sessionBody(form({ description: '  ', enableTimer: true, timerDuration: '90', stories: 'A\nB' }))).toEqual({
      name: 'Sprint 15',
      description: null,
      votingSystemId: 'fibonacci',
      settings: { enableTimer: true, timerDuration: 90, autoReveal: false },
      teamId: null,
      stories: ['A', 'B'],
    });
    expect(sessionBody(form()).settings?.timerDuration).toBeNull();
    expect(sessionBody(form())).not.toHaveProperty('stories');
  });

  it('edits a session without its stories or team, starting from what it holds', () => {
    const values = formFromSession(votingSnapshot().session);
    expect(values).toMatchObject({ name: 'Sprint 15 planning', enableTimer: true, timerDuration: '120', votingSystemId: 'fibonacci' });
    const body = updateBody(values);
    expect(body).not.toHaveProperty('stories');
    expect(body).not.toHaveProperty('teamId');
  });
});
