import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { EngagementEndpoints, EngagementErrors, validateConversionFlow, type ConversionFlow } from '../../shared/index.js';
import { ConversionFlowModel } from '../models.js';
import { queryFunnel } from './funnel-query.js';
import { range } from '../analytics/index.js';
import { FLOW_ROLLUP_JOB } from '../rollups/job.js';

const view = (row: ConversionFlowModel): ConversionFlow => ({ id: row.id, name: row.name, steps: row.steps, goals: row.goals, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() });

async function findFlow(scope: TenantScope, id: string): Promise<ConversionFlowModel> {
  const row = await tenantQuery(scope, ConversionFlowModel).findById(id);
  if (!row) throw new NotFoundError(EngagementErrors.FLOW_NOT_FOUND);
  return row;
}

type FlowInput = { name?: string; steps: { id?: string; order: number; url?: string }[]; goals: string[] };
function judged(input: FlowInput) {
  const goals = input.goals.map((g) => g.trim()).filter(Boolean);
  const broken = validateConversionFlow({ name: input.name, steps: input.steps, goals });
  if (broken) throw new ValidationError(broken);
  return {
    name: input.name!.trim(),
    steps: [...input.steps].sort((a, b) => a.order - b.order).map((s) => ({ id: s.id ?? randomUUID(), order: s.order, url: s.url!.trim() })),
    goals,
  };
}

/** Conversion flows (section 5 rules) and their funnel from page views per session. */
export function registerFlows(ctx: PluginContext): void {
  const { routes } = ctx;
  // The funnel's daily rollups for the last 30 days, built in the background (a failure only leaves them to the first read).
  const warm = (accountId: string, flowId: string) =>
    ctx.jobs.enqueue(FLOW_ROLLUP_JOB, { accountId, flowId }, { singletonKey: flowId, startAfterSeconds: 1 }).then(
      () => undefined,
      (error: unknown) => ctx.log.warn({ err: error, flowId }, 'could not queue the funnel rollup'),
    );
  routes.implement(EngagementEndpoints.listFlows, async (req) => (await tenantQuery(req.scope!, ConversionFlowModel).orderBy('created_at')).map(view));
  routes.implement(EngagementEndpoints.createFlow, async (req) => {
    const row = await ConversionFlowModel.query(req.scope!.knex)
      .insert({ accountId: req.scope!.accountId, ...judged(req.body) })
      .returning('*');
    await warm(req.scope!.accountId, row.id);
    return view(row);
  });
  routes.implement(EngagementEndpoints.updateFlow, async (req) => {
    const current = await findFlow(req.scope!, req.params.id);
    const [row] = await tenantQuery(req.scope!, ConversionFlowModel).where('id', current.id).patch({ ...judged(req.body), updatedAt: ctx.now() }).returning('*');
    await warm(req.scope!.accountId, row!.id);
    return view(row!);
  });
  routes.implement(EngagementEndpoints.deleteFlow, async (req) => {
    const current = await findFlow(req.scope!, req.params.id);
    await tenantQuery(req.scope!, ConversionFlowModel).where('id', current.id).delete();
    return { deleted: true };
  });
  routes.implement(EngagementEndpoints.flowFunnel, async (req) => {
    const flow = await findFlow(req.scope!, req.params.id);
    // The funnel itself is SQL over the event stream (funnel-query.ts, shared with the rollup job).
    return queryFunnel(req.scope!, { id: flow.id, steps: flow.steps, updated_at: flow.updatedAt }, range(ctx.now(), req.query), ctx.now());
  });
}
