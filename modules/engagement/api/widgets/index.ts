import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { completeConfiguration, EngagementEndpoints, EngagementErrors, INSTALLATION_CHECK_WINDOW_MINUTES, validateWidget, type WidgetConfiguration, type WidgetStatus } from '../../shared/index.js';
import { generateWidgetKey, hashWidgetKey } from './keys.js';
import { RESPONSES, WIDGETS, widgetView, type WidgetRow } from './rows.js';

async function findWidget(scope: TenantScope, id: string): Promise<WidgetRow> {
  const row = await scope.table<WidgetRow>(WIDGETS).where('id', id).first();
  if (!row) throw new NotFoundError(EngagementErrors.WIDGET_NOT_FOUND);
  return row;
}

async function responseCounts(scope: TenantScope, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = (await scope.table(RESPONSES).whereIn('widget_id', ids).groupBy('widget_id').select('widget_id').count('* as count')) as unknown as { widget_id: string; count: string }[];
  return new Map(rows.map((r) => [r.widget_id, Number(r.count)]));
}

function judge(name: string | undefined, configuration: WidgetConfiguration): void {
  const broken = validateWidget({ name, configuration });
  if (broken) throw new ValidationError(broken);
}

/** Create a widget for an account (routes and the demo seed); the answer carries its key once. */
export async function createWidget(scope: TenantScope, input: { name: string; configuration: WidgetConfiguration; createdBy: string | null; status?: WidgetStatus; apiKey?: string }) {
  judge(input.name, input.configuration);
  const apiKey = input.apiKey ?? generateWidgetKey();
  const [row] = (await scope
    .insert(WIDGETS, {
      name: input.name.trim(),
      api_key_hash: hashWidgetKey(apiKey),
      api_key_last4: apiKey.slice(-4),
      status: input.status ?? 'ACTIVE',
      created_by: input.createdBy,
      configuration: JSON.stringify(input.configuration),
    })
    .returning('*')) as WidgetRow[];
  return widgetView(row!, 0, apiKey);
}

/** Widget endpoints: CRUD, activate / deactivate, key rotation, the installation check. */
export function registerWidgets(ctx: PluginContext, changed: (widgetId: string) => Promise<void> | void = () => undefined): void {
  const { routes } = ctx;
  const update = async (scope: TenantScope, id: string, changes: Record<string, unknown>) => {
    const [row] = (await scope.table<WidgetRow>(WIDGETS).where('id', id).update({ ...changes, updated_at: ctx.now() }).returning('*')) as WidgetRow[];
    // Ingestion keeps a key's widget a few seconds: every instance drops it (this one at once).
    await changed(id);
    return row!;
  };

  routes.implement(EngagementEndpoints.listWidgets, async (req) => {
    const rows = await req.scope!.table<WidgetRow>(WIDGETS).orderBy([{ column: 'status' }, { column: 'created_at', order: 'desc' }]);
    const counts = await responseCounts(req.scope!, rows.map((r) => r.id));
    return rows.map((row) => widgetView(row, counts.get(row.id) ?? 0));
  });
  routes.implement(EngagementEndpoints.getWidget, async (req) => {
    const row = await findWidget(req.scope!, req.params.id);
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0);
  });
  routes.implement(EngagementEndpoints.createWidget, (req) => createWidget(req.scope!, { name: req.body.name ?? '', configuration: completeConfiguration(req.body.configuration), createdBy: req.user!.id }));
  routes.implement(EngagementEndpoints.updateWidget, async (req) => {
    const current = await findWidget(req.scope!, req.params.id);
    const name = req.body.name ?? current.name;
    const configuration = completeConfiguration(req.body.configuration, current.configuration);
    judge(name, configuration);
    const row = await update(req.scope!, current.id, { name: name.trim(), configuration: JSON.stringify(configuration) });
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0);
  });
  routes.implement(EngagementEndpoints.deleteWidget, async (req) => {
    const row = await findWidget(req.scope!, req.params.id);
    await req.scope!.table(WIDGETS).where('id', row.id).delete();
    await changed(row.id);
    return { deleted: true };
  });
  const setStatus = (status: WidgetStatus) => async (req: { scope: TenantScope | null; params: { id: string } }) => {
    const current = await findWidget(req.scope!, req.params.id);
    const row = current.status === status ? current : await update(req.scope!, current.id, { status });
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0);
  };
  routes.implement(EngagementEndpoints.activateWidget, setStatus('ACTIVE'));
  routes.implement(EngagementEndpoints.deactivateWidget, setStatus('INACTIVE'));
  routes.implement(EngagementEndpoints.rotateWidgetKey, async (req) => {
    const current = await findWidget(req.scope!, req.params.id);
    const apiKey = generateWidgetKey();
    const row = await update(req.scope!, current.id, { api_key_hash: hashWidgetKey(apiKey), api_key_last4: apiKey.slice(-4) });
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0, apiKey);
  });
  routes.implement(EngagementEndpoints.widgetInstallation, async (req) => {
    const row = await findWidget(req.scope!, req.params.id);
    const windowMs = INSTALLATION_CHECK_WINDOW_MINUTES * 60_000;
    const last = row.last_event_at ? new Date(row.last_event_at) : null;
    return { installed: last !== null && ctx.now().getTime() - last.getTime() <= windowMs, lastEventAt: last?.toISOString() ?? null, windowMinutes: INSTALLATION_CHECK_WINDOW_MINUTES };
  });
}
