import { Type } from '@sinclair/typebox';
import { AppError, BillingErrors, isAppError, reply } from '@suite/sdk';
import { AddPaymentMethodBody, CancelSubscriptionBody, CheckoutBody, CheckoutSessionBody, InvoiceListQuery, UpdateSubscriptionBody } from '@suite/sdk/schemas';
import type { RouteTable } from '../../plugins/routes.js';
import { assertAnyAbility, billingActorOf, CAN_PURCHASE, CAN_VIEW_BILLING, MANAGE_BILLING, MANAGE_SUBSCRIPTION, VIEW_SUBSCRIPTION, type BillingContext } from './context.js';
import { invoiceParties, invoiceRowOf, invoiceView, listInvoices } from './invoices.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { addPaymentMethod, listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from './payment-methods.js';
import { cancelSubscription, checkout, checkoutSession, getSubscription, reactivateSubscription, updateSubscription } from './subscriptions.js';
import { billingUsage, setBillableUser } from './usage.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const AccountParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });

/**
 * Billing (platform.md section 7): subscription, payment methods, checkout, invoices, usage and
 * billable users of the current account. Seeing billing needs page:billing, billing.view or
 * billing.manage (admins always); buying needs billing.purchase; changing payment methods needs
 * billing.purchase or billing.manage; changing the subscription billing.purchase or
 * subscription.manage.
 */
export function registerBillingRoutes(routes: RouteTable, ctx: BillingContext): void {
  // ---------- subscription ----------
  routes.add({
    method: 'GET',
    path: '/billing/subscription',
    access: 'tenant',
    handler: (req) => {
      assertAnyAbility(req.ability, VIEW_SUBSCRIPTION);
      return getSubscription(ctx, billingActorOf(req).accountId);
    },
  });
  for (const method of ['PATCH', 'PUT'] as const) {
    routes.add({
      method,
      path: '/billing/subscription/:id',
      access: 'tenant',
      schema: { params: IdParams, body: UpdateSubscriptionBody },
      handler: (req) => {
        assertAnyAbility(req.ability, MANAGE_SUBSCRIPTION);
        return updateSubscription(ctx, billingActorOf(req), req.params.id, req.body);
      },
    });
  }
  routes.add({
    method: 'POST',
    path: '/billing/subscription/:id/cancel',
    access: 'tenant',
    schema: { params: IdParams, body: CancelSubscriptionBody },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE_SUBSCRIPTION);
      return cancelSubscription(ctx, billingActorOf(req), req.params.id, req.body.cancelAtPeriodEnd);
    },
  });
  routes.add({
    method: 'POST',
    path: '/billing/subscription/:id/reactivate',
    access: 'tenant',
    schema: { params: IdParams },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE_SUBSCRIPTION);
      return reactivateSubscription(ctx, billingActorOf(req), req.params.id);
    },
  });

  // ---------- payment methods ----------
  routes.add({ method: 'GET', path: '/billing/payment-methods', access: 'tenant', can: CAN_VIEW_BILLING, handler: (req) => listPaymentMethods(ctx.db, billingActorOf(req).accountId) });
  routes.add({
    method: 'POST',
    path: '/billing/payment-methods',
    access: 'tenant',
    schema: { body: AddPaymentMethodBody },
    handler: async (req) => {
      assertAnyAbility(req.ability, MANAGE_BILLING);
      return reply.created(await addPaymentMethod(ctx, billingActorOf(req), req.body));
    },
  });
  routes.add({
    method: 'DELETE',
    path: '/billing/payment-methods/:id',
    access: 'tenant',
    schema: { params: IdParams },
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE_BILLING);
      return removePaymentMethod(ctx, billingActorOf(req), req.params.id);
    },
  });
  for (const method of ['PATCH', 'PUT'] as const) {
    routes.add({
      method,
      path: '/billing/payment-methods/:id/default',
      access: 'tenant',
      schema: { params: IdParams },
      handler: (req) => {
        assertAnyAbility(req.ability, MANAGE_BILLING);
        return setDefaultPaymentMethod(ctx, billingActorOf(req), req.params.id);
      },
    });
  }

  // ---------- checkout ----------
  routes.add({ method: 'POST', path: '/billing/checkout', access: 'tenant', can: CAN_PURCHASE, schema: { body: CheckoutBody }, handler: (req) => checkout(ctx, billingActorOf(req), req.body.paymentMethodId) });
  // The customer portal: a hosted processor would answer its own portal's address; the built-in
  // sandbox has none, so it is the product's billing page (payment methods, invoices, plan).
  routes.add({
    method: 'POST',
    path: '/billing/portal',
    access: 'tenant',
    handler: (req) => {
      assertAnyAbility(req.ability, MANAGE_BILLING);
      return { url: `${ctx.config.appUrl}/billing?tab=payment`, provider: ctx.provider.name };
    },
  });
  routes.add({ method: 'POST', path: '/billing/checkout/session', access: 'tenant', can: CAN_PURCHASE, schema: { body: CheckoutSessionBody }, handler: (req) => checkoutSession(ctx, billingActorOf(req), req.body) });

  // ---------- invoices ----------
  routes.add({ method: 'GET', path: '/billing/invoices', access: 'tenant', can: CAN_VIEW_BILLING, schema: { query: InvoiceListQuery }, handler: (req) => listInvoices(ctx.db, billingActorOf(req).accountId, req.query) });
  routes.add({ method: 'GET', path: '/billing/invoices/:id', access: 'tenant', can: CAN_VIEW_BILLING, schema: { params: IdParams }, handler: async (req) => invoiceView(await invoiceRowOf(ctx.db, billingActorOf(req).accountId, req.params.id)) });
  routes.add({
    method: 'GET',
    path: '/billing/invoices/:id/download',
    access: 'tenant',
    can: CAN_VIEW_BILLING,
    schema: { params: IdParams },
    handler: async (req) => {
      const row = await invoiceRowOf(ctx.db, billingActorOf(req).accountId, req.params.id);
      try {
        const pdf = await renderInvoicePdf(invoiceView(row), invoiceParties(row), { compress: ctx.settings.compressPdf });
        return reply.file(`${row.number}.pdf`, 'application/pdf', pdf);
      } catch (error) {
        if (isAppError(error)) throw error;
        req.log.error({ err: error, invoice: row.id }, 'invoice PDF failed');
        throw new AppError(BillingErrors.DOWNLOAD_INVOICE_FAILED, 500);
      }
    },
  });

  // ---------- usage and billable users ----------
  routes.add({ method: 'GET', path: '/billing/usage/:accountId', access: 'tenant', can: CAN_VIEW_BILLING, schema: { params: AccountParams }, handler: (req) => billingUsage(ctx, billingActorOf(req).accountId) });
  for (const [action, active] of [['activate', true], ['deactivate', false]] as const) {
    routes.add({
      method: 'POST',
      path: `/billing/users/:id/${action}`,
      access: 'tenant',
      schema: { params: IdParams },
      handler: (req) => {
        assertAnyAbility(req.ability, MANAGE_BILLING);
        return setBillableUser(ctx, billingActorOf(req), req.params.id, active);
      },
    });
  }
}
