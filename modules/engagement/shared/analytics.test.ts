import { describe, expect, it } from 'vitest';
import { computeCohorts, computeCsat, computeFunnel, computeHealth, computeNps, computeRevenueAtRisk } from './analytics.js';
import { matchesUrlPattern } from './rules.js';
import { analyzeSentiment, detectThemes } from './sentiment.js';

describe('NPS (promoters minus detractors)', () => {
  it('10 answers: 5 promoters (9, 10), 2 passives, 3 detractors give NPS 20', () => {
    const result = computeNps([10, 9, 9, 10, 9, 7, 8, 6, 3, 1]);
    expect(result).toEqual({ responses: 10, promoters: 5, passives: 2, detractors: 3, nps: 20 });
  });
  it('all detractors give -100; none gives null', () => {
    expect(computeNps([1, 2, 6]).nps).toBe(-100);
    expect(computeNps([]).nps).toBeNull();
  });
});

describe('CSAT', () => {
  it('3 of 4 answers at 4 or 5 give 75%', () => expect(computeCsat([5, 4, 4, 2])).toBe(75));
});

describe('funnel', () => {
  it('computes reached, drop-off and median time between steps per session', () => {
    const s = (sessionId: string, path: string, seconds: number) => ({ sessionId, path, at: seconds * 1000 });
    const views = [
      s('a', '/pricing', 0), s('a', '/register', 30), s('a', '/welcome', 90),
      s('b', '/pricing', 0), s('b', '/register', 60),
      s('c', '/pricing', 0),
      s('d', '/register', 0), // never saw the first step: not in the funnel
    ];
    const funnel = computeFunnel(views, [{ order: 2, url: '/register' }, { order: 1, url: '/pricing' }, { order: 3, url: '/welcome' }], matchesUrlPattern);
    expect(funnel.entered).toBe(3);
    expect(funnel.steps.map((x) => x.reached)).toEqual([3, 2, 1]);
    expect(funnel.steps.map((x) => x.dropOff)).toEqual([0, 1, 1]);
    expect(funnel.steps.map((x) => x.dropOffRate)).toEqual([0, 33.3, 50]);
    expect(funnel.steps.map((x) => x.medianSecondsFromPrevious)).toEqual([null, 45, 60]);
    expect(funnel.converted).toBe(1);
    expect(funnel.conversionRate).toBe(33.3);
  });

  it('follows a session for 24 h from its entry, past midnight, and no longer', () => {
    const at = (iso: string) => Date.parse(iso);
    const views = [
      { sessionId: 'late', path: '/cart', at: at('2026-11-07T23:59:30Z') },
      { sessionId: 'late', path: '/checkout', at: at('2026-11-08T00:00:30Z') }, // 60 s later, next day: converts
      { sessionId: 'slow', path: '/cart', at: at('2026-11-05T10:00:00Z') },
      { sessionId: 'slow', path: '/checkout', at: at('2026-11-06T10:00:00Z') }, // exactly 24 h later: too late
    ];
    const funnel = computeFunnel(views, [{ order: 1, url: '/cart' }, { order: 2, url: '/checkout' }], matchesUrlPattern);
    expect(funnel.steps.map((x) => x.reached)).toEqual([2, 1]);
    expect(funnel.steps[1]!.medianSecondsFromPrevious).toBe(60);
    expect(funnel.conversionRate).toBe(50);
  });
});

describe('cohort retention', () => {
  it('groups visitors by first-seen week and counts who came back', () => {
    const day = 24 * 3600 * 1000;
    const monday = Date.UTC(2026, 10, 2); // 2026-11-02 is a Monday
    const visits = [
      { visitorId: 'v1', at: monday }, { visitorId: 'v1', at: monday + 7 * day }, { visitorId: 'v1', at: monday + 14 * day },
      { visitorId: 'v2', at: monday + day }, { visitorId: 'v2', at: monday + 8 * day },
      { visitorId: 'v3', at: monday + 2 * day },
      { visitorId: 'v4', at: monday + 9 * day },
    ];
    const rows = computeCohorts(visits, 3);
    expect(rows).toEqual([
      { week: '2026-11-02', visitors: 3, retained: [3, 2, 1], rates: [100, 66.7, 33.3] },
      { week: '2026-11-09', visitors: 1, retained: [1, 0, 0], rates: [100, 0, 0] },
    ]);
  });
});

describe('sentiment, explained', () => {
  it('names the words that made a comment positive or negative', () => {
    const good = analyzeSentiment('I love how easy this is');
    expect(good.label).toBe('POSITIVE');
    expect(good.terms).toEqual([{ term: 'love', weight: 3 }, { term: 'easy', weight: 2 }]);
    const bad = analyzeSentiment('Too slow and the export is broken');
    expect(bad.label).toBe('NEGATIVE');
    expect(bad.terms.map((t) => t.term)).toEqual(['slow', 'broken']);
  });
  it('flips a negated word and reads French and Spanish', () => {
    expect(analyzeSentiment('not good').terms).toEqual([{ term: 'not good', weight: -1 }]);
    expect(analyzeSentiment("C'est génial et rapide").label).toBe('POSITIVE');
    expect(analyzeSentiment('Es muy lento y caro').label).toBe('NEGATIVE');
    expect(analyzeSentiment('ok').label).toBe('NEUTRAL');
  });
  it('finds themes', () => expect(detectThemes('Too slow and too expensive')).toEqual(['pricing', 'performance']));
});

describe('customer health', () => {
  it('a detractor whose activity halved is critical, with the reasons', () => {
    const health = computeHealth({ recentSessions: 2, previousSessions: 10, nps: 3, sentiment: -0.6 });
    // activity min(40, 8) halved = 4; NPS round(2/9*35) = 8; sentiment round(0.2*25) = 5
    expect(health).toEqual({ score: 17, status: 'critical', reasons: ['activityFalling', 'detractor', 'negativeComments'] });
  });
  it('an active promoter is healthy', () => expect(computeHealth({ recentSessions: 12, previousSessions: 10, nps: 10, sentiment: 0.6 }).status).toBe('healthy'));
});

describe('revenue at risk', () => {
  it('sums the MRR of paying customers whose latest NPS is a detractor: 3 detractors worth $1,240', () => {
    const mrr = new Map([
      ['ann@acme.test', 49_000],
      ['bob@acme.test', 60_000],
      ['cy@acme.test', 15_000],
      ['dee@acme.test', 99_000],
      ['eve@acme.test', 0],
    ]);
    const at = (day: number) => Date.UTC(2026, 10, day);
    const result = computeRevenueAtRisk(
      [
        // ann: 9 then 4 -> at risk ($490); answered twice, counted once.
        { email: 'ann@acme.test', nps: 9, at: at(1) },
        { email: 'Ann@Acme.test', nps: 4, at: at(5) },
        { email: 'ann@acme.test', nps: null, at: at(6) },
        // bob: 6 -> at risk ($600).
        { email: 'bob@acme.test', nps: 6, at: at(2) },
        // cy: 2 -> at risk ($150).
        { email: 'cy@acme.test', nps: 2, at: at(3) },
        // dee: 3 then 10 -> no longer at risk.
        { email: 'dee@acme.test', nps: 3, at: at(1) },
        { email: 'dee@acme.test', nps: 10, at: at(4) },
        // eve churned (MRR 0), zed is not a customer: neither counts.
        { email: 'eve@acme.test', nps: 1, at: at(1) },
        { email: 'zed@acme.test', nps: 1, at: at(1) },
      ],
      mrr,
    );
    // 490 + 600 + 150 = $1,240.
    expect(result).toEqual({ detractors: 3, mrrCents: 124_000 });
  });
});
