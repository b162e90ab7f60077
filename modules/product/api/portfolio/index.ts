import { BACKLOG, reply, type PluginContext } from '@suite/sdk';
import { CSV_CONTENT_TYPE } from '@suite/sdk/server';
import { PortfolioEndpoints as E } from '../../shared/portfolio-endpoints.js';
import { listCategories, readScoring, updateCategory, updateScoring } from './config.js';
import { deliveriesOf } from './delivery.js';
import { createPortfolioService, type PortfolioService } from './items.js';
import { spendReport, spendReportCsv, strategicBacklog } from './reports.js';
import { registerPortfolioApprovals } from './approvals.js';
import { recordPortfolioVersion } from './governance.js';


/** The portfolio's endpoints (shared/portfolio-endpoints.ts) over its service. Returns the service for the other areas. */
export function registerPortfolio(ctx: PluginContext): PortfolioService {
  const portfolio = createPortfolioService({
    now: ctx.now,
    deliveries: (accountId, rows) => deliveriesOf(ctx.capabilities, accountId, rows),
    recordVersion: (scope, id, userId, options) => recordPortfolioVersion(ctx.capabilities, scope, id, userId, options),
    pendingApprovals: (accountId) => approvals.pendingApprovals(accountId),
  });
  // Budgets (raised or on a new item), moves and sends to delivery go through approval workflows (/governance/approvals).
  const approvals = registerPortfolioApprovals(ctx, portfolio);
  const deliveryAvailable = async (accountId: string) => Boolean(await ctx.capabilities.get(BACKLOG, accountId));
  const config = async (scope: Parameters<typeof readScoring>[0]) => ({
    categories: await listCategories(scope),
    scoring: await readScoring(scope),
    deliveryAvailable: await deliveryAvailable(scope.accountId),
  });

  ctx.routes.implement(E.config, (req) => config(req.scope!));
  ctx.routes.implement(E.updateScoring, async (req) => {
    await updateScoring(req.scope!, req.body, ctx.now());
    return config(req.scope!);
  });
  ctx.routes.implement(E.updateCategory, (req) => updateCategory(req.scope!, req.params.id, req.body));

  ctx.routes.implement(E.listItems, (req) => portfolio.listItems(req.scope!));
  ctx.routes.implement(E.getItem, (req) => portfolio.viewOf(req.scope!, req.params.id));
  ctx.routes.implement(E.createItem, (req) => approvals.createItem(req.scope!, req.body, req.user?.id ?? null));
  ctx.routes.implement(E.updateItem, (req) => approvals.updateItem(req.scope!, req.params.id, req.body, req.user?.id ?? null));
  ctx.routes.implement(E.moveItem, (req) => approvals.moveItem(req.scope!, req.params.id, req.body, req.user?.id ?? null));
  ctx.routes.implement(E.deleteItem, (req) => portfolio.deleteItem(req.scope!, req.params.id));

  ctx.routes.implement(E.spendReport, (req) => spendReport(portfolio, req.scope!));
  ctx.routes.implement(E.spendReportCsv, async (req) => reply.file('portfolio-spend.csv', CSV_CONTENT_TYPE, await spendReportCsv(portfolio, req.scope!)));
  ctx.routes.implement(E.strategicBacklog, async (req) => strategicBacklog(portfolio, req.scope!, await deliveryAvailable(req.tenant!.accountId)));
  ctx.routes.implement(E.sendToDelivery, (req) => approvals.deliver(req.scope!, req.params.id, req.body, req.user?.id ?? null));
  return portfolio;
}
