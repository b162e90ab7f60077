import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInAs } from './session.js';

/**
 * Product management in Chromium, as the demo founder: a product, an initiative, an epic and a
 * user story are built with their justification and budget (the parent's remaining budget moves
 * at each step), the story is sent to delivery and shows up on the kanban board, and once the
 * team moves it to done its status comes back to the strategic backlog.
 */
const FOUNDER = 'founder@demo.suite.test';

const signIn = (page: Page, baseURL: string) => signInAs(page, baseURL, FOUNDER);
const call = apiCall;

const row = (page: Page, title: string) => page.getByRole('treeitem', { name: title, exact: true }).locator(':scope > div').first();

/** Add a child from a row's menu; the justification starts as the parent's. */
async function addChild(page: Page, parent: string, level: string, title: string, dollars: number, story?: { userType: string; want: string; so: string; criteria: string }) {
  await page.getByRole('button', { name: `Actions for ${parent}` }).click();
  await page.getByRole('menuitem', { name: `Add ${level}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `New ${level}` });
  await dialog.getByLabel('Title').fill(title);
  if (story) {
    await dialog.getByLabel('As a (user type)').fill(story.userType);
    await dialog.getByLabel('I want (goal)').fill(story.want);
    await dialog.getByLabel('So that (benefit)').fill(story.so);
    await dialog.getByLabel('Acceptance criteria').fill(story.criteria);
  }
  await dialog.getByLabel('Budget allocation').fill(String(dollars));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, title)).toBeVisible();
}

/** Inline create under a row: title and budget, Enter adds. */
async function quickAdd(page: Page, parent: string, level: string, title: string, dollars: number) {
  await page.getByRole('button', { name: `Actions for ${parent}` }).click();
  await page.getByRole('menuitem', { name: `Quick add ${level}` }).click();
  await page.getByLabel('Budget allocation').fill(String(dollars));
  const field = page.getByLabel(`New ${level}`);
  await field.fill(title);
  await field.press('Enter');
  await expect(row(page, title)).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
}

test('signed-out visits to product discovery go to /login', async ({ page }) => {
  await page.goto('/product-discovery');
  await expect(page).toHaveURL(/\/login/);
});

test('a founder funds a product down to a user story, sends it to delivery and sees it done', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signIn(page, baseURL!);
  await page.goto('/strategic-backlog');
  await expect(page.getByRole('heading', { name: 'Strategic backlog', level: 1 })).toBeVisible();

  // The product, with its justification and budget (the form holds the server's rules).
  await page.getByRole('button', { name: 'New product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Product' });
  await dialog.getByLabel('Title').fill('E2E Dock Scheduler');
  await dialog.getByLabel('Business justification').fill('Short');
  await dialog.getByLabel('Budget allocation').fill('100000');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Business justification description must be at least 10 characters')).toBeVisible();
  await dialog.getByLabel('Business justification').fill('Docks sit idle while trucks queue at the gate');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'E2E Dock Scheduler').getByTestId('budget-remaining')).toHaveText('$100,000.00 left of $100,000.00');

  await quickAdd(page, 'E2E Dock Scheduler', 'Initiative', 'E2E Gate automation', 40_000);
  await expect(row(page, 'E2E Dock Scheduler').getByTestId('budget-remaining')).toHaveText('$60,000.00 left of $100,000.00');
  await addChild(page, 'E2E Gate automation', 'Epic', 'E2E Truck check-in', 20_000);
  await expect(row(page, 'E2E Gate automation').getByTestId('budget-remaining')).toHaveText('$20,000.00 left of $40,000.00');
  await addChild(page, 'E2E Truck check-in', 'User story', 'E2E Drivers check in from the cab', 5_000, {
    userType: 'truck driver',
    want: 'to check in from my phone',
    so: 'I do not queue at the gate',
    criteria: 'A QR code at the gate opens the check-in\nThe dock number is shown after check-in',
  });
  await expect(row(page, 'E2E Truck check-in').getByTestId('budget-remaining')).toHaveText('$15,000.00 left of $20,000.00');
  await expect(row(page, 'E2E Drivers check in from the cab').getByTestId('roi-score')).toHaveText(/^ROI \d+/);

  // Ranked by ROI with its reason; send the story to delivery.
  await page.getByRole('tab', { name: 'Ranked by ROI' }).click();
  const entry = page.getByTestId('ranked-entry').filter({ hasText: 'E2E Drivers check in from the cab' });
  await expect(entry).toContainText('Strongest:');
  await entry.getByRole('button', { name: 'Send to delivery' }).click();
  await expect(entry.getByTestId('delivery-status')).toHaveText(/To do/);

  // On the kanban board.
  const backlog = await call<{ entries: { item: { title: string; delivery: { itemId: string } | null } }[] }>(baseURL!, token, 'GET', '/product/strategic-backlog');
  const delivered = backlog.entries.find((e) => e.item.title === 'E2E Drivers check in from the cab')!.item.delivery!;
  const boardItem = await call<{ boardId: string; description: string }>(baseURL!, token, 'GET', `/kanban/items/${delivered.itemId}`);
  expect(boardItem.description).toContain('As a truck driver, I want to check in from my phone, so I do not queue at the gate.');
  await page.goto(`/kanban/${boardItem.boardId}`);
  await expect(page.getByTestId('kanban-card').filter({ hasText: 'E2E Drivers check in from the cab' })).toBeVisible();

  // The team finishes it: its status comes back.
  const { board } = await call<{ board: { columns: { id: string; title: string }[] } }>(baseURL!, token, 'GET', `/kanban/boards/${boardItem.boardId}`);
  const done = board.columns[board.columns.length - 1]!;
  await call(baseURL!, token, 'PATCH', `/kanban/items/${delivered.itemId}/move`, { targetColumnId: done.id, position: 0 });
  await page.goto('/strategic-backlog?tab=ranked');
  await expect(page.getByTestId('ranked-entry').filter({ hasText: 'E2E Drivers check in from the cab' }).getByTestId('delivery-status')).toHaveText(/Done/);
});
