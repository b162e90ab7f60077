import { expect, test } from '@playwright/test';

test('a visitor follows /vs/jira to the agile comparison, switches tabs and opens the cadence comparison', async ({ page }) => {
  await page.goto('/vs/jira');
  await expect(page).toHaveURL(/\/competitors\/agile-survival$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Survival-focused agile' })).toBeVisible();
  await expect(page).toHaveTitle('Survival-focused agile · Compare Suite with other tools · Suite');
  await page.getByRole('tab', { name: 'Kanban Boards' }).click();
  await expect(page.getByRole('table').getByText('Work-in-progress limits')).toBeVisible();

  await page.getByRole('link', { name: 'All comparisons' }).click();
  await expect(page.getByTestId(/^competitor-card-/)).toHaveCount(6);
  await page.getByTestId('competitor-card-operational-cadence').getByRole('link').click();
  await expect(page.getByRole('tab')).toHaveText(['Performance Reviews', 'Team Management', 'Goal Management', 'One-on-Ones']);
  await expect(page.getByRole('link', { name: 'Explore Features' })).toHaveAttribute('href', '/performance-reviews');
});

test('the engagement comparison\'s live demo shows the demo entry screen, which signs in as the demo', async ({ page }) => {
  await page.goto('/competitors/customer-engagement');
  const demoLogin = page.waitForResponse((response) => response.url().endsWith('/api/auth/demo-login'));
  await page.getByRole('link', { name: 'See Live Demo' }).click();
  await expect(page.getByText('Setting up your feedback demo...')).toBeVisible();
  expect((await demoLogin).status()).toBe(200);
});
