import { describe, expect, it } from 'vitest';
import { MvpErrors } from './errors.js';
import { generateBacklog, generateTemplate, projectMetrics, recommendationError, scenarioError, transitionError, viability } from './mvp-rules.js';

describe('MVP viability (section 9)', () => {
  // Burn 10,000 a month, runway 20 months: the runway stands for 10,000 x 20 = 200,000.
  // A 6-month build burns 10,000 x 6 = 60,000; the MVP's cost makes up the rest of the spend.
  const at = (cost: number) => viability({ cost, monthlyBurn: 10_000, timelineMonths: 6, runwayMonths: 20 })!;

  it('is VIABLE up to 60 % of runway, RISKY up to 80 %, NOT_VIABLE beyond', () => {
    // 59 %: 58,000 + 60,000 = 118,000 / 200,000 = 59 %
    expect([at(58_000).outcome, at(58_000).sharePct]).toEqual(['VIABLE', 59]);
    // 60 %: 60,000 + 60,000 = 120,000 / 200,000 = 60 % exactly: still within
    expect([at(60_000).outcome, at(60_000).sharePct]).toEqual(['VIABLE', 60]);
    // 79 %: 98,000 + 60,000 = 158,000 / 200,000
    expect([at(98_000).outcome, at(98_000).sharePct]).toEqual(['RISKY', 79]);
    // 80 %: 100,000 + 60,000 = 160,000 / 200,000 exactly: still RISKY
    expect([at(100_000).outcome, at(100_000).sharePct]).toEqual(['RISKY', 80]);
    // 81 %: 102,000 + 60,000 = 162,000 / 200,000
    expect([at(102_000).outcome, at(102_000).sharePct]).toEqual(['NOT_VIABLE', 81]);
    // Just above 60 % by one unit is RISKY (compared exactly, not on the rounded share).
    expect(at(60_001).outcome).toBe('RISKY');
  });

  it('shows its arithmetic and needs a runway and a burn', () => {
    expect(at(60_000)).toMatchObject({ spend: 120_000, runwayCash: 200_000, arithmetic: '(60000 + 10000 x 6) / (10000 x 20) = 120000 / 200000 = 60 %' });
    expect(viability({ cost: 1, monthlyBurn: 0, timelineMonths: 6, runwayMonths: 20 })).toBeNull();
    expect(viability({ cost: 1, monthlyBurn: 10, timelineMonths: 6, runwayMonths: 0 })).toBeNull();
  });
});

describe('MVP rules (sections 4 and 5)', () => {
  it('wants every field positive, with its text', () => {
    expect(scenarioError({ name: ' ' })).toBe(MvpErrors.NAME_REQUIRED);
    expect(scenarioError({ name: 'x', targetRevenue: 0 })).toBe(MvpErrors.TARGET_REVENUE_POSITIVE);
    expect(scenarioError({ name: 'x', timelineConstraint: -1 })).toBe(MvpErrors.TIMELINE_POSITIVE);
    expect(scenarioError({ name: 'x', budgetConstraint: 0 })).toBe(MvpErrors.BUDGET_POSITIVE);
    expect(scenarioError({ name: 'x', teamSize: 0 })).toBe(MvpErrors.TEAM_SIZE_POSITIVE);
    expect(scenarioError({ name: 'x', teamSize: 1.5 })).toBe(MvpErrors.TEAM_SIZE_POSITIVE);
    expect(scenarioError({ name: 'x', targetRevenue: 1, timelineConstraint: 1, budgetConstraint: 1, teamSize: 1 })).toBeNull();
    expect(recommendationError({ businessModel: null, timeline: 3, budget: 1 })).toBe(MvpErrors.BUSINESS_MODEL_REQUIRED);
    expect(recommendationError({ businessModel: 'BARTER', timeline: 3, budget: 1 })).toBe(MvpErrors.BUSINESS_MODEL_REQUIRED);
    expect(recommendationError({ businessModel: 'SAAS', timeline: null, budget: 1 })).toBe(MvpErrors.TIMELINE_REQUIRED);
    expect(recommendationError({ businessModel: 'SAAS', timeline: 3, budget: 0 })).toBe(MvpErrors.BUDGET_REQUIRED);
  });

  it('moves DRAFT -> ANALYZING -> READY -> IN_PROGRESS and refuses the rest', () => {
    expect(transitionError('recommendations', 'DRAFT')).toBeNull();
    expect(transitionError('backlog', 'DRAFT')).toBe(MvpErrors.RECOMMENDATIONS_FIRST);
    expect(transitionError('backlog', 'ANALYZING')).toBeNull();
    expect(transitionError('apply', 'DRAFT')).toBe(MvpErrors.BACKLOG_FIRST);
    expect(transitionError('apply', 'ANALYZING')).toBe(MvpErrors.BACKLOG_FIRST);
    expect(transitionError('apply', 'READY')).toBeNull();
    expect(transitionError('recommendations', 'IN_PROGRESS')).toBe(MvpErrors.IN_PROGRESS_LOCKED);
    expect(transitionError('backlog', 'IN_PROGRESS')).toBe(MvpErrors.IN_PROGRESS_LOCKED);
  });
});

describe('MVP generation (deterministic, explained)', () => {
  it('sizes the template by team and timeline: must-haves always, the rest while it fits', () => {
    // Team of 1 for 1 month: capacity 1 x 1 x 120 = 120 h. Factor 1.
    // MUST (SAAS): accounts 16+12=28, core 32+24=56, billing 24+12=36 -> 120 h: all kept, capacity used up.
    // SHOULD onboarding 16 h and COULD launch 12 h no longer fit.
    const small = generateTemplate({ businessModel: 'SAAS', teamSize: 1, timelineMonths: 1 });
    expect(small.capacityHours).toBe(120);
    expect(small.epics.map((e) => [e.key, e.hours, e.included])).toEqual([
      ['accounts', 28, true],
      ['core', 56, true],
      ['billing', 36, true],
      ['onboarding', 16, false],
      ['launch', 12, false],
    ]);
    expect(small.explanation).toContain('left for later: Onboarding, Launch analytics and feedback');
    // Team of 3 (factor 1 + 2 x 5 % = 1.1) for 3 months: capacity 1080 h, everything fits.
    const large = generateTemplate({ businessModel: 'SAAS', teamSize: 3, timelineMonths: 3 });
    expect(large.teamFactor).toBe(1.1);
    expect(large.epics.every((e) => e.included)).toBe(true);
    // accounts: round(16 x 1.1) + round(12 x 1.1) = 18 + 13 = 31
    expect(large.epics[0]!.hours).toBe(31);
  });

  it('gives the same backlog for the same inputs: epics, stories, tasks with hours, priority, phase, complexity and a reason', () => {
    const template = generateTemplate({ businessModel: 'FREEMIUM', teamSize: 2, timelineMonths: 2 });
    const backlog = generateBacklog(template);
    expect(generateBacklog(generateTemplate({ businessModel: 'FREEMIUM', teamSize: 2, timelineMonths: 2 }))).toEqual(backlog);
    expect(new Set(backlog.map((i) => i.type))).toEqual(new Set(['EPIC', 'USER_STORY', 'TASK']));
    for (const item of backlog) expect(item.reason.length).toBeGreaterThan(5);
    const story = backlog.find((i) => i.key === 'core.1')!;
    // Factor 1.05: round(32 x 1.05) = 34 h; tasks 15 % = 5, 60 % = 20, the rest 9.
    expect(story).toMatchObject({ type: 'USER_STORY', estimatedHours: 34, priority: 'MUST', mvpPhase: 1, complexity: 'MEDIUM' });
    expect(backlog.filter((i) => i.parentKey === 'core.1').map((t) => t.estimatedHours)).toEqual([5, 20, 9]);
    // An epic's hours are its stories' hours.
    const core = backlog.find((i) => i.key === 'core')!;
    expect(core.estimatedHours).toBe(backlog.filter((i) => i.parentKey === 'core').reduce((s, i) => s + i.estimatedHours, 0));
  });

  it('projects the cost and the months from the backlog', () => {
    const backlog = generateBacklog(generateTemplate({ businessModel: 'SAAS', teamSize: 1, timelineMonths: 1 }));
    // 120 h x 75 = 9,000; 120 / (1 x 120) = 1 month; 5,000 MRR at 50 = 100 customers; 9,000 / 5,000 = 1.8 months.
    expect(projectMetrics({ backlog, hourlyRate: 75, teamSize: 1, timelineMonths: 1, budget: 10_000, targetRevenue: 60_000, monthlyPrice: 50, targetMRR: 5_000 })).toEqual({
      totalHours: 120,
      estimatedCost: 9_000,
      monthsToBuild: 1,
      withinBudget: true,
      withinTimeline: true,
      customersForTargetMrr: 100,
      monthsToRecoverCost: 1.8,
      monthsToTargetRevenue: 12,
    });
  });
});
