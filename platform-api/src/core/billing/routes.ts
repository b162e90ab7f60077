import { AppError, BillingEndpoints, BillingErrors, isAppError, reply } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { assertAnyAbility, billingActorOf, MANAGE_BILLING, MANAGE_SUBSCRIPTION, VIEW_SUBSCRIPTION, type BillingContext } from './context.js';
import { invoiceParties, invoiceRowOf, invoiceView, listInvoices } from './invoices.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { addPaymentMethod, listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from './payment-methods.js';
import { cancelSubscription, checkout, checkoutSession, getSubscription, reactivateSubscription, updateSubscription } from './subscriptions.js';
import { billingUsage, setBillableUser } from './usage.js';
import type { PurchaseApprovals } from './purchase-approvals.js';

/**
 * Billing (platform.md section 7): subscription, payment methods, checkout, invoices, usage and
 * billable users of the current account. Seeing billing needs page:billing, billing.view or
 * billing.manage (admins always); buying needs billing.purchase; changing payment methods needs
 * billing.purchase or billing.manage; changing the subscription billing.purchase or
 * subscription.manage. The endpoints are declared in @suite/sdk (BillingEndpoints).
 */
export function registerBillingRoutes(routes: RouteTable, ctx: BillingContext, purchases?: PurchaseApprovals): void {
  // ---------- subscription ----------
  routes.implement(BillingEndpoints.subscription, (req) => {
    assertAnyAbility(req.ability, VIEW_SUBSCRIPTION);
    return getSubscription(ctx, billingActorOf(req).accountId);
  });
  for (const endpoint of [BillingEndpoints.updateSubscription, BillingEndpoints.replaceSubscription]) {
    routes.implement(endpoint, (req) => {
      assertAnyAbility(req.ability, MANAGE_SUBSCRIPTION);
      return updateSubscription(ctx, billingActorOf(req), req.params.id, req.body);
    });
  }
  routes.implement(BillingEndpoints.cancelSubscription, (req) => {
    assertAnyAbility(req.ability, MANAGE_SUBSCRIPTION);
    return cancelSubscription(ctx, billingActorOf(req), req.params.id, req.body.cancelAtPeriodEnd);
  });
  routes.implement(BillingEndpoints.reactivateSubscription, (req) => {
    assertAnyAbility(req.ability, MANAGE_SUBSCRIPTION);
    return reactivateSubscription(ctx, billingActorOf(req), req.params.id);
  });

  // ---------- payment methods ----------
  routes.implement(BillingEndpoints.paymentMethods, (req) => listPaymentMethods(ctx.db, billingActorOf(req).accountId));
  routes.implement(BillingEndpoints.addPaymentMethod, (req) => {
    assertAnyAbility(req.ability, MANAGE_BILLING);
    return addPaymentMethod(ctx, billingActorOf(req), req.body);
  });
  routes.implement(BillingEndpoints.removePaymentMethod, (req) => {
    assertAnyAbility(req.ability, MANAGE_BILLING);
    return removePaymentMethod(ctx, billingActorOf(req), req.params.id);
  });
  for (const endpoint of [BillingEndpoints.setDefaultPaymentMethod, BillingEndpoints.replaceDefaultPaymentMethod]) {
    routes.implement(endpoint, (req) => {
      assertAnyAbility(req.ability, MANAGE_BILLING);
      return setDefaultPaymentMethod(ctx, billingActorOf(req), req.params.id);
    });
  }

  // ---------- checkout ----------
  // Under a plan-purchase approval workflow (purchase-approvals.ts), a checkout may answer 202.
  routes.implement(BillingEndpoints.checkout, (req) => (purchases ? purchases.checkout(billingActorOf(req), req.body.paymentMethodId) : checkout(ctx, billingActorOf(req), req.body.paymentMethodId)));
  // The customer portal: a hosted processor would answer its own portal's address; the built-in
  // sandbox has none, so it is the product's billing page (payment methods, invoices, plan).
  routes.implement(BillingEndpoints.portal, (req) => {
    assertAnyAbility(req.ability, MANAGE_BILLING);
    return { url: `${ctx.config.appUrl}/billing?tab=payment`, provider: ctx.provider.name };
  });
  routes.implement(BillingEndpoints.checkoutSession, (req) => (purchases ? purchases.checkoutSession(billingActorOf(req), req.body) : checkoutSession(ctx, billingActorOf(req), req.body)));

  // ---------- invoices ----------
  routes.implement(BillingEndpoints.invoices, (req) => listInvoices(ctx.db, billingActorOf(req).accountId, req.query));
  routes.implement(BillingEndpoints.invoice, async (req) => invoiceView(await invoiceRowOf(ctx.db, billingActorOf(req).accountId, req.params.id)));
  routes.implement(BillingEndpoints.downloadInvoice, async (req) => {
    const row = await invoiceRowOf(ctx.db, billingActorOf(req).accountId, req.params.id);
    try {
      const pdf = await renderInvoicePdf(invoiceView(row), invoiceParties(row), { compress: ctx.settings.compressPdf });
      return reply.file(`${row.number}.pdf`, 'application/pdf', pdf);
    } catch (error) {
      if (isAppError(error)) throw error;
      req.log.error({ err: error, invoice: row.id }, 'invoice PDF failed');
      throw new AppError(BillingErrors.DOWNLOAD_INVOICE_FAILED, 500);
    }
  });

  // ---------- usage and billable users ----------
  routes.implement(BillingEndpoints.usage, (req) => billingUsage(ctx, billingActorOf(req).accountId));
  for (const [endpoint, active] of [
    [BillingEndpoints.activateUser, true],
    [BillingEndpoints.deactivateUser, false],
  ] as const) {
    routes.implement(endpoint, (req) => {
      assertAnyAbility(req.ability, MANAGE_BILLING);
      return setBillableUser(ctx, billingActorOf(req), req.params.id, active);
    });
  }
}
