import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot, startServer } from './server.js';
import { signedInContext, watchPage } from './session.js';

test('the shell renders the landing page without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ship faster. Know your runway.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a module route loads its remote at run time', async ({ page }) => {
  // The agile demos are standalone pages now (below); the pricing simulator is a public page of a remote.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const remoteEntry = page.waitForRequest((request) => request.url().includes('/modules/bi/remoteEntry.js'));
  await page.goto('/pricing-simulator');
  await remoteEntry;
  await expect(page.getByRole('heading', { name: 'Pricing simulator', level: 1 })).toBeVisible();
});

test("signed out, the poker demo is the module's standalone page: the real room without the remote", async ({ page }) => {
  const { scripts, errors } = watchPage(page);
  await page.goto('/voting-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Planning poker demo' })).toBeVisible();
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  await expect(page.getByTestId('poker-room')).toHaveAttribute('data-mode', 'demo');
  await expect(page).toHaveTitle('Planning poker demo · Suite');
  expect(scripts).toContain('/modules/agile/standalone/poker-demo.js');
  expect(scripts.filter((script) => script.endsWith('remoteEntry.js'))).toEqual([]);
  // The page's own entry, not the app's: no main script.
  expect(scripts.filter((script) => /^\/main\./.test(script))).toEqual([]);

  // Tooltips, dialogs and drag and drop load on first use, and work.
  const stories = page.getByTestId('story-row');
  await expect(stories).toHaveCount(4);
  const second = await stories.nth(1).locator('p').first().textContent();
  const handle = page.getByRole('button', { name: `Move “${second}”` });
  await handle.focus();
  // The sortable list takes the plain one's place with the focus where it was.
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  await expect(handle).toBeFocused();
  // Each key waits for what the screen reader hears (dnd-kit moves on the next frame).
  const heard = page.getByRole('status').filter({ hasText: second! });
  await page.keyboard.press('Space');
  await expect(heard).toContainText(`“${second}” is now at position 2 of 4.`);
  await page.keyboard.press('ArrowUp');
  await expect(heard).toContainText(`“${second}” is now at position 1 of 4.`);
  await page.keyboard.press('Space');
  await expect(heard).toContainText(`“${second}” dropped at position 1 of 4.`);
  await expect(stories.first()).toContainText(second!);
  const deleteButton = page.getByRole('button', { name: /^Delete “/ }).first();
  await deleteButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Delete story');
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this story?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete story' }).click();
  await expect(stories).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('signed in, the poker demo opens in the app (the remote), not the standalone page', async ({ browser, baseURL }) => {
  const { context, page } = await signedInContext(browser, baseURL!, 'founder@demo.suite.test');
  try {
    const { scripts } = watchPage(page);
    await page.goto('/voting-demo');
    await expect(page.getByTestId('poker-room')).toHaveAttribute('data-mode', 'demo');
    // A module's page titles the document with its route's title.
    await expect(page).toHaveTitle('Planning poker demo · Suite');
    expect(scripts.some((script) => /^\/main\./.test(script))).toBe(true);
    expect(scripts).toContain('/modules/agile/remoteEntry.js');
    expect(scripts).not.toContain('/modules/agile/standalone/poker-demo.js');
  } finally {
    await context.close();
  }
});

test("an unknown path shows 'Page not found'", async ({ page }) => {
  await page.goto('/this/path/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("with one remote's files removed the shell still works and shows that module's error card", async ({ page }) => {
  // A second server starts from an empty data dir: every module's migrations and demo seed.
  test.setTimeout(240_000);
  // A copy of every built remote except agile's, served by a second server.
  const modulesDir = mkdtempSync(path.join(os.tmpdir(), 'suite-modules-'));
  for (const id of ['agile', 'product', 'bi', 'investor', 'cadence', 'engagement']) {
    if (id === 'agile') continue;
    cpSync(path.join(repoRoot, 'modules', id, 'dist', 'web'), path.join(modulesDir, id, 'dist', 'web'), { recursive: true });
  }
  const server = await startServer({ MODULES_DIR: modulesDir });
  try {
    await page.goto(`${server.url}/voting-demo`);
    const card = page.getByTestId('module-error-agile');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText('Agile Survival could not be loaded');
    // The rest of the app keeps working: the landing page, and another module's demo entry screen.
    await page.getByRole('link', { name: 'Suite' }).click();
    await expect(page.getByRole('heading', { name: 'Ship faster. Know your runway.' })).toBeVisible();
    // The entry screen shows for 1.5 s: look for it as soon as the page starts, not after its load
    // event (on a busy machine the load can end after the demo has already moved on).
    await page.goto(`${server.url}/demo/feedback`, { waitUntil: 'commit' });
    await expect(page.getByText('Setting up your feedback demo...')).toBeVisible();
  } finally {
    await server.stop();
    rmSync(modulesDir, { recursive: true, force: true });
  }
});
