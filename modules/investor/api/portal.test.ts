import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { investorPlugin, RUNWAY_WATCH_JOB } from './index.js';
import { financeStandIn } from './test-fixture.js';
import { caller, createInvestor, grant, type InvestorSetup } from './portal-fixture.js';
import { InvestorErrors } from '../shared/index.js';

/** The portal's rules end to end over HTTP: section 5's texts, the states of section 4, section 9's numbers. */

let platform: TestPlatform;
const finance = financeStandIn();
let acme: TestAccount;
let globex: TestAccount;
let angel: InvestorSetup;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, investorPlugin] });
  call = caller(platform);
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  angel = await createInvestor(platform, 'Angel Fund');
  // Acme: $600K cash at $75K net burn = 240 days; Globex: $150K at $25K = 180 days (under 8 months).
  finance.set(acme.id, { cashOnHandCents: 600_000_00, monthlyNetBurnCents: 75_000_00, runwayDays: 240, mrrCents: 20_000_00, churnRatePct: 4 });
  finance.set(globex.id, { cashOnHandCents: 150_000_00, monthlyNetBurnCents: 25_000_00, runwayDays: 180, healthStatus: 'critical' });
  await grant(platform, acme, angel.investorId);
  await grant(platform, globex, angel.investorId, [{ resource: 'dashboard', action: 'read' }]);
});
afterAll(() => platform?.close());

const inv = (method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object) => call(angel.investor, angel.fund.id, method, path, body);

describe('section 5 validation, with its texts', () => {
  it.each([
    ['/investors/profile', { investorType: 'vc' }, InvestorErrors.PROFILE_REQUIRED_FIELDS],
    ['/investors/profile', { userId: '00000000-0000-4000-8000-000000000000' }, InvestorErrors.PROFILE_REQUIRED_FIELDS],
    ['/investors/access', { companyId: '00000000-0000-4000-8000-000000000000', permissions: [] }, InvestorErrors.ACCESS_REQUIRED_FIELDS],
    ['/investors/access', { investorId: '00000000-0000-4000-8000-000000000000', permissions: [{ resource: 'dashboard', action: 'read' }] }, InvestorErrors.ACCESS_REQUIRED_FIELDS],
    ['/communications', { investorId: '00000000-0000-4000-8000-000000000000', companyId: '00000000-0000-4000-8000-000000000000', content: '   ' }, InvestorErrors.CONTENT_REQUIRED],
    ['/communications', { companyId: '00000000-0000-4000-8000-000000000000', content: 'Hi' }, InvestorErrors.COMMUNICATION_REQUIRED_FIELDS],
    ['/investor/update-requests', { investorId: '00000000-0000-4000-8000-000000000000', companyId: '00000000-0000-4000-8000-000000000000', requestedData: [] }, InvestorErrors.UPDATE_REQUEST_REQUIRED_FIELDS],
    ['/investor/alerts', { investorId: '00000000-0000-4000-8000-000000000000', type: 'runway_low' }, InvestorErrors.ALERT_REQUIRED_FIELDS],
    ['/investor/dashboard-config', { investorId: '00000000-0000-4000-8000-000000000000' }, InvestorErrors.DASHBOARD_CONFIG_REQUIRED_FIELDS],
  ])('POST %s %j is refused with its text', async (path, body, text) => {
    const response = await call(acme.owner, acme.id, 'post', path, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(text);
  });

  it('needs an investmentAmount above 0', async () => {
    for (const investmentAmount of [0, -100]) {
      const response = await inv('post', `/investors/${angel.investorId}/portfolio`, { companyId: acme.id, investmentAmount });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(InvestorErrors.INVESTMENT_AMOUNT_POSITIVE);
    }
  });

  it('creates a profile only for the signed-in user, once', async () => {
    expect((await call(acme.owner, acme.id, 'post', '/investors/profile', { userId: angel.investor.id, investorType: 'vc' })).body.error).toBe(InvestorErrors.PROFILE_OWN_ONLY);
    const again = await inv('post', '/investors/profile', { userId: angel.investor.id, investorType: 'angel' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(InvestorErrors.PROFILE_EXISTS);
  });
});

describe('the dashboard (section 9 worked numbers)', () => {
  it('values the portfolio as the sum of valuation x ownership and counts runway under 8 months', async () => {
    // $10M x 12.5% + $4M x 5% = $1.45M; invested $500K + $250K.
    expect((await inv('post', `/investors/${angel.investorId}/portfolio`, { companyId: acme.id, investmentAmount: 500_000_00, currentValuation: 10_000_000_00, ownershipPercentage: 12.5 })).status).toBe(201);
    expect((await inv('post', `/investors/${angel.investorId}/portfolio`, { companyId: globex.id, investmentAmount: 250_000_00, currentValuation: 4_000_000_00, ownershipPercentage: 5 })).status).toBe(201);
    await inv('post', '/investor/alerts', { investorId: angel.investorId, companyId: acme.id, type: 'series_a_closed', severity: 'info', title: 'Series A closed' });
    await inv('post', '/investor/alerts', { investorId: angel.investorId, companyId: globex.id, type: 'funding_needed', severity: 'warning' });
    await inv('post', '/investor/alerts', { investorId: angel.investorId, companyId: globex.id, type: 'metric_decline', severity: 'urgent' });

    const response = await inv('get', '/investor/dashboard-data?timeframe=3months');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.timeframe).toBe('3months');
    expect(data.summary).toEqual({ companyCount: 2, portfolioValue: 1_450_000_00, totalInvested: 750_000_00, underEightMonths: 1, alertCount: 1 });
    const globexCard = data.companies.find((c: { id: string }) => c.id === globex.id);
    expect(globexCard).toMatchObject({ companyName: 'Globex', metrics: { runwayDays: 180, cashOnHand: 150_000_00, healthStatus: 'critical' }, founderName: expect.any(String), teamSize: 1, cac: null, ltv: null, stage: null });
    expect(globexCard.history).toHaveLength(3);
    expect(data.alerts.map((a: { displayType: string; severity: string }) => [a.displayType, a.severity]).sort()).toEqual([['funding_needed', 'warning'], ['metric_decline', 'info'], ['milestone', 'info']]);
    expect((await inv('get', '/investor/dashboard-data')).body.data.timeframe).toBe('6months');
  });

  it('shows figures as not shared (null) when the grant has no dashboard read', async () => {
    const other = await createInvestor(platform, 'Reader');
    await grant(platform, acme, other.investorId, [{ resource: 'communications', action: 'read' }]);
    const data = (await call(other.investor, other.fund.id, 'get', '/investor/dashboard-data')).body.data;
    expect(data.companies).toHaveLength(1);
    expect(data.companies[0]).toMatchObject({ id: acme.id, metrics: null, history: [], founderName: null, teamSize: null });
    const metrics = await call(other.investor, other.fund.id, 'get', `/investor/company-metrics?companyId=${acme.id}`);
    expect(metrics.status).toBe(403);
    expect(metrics.body.error).toBe(InvestorErrors.permissionDenied('dashboard', 'read'));
  });
});

describe('alerts: open, acknowledged, resolved; the runway watch', () => {
  it('acknowledges then resolves, and refuses going back', async () => {
    const created = await inv('post', '/investor/alerts', { investorId: angel.investorId, companyId: acme.id, type: 'runway_low', severity: 'critical' });
    expect(created.body.data).toMatchObject({ title: 'Runway under 8 months', status: 'open', automatic: false });
    const id = created.body.data.id;
    expect((await inv('patch', `/investor/alerts/${id}/acknowledge`)).body.data.status).toBe('acknowledged');
    const twice = await inv('patch', `/investor/alerts/${id}/acknowledge`);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(InvestorErrors.ALERT_ALREADY_ACKNOWLEDGED);
    expect((await inv('patch', `/investor/alerts/${id}/resolve`)).body.data).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String) });
    expect((await inv('patch', `/investor/alerts/${id}/resolve`)).body.error).toBe(InvestorErrors.ALERT_ALREADY_RESOLVED);
    expect((await inv('patch', `/investor/alerts/${id}/acknowledge`)).body.error).toBe(InvestorErrors.ALERT_ALREADY_RESOLVED);
    expect((await inv('delete', `/investor/alerts/${id}`)).body.data).toEqual({ deleted: true });
  });

  it('raises a critical runway_low alert once when runway crosses under 8 months, and resolves it when it recovers', async () => {
    const runWatch = async () => {
      const id = await platform.platform.jobs.enqueue(`investor.${RUNWAY_WATCH_JOB}`, {});
      await platform.platform.jobs.waitFor(`investor.${RUNWAY_WATCH_JOB}`, id!);
    };
    const automatic = async () => ((await inv('get', `/investor/alerts?companyId=${globex.id}`)).body.data as { type: string; automatic: boolean; severity: string; status: string }[]).filter((a) => a.automatic);
    await runWatch();
    await runWatch();
    // Globex at 180 days is under 8 months (once, however often the watch runs); Acme at 240 is not.
    expect(await automatic()).toEqual([expect.objectContaining({ type: 'runway_low', severity: 'critical', status: 'open' })]);
    expect(((await inv('get', `/investor/alerts?companyId=${acme.id}`)).body.data as { automatic: boolean }[]).filter((a) => a.automatic)).toEqual([]);
    finance.set(globex.id, { cashOnHandCents: 300_000_00, monthlyNetBurnCents: 25_000_00, runwayDays: 360 });
    await runWatch();
    expect(await automatic()).toEqual([expect.objectContaining({ status: 'resolved' })]);
  });
});

describe('update requests: pending -> completed with a dated snapshot', () => {
  it('is answered in one click with the live metrics, and only once', async () => {
    const created = await inv('post', '/investor/update-requests', { investorId: angel.investorId, companyId: acme.id, requestedData: ['cashOnHand', 'runwayDays'], message: 'Runway please' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'pending', response: null, companyName: 'Acme' });
    const inbox = (await call(acme.owner, acme.id, 'get', '/investor/update-requests')).body.data;
    expect(inbox.map((r: { id: string }) => r.id)).toContain(created.body.data.id);
    const done = await call(acme.owner, acme.id, 'patch', `/investor/update-requests/${created.body.data.id}/complete`);
    expect(done.body.data).toMatchObject({ status: 'completed', response: { asOf: '2026-11-01', cashOnHand: 600_000_00, runwayDays: 240 }, completedAt: expect.any(String) });
    const again = await call(acme.owner, acme.id, 'patch', `/investor/update-requests/${created.body.data.id}/status`, { status: 'pending' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(InvestorErrors.UPDATE_REQUEST_COMPLETED);
    const mine = (await inv('get', '/investor/update-requests')).body.data;
    expect(mine.find((r: { id: string }) => r.id === created.body.data.id).response.cashOnHand).toBe(600_000_00);
  });
});

describe('investor updates and threads', () => {
  it('pre-fills an update with live metrics, sends it, and the investor reads and comments', async () => {
    const draft = await call(acme.owner, acme.id, 'post', '/investor/reports', { kind: 'update', period: '2026-10' });
    expect(draft.body.data).toMatchObject({ status: 'draft', title: 'Investor update 2026-10', metrics: { mrr: 20_000_00, runwayDays: 240 } });
    const id = draft.body.data.id;
    await call(acme.owner, acme.id, 'patch', `/investor/reports/${id}`, { highlights: 'Two pilots signed', body: 'Thanks for the support.' });
    const sent = await call(acme.owner, acme.id, 'post', `/investor/reports/${id}/send`, { investorIds: [angel.investorId] });
    expect(sent.body.data).toMatchObject({ status: 'sent', recipients: [angel.investorId] });
    expect((await call(acme.owner, acme.id, 'patch', `/investor/reports/${id}`, { title: 'Late edit' })).body.error).toBe(InvestorErrors.REPORT_ALREADY_SENT);

    const inbox = (await inv('get', `/investors/${angel.investorId}/communications?companyId=${acme.id}`)).body.data;
    const update = inbox.find((c: { kind: string }) => c.kind === 'update');
    expect(update).toMatchObject({ subject: 'Investor update 2026-10', content: 'Thanks for the support.', sections: { highlights: 'Two pilots signed' }, metrics: { mrr: 20_000_00 }, readByMe: false });
    expect((await inv('post', `/communications/${update.id}/read`, {})).body.data.readByMe).toBe(true);
    const reply = await inv('post', `/communications/${update.id}/respond`, { content: 'Congratulations on the pilots!' });
    expect(reply.status).toBe(201);
    expect(reply.body.data.replies).toEqual([expect.objectContaining({ content: 'Congratulations on the pilots!', senderSide: 'investor' })]);
    // The company sees the receipt, the comment and the reads in its log.
    const seen = (await call(acme.owner, acme.id, 'get', `/communications/${update.id}`)).body.data;
    expect(seen.reads.map((r: { userId: string }) => r.userId)).toEqual([angel.investor.id]);
    expect(seen.replies).toHaveLength(1);
    const activity = (await call(acme.owner, acme.id, 'get', `/companies/${acme.id}/investor-activity`)).body.data.map((a: { action: string }) => a.action);
    expect(activity).toEqual(expect.arrayContaining(['communication.read', 'communications.list']));
    const outbox = await platform.db('core.outbox').select('template');
    expect(outbox.map((m: { template: string }) => m.template)).toContain('investor.communication');
  });

  it('refuses sending to an investor the company does not grant', async () => {
    const draft = await call(globex.owner, globex.id, 'post', '/investor/reports', { kind: 'board_package' });
    const stranger = await createInvestor(platform, 'Stranger');
    const response = await call(globex.owner, globex.id, 'post', `/investor/reports/${draft.body.data.id}/send`, { investorIds: [stranger.investorId] });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(InvestorErrors.REPORT_RECIPIENTS_REQUIRED);
  });
});

describe('the data room and invitations by e-mail', () => {
  it('logs every download by an investor for the company to see', async () => {
    const doc = await call(acme.owner, acme.id, 'post', '/investor/data-room/documents', { folder: 'Legal', name: 'SAFE.txt', contentType: 'text/plain', contentBase64: Buffer.from('SAFE terms').toString('base64') });
    expect(doc.status).toBe(201);
    const listed = (await inv('get', `/investor/data-room?companyId=${acme.id}`)).body.data;
    expect(listed.map((d: { name: string }) => d.name)).toEqual(['SAFE.txt']);
    const file = await inv('get', `/investor/data-room/documents/${doc.body.data.id}/download?companyId=${acme.id}`);
    expect(file.status).toBe(200);
    expect(file.text).toBe('SAFE terms');
    const companyView = (await call(acme.owner, acme.id, 'get', '/investor/data-room')).body.data;
    expect(companyView[0]).toMatchObject({ name: 'SAFE.txt', opens: 1 });
    const log = (await call(acme.owner, acme.id, 'get', `/companies/${acme.id}/investor-activity`)).body.data as { action: string; target: string | null; investorId: string }[];
    expect(log).toContainEqual(expect.objectContaining({ action: 'document.download', target: 'SAFE.txt', investorId: angel.investorId }));
    const withoutRead = await call(angel.investor, angel.fund.id, 'get', `/investor/data-room?companyId=${globex.id}`);
    expect(withoutRead.body.error).toBe(InvestorErrors.permissionDenied('data_room', 'read'));
  });

  it('invites an investor by e-mail; the grant becomes theirs when they set up their profile', async () => {
    const user = await platform.createUser({ persona: 'INVESTOR', email: `new.investor.${Date.now()}@example.test` });
    const invited = await call(acme.owner, acme.id, 'post', '/investors/access', { email: user.email.toUpperCase(), companyId: acme.id, permissions: [{ resource: 'dashboard', action: 'read' }] });
    expect(invited.body.data).toMatchObject({ status: 'invited', investorId: null });
    const duplicate = await call(acme.owner, acme.id, 'post', '/investors/access', { email: user.email, companyId: acme.id, permissions: [{ resource: 'dashboard', action: 'read' }] });
    expect(duplicate.status).toBe(409);
    const mails = await platform.db('core.outbox').where({ template: 'investor.invitation' });
    expect(mails).toHaveLength(1);
    const home = await platform.createAccount({ owner: user, name: 'New Fund' });
    const profile = await call(home.owner, home.id, 'post', '/investors/profile', { userId: user.id, investorType: 'angel' });
    const data = (await call(home.owner, home.id, 'get', '/investor/dashboard-data')).body.data;
    expect(data.investorId).toBe(profile.body.data.id);
    expect(data.companies.map((c: { id: string }) => c.id)).toEqual([acme.id]);
  });
});

describe('the company inbox of update requests', () => {
  it('lists the requests when the company names itself', async () => {
    const inbox = await call(acme.owner, acme.id, 'get', `/investor/update-requests?companyId=${acme.id}`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.length).toBeGreaterThan(0);
  });
});

describe('dashboard configs', () => {
  it('keeps one config per company, upserted, listed and patched', async () => {
    const first = await inv('post', '/investor/dashboard-config', { investorId: angel.investorId, companyId: acme.id, pinned: true });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ companyId: acme.id, pinned: true, timeframe: '6months' });
    await inv('post', '/investor/dashboard-config', { investorId: angel.investorId, companyId: acme.id, timeframe: '1year' });
    const listed = (await inv('get', `/investor/dashboard-config?investorId=${angel.investorId}`)).body.data;
    expect(listed).toEqual([expect.objectContaining({ companyId: acme.id, pinned: true, timeframe: '1year' })]);
    const patched = await inv('patch', `/investor/dashboard-config/${angel.investorId}/${acme.id}`, { pinned: false });
    expect(patched.body.data.pinned).toBe(false);
    const missing = await inv('patch', `/investor/dashboard-config/${angel.investorId}/${globex.id}`, { pinned: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(InvestorErrors.DASHBOARD_CONFIG_NOT_FOUND);
  });
});
