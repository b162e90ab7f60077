import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, OnboardingErrors, type AccountRole } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';
import { wizardShouldOpen } from './service.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock('2026-11-02T10:00:00Z');
let platform: TestPlatform;

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });

/** A new account created "now" on the test clock, and a user of it with a persona and a role. */
async function newAccount(): Promise<TestAccount> {
  const account = await platform.createAccount({ plan: 'FREE' });
  await platform.db('core.accounts').where('id', account.id).update({ created_at: clock.now() });
  return account;
}

async function userIn(account: TestAccount, role: AccountRole, persona: string | null): Promise<TestUser> {
  const user = await platform.createUser({ persona });
  await platform.addMember(account, user, role);
  return user;
}

async function status(user: TestUser, account: TestAccount) {
  const response = await platform.http.get('/api/onboarding/status').set(auth(await platform.tokenFor(user, account.id), account.id));
  expect(response.status).toBe(200);
  return response.body.data;
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

describe('when the wizard opens by itself', () => {
  it('opens for a founder of an account under 7 days old, and no longer on day 7', async () => {
    clock.set('2026-11-02T10:00:00Z');
    const account = await newAccount();
    const founder = await userIn(account, 'MEMBER', 'FOUNDER');
    expect((await status(founder, account)).shouldOpen).toBe(true);
    clock.advance(7 * DAY - 60_000);
    expect((await status(founder, account)).shouldOpen).toBe(true);
    clock.advance(60_000);
    const late = await status(founder, account);
    expect(late.shouldOpen).toBe(false);
    expect(late.isComplete).toBe(false);
    expect(late.windowEndsAt).toBe('2026-11-09T10:00:00.000Z');
  });

  it('opens for an owner or admin without a persona, and not for a member without one, a team member or an investor', async () => {
    clock.set('2026-11-02T10:00:00Z');
    const account = await newAccount();
    const cases: [AccountRole, string | null, boolean][] = [
      ['OWNER', null, true],
      ['ADMIN', null, true],
      ['MEMBER', null, false],
      ['OBSERVER', null, false],
      ['ADMIN', 'TEAM_MEMBER', false],
      ['OWNER', 'INVESTOR', false],
      ['OBSERVER', 'FOUNDER', true],
    ];
    for (const [role, persona, expected] of cases) {
      const user = await userIn(account, role, persona);
      expect((await status(user, account)).shouldOpen, `${role} ${persona}`).toBe(expected);
    }
  });

  it('follows the rule of platform.md section 4 as a function too', () => {
    const base = { accountCreatedAt: new Date('2026-11-01T00:00:00Z'), now: new Date('2026-11-03T00:00:00Z'), completed: false, skipped: false, persona: 'FOUNDER' as const, role: 'MEMBER' as const };
    expect(wizardShouldOpen(base)).toBe(true);
    expect(wizardShouldOpen({ ...base, completed: true })).toBe(false);
    expect(wizardShouldOpen({ ...base, skipped: true })).toBe(false);
    expect(wizardShouldOpen({ ...base, now: new Date('2026-11-08T00:00:00Z') })).toBe(false);
  });
});

describe('complete, skip and reset', () => {
  let account: TestAccount;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    clock.set('2026-11-02T10:00:00Z');
    account = await newAccount();
    admin = await userIn(account, 'ADMIN', null);
    member = await userIn(account, 'MEMBER', 'TEAM_MEMBER');
  });

  it("shows the 'Complete Setup' badge to admins while neither flag is set", async () => {
    const view = await status(admin, account);
    expect(view).toMatchObject({ isComplete: false, shouldOpen: true, showSetupBadge: true, canManage: true, settings: { onboardingWizardCompleted: false, onboardingWizardSkipped: false, onboardingCompleted: false } });
    expect((await status(member, account)).showSetupBadge).toBe(false);
  });

  it('skipping counts as done: the wizard and the badge stay closed', async () => {
    const response = await platform.http.post('/api/onboarding/skip').set(auth(await platform.tokenFor(admin, account.id), account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isComplete: true, shouldOpen: false, showSetupBadge: false, settings: { onboardingWizardSkipped: true, onboardingWizardCompleted: false } });
  });

  it('completing sets both completion flags and forgets the skip', async () => {
    const response = await platform.http.post('/api/onboarding/complete').set(auth(await platform.tokenFor(admin, account.id), account.id));
    expect(response.body.data.settings).toEqual({ onboardingWizardCompleted: true, onboardingWizardSkipped: false, onboardingCompleted: true });
    const row = await platform.db('core.accounts').where('id', account.id).first('settings');
    expect(row.settings).toMatchObject({ onboardingWizardCompleted: true, onboardingCompleted: true, onboardingCompletedAt: clock.now().toISOString() });
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'onboarding.completed' }).first()).toMatchObject({ user_id: admin.id });
  });

  it("refuses 'Reset Setup' to members, and lets admins clear the flags so that the wizard opens again", async () => {
    const refused = await platform.http.post('/api/onboarding/reset').set(auth(await platform.tokenFor(member, account.id), account.id));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    const response = await platform.http.post('/api/onboarding/reset').set(auth(await platform.tokenFor(admin, account.id), account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isComplete: false, shouldOpen: true, showSetupBadge: true, settings: { onboardingWizardCompleted: false, onboardingWizardSkipped: false, onboardingCompleted: false } });
  });

  it('refuses complete and skip to a member who is neither admin nor founder', async () => {
    for (const path of ['/api/onboarding/complete', '/api/onboarding/skip']) {
      const response = await platform.http.post(path).set(auth(await platform.tokenFor(member, account.id), account.id));
      expect(response.status).toBe(403);
    }
  });

  it('lets the founder the wizard opened for skip it', async () => {
    const founder = await userIn(account, 'MEMBER', 'FOUNDER');
    const response = await platform.http.post('/api/onboarding/skip').set(auth(await platform.tokenFor(founder, account.id), account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ isComplete: true, canManage: false });
  });
});

describe('the steps', () => {
  it('saves the company details and marks the steps done as the account is configured', async () => {
    clock.set('2026-11-02T10:00:00Z');
    const account = await newAccount();
    const headers = auth(account.owner.token, account.id);
    expect((await status(account.owner, account)).steps).toEqual({ company: false, domains: false, team: false, plan: false });

    const saved = await platform.http.patch('/api/onboarding/company').set(headers).send({ name: 'Rocket Labs', stage: 'Seed', founded: '2024', website: 'https://rocket.example' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.company).toEqual({ name: 'Rocket Labs', stage: 'Seed', founded: '2024', website: 'https://rocket.example' });
    const cleared = await platform.http.patch('/api/onboarding/company').set(headers).send({ website: '' });
    expect(cleared.body.data.company).toEqual({ name: 'Rocket Labs', stage: 'Seed', founded: '2024' });

    await platform.http.put(`/api/accounts/${account.id}/features/selection`).set(headers).send({ selectedFeatures: ['agile_survival', 'product_management'] }).expect(200);
    await userIn(account, 'MEMBER', null);
    await platform.db('core.accounts').where('id', account.id).update({ plan: 'PRO' });
    const view = await status(account.owner, account);
    expect(view.steps).toEqual({ company: true, domains: true, team: true, plan: true });
    expect(view.stepsDone).toEqual(['company', 'domains', 'team', 'plan']);
  });

  it("names the account after the company: an account still named after its owner (or after the previous company name) follows the company name, in the session too; an account renamed by hand keeps its name", async () => {
    clock.set('2026-11-02T10:00:00Z');
    const account = await newAccount();
    const owner = await platform.db('core.users').where('id', account.owner.id).first('first_name', 'last_name');
    await platform.db('core.accounts').where('id', account.id).update({ name: `${owner.first_name} ${owner.last_name}` });
    const headers = auth(account.owner.token, account.id);
    await platform.http.patch('/api/onboarding/company').set(headers).send({ name: 'Rocket Labs' }).expect(200);
    expect((await platform.db('core.accounts').where('id', account.id).first('name')).name).toBe('Rocket Labs');
    const session = await platform.http.get('/api/auth/session').set(headers);
    expect(session.body.data.account.name).toBe('Rocket Labs');
    expect(session.body.data.memberships.find((m: { accountId: string }) => m.accountId === account.id).accountName).toBe('Rocket Labs');
    await platform.http.patch('/api/onboarding/company').set(headers).send({ name: 'Rocket Labs Inc.' }).expect(200);
    expect((await platform.db('core.accounts').where('id', account.id).first('name')).name).toBe('Rocket Labs Inc.');

    await platform.db('core.accounts').where('id', account.id).update({ name: 'Chosen by hand' });
    await platform.http.patch('/api/onboarding/company').set(headers).send({ name: 'Another name' }).expect(200);
    expect((await platform.db('core.accounts').where('id', account.id).first('name')).name).toBe('Chosen by hand');
  });

  it('refuses bad company details with their texts, never 500', async () => {
    clock.set('2026-11-02T10:00:00Z');
    const account = await newAccount();
    const headers = auth(account.owner.token, account.id);
    const cases: [object, string][] = [
      [{ website: 'not a site' }, OnboardingErrors.INVALID_WEBSITE],
      [{ founded: '20x4' }, OnboardingErrors.INVALID_FOUNDED],
      [{ founded: '2031' }, OnboardingErrors.INVALID_FOUNDED],
      [{ name: '   ' }, OnboardingErrors.COMPANY_NAME_LENGTH],
    ];
    for (const [body, message] of cases) {
      const response = await platform.http.patch('/api/onboarding/company').set(headers).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(message);
    }
    expect((await platform.http.patch('/api/onboarding/company').set(headers).send({ industry: 'x' })).status).toBe(400);
  });

  it('lets only account admins edit the company details', async () => {
    clock.set('2026-11-02T10:00:00Z');
    const account = await newAccount();
    const member = await userIn(account, 'MEMBER', 'FOUNDER');
    const response = await platform.http.patch('/api/onboarding/company').set(auth(await platform.tokenFor(member, account.id), account.id)).send({ name: 'Mine now' });
    expect(response.status).toBe(403);
  });

  it("never reads or changes another account's onboarding", async () => {
    const mine = await newAccount();
    const theirs = await newAccount();
    for (const [method, path] of [
      ['get', '/api/onboarding/status'],
      ['post', '/api/onboarding/complete'],
      ['post', '/api/onboarding/skip'],
      ['post', '/api/onboarding/reset'],
      ['patch', '/api/onboarding/company'],
    ] as const) {
      const response = await platform.http[method](path).set(auth(mine.owner.token, theirs.id)).send({ name: 'Hijack' });
      expect(response.status, path).toBe(403);
      expect(response.body.error).toBe(AccessErrors.tenantMismatch(theirs.id));
    }
    const row = await platform.db('core.accounts').where('id', theirs.id).first('settings', 'company');
    expect(row).toEqual({ settings: {}, company: {} });
  });
});
