import type { Knex } from 'knex';
import {
  ADD_PAYMENT_METHOD_PATH,
  AppError,
  BillingErrors,
  BusinessRuleError,
  CHECKOUT_SUCCESS_PATH,
  ConflictError,
  NotFoundError,
  UNLIMITED,
  formatMoney,
  maxUsersFor,
  normalizePlan,
  periodEndFor,
  planActionFor,
  type CheckoutResultView,
  type CheckoutSessionBody,
  type InvoiceView,
  type PaymentMethodRequiredDetails,
  type PreviewUpgradeBody,
  type SubscriptionChangeView,
  type SubscriptionView,
  type UpdateSubscriptionBody,
  type UpgradePreviewView,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import { emptyCartIn, loadCart, promotionFor, sessionItems } from '../cart/service.js';
import { additionalUsersTarget, quoteItems, subscriptionItemRefusal, type Quote, type QuoteItemInput } from '../cart/quote.js';
import { redeemPromotion } from '../pricing/promotions.js';
import { requirePlanId } from '../pricing/catalogue.js';
import type { BillingActor, BillingContext } from './context.js';
import { issueInvoice } from './invoices.js';
import { publishInvoicePaid } from '../webhooks/billing-events.js';
import { paymentMethodOf, type PaymentMethodRow } from './payment-methods.js';
import { billingState, currentChoice, normalizeSubscription, seatsUsed, subscriptionView, type BillingState, type SubscriptionRow } from './store.js';

/** 422 that sends the user to add a payment method (the client reads details.redirectTo). */
export function paymentMethodRequired(): BusinessRuleError {
  const details: PaymentMethodRequiredDetails = { code: 'PAYMENT_METHOD_REQUIRED', redirectTo: ADD_PAYMENT_METHOD_PATH };
  return new BusinessRuleError(BillingErrors.PAYMENT_METHOD_REQUIRED, details);
}

/** 402 with the provider's message ('Your card was declined.') or 'Checkout failed'. */
function paymentFailed(message: string | undefined): AppError {
  return new AppError(message || BillingErrors.CHECKOUT_FAILED, 402);
}

async function assertSeatsFit(trx: Knex, accountId: string, maxUsers: number, now: Date): Promise<void> {
  if (maxUsers === UNLIMITED) return;
  const used = await seatsUsed(trx, accountId, now);
  const total = used.members + used.pendingInvitations;
  if (total > maxUsers) throw new BusinessRuleError(BillingErrors.usersAboveLimit(total, maxUsers));
}

interface Applied {
  subscription: SubscriptionView;
  invoice: InvoiceView | null;
  /** Whether the account's plan or limits changed (sessions must refresh). */
  limitsChanged: boolean;
}

/**
 * Charge a quote and carry out its change, inside the caller's transaction (account row locked):
 * a new period (subscription created or changed, plan and additional users written to the
 * account), more users on the running period, or a move to FREE at the period's end. A paid
 * change issues a numbered invoice and mails the receipt. When anything fails after the charge,
 * the charge is refunded.
 */
async function applyQuote(trx: Knex, ctx: BillingContext, actor: BillingActor, state: BillingState, quote: Quote, methodId: string | null | undefined): Promise<Applied> {
  const now = ctx.now();
  const change = quote.change;
  if (!change) throw new BusinessRuleError(BillingErrors.CART_EMPTY);
  if (change.kind === 'new-period') await assertSeatsFit(trx, actor.accountId, maxUsersFor(change.plan, change.additionalUsers), now);

  let method: PaymentMethodRow | null = null;
  if (change.kind !== 'schedule-free') {
    method = await paymentMethodOf(trx, actor.accountId, methodId);
    if (!method) throw paymentMethodRequired();
  }

  if (change.kind === 'schedule-free' && !state.subscription) {
    // A paid plan set without a subscription (by an operator) has no period to wait for.
    await trx('core.accounts').where('id', actor.accountId).update({ plan: 'FREE', additional_users: 0, updated_at: now });
    return { subscription: subscriptionView(await billingState(trx, actor.accountId)), invoice: null, limitsChanged: true };
  }
  if (change.kind === 'schedule-free') {
    await trx('core.subscriptions').where('id', state.subscription!.id).update({ cancel_at_period_end: true, canceled_at: now, updated_at: now });
    await recordAudit(trx, { action: 'billing.subscription.downgrade_scheduled', accountId: actor.accountId, userId: actor.userId, details: { to: 'FREE', at: state.subscription!.current_period_end }, ipAddress: actor.ip, userAgent: actor.userAgent });
    return { subscription: subscriptionView(await billingState(trx, actor.accountId)), invoice: null, limitsChanged: false };
  }

  const description = quote.items.map((item) => item.description).join('; ');
  const charge = quote.totalCents > 0 ? await ctx.provider.charge(quote.totalCents, method!.provider_token, description) : null;
  if (charge && charge.status !== 'succeeded') throw paymentFailed(charge.failureMessage);
  try {
    let subscriptionId: string;
    let periodStart: Date;
    let periodEnd: Date;
    if (change.kind === 'new-period') {
      periodStart = now;
      periodEnd = periodEndFor(now, change.interval);
      const trial = quote.promotion?.type === 'FREE_TRIAL';
      const fields = {
        plan: change.plan,
        billing_interval: change.interval,
        status: trial ? 'TRIALING' : 'ACTIVE',
        current_period_start: periodStart,
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: trial ? periodEnd : null,
        additional_users: change.additionalUsers,
        period_amount_cents: quote.periodAmountCents,
        default_payment_method_id: method!.id,
        past_due_since: null,
        last_renewal_attempt_at: null,
        updated_at: now,
      };
      if (state.subscription) {
        subscriptionId = state.subscription.id;
        await trx('core.subscriptions').where('id', subscriptionId).update(fields);
      } else {
        const [row] = (await trx('core.subscriptions').insert({ ...fields, account_id: actor.accountId, created_at: now }).returning('id')) as { id: string }[];
        subscriptionId = row!.id;
      }
      await trx('core.accounts').where('id', actor.accountId).update({ plan: change.plan, additional_users: change.additionalUsers, updated_at: now });
    } else {
      const sub = state.subscription!;
      subscriptionId = sub.id;
      periodStart = now;
      periodEnd = new Date(sub.current_period_end);
      const users = sub.additional_users + change.addedUsers;
      await trx('core.subscriptions').where('id', sub.id).update({ additional_users: users, period_amount_cents: sub.period_amount_cents + quote.periodAmountCents, default_payment_method_id: method!.id, updated_at: now });
      await trx('core.accounts').where('id', actor.accountId).update({ additional_users: users, updated_at: now });
    }

    if (quote.creditBalanceAfterCents !== state.account.credit_balance_cents) {
      await trx('core.accounts').where('id', actor.accountId).update({ credit_balance_cents: quote.creditBalanceAfterCents, updated_at: now });
    }
    const owner = (await trx('core.users').where('id', actor.userId).first('first_name', 'language')) as { first_name: string; language: string } | undefined;
    const invoice = await issueInvoice(trx, {
      accountId: actor.accountId,
      subscriptionId,
      issuedAt: now,
      periodStart,
      periodEnd,
      lines: quote.items.map((item) => ({ type: item.type, description: item.description, quantity: item.quantity, unitPriceCents: item.unitPriceCents, amountCents: item.totalCents })),
      subtotalCents: quote.subtotalCents,
      discountCode: quote.discount?.code ?? null,
      discountCents: quote.discount?.amountCents ?? 0,
      prorationCreditCents: quote.prorationCreditCents,
      accountCreditCents: quote.accountCreditCents,
      taxRatePercent: quote.taxRatePercent,
      taxCents: quote.taxCents,
      totalCents: quote.totalCents,
      chargeRef: charge?.id ?? null,
      payment: { brand: method!.brand, last4: method!.last4 },
      seller: ctx.settings.seller,
      customer: { accountName: state.account.name, email: actor.email },
    });
    if (quote.promotion && quote.discount) await redeemPromotion(trx, quote.promotion, { accountId: actor.accountId, invoiceId: invoice.id, discountCents: quote.discount.amountCents });
    await publishInvoicePaid(ctx.events, trx, invoice);
    await recordAudit(trx, {
      action: 'billing.checkout',
      accountId: actor.accountId,
      userId: actor.userId,
      details: { invoice: invoice.number, totalCents: invoice.totalCents, change: change.kind, plan: change.kind === 'new-period' ? change.plan : state.plan },
      ipAddress: actor.ip,
      userAgent: actor.userAgent,
    });
    await ctx.mailer.send(
      {
        to: actor.email,
        template: 'billing-receipt',
        language: owner?.language ?? 'en',
        data: { firstName: owner?.first_name ?? '', accountName: state.account.name, number: invoice.number, total: formatMoney(invoice.totalCents, 'en'), description, date: invoice.issuedAt.slice(0, 10), link: `${ctx.config.appUrl}/billing` },
      },
      trx,
    );
    return { subscription: subscriptionView(await billingState(trx, actor.accountId)), invoice, limitsChanged: true };
  } catch (error) {
    if (charge) await ctx.provider.refund(charge.id, quote.totalCents).catch((refundError: unknown) => ctx.log.error({ err: refundError, charge: charge.id }, 'refund after a failed checkout failed'));
    throw error;
  }
}

/** After a committed change: cached request contexts go, open sessions reload plan and limits. */
async function limitsChanged(ctx: BillingContext, accountId: string): Promise<void> {
  ctx.auth.invalidateAccount(accountId);
  await ctx.hub.notifyFeaturesChanged(accountId);
}

/**
 * POST /billing/checkout: charge the cart with the given (or default) payment method, change the
 * subscription, issue the invoice, empty the cart. Without a payment method: 422 and the path
 * where the user adds one.
 */
export async function checkout(ctx: BillingContext, actor: BillingActor, paymentMethodId: string | undefined): Promise<CheckoutResultView> {
  const applied = await ctx.db.transaction(async (trx) => {
    const loaded = await loadCart(trx, ctx, actor, ctx.now(), { lock: true });
    if (!loaded.cart || loaded.items.length === 0) throw new BusinessRuleError(BillingErrors.CART_EMPTY);
    reassertItems(loaded.state, loaded.items);
    const result = await applyQuote(trx, ctx, actor, loaded.state, loaded.quote, paymentMethodId);
    await emptyCartIn(trx, loaded.cart.id, ctx.now());
    return result;
  });
  if (applied.limitsChanged) await limitsChanged(ctx, actor.accountId);
  return { success: true, subscription: applied.subscription, invoice: applied.invoice, redirectTo: CHECKOUT_SUCCESS_PATH };
}

/** The cart may have been filled before the account changed: its items must still be allowed. */
function reassertItems(state: BillingState, items: QuoteItemInput[]): void {
  const subscription = items.find((item) => item.type === 'SUBSCRIPTION');
  if (subscription) {
    const refusal = subscriptionItemRefusal(state, subscription.plan, subscription.billingInterval);
    if (refusal) throw new BusinessRuleError(refusal);
  }
  if (items.some((item) => item.type === 'ADDITIONAL_USERS')) {
    const target = additionalUsersTarget(state, subscription ? { plan: subscription.plan, billingInterval: subscription.billingInterval } : null);
    if (target.problem) throw new BusinessRuleError(target.problem);
  }
}

/** POST /billing/checkout/session: a one-shot checkout of the given items (the cart is left alone). */
export async function checkoutSession(ctx: BillingContext, actor: BillingActor, body: CheckoutSessionBody): Promise<CheckoutResultView> {
  const applied = await ctx.db.transaction(async (trx) => {
    const state = await billingState(trx, actor.accountId, { lock: true });
    const items = sessionItems(state, body.items);
    const code = body.discountCode?.trim() || null;
    const quote = quoteItems(state, items, await promotionFor(trx, code), code, ctx.now(), ctx.settings.taxRatePercent);
    if (code && quote.discountProblem) throw new BusinessRuleError(quote.discountProblem);
    return applyQuote(trx, ctx, actor, state, quote, body.paymentMethodId);
  });
  if (applied.limitsChanged) await limitsChanged(ctx, actor.accountId);
  return { success: true, subscription: applied.subscription, invoice: applied.invoice, redirectTo: CHECKOUT_SUCCESS_PATH };
}

export async function getSubscription(ctx: BillingContext, accountId: string): Promise<SubscriptionView> {
  return subscriptionView(await billingState(ctx.db, accountId));
}

/** The live subscription named by id (404 for an unknown id or another account's; 409 when it has ended). */
async function namedSubscription(trx: Knex, accountId: string, id: string): Promise<{ state: BillingState; sub: SubscriptionRow }> {
  const state = await billingState(trx, accountId, { lock: true });
  if (state.subscription?.id === id) return { state, sub: state.subscription };
  const ended = (await trx('core.subscriptions').where({ id, account_id: accountId }).first()) as SubscriptionRow | undefined;
  if (ended) throw new ConflictError(BillingErrors.SUBSCRIPTION_ALREADY_ENDED);
  throw new NotFoundError(BillingErrors.SUBSCRIPTION_NOT_FOUND);
}

/**
 * PATCH / PUT /billing/subscription/{id}, charged directly (not through the cart):
 * - another interval starts a new period now, charged at the new interval's price with the
 *   unused days of the current period credited (the switch-interval of the plan-action rule);
 * - more additional users (PRO) are charged for the days left in the period;
 * - fewer additional users take effect at once, without refund, if the members and pending
 *   invitations still fit;
 * - paymentMethodId makes that method the one renewals charge.
 */
export async function updateSubscription(ctx: BillingContext, actor: BillingActor, id: string, body: UpdateSubscriptionBody): Promise<SubscriptionChangeView> {
  const applied = await ctx.db.transaction(async (trx): Promise<Applied> => {
    const now = ctx.now();
    const { state, sub } = await namedSubscription(trx, actor.accountId, id);
    const plan = normalizePlan(sub.plan);
    if (body.paymentMethodId) {
      const method = await paymentMethodOf(trx, actor.accountId, body.paymentMethodId);
      await trx('core.subscriptions').where('id', sub.id).update({ default_payment_method_id: method!.id, updated_at: now });
    }
    const interval = body.billingInterval ?? sub.billing_interval;
    const users = body.additionalUsers ?? sub.additional_users;
    if (users !== sub.additional_users && plan !== 'PRO') throw new BusinessRuleError(additionalUsersTarget(state, null).problem ?? BillingErrors.ADDITIONAL_USERS_NOT_SOLD_ENTERPRISE);
    if (interval !== sub.billing_interval) {
      if (sub.cancel_at_period_end) throw new BusinessRuleError(BillingErrors.SUBSCRIPTION_ENDING);
      const items: QuoteItemInput[] = [{ id: null, type: 'SUBSCRIPTION', plan, billingInterval: interval, quantity: 1 }];
      if (plan === 'PRO' && users > 0) items.push({ id: null, type: 'ADDITIONAL_USERS', plan, billingInterval: interval, quantity: users });
      const quote = quoteItems(state, items, null, null, now, ctx.settings.taxRatePercent);
      return applyQuote(trx, ctx, actor, state, quote, body.paymentMethodId ?? sub.default_payment_method_id);
    }
    if (users > sub.additional_users) {
      const problem = additionalUsersTarget(state, null).problem;
      if (problem) throw new BusinessRuleError(problem);
      const quote = quoteItems(state, [{ id: null, type: 'ADDITIONAL_USERS', plan, billingInterval: interval, quantity: users - sub.additional_users }], null, null, now, ctx.settings.taxRatePercent);
      return applyQuote(trx, ctx, actor, state, quote, body.paymentMethodId ?? sub.default_payment_method_id);
    }
    if (users < sub.additional_users) {
      await assertSeatsFit(trx, actor.accountId, maxUsersFor(plan, users), now);
      await trx('core.subscriptions').where('id', sub.id).update({ additional_users: users, updated_at: now });
      await trx('core.accounts').where('id', actor.accountId).update({ additional_users: users, updated_at: now });
      await recordAudit(trx, { action: 'billing.subscription.users_reduced', accountId: actor.accountId, userId: actor.userId, details: { from: sub.additional_users, to: users }, ipAddress: actor.ip, userAgent: actor.userAgent });
      return { subscription: subscriptionView(await billingState(trx, actor.accountId)), invoice: null, limitsChanged: true };
    }
    return { subscription: subscriptionView(await billingState(trx, actor.accountId)), invoice: null, limitsChanged: false };
  });
  if (applied.limitsChanged) await limitsChanged(ctx, actor.accountId);
  return { subscription: applied.subscription, invoice: applied.invoice };
}

/** Move an account to FREE now: the subscription ends, additional users go (members stay). */
export async function endSubscription(trx: Knex, accountId: string, subscriptionId: string, now: Date): Promise<void> {
  await trx('core.subscriptions').where('id', subscriptionId).update({ status: 'CANCELED', cancel_at_period_end: false, canceled_at: now, updated_at: now });
  await trx('core.accounts').where('id', accountId).update({ plan: 'FREE', additional_users: 0, updated_at: now });
}

/**
 * POST /billing/subscription/{id}/cancel. cancelAtPeriodEnd (default true) keeps the plan until
 * the period ends, then the account moves to FREE; false ends it now (no refund).
 */
export async function cancelSubscription(ctx: BillingContext, actor: BillingActor, id: string, cancelAtPeriodEnd: boolean): Promise<SubscriptionChangeView> {
  const ended = await ctx.db.transaction(async (trx) => {
    const now = ctx.now();
    const { sub } = await namedSubscription(trx, actor.accountId, id);
    if (cancelAtPeriodEnd) await trx('core.subscriptions').where('id', sub.id).update({ cancel_at_period_end: true, canceled_at: now, updated_at: now });
    else await endSubscription(trx, actor.accountId, sub.id, now);
    await recordAudit(trx, { action: 'billing.subscription.cancelled', accountId: actor.accountId, userId: actor.userId, details: { subscriptionId: sub.id, atPeriodEnd: cancelAtPeriodEnd }, ipAddress: actor.ip, userAgent: actor.userAgent });
    return !cancelAtPeriodEnd;
  });
  if (ended) await limitsChanged(ctx, actor.accountId);
  const subscription = ended ? await endedView(ctx, actor.accountId, id) : await getSubscription(ctx, actor.accountId);
  return { subscription, invoice: null };
}

/** The view of a subscription that just ended (the account's current one is now the implicit FREE). */
async function endedView(ctx: BillingContext, accountId: string, id: string): Promise<SubscriptionView> {
  const state = await billingState(ctx.db, accountId);
  const row = (await ctx.db('core.subscriptions').where({ id, account_id: accountId }).first()) as SubscriptionRow;
  return subscriptionView({ ...state, subscription: normalizeSubscription(row) });
}

/** POST /billing/subscription/{id}/reactivate: undo a cancel at period end before the period ends. */
export async function reactivateSubscription(ctx: BillingContext, actor: BillingActor, id: string): Promise<SubscriptionChangeView> {
  const subscription = await ctx.db.transaction(async (trx) => {
    const { sub } = await namedSubscription(trx, actor.accountId, id);
    if (!sub.cancel_at_period_end) throw new ConflictError(BillingErrors.SUBSCRIPTION_NOT_CANCELLED);
    await trx('core.subscriptions').where('id', sub.id).update({ cancel_at_period_end: false, canceled_at: null, updated_at: ctx.now() });
    await recordAudit(trx, { action: 'billing.subscription.reactivated', accountId: actor.accountId, userId: actor.userId, details: { subscriptionId: sub.id }, ipAddress: actor.ip, userAgent: actor.userAgent });
    return subscriptionView(await billingState(trx, actor.accountId));
  });
  return { subscription, invoice: null };
}

/**
 * POST /billing/preview-upgrade: what buying this plan, interval and additional users would cost
 * now, with the same arithmetic as checkout (the refusal is reported, not thrown).
 */
export async function previewUpgrade(ctx: BillingContext, accountId: string, body: PreviewUpgradeBody): Promise<UpgradePreviewView> {
  const now = ctx.now();
  const state = await billingState(ctx.db, accountId);
  const plan = requirePlanId(body.plan);
  const users = body.additionalUsers ?? 0;
  const items: QuoteItemInput[] = [{ id: null, type: 'SUBSCRIPTION', plan, billingInterval: body.billingInterval, quantity: 1 }];
  if (plan === 'PRO' && users > 0) items.push({ id: null, type: 'ADDITIONAL_USERS', plan, billingInterval: body.billingInterval, quantity: users });
  const quote = quoteItems(state, items, null, null, now, ctx.settings.taxRatePercent);
  const refusal = subscriptionItemRefusal(state, plan, body.billingInterval) ?? (users > 0 ? additionalUsersTarget(state, { plan, billingInterval: body.billingInterval }).problem : null);
  const sub = state.subscription;
  const planLine = quote.items.find((item) => item.type === 'SUBSCRIPTION');
  const usersLine = quote.items.find((item) => item.type === 'ADDITIONAL_USERS');
  return {
    action: planActionFor(currentChoice(state), { plan, interval: body.billingInterval }),
    refusedReason: refusal,
    current: {
      plan: state.plan,
      billingInterval: sub?.billing_interval ?? null,
      additionalUsers: state.account.additional_users,
      periodStart: sub ? new Date(sub.current_period_start).toISOString() : null,
      periodEnd: sub ? new Date(sub.current_period_end).toISOString() : null,
      periodAmountCents: sub?.period_amount_cents ?? 0,
    },
    plan,
    billingInterval: body.billingInterval,
    additionalUsers: plan === 'PRO' ? users : 0,
    planPriceCents: planLine?.totalCents ?? 0,
    additionalUsersPriceCents: usersLine?.totalCents ?? 0,
    subtotalCents: quote.subtotalCents,
    remainingDays: quote.remainingDays,
    periodDays: quote.periodDays,
    prorationCreditCents: quote.prorationCreditCents,
    accountCreditCents: quote.accountCreditCents,
    creditBalanceAfterCents: quote.creditBalanceAfterCents,
    taxCents: quote.taxCents,
    amountDueCents: quote.totalCents,
    newPeriodStart: now.toISOString(),
    newPeriodEnd: periodEndFor(now, body.billingInterval).toISOString(),
    maxUsers: maxUsersFor(plan, plan === 'PRO' ? users : 0),
  };
}
