import type { SeedContext } from '@suite/sdk';
import { addMonths, burnWindow, isoDay, lastDayOfMonth, monthFigures, monthOfDay, monthRange, type FinanceData } from '../shared/runway-math.js';
import { tenantQuery } from '@suite/sdk/server';
import { toExpense, type ExpenseFields } from './finance/store.js';
import { CashBalanceModel, ExpenseModel, HeadcountRoleModel, IncomeModel, KpiModel, RevenueEntryModel, ScenarioModel } from './finance/models.js';
import { BusinessDocumentModel, PricingModelModel } from './growth/models.js';

/**
 * Acme Robotics (the PRO demo company, whose owner is the demo founder) gets 18 months of numbers
 * that tell a story: a seed round 18 months ago, a team growing from 6 to 11, a move to a bigger
 * workshop, marketing that moved from trade shows to search ads, MRR climbing more slowly lately;
 * cash left for about 11 months, two hires planned, and a KPI in each status.
 */

const MONTHS = 18;
const RESERVE_CENTS = 30_000_000;
const TARGET_RUNWAY_MONTHS = 11.1;
const dollars = (amount: number) => Math.round(amount * 100);

/** Month offsets from the current month (0) back to -17. */
interface Segment {
  category: 'payroll' | 'rent' | 'software' | 'marketing' | 'contractors' | 'other';
  from: number;
  to: number | null;
  amount: number;
  description: string;
  channel?: string;
  customersAcquired?: number;
}

const RECURRING: Segment[] = [
  { category: 'payroll', from: -17, to: -12, amount: 62_000, description: 'Founding team (6)' },
  { category: 'payroll', from: -11, to: -6, amount: 84_000, description: 'Team of 8' },
  { category: 'payroll', from: -5, to: null, amount: 104_000, description: 'Team of 11' },
  { category: 'rent', from: -17, to: -9, amount: 8_000, description: 'Shared workshop, Oakland' },
  { category: 'rent', from: -8, to: null, amount: 12_500, description: 'Own workshop with test floor' },
  { category: 'software', from: -17, to: -7, amount: 4_200, description: 'CAD, cloud, tools' },
  { category: 'software', from: -6, to: null, amount: 6_800, description: 'CAD, cloud, fleet telemetry' },
  { category: 'contractors', from: -17, to: -10, amount: 14_000, description: 'Mechanical design studio' },
  { category: 'contractors', from: -9, to: null, amount: 6_000, description: 'Certification consultant' },
  { category: 'marketing', from: -12, to: null, amount: 6_000, description: 'Search ads', channel: 'Google Ads', customersAcquired: 1 },
  { category: 'marketing', from: -9, to: null, amount: 2_500, description: 'Case studies and blog', channel: 'Content' },
];
const ONE_OFFS: Segment[] = [
  { category: 'other', from: -15, to: null, amount: 38_000, description: 'Test rig and prototypes' },
  { category: 'marketing', from: -13, to: null, amount: 18_000, description: 'ProMat booth', channel: 'Trade shows', customersAcquired: 2 },
  { category: 'other', from: -10, to: null, amount: 11_000, description: 'Legal: customer contracts' },
  { category: 'marketing', from: -7, to: null, amount: 12_000, description: 'MODEX booth', channel: 'Trade shows', customersAcquired: 1 },
  { category: 'other', from: -3, to: null, amount: 9_000, description: 'Insurance renewal' },
  { category: 'marketing', from: -2, to: null, amount: 15_000, description: 'LogiMAT booth', channel: 'Trade shows', customersAcquired: 2 },
];
/** Paying customers at the end of each month, oldest first, and the ones lost that month. */
const CUSTOMERS = [3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 16, 18, 20, 22, 24, 25, 26, 27];
const CHURNED = [0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0];

/** The people on payroll (their loaded cost is the recorded payroll) and the two planned hires. */
const ROLES: { title: string; department: string; salary: number; from: number; to?: number }[] = [
  { title: 'CEO', department: 'Leadership', salary: 9_000, from: -17 },
  { title: 'CTO', department: 'Engineering', salary: 9_000, from: -17 },
  { title: 'Robotics engineer', department: 'Engineering', salary: 9_000, from: -17 },
  { title: 'Embedded engineer', department: 'Engineering', salary: 8_500, from: -17 },
  { title: 'Software engineer', department: 'Engineering', salary: 8_000, from: -11 },
  { title: 'Software engineer', department: 'Engineering', salary: 8_000, from: -5 },
  { title: 'Field operations lead', department: 'Operations', salary: 6_000, from: -17 },
  { title: 'Account executive', department: 'Sales', salary: 7_000, from: -11 },
  { title: 'Product designer', department: 'Product', salary: 6_000, from: -17 },
  { title: 'Technician', department: 'Operations', salary: 6_500, from: -5 },
  { title: 'Support engineer (fixed term)', department: 'Operations', salary: 6_000, from: -5, to: 5 },
  { title: 'Senior firmware engineer', department: 'Engineering', salary: 10_000, from: 2 },
  { title: 'Account executive, Europe', department: 'Sales', salary: 8_500, from: 4 },
];

export async function seedBi(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const scope = ctx.scopeFor(pro.id);
  await seedGrowth(scope);
  if (await tenantQuery(scope, CashBalanceModel).first().select('id')) return;
  const today = isoDay(ctx.now());
  const current = monthOfDay(today);
  const month = (offset: number) => addMonths(current, offset);
  const currency = 'USD';

  const expense = (s: Segment, recurrence: ExpenseFields['recurrence'], endMonth: string | null): Omit<ExpenseFields, 'id'> => ({ month: month(s.from), endMonth, recurrence, category: s.category, amountCents: dollars(s.amount), description: s.description, channel: s.channel ?? null, customersAcquired: s.customersAcquired ?? null, currency });
  const expenses = [...RECURRING.map((s) => expense(s, 'RECURRING', s.to === null ? null : month(s.to))), ...ONE_OFFS.map((s) => expense(s, 'ONE_OFF', null))];
  const months = monthRange(month(-(MONTHS - 1)), current);
  const revenue = months.map((m, index) => {
    const arpu = 1_000 + index * 12;
    const customers = CUSTOMERS[index]!;
    const before = index === 0 ? 0 : CUSTOMERS[index - 1]!;
    const churned = CHURNED[index]!;
    const added = customers - before + churned;
    const mrr = customers * arpu;
    const previousMrr = index === 0 ? 0 : before * (arpu - 12);
    const churnedMrr = churned * (arpu - 12);
    const newMrr = added * arpu;
    return { month: m, mrrCents: dollars(mrr), newMrrCents: dollars(newMrr), churnedMrrCents: dollars(churnedMrr), expansionMrrCents: dollars(Math.max(0, mrr - previousMrr - newMrr + churnedMrr)), customers, newCustomers: added, churnedCustomers: churned, currency };
  });
  const income = [
    { month: month(-8), amountCents: dollars(25_000), description: 'State manufacturing grant', currency },
    { month: month(-1), amountCents: dollars(1_800), description: 'Interest', currency },
  ];

  // Cash follows from the numbers: at the end it covers about 11 months of the current burn.
  const data: FinanceData = {
    currency,
    cashBalances: [],
    expenses: expenses.map((row) => toExpense({ ...row, id: '' })),
    income: income.map((row) => ({ month: row.month, amountCents: row.amountCents })),
    revenue: revenue.map(({ currency: _currency, ...row }) => row),
  };
  const window = burnWindow(data, today);
  const burn = window.reduce((sum, f) => sum + f.netBurnCents, 0) / window.length;
  let operating = Math.round((burn * TARGET_RUNWAY_MONTHS) / 1000) * 1000 - RESERVE_CENTS;
  const cash: { asOf: string; amountCents: number; accountName: string; currency: string }[] = [{ asOf: today, amountCents: operating, accountName: 'Operating account', currency }];
  // Month ends back from last month: add back each later month's net burn (the current month's part so far).
  const elapsed = Number(today.slice(8, 10)) / Number(lastDayOfMonth(current).slice(8, 10));
  operating += Math.round(monthFigures(data, current).netBurnCents * elapsed);
  for (let offset = -1; offset >= -(MONTHS - 1); offset -= 1) {
    cash.push({ asOf: lastDayOfMonth(month(offset)), amountCents: operating, accountName: 'Operating account', currency });
    operating += monthFigures(data, month(offset)).netBurnCents;
  }
  cash.push({ asOf: `${month(-(MONTHS - 1))}-01`, amountCents: RESERVE_CENTS, accountName: 'Reserve (money market)', currency });

  await scope.transaction(async (trx) => {
    const accountId = trx.accountId;
    const stamp = <T extends object>(rows: T[]) => rows.map((row) => ({ ...row, accountId }));
    await CashBalanceModel.query(trx.knex).insert(stamp(cash));
    await ExpenseModel.query(trx.knex).insert(stamp(expenses));
    await RevenueEntryModel.query(trx.knex).insert(stamp(revenue));
    await IncomeModel.query(trx.knex).insert(stamp(income));
    await HeadcountRoleModel.query(trx.knex).insert(
      stamp(ROLES.map((role) => ({ title: role.title, department: role.department, monthlySalaryCents: dollars(role.salary), startMonth: month(role.from), endMonth: role.to === undefined ? null : month(role.to), currency }))),
    );
    await KpiModel.query(trx.knex).insert(stamp<Partial<KpiModel>>([
      { name: 'Runway (months)', description: 'Months of cash at the current net burn; the board wants 10 or more.', unit: 'NUMBER', targetValue: 10, metric: 'RUNWAY_MONTHS', direction: 'HIGHER_IS_BETTER' },
      { name: 'Monthly burn rate', description: 'Average net burn of the last 3 months.', unit: 'DOLLARS', targetValue: 100_000, metric: 'MONTHLY_NET_BURN', direction: 'LOWER_IS_BETTER' },
      { name: 'Marketing budget spent', description: 'Monthly marketing spend against the $12,000 budget.', unit: 'PERCENTAGE', targetValue: 100, formula: 'MARKETING_SPEND / 12000 * 100', direction: 'LOWER_IS_BETTER', criticalThreshold: 110 },
      { name: 'MRR growth', description: 'Month-over-month growth of recurring revenue.', unit: 'PERCENTAGE', targetValue: 8, metric: 'REVENUE_GROWTH_PCT', direction: 'HIGHER_IS_BETTER' },
      { name: 'LTV / CAC', description: 'Lifetime value over acquisition cost; above 3 is healthy.', unit: 'NUMBER', targetValue: 3, metric: 'LTV_CAC', direction: 'HIGHER_IS_BETTER', warningThreshold: 3.01, criticalThreshold: 2 },
    ]));
    await ScenarioModel.query(trx.knex).insert(stamp<Partial<ScenarioModel>>([
      { name: 'Seed extension', kind: 'FUNDRAISE', startMonth: month(3), amountCents: dollars(1_500_000) },
      { name: 'Two field engineers', kind: 'HIRE', startMonth: month(2), monthlyCostCents: dollars(9_000), hires: 2 },
      { name: 'Price +10 % at renewal', kind: 'PRICE_CHANGE', startMonth: month(1), percent: 10 },
      { name: 'Trim tools and contractors', kind: 'COST_CUT', startMonth: month(1), percent: 8 },
    ]));
  });
  ctx.log.info({ accountId: pro.id }, 'seeded the demo business intelligence data');
}

/** Acme's pricing models and a board memo (issue 16): the simulator demo opens on them. Idempotent. */
async function seedGrowth(scope: ReturnType<SeedContext['scopeFor']>): Promise<void> {
  if (await tenantQuery(scope, PricingModelModel).first().select('id')) return;
  const accountId = scope.accountId;
  await PricingModelModel.query(scope.knex).insert([
    { accountId, name: 'Robot lease (SaaS)', type: 'SAAS', description: 'A monthly lease per robot, service included.', parameters: { monthlyPrice: 1100, targetCustomers: 27, growthRate: 8, churnRate: 2, operationalCosts: 30000, acquisitionCost: 4000 } },
    { accountId, name: 'Free planner + paid fleet', type: 'FREEMIUM', description: 'A free warehouse planner; fleets pay.', parameters: { monthlyPrice: 900, freeToPaidRate: 4, targetCustomers: 600, growthRate: 10, churnRate: 3, operationalCosts: 30000, acquisitionCost: 1500, freeUserCost: 5 } },
    { accountId, name: 'Pay per pick', type: 'TRANSACTION', description: 'A fee for every pick a robot makes.', parameters: { transactionFee: 0.05, transactionsPerUser: 25000, targetCustomers: 27, growthRate: 8, churnRate: 2, operationalCosts: 30000, acquisitionCost: 4000 } },
  ]);
  await BusinessDocumentModel.query(scope.knex).insert({
    accountId,
    name: 'Board memo, last quarter',
    type: 'MEMO',
    description: 'What the board read before the last meeting.',
    content:
      'Acme Robotics board memo. Our MRR reached $30,000 and we now serve 27 customers across three warehouses. Net burn was $95K a month, which leaves 11 months of runway. Gross margin improved to 78% after the workshop move in Q3 2026. The next milestone is the warehouse pilot with two logistics partners, planned for Q1 2027.',
  });
}
