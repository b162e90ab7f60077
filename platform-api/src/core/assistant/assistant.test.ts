import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, FEATURE_KEYS, FeatureErrors, MODULE_FEATURE, type DemoDirectory, type Logger } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { installedPlugins } from '../../plugins/installed.js';
import { seedDemoData } from '../seed/seed.js';

/**
 * The assistant and the account lists (platform.md section 7) on the seeded demo accounts, every
 * domain installed: answers agree with the domains' own screens, the flag and the plan gate the
 * assistant, other accounts' ids are refused.
 */
let platform: TestPlatform;
let demo: DemoDirectory;
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const clock = new TestClock('2026-11-26T10:00:00Z');

const as = async (account: 'pro' | 'free' | 'enterprise', label: string) => {
  const entry = demo.accounts[account]!;
  const token = await platform.tokenFor({ id: entry.users[label]!, email: '', token: '' }, entry.id);
  return { Authorization: `Bearer ${token}`, 'X-Tenant-ID': entry.id };
};
const ask = async (question: string, account: 'pro' | 'free' | 'enterprise' = 'pro', label = 'founder') => platform.http.post('/api/assistant/query').set(await as(account, label)).send({ question });
const figure = (answer: { figures: { key: string; value: unknown }[] }, key: string) => answer.figures.find((entry) => entry.key === key)?.value;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [...installedPlugins], clock });
  demo = (await seedDemoData(platform.db, installedPlugins, quiet, clock.now, platform.platform.host.capabilities))!;
}, 180_000);
afterAll(() => platform?.close());

describe('POST /api/assistant/query on the PRO demo account', () => {
  it("answers 'what is our runway' with the runway /runway-tracker shows", async () => {
    const runway = (await platform.http.get('/api/bi/runway').set(await as('pro', 'founder')).expect(200)).body.data.snapshot;
    expect(runway.runwayDays).toBeGreaterThan(0);
    const answer = (await ask('what is our runway').then((response) => response.body)).data;
    expect(answer).toMatchObject({ status: 'answered', domain: 'bi', link: '/runway-tracker', understood: { intent: 'RUNWAY', query: 'RUNWAY' } });
    expect(figure(answer, 'runwayMonths')).toBe(runway.runwayMonths);
    expect(figure(answer, 'runwayDays')).toBe(runway.runwayDays);
    expect(figure(answer, 'cashOnHand')).toBe(runway.cashOnHandCents);
  });

  it('answers every member, the observer included (reading only)', async () => {
    for (const label of ['admin', 'member', 'observer']) expect((await ask('what is our burn', 'pro', label)).status).toBe(200);
  });

  it("counts the same overdue action items as GET /api/accounts/{id}/action-items?overdue=true", async () => {
    const pro = demo.accounts.pro!.id;
    const list = (await platform.http.get(`/api/accounts/${pro}/action-items?overdue=true`).set(await as('pro', 'founder')).expect(200)).body.data;
    const answer = (await ask('which retro action items are overdue')).body.data;
    expect(answer.status).toBe('answered');
    expect(figure(answer, 'overdueActionItems')).toBe(list.items.length);
    expect(answer.link).toBe('/action-items?overdue=true');
  });

  it('answers velocity per team from the seeded sprints and names an unknown team', async () => {
    const teams = (await platform.http.get(`/api/accounts/${demo.accounts.pro!.id}/teams`).set(await as('pro', 'founder')).expect(200)).body.data.items as { name: string }[];
    expect(teams.length).toBeGreaterThan(0);
    const answer = (await ask(`velocity of team ${teams[0]!.name} last 3 sprints`)).body.data;
    expect(answer.understood.parameters).toEqual({ team: teams[0]!.name, sprints: 3 });
    expect(['answered', 'no_data']).toContain(answer.status);
    const unknown = (await ask('velocity of team Nonexistentteam')).body.data;
    expect(unknown.status).toBe('unknown_team');
  });

  it("lists what it can answer for a question it has no rule for", async () => {
    const answer = (await ask('what is the meaning of life')).body.data;
    expect(answer.status).toBe('not_understood');
    expect(answer.examples).toContain('What is our runway?');
    // The velocity example names the account's own first team, so it answers when asked.
    const teams = (await platform.http.get(`/api/accounts/${demo.accounts.pro!.id}/teams`).set(await as('pro', 'founder')).expect(200)).body.data.items as { name: string }[];
    const example = `Velocity of team ${teams[0]!.name} last 3 sprints`;
    expect(answer.examples).toContain(example);
    expect((await ask(example)).body.data.understood.parameters.team).toBe(teams[0]!.name);
  });

  it("refuses an empty or oversized question with the validation text, never a 500", async () => {
    const headers = await as('pro', 'founder');
    expect((await platform.http.post('/api/assistant/query').set(headers).send({})).status).toBe(400);
    expect((await platform.http.post('/api/assistant/query').set(headers).send({ question: 'x'.repeat(501) })).status).toBe(400);
    expect((await platform.http.post('/api/assistant/query').set(headers).send({ question: '' })).body.data.status).toBe('not_understood');
  });
});

describe('the assistant pages', () => {
  it('GET /api/assistant/grammar lists the rules with their domains on', async () => {
    const grammar = (await platform.http.get('/api/assistant/grammar').set(await as('pro', 'founder')).expect(200)).body.data;
    expect(grammar.intents.find((rule: { intent: string }) => rule.intent === 'RUNWAY')).toMatchObject({ domain: 'bi', enabled: true, link: '/runway-tracker' });
  });

  it('GET /api/assistant/predictive forecasts runway and sprints with their inputs', async () => {
    const view = (await platform.http.get('/api/assistant/predictive').set(await as('pro', 'founder')).expect(200)).body.data;
    const runway = (await platform.http.get('/api/bi/runway').set(await as('pro', 'founder')).expect(200)).body.data.snapshot;
    expect(view.runway.enabled).toBe(true);
    expect(view.runway.forecast.runwayDays).toBe(runway.runwayDays);
    expect(view.runway.forecast.history).toHaveLength(6);
    expect(view.sprints.enabled).toBe(true);
    expect(view.sprints.teams.length).toBeGreaterThan(0);
  });

  it("GET /api/assistant/insights reads bi's insights", async () => {
    const view = (await platform.http.get('/api/assistant/insights').set(await as('pro', 'founder')).expect(200)).body.data;
    expect(view.enabled).toBe(true);
    expect(view.current.some((insight: { rule: string }) => insight.rule === 'RUNWAY_TREND')).toBe(true);
  });

  it('GET /api/assistant/meetings summarises sessions, open action items and my one-on-ones', async () => {
    const view = (await platform.http.get('/api/assistant/meetings').set(await as('pro', 'founder')).expect(200)).body.data;
    expect(view.sessions.enabled).toBe(true);
    expect(view.sessions.items.length).toBeGreaterThan(0);
    expect(view.actionItems.items.every((item: { status: string }) => item.status === 'OPEN' || item.status === 'IN_PROGRESS')).toBe(true);
    expect(view.oneOnOnes.enabled).toBe(true);
  });
});

describe('who gets the assistant', () => {
  it("refuses a FREE account with the feature text (the plan lacks the AI assistant)", async () => {
    const response = await ask('what is our runway', 'free', 'admin');
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(FeatureErrors.FEATURE_DISABLED);
    expect((await platform.http.get('/api/assistant/meetings').set(await as('free', 'admin'))).status).toBe(403);
  });

  it("refuses another account's tenant with the tenant text", async () => {
    const headers = { ...(await as('pro', 'founder')), 'X-Tenant-ID': demo.accounts.enterprise!.id };
    const response = await platform.http.post('/api/assistant/query').set(headers).send({ question: 'what is our runway' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.tenantMismatch(demo.accounts.enterprise!.id));
  });

  it('needs a signed-in user', async () => {
    expect((await platform.http.post('/api/assistant/query').send({ question: 'what is our runway' })).status).toBe(401);
  });

  it('says the domain is off when bi is turned off, and not when it is back', async () => {
    const enterprise = demo.accounts.enterprise!.id;
    await platform.setFeatures(enterprise, FEATURE_KEYS.filter((key) => key !== MODULE_FEATURE.bi));
    const off = (await ask('what is our runway', 'enterprise', 'admin')).body.data;
    expect(off).toMatchObject({ status: 'domain_off', domain: 'bi', figures: [] });
    await platform.setFeatures(enterprise, [...FEATURE_KEYS]);
    expect((await ask('what is our runway', 'enterprise', 'admin')).body.data.status).not.toBe('domain_off');
  });
});

describe('GET /api/accounts/{id}/teams, /products, /sessions, /action-items', () => {
  const lists = ['teams', 'products', 'sessions', 'action-items'];

  it('answers each list from its domain', async () => {
    const pro = demo.accounts.pro!.id;
    const headers = await as('pro', 'member');
    const teams = (await platform.http.get(`/api/accounts/${pro}/teams`).set(headers).expect(200)).body.data;
    expect(teams).toMatchObject({ domain: 'agile', enabled: true });
    expect(teams.items[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), memberCount: expect.any(Number) });
    const products = (await platform.http.get(`/api/accounts/${pro}/products`).set(headers).expect(200)).body.data;
    expect(products).toMatchObject({ domain: 'product', enabled: true });
    expect(products.items.length).toBeGreaterThan(0);
    const sessions = (await platform.http.get(`/api/accounts/${pro}/sessions?limit=5`).set(headers).expect(200)).body.data;
    expect(sessions.items.length).toBeLessThanOrEqual(5);
    expect(sessions.items.every((session: { kind: string; path: string }) => session.path.startsWith(session.kind === 'poker' ? '/poker/sessions/' : '/retro/sessions/'))).toBe(true);
  });

  it('filters action items: open by default, all, overdue against today, mine, a team, an owner', async () => {
    const pro = demo.accounts.pro!.id;
    const headers = await as('pro', 'founder');
    const get = async (query: string) => (await platform.http.get(`/api/accounts/${pro}/action-items${query}`).set(headers).expect(200)).body.data;
    const open = await get('');
    expect(open.today).toBe('2026-11-26');
    expect(open.items.every((item: { status: string }) => ['OPEN', 'IN_PROGRESS'].includes(item.status))).toBe(true);
    const all = await get('?status=all');
    expect(all.items.length).toBeGreaterThanOrEqual(open.items.length);
    const overdue = await get('?overdue=true');
    expect(overdue.items.every((item: { dueDate: string; overdue: boolean }) => item.overdue && item.dueDate < '2026-11-26')).toBe(true);
    const first = all.items.find((item: { teamId: string | null }) => item.teamId);
    if (first) {
      const team = await get(`?status=all&teamId=${first.teamId}`);
      expect(team.items.every((item: { teamId: string }) => item.teamId === first.teamId)).toBe(true);
    }
    const owned = all.items.find((item: { ownerId: string | null }) => item.ownerId);
    if (owned) {
      const byOwner = await get(`?status=all&ownerId=${owned.ownerId}`);
      expect(byOwner.items.length).toBeGreaterThan(0);
      expect(byOwner.items.every((item: { ownerId: string; ownerName: string | null }) => item.ownerId === owned.ownerId && item.ownerName)).toBe(true);
    }
    expect((await get('?scope=mine&ownerId=me')).items).toBeInstanceOf(Array);
    expect((await platform.http.get(`/api/accounts/${pro}/action-items?status=SOMEDAY`).set(headers)).status).toBe(400);
  });

  it("refuses another account's id with the tenant text, on every list", async () => {
    const enterprise = demo.accounts.enterprise!.id;
    const headers = await as('pro', 'founder');
    for (const list of lists) {
      const response = await platform.http.get(`/api/accounts/${enterprise}/${list}`).set(headers);
      expect(response.status, list).toBe(403);
      expect(response.body.error).toBe(AccessErrors.tenantMismatch(enterprise));
    }
  });

  it('needs a signed-in user', async () => {
    for (const list of lists) expect((await platform.http.get(`/api/accounts/${demo.accounts.pro!.id}/${list}`)).status).toBe(401);
  });

  it('answers an empty list naming the domain when it is off', async () => {
    const enterprise = demo.accounts.enterprise!.id;
    await platform.setFeatures(enterprise, FEATURE_KEYS.filter((key) => key !== MODULE_FEATURE.agile && key !== MODULE_FEATURE.product));
    const headers = await as('enterprise', 'admin');
    for (const [list, domain] of [
      ['teams', 'agile'],
      ['sessions', 'agile'],
      ['action-items', 'agile'],
      ['products', 'product'],
    ] as const) {
      const response = await platform.http.get(`/api/accounts/${enterprise}/${list}`).set(headers).expect(200);
      expect(response.body.data).toMatchObject({ domain, enabled: false, items: [] });
    }
    await platform.setFeatures(enterprise, [...FEATURE_KEYS]);
  });
});
