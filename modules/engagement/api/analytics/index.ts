import type { Knex } from 'knex';
import type { PluginContext, TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import {
  computeCohorts,
  computeCsat,
  computeHealth,
  computeNps,
  EngagementEndpoints,
  responseRate,
  weekStart,
  type Analytics,
  type Answer,
  type CustomerHealth,
  type Question,
  type Sentiment,
  type SentimentOverview,
} from '../../shared/index.js';
import { EVENTS, RESPONSES, WidgetModel } from '../models.js';
import { widgetsById } from '../responses/index.js';
import { heatmapOf, shownCount } from '../rollups/reads.js';

const DAY = 24 * 3600 * 1000;
/** Ranges default to the last 30 days. */
export function range(now: Date, query: { from?: string; to?: string }): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now;
  return { from: query.from ? new Date(query.from) : new Date(to.getTime() - 30 * DAY), to };
}

export function period(at: Date, granularity: 'day' | 'week' | 'month'): string {
  if (granularity === 'month') return at.toISOString().slice(0, 7);
  if (granularity === 'week') return new Date(weekStart(at.getTime())).toISOString().slice(0, 10);
  return at.toISOString().slice(0, 10);
}

interface AnswerRow {
  id: string;
  widget_id: string;
  answers: Answer[];
  comment: string | null;
  sentiment: Sentiment;
  themes: string[];
  path: string | null;
  device: string | null;
  visitor_id: string | null;
  visitor_email: string | null;
  nps: number | null;
  created_at: Date;
}

const between = (q: Knex.QueryBuilder, column: string, r: { from: Date; to: Date }) => q.where(column, '>=', r.from).where(column, '<=', r.to);

function figures(rows: AnswerRow[], questionsOf: (widgetId: string) => Map<string, Question>) {
  const nps: number[] = [];
  const csat: number[] = [];
  for (const row of rows) {
    const questions = questionsOf(row.widget_id);
    for (const a of row.answers) {
      const type = questions.get(a.questionId)?.type;
      if (type === 'NPS' && typeof a.answer === 'number') nps.push(a.answer);
      if (type === 'SATISFACTION' && typeof a.answer === 'number') csat.push(a.answer);
    }
  }
  return { responses: rows.length, nps: computeNps(nps), csat: computeCsat(csat) };
}

/** The account's widget sites, active widgets first, then the latest edited; each once. */
async function siteAddresses(scope: TenantScope): Promise<string[]> {
  const rows = await tenantQuery(scope, WidgetModel)
    .whereNotNull('site_url')
    .select('site_url', 'status', 'updated_at')
    .orderBy([{ column: 'status' }, { column: 'updated_at', order: 'desc' }]);
  return [...new Set(rows.map((row) => row.siteUrl!))];
}

/** Analytics, heatmaps, sentiment themes, cohorts and customer health on the account's events. */
export function registerAnalytics(ctx: PluginContext): void {
  const { routes } = ctx;

  // Analytics read the answers as plain rows (SQL on purpose, like the rollups): up to 200,000 rows folded in memory, no model instances.
  const answersIn = async (scope: TenantScope, r: { from: Date; to: Date }) =>
    (await between(scope.table(RESPONSES), 'created_at', r).orderBy('created_at').limit(200_000)) as AnswerRow[];

  routes.implement(EngagementEndpoints.analytics, async (req) => {
    const r = range(ctx.now(), req.query);
    const { granularity, groupBy } = req.query;
    const rows = await answersIn(req.scope!, r);
    const widgets = await widgetsById(req.scope!);
    const questionsOf = (id: string) => new Map((widgets.get(id)?.configuration.content.questions ?? []).map((q) => [q.id, q]));
    // Times the widget was shown (the loader's WIDGET_SHOWN events): closed days from the daily rollups, the rest from the events.
    const sessions = await shownCount(ctx.db, req.scope!.accountId, r, ctx.now());
    const total = figures(rows, questionsOf);

    const bucket = <K extends string>(keyOf: (row: AnswerRow) => K[]) => {
      const map = new Map<K, AnswerRow[]>();
      for (const row of rows) for (const key of keyOf(row)) map.set(key, [...(map.get(key) ?? []), row]);
      return map;
    };
    const trend = [...bucket((row) => [period(new Date(row.created_at), granularity)]).entries()].map(([p, list]) => {
      const f = figures(list, questionsOf);
      return { period: p, responses: f.responses, nps: f.nps.nps, csat: f.csat };
    });
    const groupKey = (row: AnswerRow): string[] => {
      if (groupBy === 'widget') return [row.widget_id];
      if (groupBy === 'path') return [row.path ?? '/'];
      if (groupBy === 'device') return [row.device ?? 'UNKNOWN'];
      return row.answers.map((a) => `${row.widget_id}:${a.questionId}`);
    };
    const groups = [...bucket(groupKey).entries()].map(([key, list]) => {
      const f = figures(list, questionsOf);
      const [widgetId, questionId] = key.split(':');
      const label = groupBy === 'widget' ? (widgets.get(key)?.name ?? key) : groupBy === 'question' ? (questionsOf(widgetId!).get(questionId!)?.text ?? key) : key;
      return { key, label, responses: f.responses, nps: f.nps.nps, csat: f.csat };
    });
    const optionCounts = new Map<string, { questionId: string; value: string; count: number }>();
    for (const row of rows) {
      const questions = questionsOf(row.widget_id);
      for (const a of row.answers) {
        const type = questions.get(a.questionId)?.type;
        if (type !== 'MULTIPLE_CHOICE' && type !== 'BOOLEAN') continue;
        const k = `${a.questionId}\u0000${String(a.answer)}`;
        const entry = optionCounts.get(k) ?? { questionId: a.questionId, value: String(a.answer), count: 0 };
        entry.count += 1;
        optionCounts.set(k, entry);
      }
    }
    const result: Analytics = {
      totals: {
        responses: total.responses,
        views: Number(sessions),
        responseRate: responseRate(total.responses, Number(sessions)),
        nps: total.nps.nps,
        promoters: total.nps.promoters,
        passives: total.nps.passives,
        detractors: total.nps.detractors,
        csat: total.csat,
        comments: rows.filter((row) => row.comment).length,
      },
      trend,
      groups: groups.sort((a, b) => b.responses - a.responses),
      options: [...optionCounts.values()].sort((a, b) => b.count - a.count),
    };
    return result;
  });

  routes.implement(EngagementEndpoints.heatmap, async (req) => {
    const [{ paths, points, elements, path }, sites] = await Promise.all([heatmapOf(ctx.db, req.scope!.accountId, range(ctx.now(), req.query), ctx.now(), req.query.path), siteAddresses(req.scope!)]);
    return { path, clicks: points.reduce((sum, p) => sum + p.count, 0), points, elements, paths, sites };
  });

  routes.implement(EngagementEndpoints.sentiment, async (req) => {
    const r = range(ctx.now(), req.query);
    const rows = (await answersIn(req.scope!, r)).filter((row) => row.comment);
    const distribution = { POSITIVE: 0, NEUTRAL: 0, NEGATIVE: 0 };
    const themes = new Map<string, { mentions: number; positive: number; negative: number; trend: Map<string, number> }>();
    const terms = new Map<string, { weight: number; count: number }>();
    for (const row of rows) {
      distribution[row.sentiment.label] += 1;
      for (const theme of row.themes) {
        const t = themes.get(theme) ?? { mentions: 0, positive: 0, negative: 0, trend: new Map<string, number>() };
        t.mentions += 1;
        if (row.sentiment.label === 'POSITIVE') t.positive += 1;
        if (row.sentiment.label === 'NEGATIVE') t.negative += 1;
        const p = period(new Date(row.created_at), 'week');
        t.trend.set(p, (t.trend.get(p) ?? 0) + 1);
        themes.set(theme, t);
      }
      for (const term of row.sentiment.terms) {
        const entry = terms.get(term.term) ?? { weight: term.weight, count: 0 };
        entry.count += 1;
        terms.set(term.term, entry);
      }
    }
    const overview: SentimentOverview = {
      distribution,
      themes: [...themes.entries()]
        .map(([theme, t]) => ({ theme, mentions: t.mentions, positive: t.positive, negative: t.negative, trend: [...t.trend.entries()].sort().map(([p, mentions]) => ({ period: p, mentions })) }))
        .sort((a, b) => b.mentions - a.mentions),
      terms: [...terms.entries()].map(([term, t]) => ({ term, ...t })).sort((a, b) => b.count - a.count).slice(0, 30),
    };
    return overview;
  });

  routes.implement(EngagementEndpoints.cohorts, async (req) => {
    const now = ctx.now();
    const from = new Date(weekStart(now.getTime()) - (req.query.weeks - 1) * 7 * DAY);
    const rows = (await req.scope!.table(EVENTS).where('category', 'PAGE_VIEW').where('occurred_at', '>=', from).select(ctx.db.raw('coalesce(visitor_id, session_id) as visitor'), 'occurred_at').limit(500_000)) as unknown as { visitor: string; occurred_at: Date }[];
    return { rows: computeCohorts(rows.map((row) => ({ visitorId: row.visitor, at: new Date(row.occurred_at).getTime() })), req.query.weeks) };
  });

  routes.implement(EngagementEndpoints.customerHealth, async (req) => {
    const now = ctx.now().getTime();
    const responses = (await req.scope!.table(RESPONSES).whereNotNull('visitor_email').orderBy('created_at', 'desc').limit(20_000)) as unknown as AnswerRow[];
    const customers = new Map<string, { visitors: Set<string>; nps: number | null; scores: number[] }>();
    for (const row of responses) {
      const c = customers.get(row.visitor_email!) ?? { visitors: new Set<string>(), nps: null, scores: [] };
      if (row.visitor_id) c.visitors.add(row.visitor_id);
      if (c.nps === null && row.nps !== null) c.nps = row.nps;
      if (row.comment) c.scores.push(row.sentiment.score);
      customers.set(row.visitor_email!, c);
    }
    const visitorIds = [...customers.values()].flatMap((c) => [...c.visitors]);
    const sessions = visitorIds.length
      ? ((await req.scope!.table(EVENTS)
          .whereIn('visitor_id', visitorIds)
          .where('occurred_at', '>=', new Date(now - 60 * DAY))
          .select('visitor_id', ctx.db.raw(`count(distinct case when occurred_at >= ? then session_id end) as recent`, [new Date(now - 30 * DAY)]), ctx.db.raw(`count(distinct case when occurred_at < ? then session_id end) as previous`, [new Date(now - 30 * DAY)]))
          .groupBy('visitor_id')) as unknown as { visitor_id: string; recent: string; previous: string }[])
      : [];
    const byVisitor = new Map(sessions.map((s) => [s.visitor_id, s]));
    const result: CustomerHealth = {
      customers: [...customers.entries()]
        .map(([customer, c]) => {
          const recentSessions = [...c.visitors].reduce((sum, v) => sum + Number(byVisitor.get(v)?.recent ?? 0), 0);
          const previousSessions = [...c.visitors].reduce((sum, v) => sum + Number(byVisitor.get(v)?.previous ?? 0), 0);
          const sentiment = c.scores.length ? Math.round((c.scores.reduce((a, b) => a + b, 0) / c.scores.length) * 100) / 100 : null;
          return { customer, ...computeHealth({ recentSessions, previousSessions, nps: c.nps, sentiment }), recentSessions, previousSessions, nps: c.nps, sentiment };
        })
        .sort((a, b) => a.score - b.score),
    };
    return result;
  });
}
