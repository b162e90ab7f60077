import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, signInAs } from './session.js';

/**
 * Layouts the first hour trips over (issue 13): on a phone (390 px) the retro phase bar and the
 * kanban board's controls are whole on screen (the page never scrolls sideways; only the board's
 * own column strip may); at 1280 px a five-column board shows its last column without scrolling.
 */
test.use({ locale: 'en-US' });

const ADMIN = 'admin.pro@demo.suite.test';

/**
 * Every visible control in the box lies inside the viewport's width (leaving out those inside
 * `except`, a strip that scrolls sideways on purpose), and the page does not scroll sideways.
 */
async function expectControlsInside(page: Page, box: Locator, what: string, except?: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const controls = await box.evaluate((root, skip) => {
    const found: { name: string; left: number; right: number }[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input, [role="switch"], [role="radio"], [role="combobox"]'))) {
      if (skip && element.closest(skip)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      found.push({ name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), left: rect.left, right: rect.right });
    }
    return found;
  }, except ?? null);
  expect(controls.length, `${what}: controls found`).toBeGreaterThan(0);
  for (const control of controls) {
    expect(control.left, `${what}: "${control.name}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(control.right, `${what}: "${control.name}" ends on screen`).toBeLessThanOrEqual(width + 0.5);
  }
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${what}: the page does not scroll sideways`).toBeLessThanOrEqual(width);
}

async function firstTeam(baseURL: string, token: string): Promise<string> {
  const teams = await apiCall<{ id: string }[]>(baseURL, token, 'GET', '/teams');
  return teams[0]!.id;
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the retro phase bar keeps every control on screen through the phases', async ({ page, baseURL }) => {
    const token = await signInAs(page, baseURL!, ADMIN);
    const retro = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/retrospectives/sessions', { name: 'Phone retro with a rather long name for a small screen', format: 'START_STOP_CONTINUE' });
    await page.goto(`/retro/sessions/${retro.id}`);
    const bar = page.getByTestId('phase-bar');
    await expect(bar).toHaveAttribute('data-phase', 'SETUP');
    await expectControlsInside(page, bar, 'phase bar in setup');
    await expectControlsInside(page, page.locator('header').first(), 'app header');
    await bar.getByRole('button', { name: 'Start collecting' }).click();
    await expect(bar).toHaveAttribute('data-phase', 'COLLECT');
    await expectControlsInside(page, bar, 'phase bar while collecting');
    // Phones show one column at a time: write in the one on screen.
    const field = page.getByRole('textbox', { name: /^Add a card to/ }).filter({ visible: true }).first();
    await field.fill('Stand-ups run long');
    await field.press('Enter');
    await expect(page.getByTestId('retro-card')).toHaveCount(1);
    await bar.getByRole('button', { name: 'Next: Group' }).click();
    await expect(bar).toHaveAttribute('data-phase', 'GROUP');
    await expectControlsInside(page, bar, 'phase bar while grouping');
  });

  test("the kanban board's controls stay on screen; only the column strip scrolls sideways", async ({ page, baseURL }) => {
    const token = await signInAs(page, baseURL!, ADMIN);
    const board = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/kanban/boards', { teamId: await firstTeam(baseURL!, token), title: `Phone board ${Date.now().toString(36)}` });
    await page.goto(`/kanban/${board.id}`);
    await expect(page.getByTestId('kanban-column').first()).toBeVisible({ timeout: 30_000 });
    // The header, the sprint bar, the filters and the board menu: all on screen (the column strip aside).
    await expectControlsInside(page, page.locator('#main'), 'board page', '[data-testid="kanban-board"]');
    await expectControlsInside(page, page.locator('header').first(), 'app header');
    // The columns keep a readable width and scroll inside the board's own strip.
    const strip = page.getByTestId('kanban-board');
    const overflow = await strip.evaluate((element) => getComputedStyle(element).overflowX);
    expect(overflow).toBe('auto');
    const column = (await page.getByTestId('kanban-column').first().boundingBox())!;
    expect(column.width).toBeGreaterThanOrEqual(170);
  });
});

test('at 1280 px a five-column board shows its last column without scrolling (columns named with the spec\'s status)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInAs(page, baseURL!, ADMIN);
  const board = await apiCall<{ id: string; columns: { title: string; status: string }[] }>(baseURL!, token, 'POST', '/kanban/boards', {
    teamId: await firstTeam(baseURL!, token),
    title: `Five columns ${Date.now().toString(36)}`,
    columns: [
      { title: 'Ideas', status: 'todo' },
      { title: 'Ready', status: 'todo' },
      { title: 'Building', status: 'active' },
      { title: 'Testing', status: 'active' },
      { title: 'Shipped', status: 'complete' },
    ],
  });
  expect(board.columns.map((column) => column.status)).toEqual(['todo', 'todo', 'active', 'active', 'complete']);
  await page.goto(`/kanban/${board.id}`);
  const columns = page.getByTestId('kanban-column');
  // The agile remote loads on demand: a busy machine takes a while the first time.
  await expect(columns.first()).toBeVisible({ timeout: 30_000 });
  await expect(columns).toHaveCount(5);
  const last = (await columns.last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(1280);
  const strip = page.getByTestId('kanban-board');
  const { scrollWidth, clientWidth } = await strip.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
  await expect(columns.last().getByRole('heading', { name: 'Shipped' })).toBeVisible();
});
