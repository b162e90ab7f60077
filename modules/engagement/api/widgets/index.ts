import { NotFoundError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import {
  completeConfiguration,
  EngagementEndpoints,
  EngagementErrors,
  INSTALLATION_CHECK_WINDOW_MINUTES,
  normalizeSiteUrl,
  validateIntegrations,
  validateSiteUrl,
  validateWidget,
  type WidgetConfiguration,
  type WidgetStatus,
} from '../../shared/index.js';
import { generateWidgetKey, hashWidgetKey } from './keys.js';
import { RESPONSES, WidgetModel, widgetView } from '../models.js';

async function findWidget(scope: TenantScope, id: string): Promise<WidgetModel> {
  const row = await tenantQuery(scope, WidgetModel).findById(id);
  if (!row) throw new NotFoundError(EngagementErrors.WIDGET_NOT_FOUND);
  return row;
}

/** Answers per widget: a grouped count, as SQL (an aggregate, not an entity). */
async function responseCounts(scope: TenantScope, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = (await scope.table(RESPONSES).whereIn('widget_id', ids).groupBy('widget_id').select('widget_id').count('* as count')) as unknown as { widget_id: string; count: string }[];
  return new Map(rows.map((r) => [r.widget_id, Number(r.count)]));
}

function judge(name: string | undefined, configuration: WidgetConfiguration, siteUrl?: string | null): void {
  const broken = validateWidget({ name, configuration }) ?? validateIntegrations(configuration.integrations) ?? validateSiteUrl(siteUrl);
  if (broken) throw new ValidationError(broken);
}

/** Create a widget for an account (routes and the demo seed); the answer carries its key once. */
export async function createWidget(scope: TenantScope, input: { name: string; configuration: WidgetConfiguration; siteUrl?: string | null; createdBy: string | null; status?: WidgetStatus; apiKey?: string }) {
  judge(input.name, input.configuration, input.siteUrl);
  const apiKey = input.apiKey ?? generateWidgetKey();
  const row = await WidgetModel.query(scope.knex)
    .insert({
      accountId: scope.accountId,
      name: input.name.trim(),
      apiKeyHash: hashWidgetKey(apiKey),
      apiKeyLast4: apiKey.slice(-4),
      status: input.status ?? 'ACTIVE',
      createdBy: input.createdBy,
      configuration: input.configuration,
      siteUrl: normalizeSiteUrl(input.siteUrl),
    })
    .returning('*');
  return widgetView(row, 0, apiKey);
}

/** Widget endpoints: CRUD, activate / deactivate, key rotation, the installation check. */
export function registerWidgets(ctx: PluginContext, changed: (widgetId: string) => Promise<void> | void = () => undefined): void {
  const { routes } = ctx;
  const update = async (scope: TenantScope, id: string, changes: Partial<Pick<WidgetModel, 'name' | 'configuration' | 'siteUrl' | 'status' | 'apiKeyHash' | 'apiKeyLast4'>>) => {
    const [row] = await tenantQuery(scope, WidgetModel).where('id', id).patch({ ...changes, updatedAt: ctx.now() }).returning('*');
    // Ingestion keeps a key's widget a few seconds: every instance drops it (this one at once).
    await changed(id);
    return row!;
  };

  routes.implement(EngagementEndpoints.listWidgets, async (req) => {
    const rows = await tenantQuery(req.scope!, WidgetModel).orderBy([{ column: 'status' }, { column: 'created_at', order: 'desc' }]);
    const counts = await responseCounts(req.scope!, rows.map((r) => r.id));
    return rows.map((row) => widgetView(row, counts.get(row.id) ?? 0));
  });
  routes.implement(EngagementEndpoints.getWidget, async (req) => {
    const row = await findWidget(req.scope!, req.params.id);
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0);
  });
  routes.implement(EngagementEndpoints.createWidget, (req) =>
    createWidget(req.scope!, { name: req.body.name ?? '', configuration: completeConfiguration(req.body.configuration), siteUrl: req.body.siteUrl, createdBy: req.user!.id }),
  );
  routes.implement(EngagementEndpoints.updateWidget, async (req) => {
    const current = await findWidget(req.scope!, req.params.id);
    const name = req.body.name ?? current.name;
    const configuration = completeConfiguration(req.body.configuration, current.configuration);
    // An absent siteUrl keeps the current one; null or '' removes it.
    const siteUrl = req.body.siteUrl === undefined ? current.siteUrl : req.body.siteUrl;
    judge(name, configuration, siteUrl);
    const row = await update(req.scope!, current.id, { name: name.trim(), configuration, siteUrl: normalizeSiteUrl(siteUrl) });
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0);
  });
  routes.implement(EngagementEndpoints.deleteWidget, async (req) => {
    const row = await findWidget(req.scope!, req.params.id);
    await tenantQuery(req.scope!, WidgetModel).where('id', row.id).delete();
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
    const row = await update(req.scope!, current.id, { apiKeyHash: hashWidgetKey(apiKey), apiKeyLast4: apiKey.slice(-4) });
    return widgetView(row, (await responseCounts(req.scope!, [row.id])).get(row.id) ?? 0, apiKey);
  });
  routes.implement(EngagementEndpoints.widgetInstallation, async (req) => {
    const row = await findWidget(req.scope!, req.params.id);
    const windowMs = INSTALLATION_CHECK_WINDOW_MINUTES * 60_000;
    const last = row.lastEventAt ? new Date(row.lastEventAt) : null;
    return { installed: last !== null && ctx.now().getTime() - last.getTime() <= windowMs, lastEventAt: last?.toISOString() ?? null, windowMinutes: INSTALLATION_CHECK_WINDOW_MINUTES };
  });
}
