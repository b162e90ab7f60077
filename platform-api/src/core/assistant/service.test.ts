import { describe, expect, it } from 'vitest';
import {
  ACTION_ITEMS,
  FINANCE,
  PRODUCTS,
  TEAMS,
  VELOCITY,
  type AccountActionItem,
  type CapabilityRef,
  type CapabilityRegistry,
  type FinanceSnapshot,
} from '@suite/sdk';
import type { CoreContext } from '../context.js';
import { answerQuestion, predictive, trendPerMonth } from './service.js';

/** Worked numbers: capabilities stubbed with known figures, so each answer can be checked by hand. */
const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-000000000002';
const APOLLO = '00000000-0000-4000-8000-0000000000a1';
const ZEUS = '00000000-0000-4000-8000-0000000000b2';
const caller = { accountId: ACCOUNT, userId: USER };
const ctx = { now: () => new Date('2026-11-26T10:00:00Z'), db: null } as unknown as CoreContext;

const snapshot = (overrides: Partial<FinanceSnapshot> = {}): FinanceSnapshot => ({
  accountId: ACCOUNT,
  currency: 'USD',
  asOf: '2026-11-26',
  cashOnHandCents: 120_000_000, // $1,200,000
  monthlyNetBurnCents: 8_450_000, // $84,500 a month
  runwayDays: 426, // 1,200,000 / (84,500 / 30) = 426.0 days
  mrrCents: 2_500_000,
  arrCents: 30_000_000,
  revenueGrowthPct: 4.2,
  churnRatePct: 1.5,
  healthStatus: 'healthy',
  ...overrides,
});

const item = (id: string, dueDate: string | null, status: AccountActionItem['status'] = 'OPEN', teamId: string | null = APOLLO): AccountActionItem => ({
  id,
  title: `Item ${id}`,
  description: null,
  status,
  priority: 'MEDIUM',
  dueDate,
  ownerId: null,
  teamId,
  teamName: teamId === APOLLO ? 'Apollo' : 'Zeus',
  sessionId: 's1',
  sessionName: 'Sprint 12 retro',
  createdAt: '2026-11-01T10:00:00.000Z',
  path: '/retro/sessions/s1',
});

function registry(entries: [CapabilityRef<unknown>, unknown][]): CapabilityRegistry {
  const map = new Map(entries.map(([ref, impl]) => [ref.id, impl]));
  return { provide: () => undefined, get: async <T,>(ref: CapabilityRef<T>) => map.get(ref.id) as T | undefined };
}

const sprints = [
  { sprintId: '1', name: 'Sprint 10', startDate: '2026-10-01', endDate: '2026-10-14', committedPoints: 30, completedPoints: 24 },
  { sprintId: '2', name: 'Sprint 11', startDate: '2026-10-15', endDate: '2026-10-28', committedPoints: 28, completedPoints: 28 },
  { sprintId: '3', name: 'Sprint 12', startDate: '2026-10-29', endDate: '2026-11-11', committedPoints: 32, completedPoints: 26 },
];
const allCapabilities = registry([
  [FINANCE, { snapshot: async () => snapshot(), history: async () => [400, 410, null, 420, 424, 426].map((runwayDays, index) => snapshot({ asOf: `2026-0${index + 6}-30`, runwayDays })) }],
  [
    TEAMS,
    {
      teams: async () => [
        { id: APOLLO, name: 'Apollo', description: null, memberCount: 5, createdAt: '2026-01-01T00:00:00.000Z' },
        { id: ZEUS, name: 'Zeus', description: null, memberCount: 3, createdAt: '2026-01-01T00:00:00.000Z' },
      ],
      teamIdsOf: async () => [ZEUS],
    },
  ],
  [
    VELOCITY,
    {
      velocity: async (_account: string, teamId: string, options?: { sprintCount?: number }) => {
        const list = teamId === APOLLO ? sprints.slice(-(options?.sprintCount ?? 6)) : [];
        const avg = (key: 'committedPoints' | 'completedPoints') => (list.length ? list.reduce((sum, sprint) => sum + sprint[key], 0) / list.length : 0);
        return { sprints: list, averageCommittedPoints: avg('committedPoints'), averageCompletedPoints: avg('completedPoints') };
      },
      costPerPointCents: async () => 0,
      openPoints: async (_account: string, teams?: string[]) => (teams?.[0] === APOLLO ? { points: 60, items: 12 } : { points: 10, items: 2 }),
    },
  ],
  [
    ACTION_ITEMS,
    {
      actionItems: async (_account: string, filter?: { open?: boolean; teamIds?: string[] }) =>
        [item('late', '2026-11-20'), item('today', '2026-11-26'), item('later', '2026-12-10'), item('undated', null), item('done-late', '2026-11-01', 'DONE'), item('zeus-late', '2026-11-02', 'IN_PROGRESS', ZEUS)]
          .filter((entry) => !filter?.open || entry.status === 'OPEN' || entry.status === 'IN_PROGRESS')
          .filter((entry) => !filter?.teamIds || filter.teamIds.includes(entry.teamId ?? '')),
    },
  ],
  [PRODUCTS, { products: async () => [{ id: 'p1', name: 'Dock Scheduler', category: 'Core', budgetAllocatedCents: 5_000_000, estimatedRoi: 120, itemCount: 7, createdAt: '2026-01-01T00:00:00.000Z' }] }],
]);

const ask = (question: string, capabilities = allCapabilities) => answerQuestion(ctx, capabilities, caller, question);
const figure = (answer: Awaited<ReturnType<typeof ask>>, key: string) => answer.figures.find((entry) => entry.key === key)?.value;

describe('assistant answers, worked by hand', () => {
  it("'what is our runway': 426 days = 14.2 months (days / 30, as /runway-tracker shows), run out on 2028-01-26", async () => {
    const answer = await ask('what is our runway');
    expect(answer).toMatchObject({ status: 'answered', domain: 'bi', link: '/runway-tracker', understood: { intent: 'RUNWAY', query: 'RUNWAY' } });
    expect(figure(answer, 'runwayMonths')).toBe(14.2);
    expect(figure(answer, 'runwayDays')).toBe(426);
    expect(figure(answer, 'runOutDate')).toBe('2028-01-26');
    expect(figure(answer, 'cashOnHand')).toBe(120_000_000);
    expect(figure(answer, 'monthlyNetBurn')).toBe(8_450_000);
  });

  it("'velocity of team Apollo last 3 sprints': (24 + 28 + 26) / 3 = 26 completed, (30 + 28 + 32) / 3 = 30 committed", async () => {
    const answer = await ask('velocity of team Apollo last 3 sprints');
    expect(answer.understood).toEqual({ intent: 'VELOCITY', query: 'VELOCITY team=Apollo sprints=3', parameters: { team: 'Apollo', sprints: 3 } });
    expect(figure(answer, 'averageCompletedPoints')).toBe(26);
    expect(figure(answer, 'averageCommittedPoints')).toBe(30);
    expect(figure(answer, 'sprintsCounted')).toBe(3);
    expect(answer.table?.rows.map((row) => row.completedPoints)).toEqual([24, 28, 26]);
    expect(answer.link).toBe('/velocity-tracking');
  });

  it('takes the last 2 sprints when asked: (28 + 26) / 2 = 27', async () => {
    expect(figure(await ask('Apollo velocity last 2 sprints'), 'averageCompletedPoints')).toBe(27);
  });

  it('names the teams when the team asked for does not exist', async () => {
    const answer = await ask('velocity of team Hermes');
    expect(answer.status).toBe('unknown_team');
    expect(answer.table?.rows).toEqual([{ team: 'Apollo' }, { team: 'Zeus' }]);
  });

  it('answers for my team from my memberships (Zeus, no finished sprint: no data)', async () => {
    const answer = await ask('what is my team velocity');
    expect(answer.understood?.parameters.team).toBe('Zeus');
    expect(answer.status).toBe('no_data');
  });

  it("'which retro action items are overdue': open ones due before today (2026-11-26), across teams", async () => {
    const answer = await ask('which retro action items are overdue');
    expect(answer).toMatchObject({ status: 'answered', link: '/action-items?overdue=true', understood: { intent: 'OVERDUE_ACTION_ITEMS' } });
    expect(figure(answer, 'overdueActionItems')).toBe(2);
    expect(answer.table?.rows.map((row) => row.title)).toEqual(['Item late', 'Item zeus-late']);
  });

  it('counts the open action items of one team: 4 for Apollo (the done one left out)', async () => {
    const answer = await ask('open action items of team Apollo');
    expect(figure(answer, 'openActionItems')).toBe(4);
    expect(answer.link).toBe(`/action-items?teamId=${APOLLO}`);
  });

  it('forecasts sprint completion: 78 of 90 points = 86.7 %, 60 open points / 26 a sprint = 3 sprints', async () => {
    const answer = await ask('Will team Apollo finish the sprint?');
    expect(figure(answer, 'completionRate')).toBe(86.7);
    expect(figure(answer, 'openPoints')).toBe(60);
    expect(figure(answer, 'sprintsToFinishOpenWork')).toBe(3);
    expect(answer.table?.rows[0]?.outlook).toBe('likely');
  });

  it('sums the products budget', async () => {
    const answer = await ask('what products are in our portfolio');
    expect(figure(answer, 'products')).toBe(1);
    expect(figure(answer, 'budgetAllocated')).toBe(5_000_000);
  });

  it('says which domain is off instead of guessing', async () => {
    const answer = await ask('what is our runway', registry([]));
    expect(answer).toMatchObject({ status: 'domain_off', domain: 'bi', figures: [] });
  });

  it("lists what it can answer when it does not understand (only the domains that are on)", async () => {
    const answer = await ask('tell me a joke');
    expect(answer.status).toBe('not_understood');
    expect(answer.understood).toBeNull();
    expect(answer.examples).toContain('What is our runway?');
    expect(answer.examples).toContain('Velocity of team Apollo last 3 sprints');
    const financeOnly = await ask('tell me a joke', registry([[FINANCE, { snapshot: async () => snapshot(), history: async () => [] }]]));
    expect(financeOnly.examples).toContain('What is our runway?');
    expect(financeOnly.examples).not.toContain('Velocity of team Apollo last 3 sprints');
  });
});

describe('predictive', () => {
  it('fits the runway trend by least squares over the known months: +5.1 days a month here', async () => {
    expect(trendPerMonth([400, 410, null, 420, 424, 426])).toBe(5.1);
    expect(trendPerMonth([null, 5])).toBeNull();
    const view = await predictive(allCapabilities, ACCOUNT);
    expect(view.runway.forecast).toMatchObject({ runwayDays: 426, runwayMonths: 14.2, runOutDate: '2028-01-26', trendDaysPerMonth: 5.1, projectedRunwayDaysIn3Months: 441 });
    expect(view.sprints.teams.map((team) => [team.teamName, team.outlook, team.sprintsToFinishOpenWork])).toEqual([
      ['Apollo', 'likely', 3],
      ['Zeus', 'unknown', null],
    ]);
  });
});
