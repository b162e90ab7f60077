import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicSiteErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { headersFor, memberOf } from '../billing/testing.js';

const clock = new TestClock('2026-11-02T10:00:00Z');
let platform: TestPlatform;
let hidden: TestAccount;
const accounts: TestAccount[] = [];

const owner = (account: TestAccount) => headersFor(account.owner.token, account.id);
const profile = (overrides: Record<string, unknown> = {}) => ({ listed: true, slug: 'startup', name: 'Startup', oneLiner: '', industry: null, stage: null, seeking: [], metrics: [], ...overrides });

async function save(account: TestAccount, body: Record<string, unknown>) {
  return platform.http.put('/api/accounts/public-profile').set(owner(account)).send(body);
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  // 14 listed: 7 fintech (odd ones seek investment), 7 health; stages alternate seed / series-a.
  for (let i = 1; i <= 14; i++) {
    const account = await platform.createAccount({ name: `Company ${i}` });
    accounts.push(account);
    clock.advance(1000);
    const response = await save(account, profile({
      slug: `company-${i}`,
      name: i === 5 ? 'Zebra Payments' : `Company ${i}`,
      oneLiner: i === 9 ? 'Cold-chain sensors for vaccines' : 'We build things',
      industry: i <= 7 ? 'fintech' : 'health',
      stage: i % 2 ? 'seed' : 'series-a',
      seeking: i % 2 ? ['investment', 'customers'] : ['advisors'],
    }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  // Saved but never listed: nothing of it may be public.
  hidden = await platform.createAccount({ name: 'Secret Stealth Co' });
  expect((await save(hidden, profile({ listed: false, slug: 'secret-stealth', name: 'Secret Stealth Co', oneLiner: 'We build things', industry: 'fintech', stage: 'seed', seeking: ['investment'] }))).status).toBe(200);
  // And one that never opened the form.
  await platform.createAccount({ name: 'Never Opted In' });
});
afterAll(() => platform?.close());

describe('GET /api/public/directory', () => {
  it('pages by 12, newest first, with the page in the answer', async () => {
    const first = await platform.http.get('/api/public/directory');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 14, page: 1, pageSize: 12, pages: 2 });
    expect(first.body.data.items).toHaveLength(12);
    expect(first.body.data.items[0]).toEqual({ slug: 'company-14', name: 'Company 14', logoUrl: null, oneLiner: 'We build things', industry: 'health', stage: 'series-a', seeking: ['advisors'] });
    const second = await platform.http.get('/api/public/directory?page=2');
    expect(second.body.data.items.map((item: { slug: string }) => item.slug)).toEqual(['company-2', 'company-1']);
    // A page past the end answers the last one.
    expect((await platform.http.get('/api/public/directory?page=9')).body.data.page).toBe(2);
    expect((await platform.http.get('/api/public/directory?page=0')).status).toBe(400);
  });

  it('searches name and text, and filters by industry, stage and what they seek', async () => {
    const slugs = async (query: string) => ((await platform.http.get(`/api/public/directory?${query}`)).body.data.items as { slug: string }[]).map((item) => item.slug);
    expect(await slugs('q=zebra')).toEqual(['company-5']);
    expect(await slugs('q=cold-chain')).toEqual(['company-9']);
    expect(await slugs('q=100%25')).toEqual([]);
    expect((await slugs('industry=health')).length).toBe(7);
    expect(await slugs('industry=fintech&stage=series-a')).toEqual(['company-6', 'company-4', 'company-2']);
    expect(await slugs('industry=health&seeking=investment')).toEqual(['company-13', 'company-11', 'company-9']);
    expect((await platform.http.get('/api/public/directory?industry=tobacco')).status).toBe(400);
  });

  it('never shows an account that did not opt in: not in the list, the search, a profile or the sitemap', async () => {
    const all = [
      ...(await platform.http.get('/api/public/directory')).body.data.items,
      ...(await platform.http.get('/api/public/directory?page=2')).body.data.items,
      ...(await platform.http.get('/api/public/directory?q=secret')).body.data.items,
      ...(await platform.http.get('/api/public/directory?q=never')).body.data.items,
    ];
    expect(all.map((item: { name: string }) => item.name)).not.toContain('Secret Stealth Co');
    expect(all.map((item: { name: string }) => item.name)).not.toContain('Never Opted In');
    const direct = await platform.http.get('/api/public/businesses/secret-stealth');
    expect(direct.status).toBe(404);
    expect(direct.body.error).toBe(PublicSiteErrors.BUSINESS_NOT_FOUND);
    const sitemap = await platform.http.get('/sitemap.xml');
    expect(sitemap.text).toContain('/businesses/company-1<');
    expect(sitemap.text).not.toContain('secret-stealth');
  });

  it('unlisting takes a company out at once', async () => {
    const account = accounts[0]!;
    expect((await save(account, profile({ listed: false, slug: 'company-1', name: 'Company 1' }))).status).toBe(200);
    expect((await platform.http.get('/api/public/directory')).body.data.total).toBe(13);
    expect((await platform.http.get('/api/public/businesses/company-1')).status).toBe(404);
    expect((await save(account, profile({ listed: true, slug: 'company-1', name: 'Company 1', oneLiner: 'We build things', industry: 'fintech', stage: 'seed', seeking: ['investment', 'customers'] }))).status).toBe(200);
  });
});

describe('GET /api/public/businesses/{slug}', () => {
  it('shows the profile and only the metrics chosen (none by default)', async () => {
    const response = await platform.http.get('/api/public/businesses/company-3');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ slug: 'company-3', name: 'Company 3', metrics: [], acceptsAccessRequests: false });
    await save(accounts[2]!, profile({ slug: 'company-3', name: 'Company 3', metrics: ['teamSize'] }));
    const withTeam = await platform.http.get('/api/public/businesses/COMPANY-3');
    expect(withTeam.body.data.metrics).toEqual([{ key: 'teamSize', value: 1 }]);
  });

  it('an investor asking for access without the investor area gets its text; other personas are refused', async () => {
    const investor = await platform.createUser({ persona: 'INVESTOR' });
    const asked = await platform.http.post('/api/public/businesses/company-3/access-requests').set('Authorization', `Bearer ${investor.token}`).send({ message: 'Hello' });
    expect(asked.status).toBe(409);
    expect(asked.body.error).toBe(PublicSiteErrors.ACCESS_REQUESTS_UNAVAILABLE);
    const founder = await platform.createUser({ persona: 'FOUNDER' });
    const refused = await platform.http.post('/api/public/businesses/company-3/access-requests').set('Authorization', `Bearer ${founder.token}`).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(PublicSiteErrors.INVESTORS_ONLY);
    expect((await platform.http.post('/api/public/businesses/company-3/access-requests').send({})).status).toBe(401);
    expect((await platform.http.post('/api/public/businesses/secret-stealth/access-requests').set('Authorization', `Bearer ${investor.token}`).send({})).status).toBe(404);
  });
});

describe('PUT /api/accounts/public-profile', () => {
  it('is for OWNER and ADMIN: members and observers are refused', async () => {
    const account = accounts[3]!;
    const admin = await memberOf(platform, account, 'ADMIN');
    expect((await platform.http.get('/api/accounts/public-profile').set(admin.headers)).status).toBe(200);
    for (const role of ['MEMBER', 'OBSERVER'] as const) {
      const member = await memberOf(platform, account, role);
      expect((await platform.http.get('/api/accounts/public-profile').set(member.headers)).status).toBe(403);
      expect((await platform.http.put('/api/accounts/public-profile').set(member.headers).send(profile({ slug: 'company-4', name: 'Hijacked' }))).status).toBe(403);
    }
    expect((await platform.http.get('/api/public/businesses/company-4')).body.data.name).toBe('Company 4');
  });

  it("acts on the tenant's own profile only: another account named by X-Tenant-ID is refused", async () => {
    const response = await platform.http.put('/api/accounts/public-profile').set({ ...owner(accounts[4]!), 'X-Tenant-ID': accounts[5]!.id }).send(profile({ slug: 'company-6', name: 'Taken over' }));
    expect(response.status).toBe(403);
    expect((await platform.http.get('/api/public/businesses/company-6')).body.data.name).toBe('Company 6');
  });

  it('starts as an unlisted draft from the account, and checks the address', async () => {
    const fresh = await platform.createAccount({ name: 'Été Café & Co' });
    const draft = await platform.http.get('/api/accounts/public-profile').set(owner(fresh));
    expect(draft.body.data).toMatchObject({ listed: false, saved: false, name: 'Été Café & Co', metrics: [] });
    expect(draft.body.data.slug).toMatch(/^[a-z0-9-]{3,60}$/);
    const bad = await save(fresh, profile({ slug: 'Bad Slug!' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(PublicSiteErrors.INVALID_SLUG);
    const taken = await save(fresh, profile({ slug: 'company-2', name: 'Copycat' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(PublicSiteErrors.SLUG_TAKEN);
    const blank = await save(fresh, profile({ slug: 'ete-cafe', name: '   ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(PublicSiteErrors.NAME_REQUIRED);
    const badMetric = await save(fresh, profile({ slug: 'ete-cafe', metrics: ['salaries'] }));
    expect(badMetric.status).toBe(400);
  });
});

describe('POST /api/public/early-access', () => {
  it('stores each request and counts them per feature for the team (super admin)', async () => {
    const first = await platform.http.post('/api/public/early-access').send({ feature: 'Predictive Analytics', category: 'AI & Automation' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ feature: 'Predictive Analytics', requests: 1 });
    const second = await platform.http.post('/api/public/early-access').send({ feature: 'Predictive Analytics', category: 'AI & Automation', email: 'ada@example.test' });
    expect(second.body.data.requests).toBe(2);
    const missing = await platform.http.post('/api/public/early-access').send({ feature: '  ', category: 'AI' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(PublicSiteErrors.FEATURE_REQUIRED);
    const admin = await platform.createUser({ superAdmin: true });
    const counts = await platform.http.get('/api/admin/early-access').set('Authorization', `Bearer ${admin.token}`);
    expect(counts.body.data).toEqual([expect.objectContaining({ feature: 'Predictive Analytics', category: 'AI & Automation', requests: 2 })]);
    const plain = await platform.createUser();
    expect((await platform.http.get('/api/admin/early-access').set('Authorization', `Bearer ${plain.token}`)).status).toBe(403);
  });
});

describe('SEO files', () => {
  it('serves robots.txt and a sitemap with hreflang alternates', async () => {
    const robots = await platform.http.get('/robots.txt');
    expect(robots.text).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots.text).toContain('Disallow: /api/');
    const sitemap = await platform.http.get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    for (const path of ['/', '/business-directory', '/affiliate-program', '/docs/getting-started/quick-start', '/competitors/agile-survival']) expect(sitemap.text).toContain(`${path}?lang=fr"`);
    expect(sitemap.text).toContain('hreflang="es"');
  });
});
