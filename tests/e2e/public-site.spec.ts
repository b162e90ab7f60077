import { expect, test } from '@playwright/test';
import { signInAs } from './session.js';

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

// ---------- issue 21: the landing, the directory, the marketing pages, the docs, the affiliate program ----------

test('a visitor searches the directory on the landing page, pages through it and opens a profile', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Agile tools with financial intelligence for startups · Suite');
  await expect(page.getByTestId('marketing-claims')).toContainText('Free for up to 5 users, then $5 per user per month');
  await expect(page.getByTestId('marketing-claims')).toContainText('$29-99 per month flat per team');
  await expect(page.getByTestId('marketing-claims')).toContainText('All 6 domains included');
  await expect(page.getByTestId('marketing-claims')).toContainText('5-minute setup');
  // 12 per page, the page in the address.
  await expect(page.getByTestId('directory-entry')).toHaveCount(12);
  await page.getByTestId('directory-page-2').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('directory-entry')).not.toHaveCount(12);
  // Filters and search, shared by the address.
  await page.getByTestId('directory-industry').selectOption('climate');
  await expect(page).toHaveURL(/industry=climate/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByTestId('directory-entry')).toHaveCount(2);
  await page.getByTestId('directory-industry').selectOption('');
  await page.getByTestId('directory-search').fill('warehouse');
  await expect(page).toHaveURL(/q=warehouse/);
  await expect(page.getByTestId('directory-entry')).toHaveCount(1);
  await page.getByRole('link', { name: 'View profile: Acme Robotics' }).click();
  await expect(page).toHaveURL(/\/businesses\/acme-robotics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
  await expect(page).toHaveTitle('Acme Robotics · Suite');
  await expect(page.getByTestId('business-metrics')).toContainText('Monthly recurring revenue');
  // Acme's investor area takes access requests (the investor module's INVESTOR_ACCESS_REQUESTS): a visitor is asked to sign in as an investor.
  await expect(page.getByRole('link', { name: 'Sign in as an investor to ask' })).toBeVisible();
  // Globex did not opt in: it is nowhere.
  await page.goto('/business-directory?q=globex');
  await expect(page.getByText('No startup matches these filters.')).toBeVisible();
});

test('a visitor uses the runway calculator on the landing page', async ({ page }) => {
  await page.goto('/');
  const calculator = page.getByTestId('runway-calculator');
  await expect(calculator.getByTestId('runway-months')).toHaveText('7.5 months');
  await calculator.getByTestId('runway-cash').fill('90000');
  await calculator.getByTestId('runway-expenses').fill('20000');
  await calculator.getByTestId('runway-revenue').fill('5000');
  await expect(calculator.getByTestId('runway-months')).toHaveText('6 months');
  await expect(calculator.getByTestId('runway-result')).toContainText('Net burn: $15,000 per month');
  await calculator.getByTestId('runway-revenue').fill('25000');
  await expect(calculator.getByTestId('runway-result')).toContainText('Revenue covers expenses');
});

test('a visitor follows a free-tool card into the working poker demo', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('tool-poker').click();
  await expect(page).toHaveURL(/\/demo\/planning-poker$/);
  await expect(page.getByTestId('demo-notice')).toContainText('Demo: nothing is saved');
  await page.getByRole('radio', { name: 'Card 3', exact: true }).click();
  await expect(page.getByTestId('vote-progress')).toContainText('4 of 4 have voted', { timeout: 10_000 });
});

const PUBLIC_TITLES: [string, string][] = [
  ['/business-directory', 'Startup directory'],
  ['/affiliate-program', 'Affiliate program'],
  ['/features', 'Features'],
  ['/about', 'About us'],
  ['/privacy', 'Privacy policy'],
  ['/terms', 'Terms of service'],
  ['/product-management', 'Product management'],
  ['/business-intelligence', 'Business intelligence'],
  ['/customer-engagement-feedback', 'Customer engagement and feedback'],
  ['/feedback-widget', 'Feedback widget'],
  ['/investor-intelligence', 'Investor intelligence'],
  ['/survival-focused-agile', 'Survival-focused agile'],
  ['/operational-cadence', 'Operational cadence'],
  ['/operational-cadence/one-on-ones', 'One-on-ones'],
  ['/operational-cadence/performance-reviews', 'Performance reviews'],
  ['/operational-cadence/goals', 'Goals and OKRs'],
  ['/operational-cadence/team-health', 'Pulse checks and team health'],
  ['/planning-poker', 'Planning poker'],
  ['/retrospectives', 'Retrospectives'],
  ['/agile-kanban', 'Agile kanban'],
  ['/docs', 'Documentation'],
  ['/docs/user-guide/voting-systems', 'Voting systems'],
  ['/docs/teams/roles-permissions', 'Roles and permissions'],
];

test('every public route answers signed out with its own title and heading, in the HTML and in the app', async ({ page, request }) => {
  for (const [path, title] of PUBLIC_TITLES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page, path).toHaveTitle(`${title} · Suite`);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(title);
  }
  // The server writes the title and description itself (readable without JS), per language.
  const french = await (await request.get('/features?lang=fr')).text();
  expect(french).toContain('<title>Fonctionnalités · Suite</title>');
  expect(french).toContain('hreflang="es"');
  expect(french).toContain('property="og:title"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/businesses/acme-robotics');
});

test('the docs are searchable and a page links to the next', async ({ page }) => {
  await page.goto('/docs');
  await page.getByTestId('docs-search').fill('observer');
  await expect(page).toHaveURL(/q=observer/);
  await page.getByRole('link', { name: 'Roles and permissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles and permissions' })).toBeVisible();
  await expect(page.getByText('OBSERVER: reads and takes part')).toBeVisible();
  await page.getByRole('link', { name: /^Next: Inviting members/ }).click();
  await expect(page).toHaveURL(/\/docs\/teams\/inviting-members$/);
});

test('the demo affiliate sees the seeded attributions, the link and its QR code', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'affiliate@demo.suite.test');
  await page.goto('/affiliate-dashboard');
  await expect(page.getByRole('heading', { name: 'Affiliate dashboard' })).toBeVisible();
  await expect(page.getByTestId('affiliate-link')).toHaveValue(/\/r\/DEMOPART$/);
  await expect(page.getByTestId('affiliate-qr')).toBeVisible();
  await expect(page.getByTestId('affiliate-signups')).toHaveText('2');
  // Acme pays from its seed; Northwind pays too once the billing journey (same server) has bought Pro.
  await expect(page.getByTestId('affiliate-paying')).toHaveText(/^[12]$/);
  await expect(page.getByRole('cell', { name: 'Acme Robotics' })).toBeVisible();
});
