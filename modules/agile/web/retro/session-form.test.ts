import { describe, expect, it } from 'vitest';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { BUILT_IN_RETRO_TEMPLATES, type RetroTemplate } from '../../shared/retro.js';
import { actionItemBody, actionItemProblems, emptyActionItemForm, utcToday } from './action-item-form.js';
import { createRetroBody, emptyRetroForm, hasRetroFormProblems, orderTemplates, retroFormProblems, withTemplate } from './session-form.js';

const template = (id: string, timesUsed = 0, rating = 4): Pick<RetroTemplate, 'id' | 'name' | 'builtIn' | 'usage'> => ({ id, name: id, builtIn: true, usage: { rating, ratingCount: 0, timesUsed } });

describe('the create form of a retrospective', () => {
  it('asks for a name and checks the settings with the texts of the server', () => {
    const empty = retroFormProblems(emptyRetroForm());
    expect(empty).toEqual({ name: 'retro.form.errors.nameRequired' });
    const values = { ...emptyRetroForm(), name: 'Sprint 14', votesPerParticipant: 0 as const, maxCardsPerParticipant: 0 as const, timerEnabled: true, phaseMinutes: { ...emptyRetroForm().phaseMinutes, VOTE: -1 } };
    expect(retroFormProblems(values)).toEqual({ votesPerParticipant: RetroErrors.VOTES_PER_PARTICIPANT_MIN, maxCardsPerParticipant: RetroErrors.MAX_CARDS_MIN, phaseMinutes: RetroErrors.PHASE_TIMER_NEGATIVE });
    expect(hasRetroFormProblems(retroFormProblems({ ...emptyRetroForm(), name: 'Sprint 14' }))).toBe(false);
  });

  it("takes a template's settings when it is picked", () => {
    const madSadGlad = BUILT_IN_RETRO_TEMPLATES.find((candidate) => candidate.id === 'mad_sad_glad')!;
    const values = withTemplate({ ...emptyRetroForm(), name: 'Kept' }, madSadGlad);
    expect(values).toMatchObject({ name: 'Kept', templateId: 'mad_sad_glad', votesPerParticipant: 3, blurCards: true, maxCardsPerParticipant: '' });
  });

  it('sends phase timers in seconds, only when the timer is on, and no team as null', () => {
    const values = { ...emptyRetroForm(), name: '  Sprint 14  ', description: ' ', timerEnabled: true, phaseMinutes: { COLLECT: 5, GROUP: '' as const, VOTE: 3, DISCUSS: 0, ACTION_ITEMS: '' as const } };
    expect(createRetroBody(values)).toEqual({
      name: 'Sprint 14',
      description: null,
      templateId: 'start_stop_continue',
      teamId: null,
      settings: { votesPerParticipant: 5, maxCardsPerParticipant: null, enableCardGrouping: true, enableActionItems: true, blurCards: false, timerEnabled: true, phaseTimers: { COLLECT: 300, VOTE: 180 } },
    });
    expect(createRetroBody({ ...values, timerEnabled: false }).settings!.phaseTimers).toEqual({});
  });

  it('lists the suggested templates first, best first, then the most used', () => {
    const ordered = orderTemplates([template('a', 1), template('b', 9), template('c', 0, 5), template('d', 0)], ['d', 'c']);
    expect(ordered.map((candidate) => candidate.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('the action-item form', () => {
  it("refuses an empty title with 'Action item title cannot be empty' and a past due date with 'Due date cannot be in the past'", () => {
    expect(actionItemProblems({ ...emptyActionItemForm(), title: '   ' }, '2026-03-02')).toEqual({ title: 'Action item title cannot be empty' });
    expect(actionItemProblems({ ...emptyActionItemForm(), title: 'Fix', dueDate: '2026-03-01' }, '2026-03-02')).toEqual({ dueDate: 'Due date cannot be in the past' });
    expect(actionItemProblems({ ...emptyActionItemForm(), title: 'Fix', dueDate: '2026-03-02' }, '2026-03-02')).toEqual({});
  });

  it('counts today as the server does (UTC) and sends what was typed, trimmed', () => {
    expect(utcToday(new Date('2026-03-02T23:30:00-05:00'))).toBe('2026-03-03');
    expect(actionItemBody({ title: ' Time-box ', description: '', assigneeId: 'u-1', dueDate: '2026-03-09', priority: 'HIGH' })).toEqual({ title: 'Time-box', description: null, priority: 'HIGH', dueDate: '2026-03-09', assigneeId: 'u-1' });
  });
});
