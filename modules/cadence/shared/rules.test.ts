import { describe, expect, it } from 'vitest';
import {
  actionItemShownIn,
  canAlign,
  canMoveCycle,
  canReadReview,
  elapsedShare,
  goalStatus,
  isMonday,
  keyResultProgress,
  lastWeeks,
  mean,
  objectiveProgress,
  oneOnOneRegularity,
  onTargetShare,
  parseCsv,
  pulseFilterAllowed,
  pulseRound,
  pulseVisible,
  scorecardStatus,
  sprintCompletion,
  retroSentiment,
  weekOf,
  wouldCreateManagerCycle,
} from './rules.js';

describe('key result and objective progress (worked numbers)', () => {
  it('counts how far the value went from start towards target', () => {
    expect(keyResultProgress({ startValue: 0, targetValue: 40, currentValue: 30 })).toBe(75);
    expect(keyResultProgress({ startValue: 20, targetValue: 30, currentValue: 23 })).toBe(30);
  });
  it('counts down for a target below the start (churn from 10 to 5, now 7 -> 60)', () => {
    expect(keyResultProgress({ startValue: 10, targetValue: 5, currentValue: 7 })).toBe(60);
  });
  it('holds progress between 0 and 100', () => {
    expect(keyResultProgress({ startValue: 0, targetValue: 40, currentValue: 55 })).toBe(100);
    expect(keyResultProgress({ startValue: 10, targetValue: 20, currentValue: 4 })).toBe(0);
  });
  it('averages key results, then children when there are none', () => {
    expect(objectiveProgress([{ progress: 75 }, { progress: 30 }, { progress: 60 }])).toBe(55);
    expect(objectiveProgress([], [{ progress: 50 }, { progress: 100 }])).toBe(75);
    expect(objectiveProgress([])).toBe(0);
  });
  it('judges status against the time gone by and confidence', () => {
    expect(goalStatus(100, 10, 0.2)).toBe('done');
    expect(goalStatus(50, 80, 0.5)).toBe('on_track');
    expect(goalStatus(38, 80, 0.5)).toBe('at_risk');
    expect(goalStatus(24, 80, 0.5)).toBe('off_track');
    expect(goalStatus(60, 35, 0.5)).toBe('off_track');
    expect(goalStatus(60, 60, 0.5)).toBe('at_risk');
  });
  it('measures the share of a quarter gone by', () => {
    expect(elapsedShare('2026-10-01', '2026-12-31', new Date('2026-11-15T12:00:00Z'))).toBeCloseTo(0.49, 2);
    expect(elapsedShare('2026-10-01', '2026-12-31', new Date('2027-02-01T00:00:00Z'))).toBe(1);
  });
  it('aligns person to team to company, never upwards', () => {
    expect(canAlign('team', 'company')).toBe(true);
    expect(canAlign('person', 'team')).toBe(true);
    expect(canAlign('company', 'team')).toBe(false);
  });
});

describe('scorecard status (worked numbers)', () => {
  it('is green when the target is met in the direction it says', () => {
    expect(scorecardStatus(12, 10, 'at_least')).toBe('green');
    expect(scorecardStatus(10, 10, 'at_least')).toBe('green');
    expect(scorecardStatus(9, 10, 'at_least')).toBe('red');
    expect(scorecardStatus(3, 5, 'at_most')).toBe('green');
    expect(scorecardStatus(6, 5, 'at_most')).toBe('red');
    expect(scorecardStatus(null, 5, 'at_most')).toBe('missing');
  });
  it('counts weeks on target among weeks with a value', () => {
    expect(onTargetShare(['green', 'red', 'missing', 'green', 'green'])).toBe(75);
    expect(onTargetShare(['missing'])).toBeNull();
  });
  it('names weeks by their Monday and lists 13 of them', () => {
    expect(weekOf(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-29T23:00:00Z'))).toBe('2026-11-23');
    const weeks = lastWeeks(new Date('2026-11-26T17:00:00Z'));
    expect(weeks).toHaveLength(13);
    expect(weeks[12]).toBe('2026-11-23');
    expect(weeks[0]).toBe('2026-08-31');
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
  });
});

describe('pulse anonymity', () => {
  it('hides results below 5 responses', () => {
    expect(pulseVisible(4)).toBe(false);
    expect(pulseVisible(5)).toBe(true);
  });
  it('refuses a filter that is small, or whose rest is small', () => {
    expect(pulseFilterAllowed(4, 20)).toBe(false);
    expect(pulseFilterAllowed(6, 9)).toBe(false);
    expect(pulseFilterAllowed(6, 11)).toBe(true);
    expect(pulseFilterAllowed(6, 6)).toBe(true);
  });
  it('counts rounds from the first day', () => {
    expect(pulseRound('2026-11-02', 7, new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-23');
    expect(pulseRound('2026-11-02', 14, new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-16');
    expect(pulseRound('2026-12-01', 7, new Date('2026-11-26T10:00:00Z'))).toBe('2026-12-01');
  });
  it('means to one decimal', () => {
    expect(mean([4, 3, 5, 4, 4])).toBe(4);
    expect(mean([4, 3, 5, 4, 5, 2])).toBe(3.8);
    expect(mean([])).toBeNull();
  });
});

describe('one-on-ones', () => {
  it('carries an open action item over to every next meeting until done', () => {
    const open = { raisedIn: 1, doneIn: null };
    expect([1, 2, 3].map((meeting) => actionItemShownIn(open, meeting))).toEqual([true, true, true]);
    const doneInTwo = { raisedIn: 1, doneIn: 2 };
    expect([1, 2, 3].map((meeting) => actionItemShownIn(doneInTwo, meeting))).toEqual([true, true, false]);
    expect(actionItemShownIn({ raisedIn: 3, doneIn: null }, 2)).toBe(false);
  });
  it('computes 1:1 regularity (team-health figure)', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    // 14-day cadence: 20 days ago is within 21, 22 is not; weekly: 5 days ago is; never held is not.
    expect(oneOnOneRegularity([{ cadenceDays: 14, lastHeldAt: daysAgo(20) }, { cadenceDays: 14, lastHeldAt: daysAgo(22) }, { cadenceDays: 7, lastHeldAt: daysAgo(5) }, { cadenceDays: 7, lastHeldAt: null }], now)).toBe(50);
    expect(oneOnOneRegularity([], now)).toBeNull();
  });
  it('computes sprint completion (team-health figure)', () => {
    expect(sprintCompletion([{ committedPoints: 30, completedPoints: 24 }, { committedPoints: 20, completedPoints: 21 }])).toBe(90);
    expect(sprintCompletion([])).toBeNull();
  });

  it('reads retro sentiment from the latest three retros with positive or negative cards (worked numbers)', () => {
    const retro = (positiveCards: number, positiveVotes: number, negativeCards: number, negativeVotes: number) => ({ positiveCards, positiveVotes, negativeCards, negativeVotes });
    // Newest first: (2+4) positive, (2+2) negative; an empty retro skipped; (3+5) against (1+0); (1+1) against (3+3); the fifth is beyond the three.
    const retros = [retro(2, 4, 2, 2), retro(0, 0, 0, 0), retro(3, 5, 1, 0), retro(1, 1, 3, 3), retro(9, 9, 0, 0)];
    // positive 6 + 8 + 2 = 16; negative 4 + 1 + 6 = 11; 16 / 27 = 59.26 % -> 59
    expect(retroSentiment(retros)).toEqual({ value: 59, retros: 3, positive: 16, negative: 11 });
    expect(retroSentiment([retro(0, 0, 0, 0)])).toEqual({ value: null, retros: 0, positive: 0, negative: 0 });
  });
});

describe('reviews', () => {
  const cycle = { ownerUserId: 'owner', status: 'running' as const, peerVisibility: 'manager_only' as const };
  const peerReview = { reviewerUserId: 'peer', revieweeUserId: 'ann', kind: 'peer' as const };
  const managerReview = { reviewerUserId: 'boss', revieweeUserId: 'ann', kind: 'manager' as const };
  it('lets the reviewer, the owner and the manager read a peer review; not another peer or the reviewee', () => {
    expect(canReadReview('peer', peerReview, cycle, 'boss')).toBe(true);
    expect(canReadReview('owner', peerReview, cycle, 'boss')).toBe(true);
    expect(canReadReview('boss', peerReview, cycle, 'boss')).toBe(true);
    expect(canReadReview('other-peer', peerReview, cycle, 'boss')).toBe(false);
    expect(canReadReview('ann', peerReview, { ...cycle, status: 'released' }, 'boss')).toBe(false);
  });
  it('shows the reviewee their results once released, peers only when the cycle says so', () => {
    expect(canReadReview('ann', managerReview, cycle, 'boss')).toBe(false);
    expect(canReadReview('ann', managerReview, { ...cycle, status: 'released' }, 'boss')).toBe(true);
    expect(canReadReview('ann', peerReview, { ...cycle, status: 'released', peerVisibility: 'reviewee' }, 'boss')).toBe(true);
  });
  it('moves a cycle forward only', () => {
    expect(canMoveCycle('draft', 'running')).toBe(true);
    expect(canMoveCycle('running', 'calibrating')).toBe(true);
    expect(canMoveCycle('calibrating', 'released')).toBe(true);
    expect(canMoveCycle('released', 'running')).toBe(false);
    expect(canMoveCycle('draft', 'released')).toBe(false);
  });
});

describe('roster', () => {
  it('refuses a manager chain that loops', () => {
    const managerOf = new Map<string, string | null>([['ceo', null], ['cto', 'ceo'], ['dev', 'cto']]);
    expect(wouldCreateManagerCycle('ceo', 'dev', managerOf)).toBe(true);
    expect(wouldCreateManagerCycle('dev', 'dev', managerOf)).toBe(true);
    expect(wouldCreateManagerCycle('dev', 'ceo', managerOf)).toBe(false);
  });
  it('parses CSV with quotes, commas and CRLF', () => {
    expect(parseCsv('name,title\r\n"Lee, Ann","Says ""hi"""\r\nBo,Dev\n\n')).toEqual([
      ['name', 'title'],
      ['Lee, Ann', 'Says "hi"'],
      ['Bo', 'Dev'],
    ]);
  });
});
