import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  DAY_MS,
  additionalUserPriceCents,
  periodEndFor,
  planPriceCents,
  prorationCreditCents,
  type BillingInterval,
  type DemoDirectory,
  type InvoiceLineView,
  type Logger,
  type PlanId,
} from '@suite/sdk';
import { issueInvoice } from './invoices.js';
import { loadBillingSettings } from './settings.js';

interface SeedCard {
  brand: string;
  last4: string;
}

interface SeedInvoice {
  accountId: string;
  accountName: string;
  email: string | null;
  subscriptionId: string;
  issuedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  lines: InvoiceLineView[];
  card: SeedCard;
}

const planLine = (plan: PlanId, interval: BillingInterval, name: string): InvoiceLineView => ({ type: 'SUBSCRIPTION', description: `${name} plan, ${interval === 'ANNUAL' ? 'annual' : 'monthly'}`, quantity: 1, unitPriceCents: planPriceCents(plan, interval), amountCents: planPriceCents(plan, interval) });

/**
 * Demo billing for `npm start`: the PRO demo company (Acme Robotics) on PRO annual with its 5
 * additional users (bought as 2, then 3 more mid-period), the ENTERPRISE one (Globex) on
 * ENTERPRISE annual in its second year; each with a default sandbox card and its invoices.
 * Skipped for an account that already has a subscription.
 */
export async function seedBilling(db: Knex, demo: DemoDirectory, log: Logger, now: () => Date = () => new Date()): Promise<void> {
  const settings = loadBillingSettings();
  const today = now();
  const invoices: SeedInvoice[] = [];

  await db.transaction(async (trx) => {
    const setUp = async (key: string, plan: PlanId, interval: BillingInterval, startedDaysAgo: number, card: SeedCard & { expYear: number }, additionalUsers: number) => {
      const entry = demo.accounts[key];
      if (!entry) return null;
      if (await trx('core.subscriptions').where('account_id', entry.id).first('id')) return null;
      const account = (await trx('core.accounts as a').leftJoin('core.users as u', 'u.id', 'a.owner_id').where('a.id', entry.id).first('a.name', 'u.email')) as { name: string; email: string | null };
      const [method] = (await trx('core.payment_methods')
        .insert({ account_id: entry.id, provider: 'sandbox', provider_token: `pm_sandbox_ok_${randomBytes(12).toString('hex')}`, brand: card.brand, last4: card.last4, exp_month: 12, exp_year: card.expYear, holder_name: account.name, is_default: true, created_at: today, updated_at: today })
        .returning('id')) as { id: string }[];
      await trx('core.billing_customers').insert({ account_id: entry.id, provider: 'sandbox', customer_ref: `cus_sandbox_${randomBytes(12).toString('hex')}` }).onConflict('account_id').ignore();
      const start = new Date(today.getTime() - startedDaysAgo * DAY_MS);
      const end = periodEndFor(start, interval);
      const users = additionalUsers * (additionalUserPriceCents(plan, interval) ?? 0);
      const [sub] = (await trx('core.subscriptions')
        .insert({
          account_id: entry.id,
          plan,
          billing_interval: interval,
          status: 'ACTIVE',
          current_period_start: start,
          current_period_end: end,
          additional_users: additionalUsers,
          period_amount_cents: planPriceCents(plan, interval) + users,
          default_payment_method_id: method!.id,
          created_at: start,
          updated_at: start,
        })
        .returning('id')) as { id: string }[];
      await trx('core.accounts').where('id', entry.id).update({ plan, additional_users: additionalUsers });
      return { accountId: entry.id, accountName: account.name, email: account.email, subscriptionId: sub!.id, start, end, card };
    };

    const pro = await setUp('pro', 'PRO', 'ANNUAL', 60, { brand: 'visa', last4: '4242', expYear: today.getUTCFullYear() + 3 }, 5);
    if (pro) {
      const unit = additionalUserPriceCents('PRO', 'ANNUAL')!;
      invoices.push({ ...pro, issuedAt: pro.start, periodStart: pro.start, periodEnd: pro.end, lines: [planLine('PRO', 'ANNUAL', 'Pro'), { type: 'ADDITIONAL_USERS', description: '2 additional users, annual', quantity: 2, unitPriceCents: unit, amountCents: 2 * unit }] });
      const added = new Date(today.getTime() - 20 * DAY_MS);
      const prorated = prorationCreditCents(3 * unit, pro.start, pro.end, added);
      invoices.push({
        ...pro,
        issuedAt: added,
        periodStart: added,
        periodEnd: pro.end,
        lines: [{ type: 'ADDITIONAL_USERS', description: `3 additional users, annual, for the ${prorated.remainingDays} of ${prorated.periodDays} days left in the period`, quantity: 3, unitPriceCents: unit, amountCents: prorated.creditCents }],
      });
      // What the period was paid with: the base of a later proration credit.
      await trx('core.subscriptions').where('id', pro.subscriptionId).update({ period_amount_cents: planPriceCents('PRO', 'ANNUAL') + 2 * unit + prorated.creditCents });
    }
    const enterprise = await setUp('enterprise', 'ENTERPRISE', 'ANNUAL', 100, { brand: 'amex', last4: '0005', expYear: today.getUTCFullYear() + 2 }, 0);
    if (enterprise) {
      const previousStart = new Date(Date.UTC(enterprise.start.getUTCFullYear() - 1, enterprise.start.getUTCMonth(), enterprise.start.getUTCDate(), enterprise.start.getUTCHours()));
      invoices.push({ ...enterprise, issuedAt: previousStart, periodStart: previousStart, periodEnd: enterprise.start, lines: [planLine('ENTERPRISE', 'ANNUAL', 'Enterprise')] });
      invoices.push({ ...enterprise, issuedAt: enterprise.start, periodStart: enterprise.start, periodEnd: enterprise.end, lines: [{ ...planLine('ENTERPRISE', 'ANNUAL', 'Enterprise'), type: 'RENEWAL', description: 'Enterprise plan, annual renewal' }] });
    }

    // Numbered in date order, as they would have been issued.
    invoices.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
    for (const invoice of invoices) {
      const subtotal = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
      await issueInvoice(trx, {
        accountId: invoice.accountId,
        subscriptionId: invoice.subscriptionId,
        issuedAt: invoice.issuedAt,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        lines: invoice.lines,
        subtotalCents: subtotal,
        discountCode: null,
        discountCents: 0,
        prorationCreditCents: 0,
        taxRatePercent: 0,
        taxCents: 0,
        totalCents: subtotal,
        chargeRef: `ch_sandbox_${randomBytes(12).toString('hex')}`,
        payment: invoice.card,
        seller: settings.seller,
        customer: { accountName: invoice.accountName, email: invoice.email },
      });
    }
  });
  log.info({ invoices: invoices.length }, 'seeded demo billing');
}
