import { expect, test } from '@playwright/test';
import { signInAs } from './session.js';

/**
 * Business intelligence in Chromium. Globex's owner (a founder, whose account has no numbers yet)
 * enters a cash balance and an expense, sees runway on /runway-tracker and on /dashboard, plans a
 * hire on /headcount-planning and sees the runway of the plan drop on /bi/forecasting, with the
 * sentence that explains it. A member without page:financials is refused the CFO dashboard.
 */
const FOUNDER = 'admin.enterprise@demo.suite.test';
const MEMBER = 'member.enterprise@demo.suite.test';

test('a founder enters cash and expenses, sees runway, plans a hire and sees the forecast drop', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, FOUNDER);
  await page.goto('/runway-tracker');
  await expect(page.getByRole('heading', { name: 'Runway tracker', level: 1 })).toBeVisible();
  await expect(page.getByText('Know your runway')).toBeVisible();

  // $600,000 in the bank today.
  await page.getByRole('button', { name: 'Add cash balance' }).first().click();
  const cash = page.getByRole('dialog', { name: 'Add cash balance' });
  await cash.getByLabel('Balance').fill('600000');
  await cash.getByRole('button', { name: 'Save' }).click();
  await expect(cash).toBeHidden();

  // $40,000 of payroll a month from this month: 600,000 x 30 / 40,000 = 450 days = 15 months.
  await page.getByRole('button', { name: 'Add expense' }).first().click();
  const expense = page.getByRole('dialog', { name: 'Add expense' });
  await expense.getByLabel('Amount per month').fill('40000');
  await expense.getByRole('button', { name: 'Save' }).click();
  await expect(expense).toBeHidden();
  await expect(page.getByTestId('bi-runway-months')).toHaveText('15 months');
  await expect(page.getByTestId('bi-cash')).toHaveText('$600,000');
  await expect(page.getByTestId('bi-net-burn')).toHaveText('$40,000');

  await page.goto('/dashboard');
  await expect(page.getByTestId('bi-dashboard-runway')).toHaveText('15 mo');
  // With the product area on, its own MVP panel stands in for bi's "No MVP yet." (one panel, not two).
  await expect(page.getByText('No MVP applied to a board yet.')).toBeVisible();
  await expect(page.getByTestId('bi-mvp-panel')).toHaveCount(0);

  // A senior engineer at $12,000 from next month, loaded x 1.25 = $15,000 a month.
  await page.goto('/headcount-planning');
  await page.getByRole('button', { name: 'Add role' }).first().click();
  const role = page.getByRole('dialog', { name: 'Add role' });
  await role.getByLabel('Role').fill('Senior engineer');
  await role.getByLabel('Monthly salary').fill('12000');
  await role.getByRole('button', { name: 'Save' }).click();
  await expect(role).toBeHidden();
  await expect(page.getByTestId('bi-headcount-runway')).toHaveText('15 → 10.9');

  // $600,000 at $55,000 a month: 10 months leave $50,000, the 11th burns 50/55 of a month -> 10.9.
  await page.goto('/bi/forecasting');
  await expect(page.getByTestId('bi-forecast-runway')).toHaveText('10.9 mo');
  await expect(page.getByTestId('bi-forecast-sentence').first()).toHaveText('Runway falls from 15 to 10.9 months because payroll grows 38 % with 1 planned hire.');
});

test('a member without page:financials is refused the CFO dashboard', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, MEMBER);
  await page.goto('/cfo-dashboard');
  await expect(page.getByTestId('access-denied')).toBeVisible();
  const refused = await page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { accessToken?: string };
    const response = await fetch('/api/bi/cfo', { headers: { Authorization: `Bearer ${tokens.accessToken}` } });
    return response.status;
  });
  expect(refused).toBe(403);
});
