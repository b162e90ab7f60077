import type { Knex } from 'knex';
import {
  ACTION_ITEMS,
  FINANCE,
  INSIGHTS,
  MEETING_SESSIONS,
  ONE_ON_ONES,
  PRODUCTS,
  TEAMS,
  VELOCITY,
  type AssistantAnswer,
  type AssistantFigure,
  type AssistantGrammar,
  type AssistantInsights,
  type CapabilityRegistry,
  type MeetingsView,
  type PredictiveView,
  type RunwayForecast,
  type SprintForecast,
} from '@suite/sdk';
import { listAccountActionItems } from '../accounts/account-data.js';
import type { CoreContext } from '../context.js';
import { GRAMMAR, examplesIn, normalizeQuestion, parseQuestion, type ParsedQuestion } from './grammar.js';

/** Who asks, for which account, at what time. */
export interface AssistantCaller {
  accountId: string;
  userId: string;
  /** The reader's language: examples and generated insight titles are written in it (en otherwise). */
  language?: string;
}

const DAYS_PER_MONTH = 30;
const DEFAULT_SPRINTS = 6;
const round1 = (value: number) => Math.round(value * 10) / 10;
/** Runway in months as bi shows it on /runway-tracker: days / 30, one decimal. */
export const runwayMonthsOf = (days: number | null) => (days === null ? null : round1(days / DAYS_PER_MONTH));
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(days) * 86_400_000).toISOString().slice(0, 10);

/** The grammar's examples name team Apollo; an account's own first team reads better (and answers). */
async function withOwnTeam(capabilities: CapabilityRegistry, accountId: string): Promise<(example: string) => string> {
  const teams = await (await capabilities.get(TEAMS, accountId))?.teams(accountId);
  const first = teams?.[0]?.name;
  return (example) => (first ? example.replace('Apollo', first) : example);
}

/** The first example of each rule whose domain is on: what the screen offers when a question is not understood. */
async function examplesFor(capabilities: CapabilityRegistry, accountId: string, language?: string): Promise<string[]> {
  const on = await domainsOn(capabilities, accountId);
  const own = await withOwnTeam(capabilities, accountId);
  return GRAMMAR.filter((rule) => on[rule.domain]).flatMap((rule) => examplesIn(rule, language).slice(0, 1).map(own));
}

async function domainsOn(capabilities: CapabilityRegistry, accountId: string): Promise<Record<'agile' | 'bi' | 'product', boolean>> {
  return {
    agile: Boolean(await capabilities.get(TEAMS, accountId)),
    bi: Boolean(await capabilities.get(FINANCE, accountId)),
    product: Boolean(await capabilities.get(PRODUCTS, accountId)),
  };
}

export async function assistantGrammar(capabilities: CapabilityRegistry, accountId: string, language?: string): Promise<AssistantGrammar> {
  const on = await domainsOn(capabilities, accountId);
  const own = await withOwnTeam(capabilities, accountId);
  return { intents: GRAMMAR.map((rule) => ({ intent: rule.intent, domain: rule.domain, pattern: rule.pattern, link: rule.link, examples: examplesIn(rule, language).map(own), enabled: on[rule.domain] })) };
}

function canonical(parsed: ParsedQuestion, team: string | null, count: number | null): string {
  return [parsed.intent, ...(team ? [`team=${team}`] : parsed.myTeam ? ['team=mine'] : []), ...(count ? [`sprints=${count}`] : [])].join(' ');
}

/** The team a question is about: a team of the account whose whole name is in the question, else the word after "team". */
function findTeam(question: string, parsed: ParsedQuestion, teams: { id: string; name: string }[]): { id: string; name: string } | 'unknown' | null {
  const text = ` ${normalizeQuestion(question)} `;
  const byLength = [...teams].sort((a, b) => b.name.length - a.name.length);
  const named = byLength.find((team) => text.includes(` ${normalizeQuestion(team.name)} `));
  if (named) return named;
  if (parsed.team) return 'unknown';
  return null;
}

/**
 * Answer a question over the account's own data: parse it with the grammar, read the numbers
 * through the capability of the domain that holds them, and say what was understood, the
 * numbers and the screen they come from. Nothing is guessed: unknown figures stay null.
 */
export async function answerQuestion(ctx: CoreContext, capabilities: CapabilityRegistry, caller: AssistantCaller, question: string): Promise<AssistantAnswer> {
  const { accountId } = caller;
  const examples = await examplesFor(capabilities, accountId, caller.language);
  const parsed = parseQuestion(question);
  const base = { question, examples, figures: [] as AssistantFigure[], table: null, link: null as string | null, domain: null as string | null };
  if (!parsed) return { ...base, status: 'not_understood', understood: null };
  const rule = GRAMMAR.find((entry) => entry.intent === parsed.intent)!;
  const understood = (parameters: Record<string, string | number | null>, team: string | null = null, count: number | null = null) => ({ intent: parsed.intent, query: canonical(parsed, team, count), parameters });
  const off = (): AssistantAnswer => ({ ...base, status: 'domain_off', domain: rule.domain, link: null, understood: understood({}) });

  switch (parsed.intent) {
    case 'RUNWAY':
    case 'BURN':
    case 'CASH':
    case 'REVENUE':
    case 'GROWTH':
    case 'CHURN': {
      const finance = await capabilities.get(FINANCE, accountId);
      if (!finance) return off();
      const snapshot = await finance.snapshot(accountId);
      const figures: AssistantFigure[] =
        parsed.intent === 'RUNWAY'
          ? [
              { key: 'runwayMonths', value: runwayMonthsOf(snapshot.runwayDays), unit: 'months' },
              { key: 'runwayDays', value: snapshot.runwayDays, unit: 'days' },
              { key: 'runOutDate', value: snapshot.runwayDays === null ? null : addDays(snapshot.asOf, snapshot.runwayDays), unit: 'date' },
              { key: 'cashOnHand', value: snapshot.cashOnHandCents, unit: 'cents' },
              { key: 'monthlyNetBurn', value: snapshot.monthlyNetBurnCents, unit: 'cents' },
            ]
          : parsed.intent === 'BURN'
            ? [
                { key: 'monthlyNetBurn', value: snapshot.monthlyNetBurnCents, unit: 'cents' },
                { key: 'runwayMonths', value: runwayMonthsOf(snapshot.runwayDays), unit: 'months' },
              ]
            : parsed.intent === 'CASH'
              ? [{ key: 'cashOnHand', value: snapshot.cashOnHandCents, unit: 'cents' }]
              : parsed.intent === 'REVENUE'
                ? [
                    { key: 'mrr', value: snapshot.mrrCents, unit: 'cents' },
                    { key: 'arr', value: snapshot.arrCents, unit: 'cents' },
                  ]
                : parsed.intent === 'GROWTH'
                  ? [{ key: 'revenueGrowth', value: snapshot.revenueGrowthPct, unit: 'percent' }]
                  : [{ key: 'churnRate', value: snapshot.churnRatePct, unit: 'percent' }];
      const known = figures.some((figure) => figure.value !== null);
      return { ...base, status: known ? 'answered' : 'no_data', domain: 'bi', figures, link: rule.link, understood: understood({ asOf: snapshot.asOf }) };
    }
    case 'VELOCITY':
    case 'SPRINT_FORECAST': {
      const velocity = await capabilities.get(VELOCITY, accountId);
      const teamsProvider = await capabilities.get(TEAMS, accountId);
      if (!velocity || !teamsProvider) return off();
      const teams = await teamsProvider.teams(accountId);
      let chosen = findTeam(question, parsed, teams);
      if (chosen === null && parsed.myTeam) {
        const mine = await teamsProvider.teamIdsOf(accountId, caller.userId);
        chosen = teams.find((team) => mine.includes(team.id)) ?? null;
      }
      const count = parsed.count ?? DEFAULT_SPRINTS;
      if (chosen === 'unknown') {
        return { ...base, status: 'unknown_team', domain: 'agile', link: rule.link, understood: understood({ team: parsed.team }, parsed.team, count), table: { columns: ['team'], rows: teams.map((team) => ({ team: team.name })) } };
      }
      const targets = chosen ? [chosen] : teams;
      if (targets.length === 0) return { ...base, status: 'no_data', domain: 'agile', link: rule.link, understood: understood({}, null, count) };
      if (parsed.intent === 'VELOCITY') {
        const rows: Record<string, string | number | null>[] = [];
        const figures: AssistantFigure[] = [];
        for (const team of targets) {
          const result = await velocity.velocity(accountId, team.id, { sprintCount: count });
          if (chosen) {
            for (const sprint of result.sprints) rows.push({ sprint: sprint.name, endDate: sprint.endDate, committedPoints: sprint.committedPoints, completedPoints: sprint.completedPoints });
            figures.push(
              { key: 'averageCompletedPoints', value: round1(result.averageCompletedPoints), unit: 'points' },
              { key: 'averageCommittedPoints', value: round1(result.averageCommittedPoints), unit: 'points' },
              { key: 'sprintsCounted', value: result.sprints.length, unit: 'sprints' },
            );
          } else {
            rows.push({ team: team.name, sprintsCounted: result.sprints.length, averageCommittedPoints: round1(result.averageCommittedPoints), averageCompletedPoints: round1(result.averageCompletedPoints) });
          }
        }
        const counted = chosen ? Number(figures.find((figure) => figure.key === 'sprintsCounted')?.value ?? 0) : rows.reduce((sum, row) => sum + Number(row.sprintsCounted ?? 0), 0);
        return {
          ...base,
          status: counted > 0 ? 'answered' : 'no_data',
          domain: 'agile',
          figures,
          table: { columns: chosen ? ['sprint', 'endDate', 'committedPoints', 'completedPoints'] : ['team', 'sprintsCounted', 'averageCommittedPoints', 'averageCompletedPoints'], rows },
          link: rule.link,
          understood: understood({ team: chosen ? chosen.name : null, sprints: count }, chosen ? chosen.name : null, count),
        };
      }
      const forecasts = await sprintForecasts(capabilities, accountId, targets, count);
      const rows = forecasts.map((forecast) => ({
        team: forecast.teamName,
        completionRatePct: forecast.completionRatePct,
        averageCompletedPoints: forecast.averageCompletedPoints,
        openPoints: forecast.openPoints,
        sprintsToFinishOpenWork: forecast.sprintsToFinishOpenWork,
        outlook: forecast.outlook,
      }));
      const single = chosen ? forecasts[0] : undefined;
      return {
        ...base,
        status: forecasts.some((forecast) => forecast.sprintsCounted > 0) ? 'answered' : 'no_data',
        domain: 'agile',
        figures: single
          ? [
              { key: 'completionRate', value: single.completionRatePct, unit: 'percent' },
              { key: 'openPoints', value: single.openPoints, unit: 'points' },
              { key: 'sprintsToFinishOpenWork', value: single.sprintsToFinishOpenWork, unit: 'sprints' },
            ]
          : [],
        table: { columns: ['team', 'completionRatePct', 'averageCompletedPoints', 'openPoints', 'sprintsToFinishOpenWork', 'outlook'], rows },
        link: rule.link,
        understood: understood({ team: chosen ? chosen.name : null, sprints: count }, chosen ? chosen.name : null, count),
      };
    }
    case 'OPEN_ACTION_ITEMS':
    case 'OVERDUE_ACTION_ITEMS': {
      const teamsProvider = await capabilities.get(TEAMS, accountId);
      if (!teamsProvider || !(await capabilities.get(ACTION_ITEMS, accountId))) return off();
      const teams = await teamsProvider.teams(accountId);
      const chosen = findTeam(question, parsed, teams);
      if (chosen === 'unknown') {
        return { ...base, status: 'unknown_team', domain: 'agile', link: rule.link, understood: understood({ team: parsed.team }, parsed.team), table: { columns: ['team'], rows: teams.map((team) => ({ team: team.name })) } };
      }
      const overdue = parsed.intent === 'OVERDUE_ACTION_ITEMS';
      const list = await listAccountActionItems(ctx, capabilities, accountId, caller.userId, {
        status: 'open',
        ...(overdue ? { overdue: true } : {}),
        ...(chosen ? { teamId: chosen.id } : parsed.myTeam ? { scope: 'mine' as const } : {}),
      });
      const params = new URLSearchParams();
      if (overdue) params.set('overdue', 'true');
      if (chosen) params.set('teamId', chosen.id);
      if (parsed.myTeam && !chosen) params.set('scope', 'mine');
      return {
        ...base,
        status: 'answered',
        domain: 'agile',
        figures: [{ key: overdue ? 'overdueActionItems' : 'openActionItems', value: list.items.length, unit: 'count' }],
        table: { columns: ['title', 'ownerName', 'dueDate', 'status', 'teamName'], rows: list.items.slice(0, 20).map((item) => ({ title: item.title, ownerName: item.ownerName, dueDate: item.dueDate, status: item.status, teamName: item.teamName })) },
        link: `/action-items${params.size ? `?${params.toString()}` : ''}`,
        understood: understood({ team: chosen ? chosen.name : parsed.myTeam ? 'mine' : null, today: list.today }, chosen ? chosen.name : null),
      };
    }
    case 'SESSIONS': {
      const sessions = await capabilities.get(MEETING_SESSIONS, accountId);
      if (!sessions) return off();
      const list = await sessions.sessions(accountId, { limit: 10 });
      return {
        ...base,
        status: list.length ? 'answered' : 'no_data',
        domain: 'agile',
        figures: [{ key: 'sessions', value: list.length, unit: 'count' }],
        table: { columns: ['name', 'kind', 'status', 'teamName', 'createdAt'], rows: list.map((session) => ({ name: session.name, kind: session.kind, status: session.status, teamName: session.teamName, createdAt: session.createdAt.slice(0, 10) })) },
        link: rule.link,
        understood: understood({ limit: 10 }),
      };
    }
    case 'TEAMS': {
      const teams = await capabilities.get(TEAMS, accountId);
      if (!teams) return off();
      const list = await teams.teams(accountId);
      return {
        ...base,
        status: list.length ? 'answered' : 'no_data',
        domain: 'agile',
        figures: [{ key: 'teams', value: list.length, unit: 'count' }],
        table: { columns: ['team', 'members'], rows: list.map((team) => ({ team: team.name, members: team.memberCount })) },
        link: rule.link,
        understood: understood({}),
      };
    }
    case 'PRODUCTS': {
      const products = await capabilities.get(PRODUCTS, accountId);
      if (!products) return off();
      const list = await products.products(accountId);
      return {
        ...base,
        status: list.length ? 'answered' : 'no_data',
        domain: 'product',
        figures: [
          { key: 'products', value: list.length, unit: 'count' },
          { key: 'budgetAllocated', value: list.reduce((sum, product) => sum + product.budgetAllocatedCents, 0), unit: 'cents' },
        ],
        table: { columns: ['product', 'category', 'budgetAllocated', 'estimatedRoi', 'items'], rows: list.map((product) => ({ product: product.name, category: product.category, budgetAllocated: product.budgetAllocatedCents, estimatedRoi: product.estimatedRoi, items: product.itemCount })) },
        link: rule.link,
        understood: understood({}),
      };
    }
  }
}

/** Sprint completion: the last `count` finished sprints' completion rate and velocity, and open work over velocity. */
export async function sprintForecasts(capabilities: CapabilityRegistry, accountId: string, teams: { id: string; name: string }[], count = DEFAULT_SPRINTS): Promise<SprintForecast[]> {
  const velocity = await capabilities.get(VELOCITY, accountId);
  if (!velocity) return [];
  const forecasts: SprintForecast[] = [];
  for (const team of teams) {
    const result = await velocity.velocity(accountId, team.id, { sprintCount: count });
    const committed = result.sprints.reduce((sum, sprint) => sum + sprint.committedPoints, 0);
    const completed = result.sprints.reduce((sum, sprint) => sum + sprint.completedPoints, 0);
    const rate = committed > 0 ? round1((completed / committed) * 100) : null;
    const open = velocity.openPoints ? (await velocity.openPoints(accountId, [team.id])).points : null;
    const average = round1(result.averageCompletedPoints);
    forecasts.push({
      teamId: team.id,
      teamName: team.name,
      sprintsCounted: result.sprints.length,
      averageCommittedPoints: round1(result.averageCommittedPoints),
      averageCompletedPoints: average,
      completionRatePct: rate,
      openPoints: open,
      sprintsToFinishOpenWork: open === null || result.averageCompletedPoints <= 0 ? null : Math.ceil(open / result.averageCompletedPoints),
      outlook: rate === null ? 'unknown' : rate >= 85 ? 'likely' : rate >= 60 ? 'at_risk' : 'unlikely',
    });
  }
  return forecasts;
}

/** Least-squares slope of the known points (x = month index), or null with fewer than two. */
export function trendPerMonth(points: (number | null)[]): number | null {
  const known = points.map((value, index) => ({ x: index, y: value })).filter((point): point is { x: number; y: number } => point.y !== null);
  if (known.length < 2) return null;
  const meanX = known.reduce((sum, point) => sum + point.x, 0) / known.length;
  const meanY = known.reduce((sum, point) => sum + point.y, 0) / known.length;
  const numerator = known.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const denominator = known.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  return denominator === 0 ? null : round1(numerator / denominator);
}

export async function predictive(capabilities: CapabilityRegistry, accountId: string): Promise<PredictiveView> {
  const finance = await capabilities.get(FINANCE, accountId);
  let runway: RunwayForecast | null = null;
  if (finance) {
    const snapshot = await finance.snapshot(accountId);
    const history = (await finance.history(accountId, 6)).map((point) => ({ month: point.asOf.slice(0, 7), runwayDays: point.runwayDays }));
    const trend = trendPerMonth(history.map((point) => point.runwayDays));
    runway = {
      asOf: snapshot.asOf,
      cashOnHandCents: snapshot.cashOnHandCents,
      monthlyNetBurnCents: snapshot.monthlyNetBurnCents,
      runwayDays: snapshot.runwayDays,
      runwayMonths: runwayMonthsOf(snapshot.runwayDays),
      runOutDate: snapshot.runwayDays === null ? null : addDays(snapshot.asOf, snapshot.runwayDays),
      history,
      trendDaysPerMonth: trend,
      projectedRunwayDaysIn3Months: trend === null || snapshot.runwayDays === null ? null : Math.max(0, Math.round(snapshot.runwayDays + 3 * trend)),
    };
  }
  const teams = await capabilities.get(TEAMS, accountId);
  const velocity = await capabilities.get(VELOCITY, accountId);
  return {
    runway: { enabled: Boolean(finance), forecast: runway },
    sprints: { enabled: Boolean(teams && velocity), teams: teams && velocity ? await sprintForecasts(capabilities, accountId, await teams.teams(accountId)) : [] },
  };
}

/** The insights of bi: this month's, worded in the reader's language; saved ones as they were stored. */
export async function insights(capabilities: CapabilityRegistry, accountId: string, language?: string): Promise<AssistantInsights> {
  const provider = await capabilities.get(INSIGHTS, accountId);
  if (!provider) return { enabled: false, current: [], saved: [] };
  return { enabled: true, ...(await provider.insights(accountId, language)) };
}

async function namesOf(db: Knex, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = (await db('core.users').whereIn('id', ids).select('id', 'first_name', 'last_name', 'email')) as { id: string; first_name: string | null; last_name: string | null; email: string }[];
  return new Map(rows.map((row) => [row.id, [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email]));
}

/** Poker and retro sessions with their numbers, the open retro action items, and the caller's one-on-ones. */
export async function meetings(ctx: CoreContext, capabilities: CapabilityRegistry, caller: AssistantCaller): Promise<MeetingsView> {
  const { accountId, userId } = caller;
  const sessions = await capabilities.get(MEETING_SESSIONS, accountId);
  const items = await listAccountActionItems(ctx, capabilities, accountId, userId, { status: 'open' });
  const oneOnOnes = await capabilities.get(ONE_ON_ONES, accountId);
  const pairs = oneOnOnes ? await oneOnOnes.oneOnOnesOf(accountId, userId) : [];
  const names = await namesOf(ctx.db, [...new Set(pairs.flatMap((pair) => [pair.managerUserId, pair.reportUserId, ...pair.openActionItems.map((item) => item.ownerUserId)]))]);
  const nameOf = (id: string) => names.get(id) ?? '';
  return {
    sessions: { enabled: Boolean(sessions), items: sessions ? await sessions.sessions(accountId, { limit: 10 }) : [] },
    actionItems: { enabled: items.enabled, items: items.items.slice(0, 50) },
    oneOnOnes: {
      enabled: Boolean(oneOnOnes),
      items: pairs.map((pair) => ({
        id: pair.id,
        managerName: nameOf(pair.managerUserId),
        reportName: nameOf(pair.reportUserId),
        meetingsHeld: pair.meetingsHeld,
        lastHeldAt: pair.lastHeldAt,
        nextScheduledAt: pair.nextScheduledAt,
        lastSharedNotes: pair.lastSharedNotes,
        openActionItems: pair.openActionItems.map((item) => ({ id: item.id, title: item.title, ownerName: nameOf(item.ownerUserId), dueDate: item.dueDate })),
        path: pair.path,
      })),
    },
  };
}
