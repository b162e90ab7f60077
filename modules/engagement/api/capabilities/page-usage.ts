import { PAGE_USAGE, type PageUsage, type PluginContext } from '@suite/sdk';
import type { WidgetConfiguration } from '../../shared/index.js';
import { EVENTS, RESPONSES, WIDGETS } from '../models.js';

/** A targeting pattern ('/billing/*', '/pricing') as a LIKE pattern: '*' -> '%', LIKE's own wildcards escaped. */
export const likePattern = (pattern: string) => pattern.trim().replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');

/** A numeric answer on the 0-5 satisfaction scale: SATISFACTION (1-5) as it is, RATING (1-10) and NPS (0-10) halved. */
function onFivePointScale(type: string | undefined, answer: unknown): number | null {
  if (typeof answer !== 'number' || !Number.isFinite(answer)) return null;
  if (type === 'SATISFACTION') return answer;
  if (type === 'RATING' || type === 'NPS') return answer / 2;
  return null;
}

/**
 * PAGE_USAGE for the other domains (product's feature ROI measures a feature's usage and
 * satisfaction): page views and distinct visitors on the pages matching the patterns (or events
 * tagged with the feature) over the period, and the feedback answers given on those pages.
 */
export function providePageUsage(ctx: PluginContext): void {
  ctx.capabilities.provide(PAGE_USAGE, {
    async pageUsage(accountId, { pathPatterns, featureId, from, to }): Promise<PageUsage> {
      const patterns = pathPatterns.map((pattern) => pattern.trim()).filter(Boolean).map(likePattern);
      const empty: PageUsage = { pageViews: 0, visitors: 0, responses: 0, satisfaction: null, satisfactionAnswers: 0 };
      if (patterns.length === 0 && !featureId) return empty;
      const scope = ctx.scopeFor(accountId);
      const start = new Date(`${from}T00:00:00.000Z`);
      const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + 86_400_000);
      const onPages = <Q extends { orWhere(column: string, op: string, value: string): Q }>(query: Q, column = 'path') => {
        for (const pattern of patterns) query.orWhere(column, 'like', pattern);
        return query;
      };
      const views = (await scope
        .table(EVENTS)
        .where('category', 'PAGE_VIEW')
        .where('occurred_at', '>=', start)
        .where('occurred_at', '<', end)
        .where((q) => {
          onPages(q);
          if (featureId) q.orWhere('feature_id', featureId);
        })
        .first(scope.knex.raw('count(*)::int as views'), scope.knex.raw('count(distinct coalesce(visitor_id, session_id))::int as visitors'))) as { views: number; visitors: number } | undefined;
      const answers = patterns.length
        ? ((await scope.table(RESPONSES).where('created_at', '>=', start).where('created_at', '<', end).where((q) => onPages(q)).select('widget_id', 'answers')) as { widget_id: string; answers: unknown }[])
        : [];
      const widgetIds = [...new Set(answers.map((row) => row.widget_id))];
      const widgets = widgetIds.length ? ((await scope.table(WIDGETS).whereIn('id', widgetIds).select('id', 'configuration')) as { id: string; configuration: WidgetConfiguration }[]) : [];
      const types = new Map(widgets.flatMap((widget) => (widget.configuration.content?.questions ?? []).map((question) => [`${widget.id}:${question.id}`, question.type] as const)));
      const scores = answers.flatMap((row) =>
        (Array.isArray(row.answers) ? (row.answers as { questionId: string; answer: unknown }[]) : []).map((entry) => onFivePointScale(types.get(`${row.widget_id}:${entry.questionId}`), entry.answer)).filter((score): score is number => score !== null),
      );
      return {
        pageViews: Number(views?.views ?? 0),
        visitors: Number(views?.visitors ?? 0),
        responses: answers.length,
        satisfaction: scores.length ? Math.round((scores.reduce((sum, score) => sum + score, 0) / scores.length) * 100) / 100 : null,
        satisfactionAnswers: scores.length,
      };
    },
  });
}
