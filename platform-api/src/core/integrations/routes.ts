import { Type } from '@sinclair/typebox';
import { BillingErrors, ForbiddenError, reply, type AppAbility } from '@suite/sdk';
import { CreateRevenueIntegrationBody, ImportRevenueCsvBody, RevenueListQuery, RevenueMetricsQuery, UpdateRevenueIntegrationBody } from '@suite/sdk/schemas';
import type { RouteTable } from '../../plugins/routes.js';
import { assertAnyAbility, billingActorOf, type BillingContext, type Check } from '../billing/context.js';
import { RevenueIntegrations } from './service.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const RevenueCustomerQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }), offset: Type.Integer({ minimum: 0, default: 0 }) }, { additionalProperties: false });

/** Everyone signed in sees Integrations; changing them needs integrations.manage (admins always). */
const CAN_SEE: Check = ['read', 'Integrations'];
const MANAGE: Check[] = [['update', 'Integrations']];
/** Revenue figures are financial views: admins, page:financials, or billing viewers. */
const SEE_REVENUE: Check[] = [['read', 'Financials'], ['read', 'Billing']];

/** Connecting and importing need a plan with integrations (PRO and ENTERPRISE). */
function assertPlanHasIntegrations(ability: AppAbility | null): void {
  if (!ability?.can('use', 'PlanFeature:integrations')) throw new ForbiddenError(BillingErrors.INTEGRATIONS_NEED_PLAN);
}

/** Revenue integrations (platform.md section 7, "Billing, pricing, cart"). */
export function registerRevenueIntegrationRoutes(routes: RouteTable, ctx: BillingContext): void {
  const integrations = new RevenueIntegrations(ctx);

  routes.add({ method: 'GET', path: '/billing/revenue/integrations', access: 'tenant', can: CAN_SEE, handler: (req) => integrations.list(billingActorOf(req).accountId) });
  routes.add({
    method: 'POST',
    path: '/billing/revenue/integrations',
    access: 'tenant',
    schema: { body: CreateRevenueIntegrationBody },
    handler: async (req) => {
      assertAnyAbility(req.ability, MANAGE);
      assertPlanHasIntegrations(req.ability);
      return reply.created(await integrations.create(billingActorOf(req), req.body));
    },
  });
  routes.add({
    method: 'GET',
    path: '/billing/revenue/metrics',
    access: 'tenant',
    schema: { query: RevenueMetricsQuery },
    handler: (req) => {
      assertAnyAbility(req.ability, SEE_REVENUE);
      return integrations.metrics(billingActorOf(req).accountId, req.query);
    },
  });
  routes.add({
    method: 'GET',
    path: '/billing/revenue/transactions',
    access: 'tenant',
    schema: { query: RevenueListQuery },
    handler: (req) => {
      assertAnyAbility(req.ability, SEE_REVENUE);
      return integrations.transactions(billingActorOf(req).accountId, req.query);
    },
  });
  routes.add({
    method: 'GET',
    path: '/billing/revenue/customers',
    access: 'tenant',
    schema: { query: RevenueCustomerQuery },
    handler: (req) => {
      assertAnyAbility(req.ability, SEE_REVENUE);
      return integrations.customers(billingActorOf(req).accountId, req.query);
    },
  });
  routes.add({ method: 'GET', path: '/billing/revenue/integrations/:id', access: 'tenant', can: CAN_SEE, schema: { params: IdParams }, handler: (req) => integrations.get(billingActorOf(req).accountId, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: '/billing/revenue/integrations/:id',
    access: 'tenant',
    schema: { params: IdParams, body: UpdateRevenueIntegrationBody },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE);
      return integrations.update(billingActorOf(req), req.params.id, req.body);
    },
  });
  routes.add({
    method: 'DELETE',
    path: '/billing/revenue/integrations/:id',
    access: 'tenant',
    schema: { params: IdParams },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE);
      return integrations.remove(billingActorOf(req), req.params.id);
    },
  });
  routes.add({
    method: 'POST',
    path: '/billing/revenue/integrations/:id/import',
    access: 'tenant',
    schema: { params: IdParams, body: ImportRevenueCsvBody },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE);
      assertPlanHasIntegrations(req.ability);
      return integrations.importCsv(billingActorOf(req), req.params.id, req.body.csv);
    },
  });
  routes.add({
    method: 'POST',
    path: '/billing/revenue/integrations/:id/sync',
    access: 'tenant',
    schema: { params: IdParams },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE);
      assertPlanHasIntegrations(req.ability);
      return integrations.sync(billingActorOf(req), req.params.id);
    },
  });
}
