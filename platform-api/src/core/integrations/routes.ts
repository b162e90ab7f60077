import { BillingErrors, ForbiddenError, IntegrationEndpoints, type AppAbility } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { assertAnyAbility, billingActorOf, type BillingContext, type Check } from '../billing/context.js';
import { RevenueIntegrations } from './service.js';

/** Everyone signed in sees Integrations; changing them needs integrations.manage (admins always). */
const MANAGE: Check[] = [['update', 'Integrations']];
/** Revenue figures are financial views: admins, page:financials, or billing viewers. */
const SEE_REVENUE: Check[] = [['read', 'Financials'], ['read', 'Billing']];

/** Connecting and importing need a plan with integrations (PRO and ENTERPRISE). */
function assertPlanHasIntegrations(ability: AppAbility | null): void {
  if (!ability?.can('use', 'PlanFeature:integrations')) throw new ForbiddenError(BillingErrors.INTEGRATIONS_NEED_PLAN);
}

/** Revenue integrations (platform.md section 7, "Billing, pricing, cart"); seeing them is the endpoints' `can`. */
export function registerRevenueIntegrationRoutes(routes: RouteTable, ctx: BillingContext): void {
  const integrations = new RevenueIntegrations(ctx);

  routes.implement(IntegrationEndpoints.list, (req) => integrations.list(billingActorOf(req).accountId));
  routes.implement(IntegrationEndpoints.create, (req) => {
    assertAnyAbility(req.ability, MANAGE);
    assertPlanHasIntegrations(req.ability);
    return integrations.create(billingActorOf(req), req.body);
  });
  routes.implement(IntegrationEndpoints.metrics, (req) => {
    assertAnyAbility(req.ability, SEE_REVENUE);
    return integrations.metrics(billingActorOf(req).accountId, req.query);
  });
  routes.implement(IntegrationEndpoints.transactions, (req) => {
    assertAnyAbility(req.ability, SEE_REVENUE);
    return integrations.transactions(billingActorOf(req).accountId, req.query);
  });
  routes.implement(IntegrationEndpoints.customers, (req) => {
    assertAnyAbility(req.ability, SEE_REVENUE);
    return integrations.customers(billingActorOf(req).accountId, req.query);
  });
  routes.implement(IntegrationEndpoints.get, (req) => integrations.get(billingActorOf(req).accountId, req.params.id));
  routes.implement(IntegrationEndpoints.update, (req) => {
    assertAnyAbility(req.ability, MANAGE);
    return integrations.update(billingActorOf(req), req.params.id, req.body);
  });
  routes.implement(IntegrationEndpoints.remove, (req) => {
    assertAnyAbility(req.ability, MANAGE);
    return integrations.remove(billingActorOf(req), req.params.id);
  });
  routes.implement(IntegrationEndpoints.importCsv, (req) => {
    assertAnyAbility(req.ability, MANAGE);
    assertPlanHasIntegrations(req.ability);
    return integrations.importCsv(billingActorOf(req), req.params.id, req.body.csv);
  });
  routes.implement(IntegrationEndpoints.sync, (req) => {
    assertAnyAbility(req.ability, MANAGE);
    assertPlanHasIntegrations(req.ability);
    return integrations.sync(billingActorOf(req), req.params.id);
  });
}
