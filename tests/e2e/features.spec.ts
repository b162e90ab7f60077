import { expect, test, type Page } from '@playwright/test';
import { signedInContext } from './session.js';

/**
 * Per-account feature flags, live: the Enterprise owner has the app open in two tabs, turns a domain
 * off on the features page of one, and the other tab's sidebar drops it without a reload; turned
 * back on, it comes back the same way.
 */
// Globex (ENTERPRISE): the engagement journey uses Acme's widget at the same time on the shared server,
// so turning Customer Engagement off must not touch Acme.
const ADMIN = 'admin.enterprise@demo.suite.test';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function saveFeatures(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeEnabled();
  await save.click();
  // Turning off a domain that has data asks first.
  const confirm = page.getByRole('button', { name: 'Turn off and save' });
  const saved = page.getByText('Features updated');
  await expect(confirm.or(saved).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(saved).toBeVisible();
}

test('turning a domain off in one tab removes it from the sidebar of a second open tab', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page: settings } = await signedInContext(browser, baseURL!, ADMIN);
  const errors: string[] = [];
  const watcher = await context.newPage();
  for (const page of [settings, watcher]) page.on('pageerror', (error) => errors.push(error.message));

  try {
    // The second tab shows the Customer Engagement section in its sidebar.
    await watcher.goto('/dashboard');
    await expect(sidebar(watcher).getByRole('link', { name: 'Customer feedback' })).toBeVisible({ timeout: 20_000 });

    // The first tab turns Customer Engagement off on the features page.
    await settings.goto('/account-settings/features');
    await expect(settings.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
    const engagement = settings.getByRole('switch', { name: 'Customer Engagement' });
    await expect(engagement).toBeChecked();
    await engagement.click({ force: true });
    await expect(engagement).not.toBeChecked();
    await saveFeatures(settings);
    // This tab's own session has followed too (its sidebar), so no late refresh re-renders the
    // switches under the next click.
    await expect(sidebar(settings).getByRole('link', { name: 'Customer feedback' })).toHaveCount(0, { timeout: 15_000 });

    // The second tab follows over the websocket, without a reload.
    await expect(sidebar(watcher).getByRole('link', { name: 'Customer feedback' })).toHaveCount(0, { timeout: 15_000 });
    await expect(sidebar(watcher).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    // Its API is closed too: the domain's routes answer 403 for this account.
    const token = await watcher.evaluate(() => (JSON.parse(localStorage.getItem('authTokens') ?? '{}') as { accessToken?: string }).accessToken ?? '');
    const modules = await watcher.request.get('/api/system/modules', { headers: { Authorization: `Bearer ${token}` } });
    const manifest = (await modules.json()) as { data: { modules: { id: string }[] } };
    expect(manifest.data.modules.map((module) => module.id)).not.toContain('engagement');

    // Turned back on, it comes back in the second tab the same way.
    await expect(engagement).toBeEnabled();
    // The "Features updated" notification may lie over the switch: click the switch itself.
    await engagement.evaluate((input) => (input as HTMLInputElement).click());
    await expect(engagement).toBeChecked();
    await saveFeatures(settings);
    await expect(sidebar(watcher).getByRole('link', { name: 'Customer feedback' })).toBeVisible({ timeout: 20_000 });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a plain member is refused the features page with the Access Denied screen', async ({ browser, baseURL }) => {
  const { context, page } = await signedInContext(browser, baseURL!, 'member.pro@demo.suite.test');
  try {
    await page.goto('/account-settings/features');
    await expect(page.getByText("Access Denied: You don't have permission to access this page")).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Features' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
