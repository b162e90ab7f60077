import {
  BillingErrors,
  DAY_MS,
  PLAN_CATALOGUE,
  additionalUserPriceCents,
  formatMoney,
  normalizePlan,
  periodEndFor,
  planPriceCents,
  totalsFor,
  type InvoiceLineView,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { BillingContext } from './context.js';
import { issueInvoice } from './invoices.js';
import { publishInvoicePaid } from '../webhooks/billing-events.js';
import { paymentMethodOf, type PaymentMethodRow } from './payment-methods.js';
import { billingAdmins, normalizeSubscription, type SubscriptionRow } from './store.js';
import { endSubscription } from './subscriptions.js';

export interface RenewalSummary {
  renewed: number;
  movedToFree: number;
  failed: number;
}

/** Missed periods (the job was not running) are caught up, at most this many per run. */
const MAX_PASSES = 24;

/**
 * The renewal job, run by a timer in the server and by tests with their clock. For every live
 * subscription whose period has ended:
 * - cancelled at period end: it ends and the account moves to FREE (additional users 0);
 * - otherwise the default method is charged for the next period (starting where the last one
 *   ended), the period moves on and an invoice is issued;
 * - a failed charge marks it PAST_DUE and mails the admins; it is retried once a day, and after
 *   the grace days the account moves to FREE.
 */
export async function runRenewals(ctx: BillingContext, now: Date = ctx.now()): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, movedToFree: 0, failed: 0 };
  const attempted = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const due = (await ctx.db('core.subscriptions').whereIn('status', ['ACTIVE', 'TRIALING', 'PAST_DUE']).where('current_period_end', '<=', now).orderBy('current_period_end').select('id')) as { id: string }[];
    // A failed charge is not retried in the same run.
    const work = due.filter((row) => !attempted.has(row.id));
    if (work.length === 0) break;
    for (const { id } of work) {
      const outcome = await renewOne(ctx, id, now);
      if (outcome === 'renewed') summary.renewed += 1;
      else if (outcome === 'free') summary.movedToFree += 1;
      else if (outcome === 'failed') {
        summary.failed += 1;
        attempted.add(id);
      } else attempted.add(id);
    }
  }
  return summary;
}

async function renewOne(ctx: BillingContext, id: string, now: Date): Promise<'renewed' | 'free' | 'failed' | 'skipped'> {
  const failure: { details: PaymentFailure | null } = { details: null };
  const outcome = await ctx.db.transaction(async (trx) => {
    const row = (await trx('core.subscriptions').where('id', id).forUpdate().first()) as SubscriptionRow | undefined;
    if (!row || row.status === 'CANCELED' || new Date(row.current_period_end) > now) return 'skipped' as const;
    const sub = normalizeSubscription(row);
    const account = (await trx('core.accounts').where('id', sub.account_id).forUpdate().first('id', 'name', 'credit_balance_cents')) as { id: string; name: string; credit_balance_cents: number };

    const graceOver = sub.past_due_since && now.getTime() - new Date(sub.past_due_since).getTime() >= ctx.settings.pastDueGraceDays * DAY_MS;
    if (sub.cancel_at_period_end || graceOver) {
      await endSubscription(trx, sub.account_id, sub.id, now);
      await recordAudit(trx, { action: 'billing.subscription.ended', accountId: sub.account_id, details: { subscriptionId: sub.id, reason: sub.cancel_at_period_end ? 'cancelled_at_period_end' : 'past_due' } });
      return 'free' as const;
    }
    if (sub.status === 'PAST_DUE' && sub.last_renewal_attempt_at && now.getTime() - new Date(sub.last_renewal_attempt_at).getTime() < DAY_MS) return 'skipped' as const;

    const plan = normalizePlan(sub.plan);
    const interval = sub.billing_interval;
    const start = new Date(sub.current_period_end);
    const end = periodEndFor(start, interval);
    const lines: InvoiceLineView[] = [{ type: 'RENEWAL', description: `${PLAN_CATALOGUE[plan].name} plan, ${interval === 'ANNUAL' ? 'annual' : 'monthly'} renewal`, quantity: 1, unitPriceCents: planPriceCents(plan, interval), amountCents: planPriceCents(plan, interval) }];
    const userUnit = additionalUserPriceCents(plan, interval);
    if (userUnit !== null && sub.additional_users > 0) lines.push({ type: 'ADDITIONAL_USERS', description: `${sub.additional_users} additional user${sub.additional_users === 1 ? '' : 's'}`, quantity: sub.additional_users, unitPriceCents: userUnit, amountCents: userUnit * sub.additional_users });
    const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
    // Credit carried from earlier plan changes pays first.
    const accountCreditCents = Math.min(Number(account.credit_balance_cents ?? 0), subtotal);
    const totals = totalsFor(subtotal, accountCreditCents, ctx.settings.taxRatePercent);

    let method: PaymentMethodRow | null = null;
    if (sub.default_payment_method_id) method = ((await trx('core.payment_methods').where({ id: sub.default_payment_method_id, account_id: sub.account_id }).first()) as PaymentMethodRow | undefined) ?? null;
    method ??= await paymentMethodOf(trx, sub.account_id, null);
    const charge = totals.totalCents > 0 && method ? await ctx.provider.charge(totals.totalCents, method.provider_token, lines.map((l) => l.description).join('; ')) : null;
    const paid = totals.totalCents === 0 || charge?.status === 'succeeded';
    if (!paid) {
      const reason = !method ? BillingErrors.PAYMENT_METHOD_REQUIRED : charge?.failureMessage || BillingErrors.CHECKOUT_FAILED;
      await trx('core.subscriptions').where('id', sub.id).update({ status: 'PAST_DUE', past_due_since: sub.past_due_since ?? now, last_renewal_attempt_at: now, updated_at: now });
      await recordAudit(trx, { action: 'billing.renewal.failed', accountId: sub.account_id, details: { subscriptionId: sub.id, reason } });
      failure.details = { accountId: sub.account_id, accountName: account.name, plan: PLAN_CATALOGUE[plan].name, reason };
      return 'failed' as const;
    }
    await trx('core.subscriptions').where('id', sub.id).update({
      status: 'ACTIVE',
      current_period_start: start,
      current_period_end: end,
      trial_end: null,
      period_amount_cents: subtotal,
      past_due_since: null,
      last_renewal_attempt_at: now,
      updated_at: now,
    });
    if (accountCreditCents > 0) await trx('core.accounts').where('id', sub.account_id).update({ credit_balance_cents: Number(account.credit_balance_cents) - accountCreditCents, updated_at: now });
    const admins = await billingAdmins(trx, sub.account_id);
    const invoice = await issueInvoice(trx, {
      accountId: sub.account_id,
      subscriptionId: sub.id,
      issuedAt: now,
      periodStart: start,
      periodEnd: end,
      lines,
      subtotalCents: subtotal,
      discountCode: null,
      discountCents: 0,
      prorationCreditCents: 0,
      accountCreditCents,
      taxRatePercent: ctx.settings.taxRatePercent,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      chargeRef: charge?.id ?? null,
      payment: method ? { brand: method.brand, last4: method.last4 } : null,
      seller: ctx.settings.seller,
      customer: { accountName: account.name, email: admins[0]?.email ?? null },
    });
    await recordAudit(trx, { action: 'billing.renewal.succeeded', accountId: sub.account_id, details: { subscriptionId: sub.id, invoice: invoice.number, totalCents: invoice.totalCents } });
    await publishInvoicePaid(ctx.events, trx, invoice);
    const owner = admins[0];
    if (owner) {
      await ctx.mailer.send(
        {
          to: owner.email,
          template: 'billing-receipt',
          language: owner.language,
          data: { firstName: owner.firstName, accountName: account.name, number: invoice.number, total: formatMoney(invoice.totalCents, 'en'), description: lines.map((l) => l.description).join('; '), date: invoice.issuedAt.slice(0, 10), link: `${ctx.config.appUrl}/billing` },
        },
        trx,
      );
    }
    return 'renewed' as const;
  });

  if (outcome === 'free') {
    const accountId = ((await ctx.db('core.subscriptions').where('id', id).first('account_id')) as { account_id: string }).account_id;
    ctx.auth.invalidateAccount(accountId);
    await ctx.hub.notifyFeaturesChanged(accountId);
  }
  if (failure.details) await mailPaymentFailed(ctx, failure.details);
  return outcome;
}

interface PaymentFailure {
  accountId: string;
  accountName: string;
  plan: string;
  reason: string;
}

async function mailPaymentFailed(ctx: BillingContext, failure: PaymentFailure): Promise<void> {
  for (const admin of await billingAdmins(ctx.db, failure.accountId)) {
    await ctx.mailer.send({
      to: admin.email,
      template: 'billing-payment-failed',
      language: admin.language,
      data: { firstName: admin.firstName, accountName: failure.accountName, plan: failure.plan, reason: failure.reason, graceDays: ctx.settings.pastDueGraceDays, link: `${ctx.config.appUrl}/billing?tab=payment` },
    });
  }
}
