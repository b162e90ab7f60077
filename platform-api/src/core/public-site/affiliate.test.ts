import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicSiteErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform, type TestUser } from '../../testing/index.js';
import { registration } from '../auth/testing.js';
import { addCard, buy, headersFor } from '../billing/testing.js';
import { commissionCents, referralCookieValue } from './affiliate.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock('2026-11-02T10:00:00Z');
let platform: TestPlatform;
let superAdmin: TestUser;
let affiliate: { user: TestUser; accountId: string };
/** Tokens live an hour and the clock moves by days: sign each request now. */
const affiliateHeaders = async () => headersFor(await platform.tokenFor(affiliate.user, affiliate.accountId), affiliate.accountId);
const adminHeaders = async () => ({ Authorization: `Bearer ${await platform.tokenFor(superAdmin, null)}` });

const rulesBody = { commissionRateBp: 1750, commissionMonths: 12, cookieDays: 60, holdDays: 30 };

async function dashboard() {
  const response = await platform.http.get('/api/affiliate/dashboard').set(await affiliateHeaders());
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Follow the referral link: the click's cookie as a browser would keep it. */
async function click(code: string): Promise<string> {
  const response = await platform.http.get(`/r/${code}`).set('Referer', 'https://blog.example/post');
  expect(response.status).toBe(302);
  expect(response.headers.location).toBe('/');
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('suite_ref='));
  expect(cookie).toBeDefined();
  expect(cookie).toMatch(/Max-Age=5184000/); // 60 days
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  return cookie!.split(';')[0]!;
}

/** Register through the form with the cookie, verify the e-mail, add a card: headers for the new account. */
async function registerReferred(cookie: string | null) {
  const request = platform.http.post('/api/auth/register');
  if (cookie) request.set('Cookie', cookie);
  const response = await request.send(registration({ accountName: 'Referred Robotics' }));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { user, accountId } = response.body.data as { user: { id: string; email: string }; accountId: string };
  await platform.db('core.users').where('id', user.id).update({ email_verified_at: clock.now() });
  const headers = headersFor(await platform.tokenFor({ id: user.id, email: user.email, token: '' }, accountId), accountId);
  await addCard(platform, headers);
  return { accountId, headers };
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  superAdmin = await platform.createUser({ superAdmin: true });
  const partners = await platform.createAccount({ name: 'Partners' });
  const user = await platform.createUser({ persona: 'AFFILIATE' });
  await platform.addMember(partners, user, 'MEMBER');
  affiliate = { user, accountId: partners.id };
});
afterAll(() => platform?.close());

describe('commission rules', () => {
  it('rounds a share of cents half up', () => {
    expect(commissionCents(2900, 1750)).toBe(508); // 507.5
    expect(commissionCents(1000, 1750)).toBe(175);
    expect(commissionCents(2900, 2000)).toBe(580);
  });

  it('reads the cookie value only when it is a click id', () => {
    expect(referralCookieValue('a=1; suite_ref=3f1c2d4e-1111-4222-8333-444455556666; b=2')).toBe('3f1c2d4e-1111-4222-8333-444455556666');
    expect(referralCookieValue('suite_ref=<script>')).toBeNull();
    expect(referralCookieValue(undefined)).toBeNull();
  });

  it('are public to read and changed only by a super admin', async () => {
    const defaults = await platform.http.get('/api/public/affiliate-program');
    expect(defaults.body.data).toEqual({ commissionRateBp: 2000, commissionMonths: 12, cookieDays: 60, holdDays: 30 });
    const refused = await platform.http.put('/api/admin/affiliate-program').set(await affiliateHeaders()).send(rulesBody);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(PublicSiteErrors.SUPER_ADMIN_ONLY);
    const bad = await platform.http.put('/api/admin/affiliate-program').set(await adminHeaders()).send({ ...rulesBody, commissionRateBp: 10001 });
    expect(bad.status).toBe(400);
    const saved = await platform.http.put('/api/admin/affiliate-program').set(await adminHeaders()).send(rulesBody);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(rulesBody);
  });
});

describe('GET /api/admin/affiliate-program: super admins only', () => {
  it('refuses the affiliate, an account OWNER and a visitor', async () => {
    const company = await platform.createAccount({ name: 'Owner Co' });
    const asAffiliate = await platform.http.get('/api/admin/affiliate-program').set(await affiliateHeaders());
    expect([asAffiliate.status, asAffiliate.body.error]).toEqual([403, PublicSiteErrors.SUPER_ADMIN_ONLY]);
    const asOwner = await platform.http.get('/api/admin/affiliate-program').set(headersFor(company.owner.token, company.id));
    expect([asOwner.status, asOwner.body.error]).toEqual([403, PublicSiteErrors.SUPER_ADMIN_ONLY]);
    expect((await platform.http.get('/api/admin/affiliate-program')).status).toBe(401);
    expect((await platform.http.get('/api/admin/affiliate-program').set(await adminHeaders())).status).toBe(200);
  });
});

describe('GET /api/affiliate/dashboard: the section 6 gate', () => {
  it('lets in the AFFILIATE persona, OWNER and ADMIN, and access:affiliate_dashboard; refuses other members and visitors', async () => {
    const company = await platform.createAccount({ name: 'Gate Co' });
    const asMember = async (role: 'ADMIN' | 'MEMBER' | 'OBSERVER', permissions: string[] = [], persona: string | null = null) => {
      const user = await platform.createUser({ persona });
      await platform.addMember(company, user, role, permissions);
      return platform.http.get('/api/affiliate/dashboard').set(headersFor(await platform.tokenFor(user, company.id), company.id));
    };
    expect((await platform.http.get('/api/affiliate/dashboard').set(headersFor(company.owner.token, company.id))).status).toBe(200);
    expect((await asMember('ADMIN')).status).toBe(200);
    expect((await asMember('MEMBER', ['access:affiliate_dashboard'])).status).toBe(200);
    expect((await asMember('OBSERVER', [], 'AFFILIATE')).status).toBe(200);
    expect((await asMember('MEMBER')).status).toBe(403);
    expect((await asMember('MEMBER', [], 'INVESTOR')).status).toBe(403);
    expect((await platform.http.get('/api/affiliate/dashboard')).status).toBe(401);
  });

  it('answers a tenant the caller is not a member of with 403 (another account named by X-Tenant-ID)', async () => {
    const other = await platform.createAccount({ name: 'Not yours' });
    const response = await platform.http.get('/api/affiliate/dashboard').set({ ...(await affiliateHeaders()), 'X-Tenant-ID': other.id });
    expect(response.status).toBe(403);
  });
});

describe('attribution with worked numbers (17.5 %, 12 months, 60-day cookie, 30-day hold)', () => {
  it('a click, a registration, two paid invoices and a refund give the expected commission', async () => {
    const start = await dashboard();
    expect(start.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(start.link).toBe(`${platform.config.appUrl.replace(/\/$/, '')}/r/${start.code}`);
    expect(start.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(start.totals).toEqual({ clicks: 0, signups: 0, payingAccounts: 0, pendingCents: 0, payableCents: 0, paidCents: 0 });

    // 1. A click (Nov 2) and 2. a registration ten days later, inside the 60-day window.
    const cookie = await click(start.code);
    clock.advance(10 * DAY);
    const referred = await registerReferred(cookie);
    const referral = await platform.db('core.affiliate_referrals').where('account_id', referred.accountId).first();
    expect(referral).toBeDefined();

    // 3. First paid invoice: PRO monthly, $29.00 -> 17.5 % = 507.5 -> 508 cents, pending (hold 30 days).
    const first = await buy(platform, referred.headers, 'PRO', 'MONTHLY');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    let view = await dashboard();
    expect(view.totals).toMatchObject({ clicks: 1, signups: 1, payingAccounts: 1, pendingCents: 508, payableCents: 0, paidCents: 0 });

    // 4. Second paid invoice: the monthly renewal a month later, $29.00 -> 508 more.
    clock.advance(31 * DAY);
    await platform.platform.billing.runRenewals();
    const invoices = (await platform.db('core.invoices').where('account_id', referred.accountId).orderBy('issued_at')) as { id: string; total_cents: string | number }[];
    expect(invoices.map((invoice) => Number(invoice.total_cents))).toEqual([2900, 2900]);
    view = await dashboard();
    // The first is past its 30-day hold: payable; the renewal's is pending.
    expect(view.totals).toMatchObject({ payingAccounts: 1, pendingCents: 508, payableCents: 508, paidCents: 0 });

    // 5. A refund of $10.00 on the renewal reverses 17.5 % of it: 175 cents.
    const refund = await platform.http.post('/api/admin/affiliate-program/refunds').set(await adminHeaders()).send({ invoiceId: invoices[1]!.id, amountCents: 1000 });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data).toEqual({ reversedCents: 175 });
    view = await dashboard();
    expect(view.totals).toMatchObject({ clicks: 1, signups: 1, payingAccounts: 1, pendingCents: 508 - 175, payableCents: 508, paidCents: 0 });
    expect(view.referrals).toEqual([expect.objectContaining({ accountName: 'Referred Robotics', paying: true, earnedCents: 508 + 508 - 175 })]);
    // By month: the click in November 2026, the sign-up and the first invoice in November, the renewal in December.
    expect(view.months).toEqual([
      { month: '2026-12', clicks: 0, signups: 0, pendingCents: 333, payableCents: 0, paidCents: 0 },
      { month: '2026-11', clicks: 1, signups: 1, pendingCents: 0, payableCents: 508, paidCents: 0 },
    ]);

    // A refund beyond what was paid is refused; refunding the rest reverses the rest exactly.
    const tooMuch = await platform.http.post('/api/admin/affiliate-program/refunds').set(await adminHeaders()).send({ invoiceId: invoices[1]!.id, amountCents: 1901 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toBe(PublicSiteErrors.REFUND_TOO_LARGE);
    const notAdmin = await platform.http.post('/api/admin/affiliate-program/refunds').set(await affiliateHeaders()).send({ invoiceId: invoices[1]!.id, amountCents: 1 });
    expect(notAdmin.status).toBe(403);

    // A payout pays what is payable (508) and leaves the pending.
    const payout = await platform.http.post('/api/admin/affiliate-program/payouts').set(await adminHeaders()).send({ affiliateCode: start.code });
    expect(payout.body.data).toEqual({ paidCents: 508 });
    view = await dashboard();
    expect(view.totals).toMatchObject({ pendingCents: 333, payableCents: 0, paidCents: 508 });

    // The super admin's screen (/admin/affiliate-program) reads the same figures per invoice.
    const overview = await platform.http.get('/api/admin/affiliate-program').set(await adminHeaders());
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(overview.body.data.rules).toEqual(rulesBody);
    const mine = (overview.body.data.affiliates as { code: string }[]).find((row) => row.code === start.code);
    expect(mine).toMatchObject({ signups: 1, pendingCents: 333, payableCents: 0, paidCents: 508, email: affiliate.user.email });
    expect((mine as unknown as { commissions: unknown[] }).commissions).toEqual([
      expect.objectContaining({ invoiceId: invoices[1]!.id, accountName: 'Referred Robotics', baseCents: 2900, refundedCents: 1000, amountCents: 333, status: 'pending' }),
      expect.objectContaining({ invoiceId: invoices[0]!.id, accountName: 'Referred Robotics', baseCents: 2900, refundedCents: 0, amountCents: 508, status: 'paid' }),
    ]);
  });

  it('does not attribute without a cookie, after the 60-day window, or an invoice paid after the commission months', async () => {
    const { code } = await dashboard();
    const before = (await dashboard()).totals.signups;
    await registerReferred(null);
    const late = await click(code);
    clock.advance(61 * DAY);
    await registerReferred(late);
    expect((await dashboard()).totals.signups).toBe(before);

    // Within the window: attributed; an invoice 13 months later earns nothing.
    const cookie = await click(code);
    const referred = await registerReferred(cookie);
    expect((await dashboard()).totals.signups).toBe(before + 1);
    await platform.db('core.affiliate_referrals').where('account_id', referred.accountId).update({ registered_at: new Date(clock.now().getTime() - 400 * DAY) });
    const bought = await buy(platform, referred.headers, 'PRO', 'MONTHLY');
    expect(bought.status).toBe(200);
    const earned = await platform.db('core.affiliate_commissions as c').join('core.invoices as i', 'i.id', 'c.invoice_id').where('i.account_id', referred.accountId);
    expect(earned).toEqual([]);
  });

  it('an unknown code still sends the visitor on, without a cookie', async () => {
    const response = await platform.http.get('/r/NOPE1234?to=/pricing');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/pricing');
    expect(response.headers['set-cookie']).toBeUndefined();
    const outside = await platform.http.get('/r/NOPE1234?to=//evil.example');
    expect(outside.headers.location).toBe('/');
  });
});
