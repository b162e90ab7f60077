import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { EngagementEndpoints, EngagementErrors, validateConversionFlow, type ConversionFlow } from '../../shared/index.js';
import { FLOWS } from '../models.js';
import { queryFunnel } from './funnel-query.js';
import { range } from '../analytics/index.js';
import { FLOW_ROLLUP_JOB } from '../rollups/job.js';

interface FlowRow {
  id: string;
  name: string;
  steps: { id: string; order: number; url: string }[];
  goals: string[];
  created_at: Date;
  updated_at: Date;
}

const view = (row: FlowRow): ConversionFlow => ({ id: row.id, name: row.name, steps: row.steps, goals: row.goals, createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString() });

async function findFlow(scope: TenantScope, id: string): Promise<FlowRow> {
  const row = await scope.table<FlowRow>(FLOWS).where('id', id).first();
  if (!row) throw new NotFoundError(EngagementErrors.FLOW_NOT_FOUND);
  return row as FlowRow;
}

type FlowInput = { name?: string; steps: { id?: string; order: number; url?: string }[]; goals: string[] };
function judged(input: FlowInput) {
  const goals = input.goals.map((g) => g.trim()).filter(Boolean);
  const broken = validateConversionFlow({ name: input.name, steps: input.steps, goals });
  if (broken) throw new ValidationError(broken);
  return {
    name: input.name!.trim(),
    steps: JSON.stringify([...input.steps].sort((a, b) => a.order - b.order).map((s) => ({ id: s.id ?? randomUUID(), order: s.order, url: s.url!.trim() }))),
    goals: JSON.stringify(goals),
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
  routes.implement(EngagementEndpoints.listFlows, async (req) => ((await req.scope!.table<FlowRow>(FLOWS).orderBy('created_at')) as FlowRow[]).map(view));
  routes.implement(EngagementEndpoints.createFlow, async (req) => {
    const [row] = (await req.scope!.insert(FLOWS, judged(req.body)).returning('*')) as FlowRow[];
    await warm(req.scope!.accountId, row!.id);
    return view(row!);
  });
  routes.implement(EngagementEndpoints.updateFlow, async (req) => {
    const current = await findFlow(req.scope!, req.params.id);
    const [row] = (await req.scope!.table(FLOWS).where('id', current.id).update({ ...judged(req.body), updated_at: ctx.now() }).returning('*')) as unknown as FlowRow[];
    await warm(req.scope!.accountId, row!.id);
    return view(row!);
  });
  routes.implement(EngagementEndpoints.deleteFlow, async (req) => {
    const current = await findFlow(req.scope!, req.params.id);
    await req.scope!.table(FLOWS).where('id', current.id).delete();
    return { deleted: true };
  });
  routes.implement(EngagementEndpoints.flowFunnel, async (req) => {
    const flow = await findFlow(req.scope!, req.params.id);
    return queryFunnel(req.scope!, flow, range(ctx.now(), req.query), ctx.now());
  });
}
