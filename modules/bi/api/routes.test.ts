import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, endpointPath, type Endpoint } from '@suite/sdk';
import { TestClock, expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { biPlugin } from './index.js';
import { BiErrors } from '../shared/errors.js';
import { ALL_BI_ENDPOINTS, BiSettingsEndpoints, BiViewEndpoints, CashEndpoints, ExpenseEndpoints, HeadcountRoleEndpoints, ImportEndpoints, IncomeEndpoints, KpiEndpoints, RevenueEntryEndpoints, ScenarioEndpoints, StartupDashboardEndpoints } from '../shared/endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
/** CSV imports land here, away from Acme's worked numbers. */
let initech: TestAccount;
let member: TestUser;
let analyst: TestUser;
let observer: TestUser;
const theirs: Record<'cash' | 'expense' | 'income' | 'revenue' | 'role' | 'scenario' | 'kpi', string> = {} as never;

const api = (endpoint: Endpoint, params?: Record<string, string>) => `/api${endpointPath(endpoint, params)}`;
const as = (token: string, accountId: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': accountId });
const owner = (account: TestAccount) => as(account.owner.token, account.id);
const dollars = (amount: number) => amount * 100;

async function post(account: TestAccount, endpoint: Endpoint, body: object, status = 201) {
  const response = await platform.http.post(api(endpoint)).set(owner(account)).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body.data as { id: string };
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  initech = await platform.createAccount({ name: 'Initech', plan: 'PRO' });
  member = await platform.createUser();
  analyst = await platform.createUser();
  observer = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  await platform.addMember(acme, analyst, 'MEMBER', ['page:financials']);
  await platform.addMember(acme, observer, 'OBSERVER');
  member.token = await platform.tokenFor(member, acme.id);
  analyst.token = await platform.tokenFor(analyst, acme.id);
  observer.token = await platform.tokenFor(observer, acme.id);

  theirs.cash = (await post(globex, CashEndpoints.create, { asOf: '2026-10-01', amountCents: dollars(1_000_000), accountName: 'Globex bank' })).id;
  theirs.expense = (await post(globex, ExpenseEndpoints.create, { month: '2026-10', category: 'payroll', amountCents: dollars(90_000), recurrence: 'RECURRING' })).id;
  theirs.income = (await post(globex, IncomeEndpoints.create, { month: '2026-10', amountCents: dollars(1_000) })).id;
  theirs.revenue = (await post(globex, RevenueEntryEndpoints.create, { month: '2026-10', mrrCents: dollars(50_000) })).id;
  theirs.role = (await post(globex, HeadcountRoleEndpoints.create, { title: 'Secret CTO', monthlySalaryCents: dollars(20_000), startMonth: '2027-01' })).id;
  theirs.scenario = (await post(globex, ScenarioEndpoints.create, { name: 'Globex raise', kind: 'FUNDRAISE', startMonth: '2027-01', amountCents: dollars(5_000_000) })).id;
  theirs.kpi = (await post(globex, KpiEndpoints.create, { name: 'Globex runway', unit: 'NUMBER', targetValue: 12, metric: 'RUNWAY_MONTHS' })).id;
});
afterAll(() => platform?.close());

describe('entering the numbers', () => {
  it('stores cash, expenses, income and revenue in cents and answers runway from them', async () => {
    // $330,000 cash; $40,000 expenses a month from August; $10,000 MRR -> $30,000 burn, 330 days.
    await post(acme, CashEndpoints.create, { asOf: '2026-10-31', amountCents: dollars(330_000), accountName: 'Operating' });
    await post(acme, ExpenseEndpoints.create, { month: '2026-08', category: 'payroll', amountCents: dollars(25_000), recurrence: 'RECURRING', description: 'Team' });
    await post(acme, ExpenseEndpoints.create, { month: '2026-08', category: 'marketing', amountCents: dollars(15_000), recurrence: 'RECURRING', channel: 'Google Ads', customersAcquired: 5 });
    for (const month of ['2026-09', '2026-10', '2026-11']) await post(acme, RevenueEntryEndpoints.create, { month, mrrCents: dollars(10_000), customers: 50, newCustomers: 5, churnedCustomers: 1 });
    const runway = await platform.http.get(api(BiViewEndpoints.runway)).set(owner(acme)).expect(200);
    expect(runway.body.data.snapshot).toMatchObject({ cashOnHandCents: dollars(330_000), monthlyNetBurnCents: dollars(30_000), runwayDays: 330, runwayMonths: 11, runOutDate: '2027-09-28', weeklyBurnCents: 692_841 });
    expect(runway.body.data.colour).toBe('orange');
    expect(runway.body.data.trend).toHaveLength(12);
    const list = await platform.http.get(api(ExpenseEndpoints.list)).set(owner(acme)).expect(200);
    expect(list.body.data.items).toHaveLength(2);
    expect(list.body.data.items).toContainEqual(expect.objectContaining({ category: 'payroll', amountCents: dollars(25_000), currency: 'USD', recurrence: 'RECURRING', endMonth: null }));
  });

  it('refuses bad input with the field texts, never a 500', async () => {
    const bad = async (endpoint: Endpoint, body: object, text: string, status = 400) => {
      const response = await platform.http.post(api(endpoint)).set(owner(acme)).send(body);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(JSON.stringify(response.body.error) + JSON.stringify(response.body.details ?? '')).toContain(text);
    };
    await bad(CashEndpoints.create, { asOf: '2026-13-01', amountCents: 1, accountName: 'A' }, BiErrors.DATE_FORMAT);
    await bad(CashEndpoints.create, { asOf: '2026-10-01', amountCents: 1.5, accountName: 'A' }, BiErrors.AMOUNT_CENTS);
    await bad(CashEndpoints.create, { asOf: '2026-10-01', amountCents: -100, accountName: 'A' }, BiErrors.AMOUNT_NOT_NEGATIVE);
    await bad(CashEndpoints.create, { asOf: '2026-10-01', amountCents: 100, accountName: '  ' }, BiErrors.ACCOUNT_NAME_REQUIRED);
    await bad(ExpenseEndpoints.create, { month: '2026-10', category: 'yachts', amountCents: 1, recurrence: 'ONE_OFF' }, BiErrors.CATEGORY_INVALID);
    await bad(ExpenseEndpoints.create, { month: 'October', category: 'rent', amountCents: 1, recurrence: 'ONE_OFF' }, BiErrors.MONTH_FORMAT);
    await bad(ExpenseEndpoints.create, { month: '2026-10', category: 'rent', amountCents: 1, recurrence: 'RECURRING', endMonth: '2026-09' }, BiErrors.END_BEFORE_START, 422);
    await bad(ScenarioEndpoints.create, { name: 'Hire', kind: 'HIRE', startMonth: '2027-01' }, BiErrors.SCENARIO_FIELDS, 422);
    await bad(KpiEndpoints.create, { name: 'Empty', unit: 'NUMBER', targetValue: 1 }, BiErrors.KPI_METRIC_OR_FORMULA, 422);
    await bad(KpiEndpoints.create, { name: 'Evil', unit: 'NUMBER', targetValue: 1, formula: 'process.exit(1)' }, BiErrors.KPI_FORMULA_INVALID, 422);
    await bad(RevenueEntryEndpoints.create, { month: '2026-10', mrrCents: 1 }, BiErrors.REVENUE_MONTH_TAKEN, 409);
  });

  it('edits and deletes an entry, 404 for an unknown one', async () => {
    const created = await post(acme, IncomeEndpoints.create, { month: '2026-10', amountCents: dollars(500), description: 'Grant' });
    const updated = await platform.http.put(api(IncomeEndpoints.update, { id: created.id })).set(owner(acme)).send({ month: '2026-10', amountCents: dollars(700), description: 'Grant' }).expect(200);
    expect(updated.body.data.amountCents).toBe(dollars(700));
    await platform.http.delete(api(IncomeEndpoints.remove, { id: created.id })).set(owner(acme)).expect(200);
    const again = await platform.http.delete(api(IncomeEndpoints.remove, { id: created.id })).set(owner(acme)).expect(404);
    expect(again.body.error).toBe(BiErrors.INCOME_NOT_FOUND);
  });
});

describe('CSV import', () => {
  const good = 'Date,Amount,Account\n2026-09-30,"$120,000.50",Savings\n2026-10-31,125000,Savings\n';

  it('previews the mapping and every row without importing', async () => {
    const preview = await platform.http.post(api(ImportEndpoints.preview)).set(owner(initech)).send({ kind: 'cash', csv: good }).expect(200);
    expect(preview.body.data).toMatchObject({ columns: ['Date', 'Amount', 'Account'], mapping: { asOf: 'Date', amount: 'Amount', accountName: 'Account' }, validRows: 2, errorRows: 0 });
    const list = await platform.http.get(api(CashEndpoints.list)).set(owner(initech)).expect(200);
    expect(list.body.data.items.some((item: { accountName: string }) => item.accountName === 'Savings')).toBe(false);
  });

  it('refuses a file with a bad row whole, naming the row and its error', async () => {
    const csv = 'month,category,amount,recurrence\n2026-10,rent,5000,one-off\n2026-10,yachts,100,one-off\n2026-11,software,300,recurring\n';
    const preview = await platform.http.post(api(ImportEndpoints.preview)).set(owner(initech)).send({ kind: 'expenses', csv }).expect(200);
    expect(preview.body.data.rows.map((row: { error: string | null }) => row.error)).toEqual([null, BiErrors.CATEGORY_INVALID, null]);
    const refused = await platform.http.post(api(ImportEndpoints.commit)).set(owner(initech)).send({ kind: 'expenses', csv }).expect(422);
    expect(refused.body.error).toBe('Row 3: Category must be one of payroll, rent, software, marketing, contractors, other');
    const list = await platform.http.get(api(ExpenseEndpoints.list)).set(owner(initech)).expect(200);
    expect(list.body.data.items).toHaveLength(0);
  });

  it('imports a good file with a column mapping', async () => {
    const imported = await platform.http.post(api(ImportEndpoints.commit)).set(owner(initech)).send({ kind: 'cash', csv: 'When,Balance,Bank\n2026-09-30,"$120,000.50",Savings\n', mapping: { asOf: 'When', amount: 'Balance', accountName: 'Bank' } }).expect(201);
    expect(imported.body.data).toEqual({ kind: 'cash', imported: 1 });
    const list = await platform.http.get(api(CashEndpoints.list)).set(owner(initech)).expect(200);
    expect(list.body.data.items).toContainEqual(expect.objectContaining({ asOf: '2026-09-30', amountCents: 12_000_050, accountName: 'Savings' }));
    const missing = await platform.http.post(api(ImportEndpoints.commit)).set(owner(initech)).send({ kind: 'cash', csv: 'When,Balance\n2026-09-30,1\n' }).expect(400);
    expect(missing.body.error).toBe(BiErrors.CSV_COLUMN_MISSING('asOf'));
  });
});

describe('KPIs and the CFO dashboard', () => {
  it('lists KPIs (kpis) and calculates one (result: value, status, trend, changePercent)', async () => {
    const kpi = await post(acme, KpiEndpoints.create, { name: 'Monthly burn rate', unit: 'DOLLARS', targetValue: 25_000, metric: 'MONTHLY_NET_BURN', direction: 'LOWER_IS_BETTER' });
    const list = await platform.http.get(api(KpiEndpoints.list)).set(owner(acme)).expect(200);
    expect(list.body.data.kpis.map((k: { name: string }) => k.name)).toEqual(['Monthly burn rate']);
    const calculated = await platform.http.get(api(KpiEndpoints.calculate, { id: kpi.id })).set(owner(acme)).expect(200);
    // Burn $30,000 against a $25,000 target (critical above $30,000 = 120 %): WARNING. End of October it was
    // (Sep 40,000-10,000 + Oct 40,000-10,000 + Aug 40,000) / 3 = $33,333.33 -> down 10 %.
    expect(calculated.body.data.result).toEqual({ value: 30_000, status: 'WARNING', trend: 'DOWN', changePercent: -10 });
  });

  it('shows up to 3 performing well and needing attention among the financial KPIs', async () => {
    await post(acme, KpiEndpoints.create, { name: 'Runway (months)', unit: 'NUMBER', targetValue: 9, metric: 'RUNWAY_MONTHS' });
    await post(acme, KpiEndpoints.create, { name: 'MRR', unit: 'DOLLARS', targetValue: 1, metric: 'MRR' });
    const cfo = await platform.http.get(api(BiViewEndpoints.cfo)).set(owner(acme)).expect(200);
    expect(cfo.body.data.financialKpis).toBe(2);
    expect(cfo.body.data.performingWell.map((k: { name: string }) => k.name)).toEqual(['Runway (months)']);
    expect(cfo.body.data.needsAttention.map((k: { name: string }) => k.name)).toEqual(['Monthly burn rate']);
  });
});

describe('the startup dashboard', () => {
  it('answers metrics, runway, revenue, MVP progress and the burn alert with success and data', async () => {
    const all = await platform.http.get(api(StartupDashboardEndpoints.all)).set(owner(acme)).expect(200);
    expect(all.body.success).toBe(true);
    expect(all.body.data.metrics).toMatchObject({ runwayDays: 330, mrrCents: dollars(10_000), arrCents: dollars(120_000) });
    expect(all.body.data.mvpProgress).toEqual({ available: false, progressPct: null, name: null });
    const alert = await platform.http.get(`${api(StartupDashboardEndpoints.burnAlert)}?accountId=${acme.id}`).set(owner(acme)).expect(200);
    expect(alert.body.data).toEqual({ level: 'none', runwayDays: 330, lowBelowDays: 90, criticalBelowDays: 30 });
    for (const endpoint of [StartupDashboardEndpoints.metrics, StartupDashboardEndpoints.runway, StartupDashboardEndpoints.revenue, StartupDashboardEndpoints.mvpProgress]) {
      const response = await platform.http.get(api(endpoint)).set(owner(acme)).expect(200);
      expect(response.body.success).toBe(true);
    }
  });

  it('forecasts with a planned hire and says why runway falls', async () => {
    // A hire at $8,000 x 1.25 = $10,000 a month from December: $330,000 runs out after 8.3 months.
    await post(acme, HeadcountRoleEndpoints.create, { title: 'Engineer', department: 'Engineering', monthlySalaryCents: dollars(8_000), startMonth: '2026-12' });
    const forecast = await platform.http.get(api(BiViewEndpoints.forecast)).set(owner(acme)).expect(200);
    expect(forecast.body.data.baseline.runwayMonths).toBe(8.3);
    expect(forecast.body.data.explanation).toMatchObject({ driver: 'HIRES', fromMonths: 11, toMonths: 8.3, hires: 1, payrollGrowthPct: 40 });
    const headcount = await platform.http.get(api(BiViewEndpoints.headcount)).set(owner(acme)).expect(200);
    expect(headcount.body.data).toMatchObject({ payrollNowCents: dollars(25_000), plannedMonthlyCostCents: dollars(10_000), burnNowCents: dollars(30_000), burnWithPlanCents: dollars(40_000), runwayNowMonths: 11, runwayWithPlanMonths: 8.3 });
  });
});

describe('role gates (section 6)', () => {
  const gated = [BiViewEndpoints.cfo, BiViewEndpoints.forecast, BiViewEndpoints.gtm, BiViewEndpoints.headcount, KpiEndpoints.list, HeadcountRoleEndpoints.list, ScenarioEndpoints.list];

  it('refuses the CFO, forecasting, KPI, go-to-market and headcount calls to a member without page:financials', async () => {
    for (const endpoint of gated) {
      const response = await platform.http.get(api(endpoint)).set(as(member.token, acme.id));
      expect(response.status, endpoint.path).toBe(403);
      expect(response.body.success).toBe(false);
    }
    const create = await platform.http.post(api(KpiEndpoints.create)).set(as(member.token, acme.id)).send({ name: 'Runway', unit: 'NUMBER', targetValue: 1, metric: 'RUNWAY_MONTHS' });
    expect(create.status).toBe(403);
  });

  it('lets members read the bi settings and only admins change them', async () => {
    const settings = (await platform.http.get(`/api${BiSettingsEndpoints.get.path}`).set(as(member.token, acme.id)).expect(200)).body.data;
    expect(settings).toMatchObject({ currency: 'USD', onCostFactor: 1.25, grossMarginPct: 80, deliveryTeamIds: [] });
    expect((await platform.http.put(`/api${BiSettingsEndpoints.put.path}`).set(as(analyst.token, acme.id)).send(settings)).status).toBe(403);
    expect((await platform.http.put(`/api${BiSettingsEndpoints.put.path}`).set(owner(acme)).send(settings)).status).toBe(200);
  });

  it('lets a member with page:financials and the owner in', async () => {
    for (const endpoint of gated) {
      expect((await platform.http.get(api(endpoint)).set(as(analyst.token, acme.id))).status, endpoint.path).toBe(200);
      expect((await platform.http.get(api(endpoint)).set(owner(acme))).status, endpoint.path).toBe(200);
    }
  });

  it('lets every member read runway and the dashboard, and refuses entries to an observer', async () => {
    expect((await platform.http.get(api(BiViewEndpoints.runway)).set(as(member.token, acme.id))).status).toBe(200);
    expect((await platform.http.get(api(StartupDashboardEndpoints.all)).set(as(observer.token, acme.id))).status).toBe(200);
    expect((await platform.http.post(api(CashEndpoints.create)).set(as(member.token, acme.id)).send({ asOf: '2026-11-01', amountCents: 1, accountName: 'Petty cash' })).status).toBe(201);
    const refused = await platform.http.post(api(CashEndpoints.create)).set(as(observer.token, acme.id)).send({ asOf: '2026-11-01', amountCents: 1, accountName: 'Petty cash' });
    expect(refused.status).toBe(403);
    expect((await platform.http.post(api(ImportEndpoints.commit)).set(as(observer.token, acme.id)).send({ kind: 'cash', csv: 'asOf,amount,accountName\n2026-11-01,1,A\n' })).status).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("refuses every route naming another account's entries, KPIs or account id", async () => {
    const routes: ProbedRoute[] = [];
    const ids: Record<string, string> = {
      [CashEndpoints.update.path]: theirs.cash,
      [ExpenseEndpoints.update.path]: theirs.expense,
      [IncomeEndpoints.update.path]: theirs.income,
      [RevenueEntryEndpoints.update.path]: theirs.revenue,
      [HeadcountRoleEndpoints.update.path]: theirs.role,
      [ScenarioEndpoints.update.path]: theirs.scenario,
      [KpiEndpoints.update.path]: theirs.kpi,
      [KpiEndpoints.calculate.path]: theirs.kpi,
    };
    const bodies: Record<string, object> = {
      [CashEndpoints.update.path]: { asOf: '2026-10-01', amountCents: 1, accountName: 'Hijack' },
      [ExpenseEndpoints.update.path]: { month: '2026-10', category: 'rent', amountCents: 1, recurrence: 'ONE_OFF' },
      [IncomeEndpoints.update.path]: { month: '2026-10', amountCents: 1 },
      [RevenueEntryEndpoints.update.path]: { month: '2026-10', mrrCents: 1 },
      [HeadcountRoleEndpoints.update.path]: { title: 'Hijack', monthlySalaryCents: 1, startMonth: '2027-01' },
      [ScenarioEndpoints.update.path]: { name: 'Hijack', kind: 'FUNDRAISE', startMonth: '2027-01', amountCents: 1 },
      [KpiEndpoints.update.path]: { name: 'Hijack', unit: 'NUMBER', targetValue: 1, metric: 'MRR' },
    };
    // Valid bodies, so the tenant check (not validation) is what refuses them.
    const creations: Record<string, object> = {
      ...bodies,
      [CashEndpoints.create.path]: bodies[CashEndpoints.update.path]!,
      [ExpenseEndpoints.create.path]: bodies[ExpenseEndpoints.update.path]!,
      [IncomeEndpoints.create.path]: bodies[IncomeEndpoints.update.path]!,
      [RevenueEntryEndpoints.create.path]: { month: '2031-01', mrrCents: 1 },
      [HeadcountRoleEndpoints.create.path]: bodies[HeadcountRoleEndpoints.update.path]!,
      [ScenarioEndpoints.create.path]: bodies[ScenarioEndpoints.update.path]!,
      [KpiEndpoints.create.path]: bodies[KpiEndpoints.update.path]!,
      [ImportEndpoints.preview.path]: { kind: 'income', csv: 'month,amount\n2026-10,1\n' },
      [ImportEndpoints.commit.path]: { kind: 'income', csv: 'month,amount\n2026-10,1\n' },
    };
    for (const endpoint of ALL_BI_ENDPOINTS) {
      const id = ids[endpoint.path];
      if (id) {
        routes.push({ method: endpoint.method, path: api(endpoint, { id }), body: endpoint.method === 'PUT' ? bodies[endpoint.path] : undefined });
      } else if (!endpoint.path.includes(':id')) {
        // Routes without an id of theirs: naming their account is refused with the tenant text.
        const body = endpoint.method === 'POST' ? creations[endpoint.path] : undefined;
        routes.push({ method: endpoint.method, path: `${api(endpoint)}?accountId=${globex.id}`, body });
      }
    }
    // The settings: reading or replacing another account's.
    routes.push({ method: 'GET', path: `/api${BiSettingsEndpoints.get.path}?accountId=${globex.id}` });
    routes.push({ method: 'PUT', path: `/api${BiSettingsEndpoints.put.path}?accountId=${globex.id}`, body: { fiscalYearStartMonth: 1, currency: 'USD', onCostFactor: 2, grossMarginPct: 10, deliveryTeamIds: [] } });
    // The DELETE routes share their path with the PUT ones.
    for (const [path, id] of Object.entries(ids)) if (!path.endsWith('/calculate')) routes.push({ method: 'DELETE', path: `/api${path.replace(':id', id)}` });
    expect(routes.length).toBeGreaterThanOrEqual(ALL_BI_ENDPOINTS.length);
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // The probe changed nothing of theirs.
    const theirCash = await platform.http.get(api(CashEndpoints.list)).set(owner(globex)).expect(200);
    expect(theirCash.body.data.items).toEqual([expect.objectContaining({ id: theirs.cash, accountName: 'Globex bank', amountCents: dollars(1_000_000) })]);
    const refused = await platform.http.get(`${api(BiViewEndpoints.runway)}?accountId=${globex.id}`).set(owner(acme)).expect(403);
    expect(refused.body.error).toBe(AccessErrors.tenantMismatch(globex.id));
  });
});
