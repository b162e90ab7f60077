import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import QRCode from 'qrcode';
import { addMonthsUtc, BillingErrors, BusinessRuleError, ForbiddenError, NotFoundError, PublicSiteErrors, type AuthUser } from '@suite/sdk';
import type { AffiliateAdminView, AffiliateDashboardView, AffiliateRulesView } from '@suite/sdk/schemas';

/**
 * The affiliate program (finance-and-growth.md sections 6, 7 and 9; issue 21).
 *
 * - An affiliate is a user with a code. Their link is `<app>/r/<code>`: the server records a click,
 *   sets the first-party cookie `suite_ref` (the click's id, HttpOnly, SameSite=Lax) for the rules'
 *   cookie window (60 days by default) and sends the visitor to the landing page.
 * - A registration that carries a live cookie (the click is younger than the window) makes the new
 *   account a referral of that affiliate (the last click wins; an account is referred once).
 * - Each invoice of a referred account paid within `commissionMonths` of its registration earns
 *   `commissionRateBp` basis points of the invoice's total, rounded to the cent (an EARNED row).
 *   A refund reverses the same share of what was refunded (a negative REVERSAL row).
 * - A commission is pending for `holdDays` after it was earned (the refund window), payable after
 *   that, and paid once a super admin records a payout.
 */

export const REFERRAL_COOKIE = 'suite_ref';
const DAY_MS = 24 * 60 * 60 * 1000;

interface RulesRow { commission_rate_bp: number; commission_months: number; cookie_days: number; hold_days: number }

export async function affiliateRules(db: Knex): Promise<AffiliateRulesView> {
  const row = (await db('core.affiliate_settings').where('id', 1).first()) as RulesRow | undefined;
  return {
    commissionRateBp: row?.commission_rate_bp ?? 2000,
    commissionMonths: row?.commission_months ?? 12,
    cookieDays: row?.cookie_days ?? 60,
    holdDays: row?.hold_days ?? 30,
  };
}

export function requireSuperAdmin(user: AuthUser | null): AuthUser {
  if (!user?.isSuperAdmin) throw new ForbiddenError(PublicSiteErrors.SUPER_ADMIN_ONLY);
  return user;
}

export async function setAffiliateRules(db: Knex, user: AuthUser, rules: AffiliateRulesView, now: Date): Promise<AffiliateRulesView> {
  await db('core.affiliate_settings')
    .insert({ id: 1, commission_rate_bp: rules.commissionRateBp, commission_months: rules.commissionMonths, cookie_days: rules.cookieDays, hold_days: rules.holdDays, updated_by: user.id, updated_at: now })
    .onConflict('id')
    .merge();
  return affiliateRules(db);
}

/** The commission in cents of a paid amount: rate in basis points, half up to the cent. */
export function commissionCents(baseCents: number, rateBp: number): number {
  return Math.round((baseCents * rateBp) / 10000);
}

function newCode(): string {
  // 8 characters without look-alikes (0/O, 1/l/I).
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The user's affiliate row, made on first use (anyone allowed on the dashboard gets a code). */
export async function affiliateFor(db: Knex, userId: string, now: Date): Promise<{ id: string; code: string }> {
  const existing = (await db('core.affiliates').where('user_id', userId).first('id', 'code')) as { id: string; code: string } | undefined;
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = (await db('core.affiliates').insert({ user_id: userId, code: newCode(), created_at: now }).onConflict().ignore().returning(['id', 'code'])) as { id: string; code: string }[];
    if (rows[0]) return rows[0];
    const raced = (await db('core.affiliates').where('user_id', userId).first('id', 'code')) as { id: string; code: string } | undefined;
    if (raced) return raced;
  }
  throw new Error('could not allocate an affiliate code');
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** A click on a referral link: the click's id (for the cookie), or null for an unknown code. */
export async function recordClick(db: Knex, code: string, details: { landingPath: string | null; referrer: string | null }, now: Date): Promise<string | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const affiliate = (await db('core.affiliates').whereRaw('upper(code) = upper(?)', [code]).first('id')) as { id: string } | undefined;
  if (!affiliate) return null;
  const [row] = (await db('core.affiliate_clicks')
    .insert({ affiliate_id: affiliate.id, landing_path: details.landingPath?.slice(0, 300) ?? null, referrer: details.referrer?.slice(0, 300) ?? null, created_at: now })
    .returning('id')) as { id: string }[];
  return row!.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The click id in a Cookie header, if any. */
export function referralCookieValue(header: string | string[] | undefined): string | null {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return UUID.test(value) ? value : null;
    }
  }
  return null;
}

/**
 * A new account registered with a referral cookie: attributed to the click's affiliate when the
 * click is within the cookie window. An affiliate never refers their own account.
 */
export async function attributeRegistration(db: Knex, input: { clickId: string | null; accountId: string | null; userId: string }, now: Date): Promise<boolean> {
  if (!input.clickId || !input.accountId) return false;
  const rules = await affiliateRules(db);
  const click = (await db('core.affiliate_clicks as c').join('core.affiliates as a', 'a.id', 'c.affiliate_id').where('c.id', input.clickId).first('c.id', 'c.affiliate_id', 'c.created_at', 'a.user_id')) as
    | { id: string; affiliate_id: string; created_at: Date; user_id: string }
    | undefined;
  if (!click || click.user_id === input.userId) return false;
  if (now.getTime() - new Date(click.created_at).getTime() > rules.cookieDays * DAY_MS) return false;
  const rows = await db('core.affiliate_referrals')
    .insert({ affiliate_id: click.affiliate_id, account_id: input.accountId, user_id: input.userId, click_id: click.id, registered_at: now })
    .onConflict('account_id')
    .ignore()
    .returning('id');
  return rows.length > 0;
}

/**
 * A paid invoice (called inside the transaction that issues it): a referred account's invoice paid
 * within the commission months earns the affiliate its share. Idempotent per invoice.
 */
export async function recordPaidInvoice(trx: Knex, invoice: { id: string; accountId: string; totalCents: number; paidAt: Date }): Promise<number> {
  if (invoice.totalCents <= 0) return 0;
  const referral = (await trx('core.affiliate_referrals').where('account_id', invoice.accountId).first('id', 'affiliate_id', 'registered_at')) as
    | { id: string; affiliate_id: string; registered_at: Date }
    | undefined;
  if (!referral) return 0;
  const rules = await affiliateRules(trx);
  if (invoice.paidAt.getTime() >= addMonthsUtc(new Date(referral.registered_at), rules.commissionMonths).getTime()) return 0;
  const amount = commissionCents(invoice.totalCents, rules.commissionRateBp);
  if (amount <= 0) return 0;
  await trx.raw(
    `insert into core.affiliate_commissions (affiliate_id, referral_id, invoice_id, kind, base_cents, rate_bp, amount_cents, earned_at)
     values (?, ?, ?, 'EARNED', ?, ?, ?, ?) on conflict (invoice_id) where kind = 'EARNED' do nothing`,
    [referral.affiliate_id, referral.id, invoice.id, invoice.totalCents, rules.commissionRateBp, amount, invoice.paidAt],
  );
  return amount;
}

/**
 * A refund of a referred account's invoice: the commission earned on it is reversed in proportion
 * to the refunded amount (all of it for a full refund), never more than what is left of it.
 */
export async function recordRefund(db: Knex, input: { invoiceId: string; amountCents: number }, now: Date): Promise<number> {
  // `now` is the refund's time (created_at); the reversal keeps the commission's earned_at.
  return db.transaction(async (trx) => {
    const invoice = (await trx('core.invoices').where('id', input.invoiceId).forUpdate().first('id', 'amount_paid_cents')) as { id: string; amount_paid_cents: number } | undefined;
    if (!invoice) throw new NotFoundError(BillingErrors.INVOICE_NOT_FOUND);
    const earned = (await trx('core.affiliate_commissions').where({ invoice_id: input.invoiceId, kind: 'EARNED' }).first()) as
      | { affiliate_id: string; referral_id: string; base_cents: number; rate_bp: number; amount_cents: number; earned_at: Date }
      | undefined;
    const refundedBefore = Number(
      ((await trx('core.affiliate_commissions').where({ invoice_id: input.invoiceId, kind: 'REVERSAL' }).sum({ total: 'base_cents' }).first()) as { total: string | null } | undefined)?.total ?? 0,
    );
    if (input.amountCents + refundedBefore > Number(invoice.amount_paid_cents)) throw new BusinessRuleError(PublicSiteErrors.REFUND_TOO_LARGE);
    if (!earned) return 0;
    const reversedBefore = -Number(
      ((await trx('core.affiliate_commissions').where({ invoice_id: input.invoiceId, kind: 'REVERSAL' }).sum({ total: 'amount_cents' }).first()) as { total: string | null } | undefined)?.total ?? 0,
    );
    const fullyRefunded = input.amountCents + refundedBefore === Number(earned.base_cents);
    const share = fullyRefunded ? Number(earned.amount_cents) - reversedBefore : Math.min(commissionCents(input.amountCents, earned.rate_bp), Number(earned.amount_cents) - reversedBefore);
    if (share <= 0) return 0;
    await trx('core.affiliate_commissions').insert({
      affiliate_id: earned.affiliate_id,
      referral_id: earned.referral_id,
      invoice_id: input.invoiceId,
      kind: 'REVERSAL',
      base_cents: input.amountCents,
      rate_bp: earned.rate_bp,
      amount_cents: -share,
      // Dated as the commission it reverses: it lands in that month and follows its hold.
      earned_at: earned.earned_at,
      created_at: now,
    });
    return share;
  });
}

/** Marks every payable (past the hold) unpaid commission of an affiliate paid, as one payout. */
export async function recordPayout(db: Knex, user: AuthUser, code: string, now: Date): Promise<number> {
  return db.transaction(async (trx) => {
    const affiliate = (await trx('core.affiliates').whereRaw('upper(code) = upper(?)', [code]).first('id')) as { id: string } | undefined;
    if (!affiliate) throw new NotFoundError();
    const rules = await affiliateRules(trx);
    const cutoff = new Date(now.getTime() - rules.holdDays * DAY_MS);
    const due = trx('core.affiliate_commissions').where('affiliate_id', affiliate.id).whereNull('payout_id').where('earned_at', '<=', cutoff);
    const total = Number(((await due.clone().sum({ total: 'amount_cents' }).first()) as { total: string | null } | undefined)?.total ?? 0);
    if (total <= 0) return 0;
    const [payout] = (await trx('core.affiliate_payouts').insert({ affiliate_id: affiliate.id, amount_cents: total, created_by: user.id, paid_at: now }).returning('id')) as { id: string }[];
    await due.clone().update({ payout_id: payout!.id });
    return total;
  });
}

const monthOf = (date: Date) => new Date(date).toISOString().slice(0, 7);

/** The dashboard of finance-and-growth.md section 6 for the signed-in user (their code made on first visit). */
export async function affiliateDashboard(db: Knex, appUrl: string, userId: string, now: Date): Promise<AffiliateDashboardView> {
  const affiliate = await affiliateFor(db, userId, now);
  const rules = await affiliateRules(db);
  const link = `${appUrl.replace(/\/$/, '')}/r/${affiliate.code}`;
  const [clicks, referrals, commissions, paidInvoices] = await Promise.all([
    db('core.affiliate_clicks').where('affiliate_id', affiliate.id).select('created_at') as Promise<{ created_at: Date }[]>,
    db('core.affiliate_referrals as r')
      .join('core.accounts as a', 'a.id', 'r.account_id')
      .where('r.affiliate_id', affiliate.id)
      .orderBy('r.registered_at', 'desc')
      .select('r.id', 'r.account_id', 'r.registered_at', 'a.name') as Promise<{ id: string; account_id: string; registered_at: Date; name: string }[]>,
    db('core.affiliate_commissions').where('affiliate_id', affiliate.id).select('referral_id', 'amount_cents', 'earned_at', 'payout_id') as Promise<
      { referral_id: string; amount_cents: string | number; earned_at: Date; payout_id: string | null }[]
    >,
    db('core.affiliate_commissions').where({ affiliate_id: affiliate.id, kind: 'EARNED' }).distinct('referral_id') as Promise<{ referral_id: string }[]>,
  ]);
  const cutoff = now.getTime() - rules.holdDays * DAY_MS;
  const months = new Map<string, AffiliateDashboardView['months'][number]>();
  const month = (key: string) => {
    let entry = months.get(key);
    if (!entry) months.set(key, (entry = { month: key, clicks: 0, signups: 0, pendingCents: 0, payableCents: 0, paidCents: 0 }));
    return entry;
  };
  for (const click of clicks) month(monthOf(click.created_at)).clicks++;
  for (const referral of referrals) month(monthOf(referral.registered_at)).signups++;
  const earnedByReferral = new Map<string, number>();
  for (const row of commissions) {
    const amount = Number(row.amount_cents);
    const entry = month(monthOf(row.earned_at));
    if (row.payout_id) entry.paidCents += amount;
    else if (new Date(row.earned_at).getTime() <= cutoff) entry.payableCents += amount;
    else entry.pendingCents += amount;
    earnedByReferral.set(row.referral_id, (earnedByReferral.get(row.referral_id) ?? 0) + amount);
  }
  const ordered = [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
  const sum = (key: 'pendingCents' | 'payableCents' | 'paidCents') => ordered.reduce((total, entry) => total + entry[key], 0);
  const paying = new Set(paidInvoices.map((row) => row.referral_id));
  return {
    code: affiliate.code,
    link,
    qrSvg: await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    rules,
    totals: { clicks: clicks.length, signups: referrals.length, payingAccounts: paying.size, pendingCents: sum('pendingCents'), payableCents: sum('payableCents'), paidCents: sum('paidCents') },
    months: ordered,
    referrals: referrals.map((referral) => ({
      accountName: referral.name,
      registeredAt: new Date(referral.registered_at).toISOString(),
      paying: paying.has(referral.id),
      earnedCents: earnedByReferral.get(referral.id) ?? 0,
    })),
  };
}

type CommissionStatus = AffiliateAdminView['affiliates'][number]['commissions'][number]['status'];

/**
 * The super admin's view of the program: the rules and each affiliate with their totals and the
 * commissions per invoice (net of refunds), pending during the hold, then payable, then paid.
 */
export async function affiliateAdminOverview(db: Knex, now: Date): Promise<AffiliateAdminView> {
  const rules = await affiliateRules(db);
  const cutoff = now.getTime() - rules.holdDays * DAY_MS;
  const [affiliates, signups, rows] = await Promise.all([
    db('core.affiliates as f').join('core.users as u', 'u.id', 'f.user_id').orderBy('f.created_at').select('f.id', 'f.code', 'u.email', 'u.first_name', 'u.last_name') as Promise<
      { id: string; code: string; email: string; first_name: string; last_name: string }[]
    >,
    db('core.affiliate_referrals').groupBy('affiliate_id').select('affiliate_id').count({ total: '*' }) as Promise<{ affiliate_id: string; total: string | number }[]>,
    db('core.affiliate_commissions as c')
      .join('core.affiliate_referrals as r', 'r.id', 'c.referral_id')
      .join('core.accounts as a', 'a.id', 'r.account_id')
      .select('c.affiliate_id', 'c.invoice_id', 'c.kind', 'c.base_cents', 'c.amount_cents', 'c.earned_at', 'c.payout_id', 'a.name') as Promise<
      { affiliate_id: string; invoice_id: string; kind: 'EARNED' | 'REVERSAL'; base_cents: string | number; amount_cents: string | number; earned_at: Date; payout_id: string | null; name: string }[]
    >,
  ]);
  const signupsOf = new Map(signups.map((row) => [row.affiliate_id, Number(row.total)]));
  // One line per invoice: the EARNED row, its reversals subtracted.
  const byInvoice = new Map<string, AffiliateAdminView['affiliates'][number]['commissions'][number] & { affiliateId: string; unpaid: number; paid: number }>();
  for (const row of rows) {
    let line = byInvoice.get(row.invoice_id);
    if (!line) {
      line = { affiliateId: row.affiliate_id, invoiceId: row.invoice_id, accountName: row.name, baseCents: 0, refundedCents: 0, amountCents: 0, earnedAt: new Date(row.earned_at).toISOString(), status: 'pending', unpaid: 0, paid: 0 };
      byInvoice.set(row.invoice_id, line);
    }
    const amount = Number(row.amount_cents);
    if (row.kind === 'EARNED') line.baseCents = Number(row.base_cents);
    else line.refundedCents += Number(row.base_cents);
    line.amountCents += amount;
    if (row.payout_id) line.paid += amount;
    else line.unpaid += amount;
  }
  const totals = new Map<string, { pendingCents: number; payableCents: number; paidCents: number; commissions: AffiliateAdminView['affiliates'][number]['commissions'] }>();
  for (const { affiliateId, unpaid, paid, ...line } of byInvoice.values()) {
    const held = new Date(line.earnedAt).getTime() > cutoff;
    const status: CommissionStatus = unpaid === 0 && paid !== 0 ? 'paid' : held ? 'pending' : 'payable';
    const entry = totals.get(affiliateId) ?? { pendingCents: 0, payableCents: 0, paidCents: 0, commissions: [] };
    entry.paidCents += paid;
    if (held) entry.pendingCents += unpaid;
    else entry.payableCents += unpaid;
    entry.commissions.push({ ...line, status });
    totals.set(affiliateId, entry);
  }
  return {
    rules,
    affiliates: affiliates.map((affiliate) => {
      const entry = totals.get(affiliate.id) ?? { pendingCents: 0, payableCents: 0, paidCents: 0, commissions: [] };
      return {
        code: affiliate.code,
        name: `${affiliate.first_name} ${affiliate.last_name}`.trim() || affiliate.email,
        email: affiliate.email,
        signups: signupsOf.get(affiliate.id) ?? 0,
        pendingCents: entry.pendingCents,
        payableCents: entry.payableCents,
        paidCents: entry.paidCents,
        commissions: entry.commissions.sort((a, b) => b.earnedAt.localeCompare(a.earnedAt)),
      };
    }),
  };
}
