import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInAs } from './session.js';

/**
 * From idea to return, in Chromium as the demo founder (issue 18): an MVP scenario is created,
 * its recommendations and backlog are generated, the viability verdict shows its arithmetic, it is
 * applied to a product and its stories are found on the kanban board; then a feature ROI is
 * recorded and compared with a seeded one.
 */
const FOUNDER = 'founder@demo.suite.test';

const signIn = (page: Page, baseURL: string) => signInAs(page, baseURL, FOUNDER);
const call = apiCall;

test('a founder sizes an MVP, sees its viability and finds its stories on the kanban board', async ({ page, baseURL }) => {
  const token = await signIn(page, baseURL!);
  const run = Date.now().toString(36);
  // A product of its own with room for the MVP (120 h x 75 = 9,000).
  const config = await call<{ categories: { id: string }[] }>(baseURL!, token, 'GET', '/product/config');
  const productTitle = `E2E Yard planner ${run}`;
  await call(baseURL!, token, 'POST', '/product/portfolio/items', {
    level: 'product',
    title: productTitle,
    justification: { investmentCategoryId: config.categories[0]!.id, description: 'Docks are double-booked every week', businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH' },
    budget: { allocated: 50_000_00 },
  });

  await page.goto('/mvp-scaffolding');
  await page.getByRole('button', { name: 'New scenario' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New scenario' });
  const name = `E2E Yard MVP ${run}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Target revenue').fill('60000');
  await dialog.getByRole('textbox', { name: 'Budget', exact: true }).fill('20000');
  await dialog.getByLabel('Timeline (months)').fill('1');
  await dialog.getByLabel('Team size').fill('1');
  await dialog.getByLabel('Monthly price').fill('50');
  await dialog.getByLabel('Target MRR').fill('5000');
  await dialog.getByLabel('Runway (months)').fill('20');
  await dialog.getByLabel('Monthly burn').fill('1000');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const detail = page.getByTestId('scenario-detail');
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await expect(detail.getByTestId('scenario-status')).toHaveText('Draft');
  await detail.getByRole('button', { name: 'Generate recommendations' }).click();
  await expect(detail.getByTestId('scenario-status')).toHaveText('Analyzing');
  await expect(detail.getByText('Subscription billing').first()).toBeVisible();
  await detail.getByRole('button', { name: 'Generate backlog' }).click();
  await expect(detail.getByTestId('scenario-status')).toHaveText('Ready');
  // The verdict and its arithmetic (runway from bi when it knows it, else the typed one).
  await expect(detail.getByTestId('viability')).toHaveText(/^(Viable|Risky|Not viable) · [\d.]+ %$/);
  await expect(detail.getByTestId('viability-arithmetic')).toHaveText(/^\(9000 \+ [\d.]+ x 1\) \/ \([\d.]+ x [\d.]+\) = [\d.]+ \/ [\d.]+ = [\d.]+ %$/);
  await expect(detail.getByTestId('mvp-backlog').getByText('User story · Sign up with e-mail')).toBeVisible();

  await detail.getByRole('combobox', { name: 'Product', exact: true }).click();
  await page.getByRole('option', { name: productTitle }).click();
  await detail.getByRole('button', { name: 'Apply to a product' }).click();
  await expect(detail.getByText(`Applied to ${productTitle}`)).toBeVisible();
  await expect(detail.getByTestId('scenario-status')).toHaveText('In progress');

  // The stories are on a kanban board.
  const scenarios = await call<{ name: string; applied: { key: string; boardItemId: string | null }[] }[]>(baseURL!, token, 'GET', '/mvp/scenarios');
  const applied = scenarios.find((s) => s.name === name)!;
  const signUp = applied.applied.find((a) => a.key === 'accounts.1')!;
  const boardItem = await call<{ boardId: string }>(baseURL!, token, 'GET', `/kanban/items/${signUp.boardItemId}`);
  await page.goto(`/kanban/${boardItem.boardId}`);
  await expect(page.getByTestId('kanban-card').filter({ hasText: 'Sign up with e-mail' }).first()).toBeVisible();
});

test('a founder records a feature ROI and compares it with another feature', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const run = Date.now().toString(36);
  const featureName = `E2E Route replay ${run}`;
  await page.goto('/feature-roi');
  await page.getByRole('button', { name: 'New feature ROI' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New feature ROI' });
  await dialog.getByLabel('Feature name').fill(featureName);
  await dialog.getByLabel('Feature id').fill(`route-replay-${run}`);
  await dialog.getByLabel('Initial cost').fill('10000');
  await dialog.getByLabel('Development hours').fill('100');
  await dialog.getByLabel('Hourly rate').fill('50');
  await dialog.getByLabel('Team size').fill('2');
  await dialog.getByLabel('Direct revenue per month').fill('3000');
  await dialog.getByLabel('Maintenance per month').fill('500');
  // Satisfaction above 5 is refused with the rule's text before anything is sent.
  await dialog.getByLabel('Satisfaction (0-5)').fill('6');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Satisfaction score must be between 0 and 5');
  await dialog.getByLabel('Satisfaction (0-5)').fill('4');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  // 26,000 invested over 12 months, 36,000 back: ROI 38.5 %, payback 8 months.
  const row = page.getByTestId('roi-list').getByRole('row').filter({ hasText: featureName });
  await expect(row).toContainText('38.5 %');
  await expect(row).toContainText('8 months');

  await page.getByRole('tab', { name: 'Comparison' }).click();
  await page.getByRole('combobox', { name: 'Features to compare' }).click({ force: true });
  await page.getByRole('option', { name: featureName }).click();
  await page.getByRole('option', { name: 'Battery alerts' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Comparison' }).click();
  const table = page.getByTestId('roi-comparison');
  await expect(table.getByRole('columnheader', { name: featureName })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Battery alerts' })).toBeVisible();
  await expect(table).toContainText('★ Best');
});
