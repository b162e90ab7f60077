import { APPROVALS, BillingErrors, BusinessRuleError, approvalHandler, reply, type CapabilityRegistry, type CheckoutOutcome, type CheckoutSessionBody, type StatusReply } from '@suite/sdk';
import { emptyCartOf, loadCart, promotionFor, sessionItems } from '../cart/service.js';
import { quoteItems, subscriptionItemRefusal, type QuoteItemInput } from '../cart/quote.js';
import type { BillingActor, BillingContext } from './context.js';
import { billingState } from './store.js';
import { checkout, checkoutSession } from './subscriptions.js';

/** What the request keeps to make the purchase once approved (the items as a one-shot checkout takes them). */
interface PurchasePayload {
  items: CheckoutSessionBody['items'];
  discountCode: string | null;
  paymentMethodId: string | null;
  /** Bought from the requester's cart: the cart is emptied when the purchase is made. */
  fromCart: boolean;
}

const money = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const describe = (items: QuoteItemInput[] | CheckoutSessionBody['items']) =>
  items.map((item) => (item.type === 'SUBSCRIPTION' ? `${item.plan ?? ''} ${(item.billingInterval ?? '').toLowerCase()}`.trim() : `${item.quantity ?? 1} additional users`)).join(' + ');

/**
 * Plan purchases under approval workflows ('billing.plan-purchase', /governance/approvals): when an
 * admin has put purchases from an amount under a workflow, a checkout (cart or one-shot) whose
 * total reaches it answers 202 with the request; nothing is charged and the cart stays. When the
 * last approver approves, the core's handler below makes the purchase for the requester with the
 * items the request holds (re-quoted then: a price or plan change meanwhile is charged as it is
 * now, and what the billing rules refuse then marks the request failed with their text). A
 * rejection changes nothing. What the billing rules refuse anyway is refused before any request.
 */
export function createPurchaseApprovals(ctx: BillingContext, capabilities: CapabilityRegistry) {
  capabilities.provide(approvalHandler('billing.plan-purchase'), {
    async onApproved(request) {
      const payload = request.payload as unknown as PurchasePayload;
      const user = (await ctx.db('core.users').where('id', request.requestedBy ?? '').first('id', 'email')) as { id: string; email: string } | undefined;
      if (!user) throw new BusinessRuleError(BillingErrors.CHECKOUT_FAILED);
      // The requester buys; the approver's decision is in the audit trail (no ability is needed past the route's).
      const actor: BillingActor = { userId: user.id, email: user.email, accountId: request.accountId, ability: undefined as never, ip: null, userAgent: null };
      await checkoutSession(ctx, actor, { items: payload.items, ...(payload.discountCode ? { discountCode: payload.discountCode } : {}), ...(payload.paymentMethodId ? { paymentMethodId: payload.paymentMethodId } : {}) });
      if (payload.fromCart) await emptyCartOf(ctx.db, actor, ctx.now());
    },
  });

  /** Ask the workflow (if any) before a purchase of these items; null when the purchase may go on now. */
  async function held(actor: BillingActor, items: CheckoutSessionBody['items'], totalCents: number, payload: PurchasePayload): Promise<StatusReply<CheckoutOutcome> | null> {
    const approvals = await capabilities.get(APPROVALS, actor.accountId);
    if (!approvals) return null;
    const what = describe(items);
    const outcome = await approvals.require(actor.accountId, {
      trigger: 'billing.plan-purchase',
      requestedBy: actor.userId,
      subject: { type: 'PlanPurchase', id: actor.accountId, label: what },
      summary: `Purchase: ${what}, ${money(totalCents)}`,
      amountCents: totalCents,
      payload: payload as unknown as Record<string, unknown>,
    });
    if (outcome.status === 'approved') return null;
    return reply.status(202, { success: false as const, approval: outcome, totalCents });
  }

  const asSessionItems = (items: QuoteItemInput[]): CheckoutSessionBody['items'] => items.map((item) => ({ type: item.type, plan: item.plan, billingInterval: item.billingInterval, quantity: item.quantity }));

  return {
    /** POST /billing/checkout (the cart). */
    async checkout(actor: BillingActor, paymentMethodId: string | undefined): Promise<CheckoutOutcome | StatusReply<CheckoutOutcome>> {
      if (await capabilities.get(APPROVALS, actor.accountId)) {
        const loaded = await loadCart(ctx.db, ctx, actor, ctx.now());
        if (loaded.cart && loaded.items.length > 0 && loaded.quote.change) {
          const subscription = loaded.items.find((item) => item.type === 'SUBSCRIPTION');
          const refusal = subscription ? subscriptionItemRefusal(loaded.state, subscription.plan, subscription.billingInterval) : null;
          if (!refusal) {
            const items = asSessionItems(loaded.items);
            const pending = await held(actor, items, loaded.quote.totalCents, { items, discountCode: loaded.cart.discount_code ?? null, paymentMethodId: paymentMethodId ?? null, fromCart: true });
            if (pending) return pending;
          }
        }
      }
      return checkout(ctx, actor, paymentMethodId);
    },
    /** POST /billing/checkout/session (items given at once). */
    async checkoutSession(actor: BillingActor, body: CheckoutSessionBody): Promise<CheckoutOutcome | StatusReply<CheckoutOutcome>> {
      if (await capabilities.get(APPROVALS, actor.accountId)) {
        const state = await billingState(ctx.db, actor.accountId);
        // What the rules refuse (an unknown plan, a bad code) is refused now by the purchase itself.
        const code = body.discountCode?.trim() || null;
        const quoted = await (async () => {
          try {
            const quote = quoteItems(state, sessionItems(state, body.items), await promotionFor(ctx.db, code), code, ctx.now(), ctx.settings.taxRatePercent);
            return code && quote.discountProblem ? null : quote;
          } catch {
            return null;
          }
        })();
        if (quoted?.change) {
          const pending = await held(actor, body.items, quoted.totalCents, { items: body.items, discountCode: body.discountCode?.trim() || null, paymentMethodId: body.paymentMethodId ?? null, fromCart: false });
          if (pending) return pending;
        }
      }
      return checkoutSession(ctx, actor, body);
    },
  };
}
export type PurchaseApprovals = ReturnType<typeof createPurchaseApprovals>;
