import { BACKLOG, BusinessRuleError, NotFoundError, REVENUE, reply, type PluginContext, type TenantScope } from '@suite/sdk';
import { CSV_CONTENT_TYPE, tenantQuery, toCsv } from '@suite/sdk/server';
import { computeRevenueAtRisk, EngagementEndpoints, EngagementErrors, type RevenueAtRisk, type ResponseView } from '../../shared/index.js';
import { ResponseModel, WidgetModel } from '../models.js';

export async function widgetsById(scope: TenantScope): Promise<Map<string, WidgetModel>> {
  const rows = await tenantQuery(scope, WidgetModel);
  return new Map(rows.map((w) => [w.id, w]));
}

export function responseView(row: ResponseModel, widget: WidgetModel | undefined, mrrOf: ReadonlyMap<string, number> = new Map()): ResponseView {
  const questions = new Map((widget?.configuration.content.questions ?? []).map((q) => [q.id, q]));
  return {
    id: row.id,
    widgetId: row.widgetId,
    widgetName: widget?.name ?? '',
    answers: row.answers.map((a) => ({ questionId: a.questionId, question: questions.get(a.questionId)?.text ?? a.questionId, type: questions.get(a.questionId)?.type ?? '', answer: a.answer })),
    comment: row.comment,
    sentiment: row.sentiment,
    themes: row.themes,
    nps: row.nps,
    status: row.status,
    tags: row.tags,
    path: row.path,
    device: row.device,
    visitorEmail: row.visitorEmail,
    mrrCents: row.visitorEmail ? (mrrOf.get(row.visitorEmail.toLowerCase()) ?? null) : null,
    backlogItemId: row.backlogItemId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function inRange<Q extends { where(column: string, op: string, value: Date): unknown }>(query: Q, range: { from?: string; to?: string }, column = 'created_at'): Q {
  if (range.from) query.where(column, '>=', new Date(range.from));
  if (range.to) query.where(column, '<=', new Date(range.to));
  return query;
}

async function findResponse(scope: TenantScope, id: string): Promise<ResponseModel> {
  const row = await tenantQuery(scope, ResponseModel).findById(id);
  if (!row) throw new NotFoundError(EngagementErrors.RESPONSE_NOT_FOUND);
  return row;
}

/** The feedback hub: responses with filters, triage (status, tags), CSV export, to the backlog. */
export function registerResponses(ctx: PluginContext): void {
  const { routes } = ctx;

  /** The MRR of identified visitors' e-mails (lower-cased), through the core's REVENUE capability; empty without it. */
  const mrrByEmail = async (accountId: string, emails: (string | null)[]): Promise<Map<string, number> | null> => {
    const wanted = [...new Set(emails.filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()))];
    if (wanted.length === 0) return null;
    const revenue = await ctx.capabilities.get(REVENUE, accountId);
    if (!revenue) return null;
    const customers = await revenue.customersByEmail(accountId, wanted);
    return customers.length ? new Map(customers.map((c) => [c.email, c.mrrCents])) : null;
  };

  routes.implement(EngagementEndpoints.listResponses, async (req) => {
    const q = req.query;
    const scope = req.scope!;
    const base = () => {
      const query = inRange(tenantQuery(scope, ResponseModel), q);
      if (q.id) query.where('id', q.id);
      if (q.widgetId) query.where('widget_id', q.widgetId);
      if (q.status) query.where('status', q.status);
      if (q.sentiment) query.whereRaw("sentiment->>'label' = ?", [q.sentiment]);
      if (q.tag) query.whereRaw('tags @> ?::jsonb', [JSON.stringify([q.tag])]);
      if (q.search) query.where((w) => w.whereILike('comment', `%${q.search}%`).orWhereILike('visitor_email', `%${q.search}%`).orWhereILike('path', `%${q.search}%`));
      return query;
    };
    const count = await base().resultSize();
    // Identified answers of the whole filtered list: their customers' MRR, revenue at risk, the revenue order.
    const identified = (await base().whereNotNull('visitor_email').orderBy('created_at', 'desc').limit(20_000).select('id', 'visitor_email', 'nps', 'created_at')) as (ResponseModel & { visitorEmail: string })[];
    const mrrOf = await mrrByEmail(scope.accountId, identified.map((r) => r.visitorEmail));
    const revenueAtRisk: RevenueAtRisk | null = mrrOf
      ? { ...computeRevenueAtRisk(identified.map((r) => ({ email: r.visitorEmail, nps: r.nps, at: new Date(r.createdAt).getTime() })), mrrOf), currency: 'USD' }
      : null;
    let rows: ResponseModel[];
    if (q.sort === 'revenue' && mrrOf) {
      // Paying customers' answers first (highest MRR, then newest), then everyone else newest first.
      const mrr = (r: { visitorEmail: string }) => mrrOf.get(r.visitorEmail.toLowerCase()) ?? 0;
      const ranked = identified.filter((r) => mrr(r) > 0).sort((a, b) => mrr(b) - mrr(a) || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
      const headIds = ranked.slice(q.offset, q.offset + q.limit).map((r) => r.id);
      const head = headIds.length ? await tenantQuery(scope, ResponseModel).whereIn('id', headIds) : [];
      rows = headIds.map((id) => head.find((r) => r.id === id)!).filter(Boolean);
      if (rows.length < q.limit) {
        const rest = await base()
          .whereNotIn('id', ranked.map((r) => r.id))
          .orderBy('created_at', 'desc')
          .limit(q.limit - rows.length)
          .offset(Math.max(0, q.offset - ranked.length));
        rows = [...rows, ...rest];
      }
    } else {
      rows = await base().orderBy('created_at', 'desc').limit(q.limit).offset(q.offset);
    }
    const widgets = await widgetsById(scope);
    return { items: rows.map((r) => responseView(r, widgets.get(r.widgetId), mrrOf ?? undefined)), total: count, revenueAtRisk };
  });

  routes.implement(EngagementEndpoints.exportResponses, async (req) => {
    const rows = await inRange(tenantQuery(req.scope!, ResponseModel), req.query).orderBy('created_at', 'desc').limit(50_000);
    const widgets = await widgetsById(req.scope!);
    const header = ['id', 'createdAt', 'widget', 'status', 'nps', 'sentiment', 'sentimentScore', 'comment', 'answers', 'tags', 'path', 'device', 'email'];
    const lines = rows.map((r) => {
      const v = responseView(r, widgets.get(r.widgetId));
      return [v.id, v.createdAt, v.widgetName, v.status, v.nps, v.sentiment.label, v.sentiment.score, v.comment, v.answers.map((a) => `${a.question}: ${String(a.answer)}`).join(' | '), v.tags.join(', '), v.path, v.device, v.visitorEmail];
    });
    return reply.file('feedback-responses.csv', CSV_CONTENT_TYPE, toCsv([header, ...lines]));
  });

  routes.implement(EngagementEndpoints.updateResponse, async (req) => {
    const current = await findResponse(req.scope!, req.params.id);
    const changes: Partial<Pick<ResponseModel, 'status' | 'tags'>> = {};
    if (req.body.status) changes.status = req.body.status;
    if (req.body.tags) changes.tags = [...new Set(req.body.tags.map((t) => t.trim()).filter(Boolean))];
    const [row] = Object.keys(changes).length ? await tenantQuery(req.scope!, ResponseModel).where('id', current.id).patch(changes).returning('*') : [current];
    return responseView(row!, (await widgetsById(req.scope!)).get(row!.widgetId), (await mrrByEmail(req.scope!.accountId, [row!.visitorEmail])) ?? undefined);
  });

  routes.implement(EngagementEndpoints.responseToBacklog, async (req) => {
    const current = await findResponse(req.scope!, req.params.id);
    const widgets = await widgetsById(req.scope!);
    if (current.backlogItemId) return responseView(current, widgets.get(current.widgetId));
    const backlog = await ctx.capabilities.get(BACKLOG, req.tenant!.accountId);
    if (!backlog) throw new BusinessRuleError(EngagementErrors.BACKLOG_UNAVAILABLE);
    const view = responseView(current, widgets.get(current.widgetId));
    const title = (current.comment ?? view.answers.map((a) => `${a.question}: ${String(a.answer)}`).join('; ')).slice(0, 120) || `Feedback ${current.id.slice(0, 8)}`;
    const description = [`Customer feedback (${view.widgetName}, ${view.createdAt.slice(0, 10)})`, current.comment ?? '', ...view.answers.map((a) => `${a.question}: ${String(a.answer)}`), current.visitorEmail ? `From: ${current.visitorEmail}` : ''].filter(Boolean).join('\n');
    const item = await backlog.addItem(req.tenant!.accountId, { title, description, placement: 'backlog', source: `engagement:response:${current.id}` });
    const [row] = await tenantQuery(req.scope!, ResponseModel).where('id', current.id).patch({ backlogItemId: item.id, status: 'ACTIONED' }).returning('*');
    return responseView(row!, widgets.get(row!.widgetId));
  });
}
