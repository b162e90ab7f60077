import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiCall, signedInContext, watchPage } from './session.js';
import { KanbanErrors } from '../../modules/agile/shared/errors/kanban-errors.js';

/**
 * Kanban in Chromium, as the PRO team lead: a board is created, items added, cards dragged past a
 * soft and a hard WIP limit, a sprint planned, run and completed (its unfinished item rolls over)
 * and its velocity read; then a retrospective action item lands on a board another viewer has open.
 */
const LEAD = 'lead.pro@demo.suite.test';

const signedIn = (browser: Browser, baseURL: string, email: string) => signedInContext(browser, baseURL, email, { viewport: { width: 1440, height: 900 } });
const call = apiCall;

const column = (page: Page, title: string) => page.locator(`[data-testid="kanban-column"][data-column-title="${title}"]`);
const card = (page: Page, title: string) => page.getByTestId('kanban-card').filter({ hasText: title });

/** Drag a card by its handle onto a column, the way a mouse does (dnd-kit needs a few moves to start). */
async function drag(page: Page, cardTitle: string, target: Locator) {
  const handle = card(page, cardTitle).getByRole('button', { name: `Move “${cardTitle}”` });
  // The board scrolls sideways: bring the handle into its view first.
  await handle.evaluate((node) => node.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  // Hovering waits until nothing covers the handle (a closing dialog's overlay fades out for a moment).
  await handle.hover();
  // The first reach into the board loads drag and drop, which then takes the plain board's place.
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  expect(to.x + to.width / 2, 'the target column is in view').toBeLessThan(page.viewportSize()!.width);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height - 20, 120), { steps: 12 });
  await page.mouse.up();
}

async function setWipLimit(page: Page, columnTitle: string, limit: number, mode: 'Soft: warn' | 'Hard: refuse') {
  await page.getByRole('button', { name: `Actions for the column ${columnTitle}` }).click();
  await page.getByRole('menuitem', { name: 'Edit the column' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the column' });
  await dialog.getByLabel('WIP limit').fill(String(limit));
  await dialog.locator('label').filter({ hasText: new RegExp(`^${mode}$`) }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, columnTitle).getByTestId('wip-indicator')).toHaveText(new RegExp(`/ ${limit}$`));
}

async function addItem(page: Page, title: string, points: number) {
  await page.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New item' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Story points').fill(String(points));
  await dialog.getByRole('button', { name: 'Create item' }).click();
  await expect(dialog).toBeHidden();
  await expect(column(page, 'To do').getByTestId('kanban-card').filter({ hasText: title })).toBeVisible();
}

test('a team lead creates a board, drags past WIP limits, runs a sprint to completion and sees the velocity', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const lead = await signedIn(browser, baseURL!, LEAD);
  const errors: string[] = [];
  lead.page.on('pageerror', (error) => errors.push(error.message));
  const page = lead.page;
  const suffix = Date.now().toString(36);
  const team = await call<{ id: string; name: string }>(baseURL!, lead.token, 'POST', '/teams', { name: `Kanban E2E ${suffix}` });

  try {
    // A new Scrum board for the team.
    await page.goto('/kanban');
    await page.getByRole('button', { name: 'New board' }).first().click();
    const form = page.getByRole('dialog', { name: 'New board' });
    await form.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: team.name }).click();
    await form.getByLabel('Board name').fill(`Gripper firmware ${suffix}`);
    await form.locator('label').filter({ hasText: /^Scrum$/ }).click();
    await form.getByRole('button', { name: 'Create board' }).click();
    await page.waitForURL(/\/kanban\/[0-9a-f-]{36}$/);
    const boardId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Gripper firmware ${suffix}` })).toBeVisible();
    await expect(page.getByTestId('kanban-column')).toHaveCount(4);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'connected');

    // Three items with points, in To do.
    await addItem(page, 'Calibrate the sensor', 5);
    await addItem(page, 'Torque limits', 3);
    await addItem(page, 'Battery panel', 5);
    await expect(column(page, 'To do').getByTestId('kanban-card')).toHaveCount(3);

    // In progress warns past 1 item; Review refuses a second one.
    await setWipLimit(page, 'In progress', 1, 'Soft: warn');
    await setWipLimit(page, 'Review', 1, 'Hard: refuse');

    await drag(page, 'Calibrate the sensor', column(page, 'In progress'));
    await expect(column(page, 'In progress').getByTestId('kanban-card')).toHaveCount(1);
    await expect(column(page, 'In progress').getByTestId('wip-indicator')).toHaveAttribute('data-wip-state', 'at');

    await drag(page, 'Torque limits', column(page, 'In progress'));
    await expect(column(page, 'In progress').getByTestId('kanban-card')).toHaveCount(2);
    await expect(page.getByTestId('move-feedback')).toHaveAttribute('data-tone', 'warning');
    await expect(page.getByTestId('move-feedback')).toContainText(KanbanErrors.wipLimitExceeded('In progress', 1, 2));
    await expect(column(page, 'In progress').getByTestId('wip-indicator')).toHaveAttribute('data-wip-state', 'over');

    await drag(page, 'Calibrate the sensor', column(page, 'Review'));
    await expect(column(page, 'Review').getByTestId('kanban-card')).toHaveCount(1);
    await drag(page, 'Torque limits', column(page, 'Review'));
    await expect(page.getByTestId('move-feedback')).toHaveAttribute('data-tone', 'error');
    await expect(page.getByTestId('move-feedback')).toContainText(KanbanErrors.wipLimitReached('Review', 1));
    // The refused card is back where it was.
    await expect(column(page, 'In progress').getByTestId('kanban-card').filter({ hasText: 'Torque limits' })).toBeVisible();
    await expect(column(page, 'Review').getByTestId('kanban-card')).toHaveCount(1);

    // The drawer keeps the status changes with their times.
    await card(page, 'Calibrate the sensor').getByRole('button', { name: 'Open “Calibrate the sensor”' }).click();
    const drawer = page.getByRole('dialog', { name: 'Calibrate the sensor' });
    await drawer.getByRole('tab', { name: 'History' }).click();
    await expect(drawer.getByTestId('item-history')).toContainText('To do → In progress');
    await expect(drawer.getByTestId('item-history')).toContainText('In progress → Review');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Plan a sprint over capacity, then start it.
    await page.goto(`/sprint-planning?team=${team.id}&board=${boardId}`);
    await page.getByRole('button', { name: 'New sprint' }).click();
    const sprintForm = page.getByRole('dialog', { name: 'New sprint' });
    await expect(sprintForm.getByLabel('Sprint name')).toHaveValue('Sprint 1');
    await sprintForm.getByLabel('Capacity (points)').fill('10');
    await sprintForm.getByRole('button', { name: 'Create sprint' }).click();
    await expect(sprintForm).toBeHidden();
    await expect(page.getByTestId('sprint-status')).toHaveText('Planned');
    for (const title of ['Calibrate the sensor', 'Torque limits', 'Battery panel']) {
      await page.getByRole('button', { name: `Add “${title}” to the sprint` }).click();
      await expect(page.getByTestId('sprint-items').getByText(title)).toBeVisible();
    }
    await expect(page.getByTestId('committed-points')).toHaveText('Committed: 13 of 10 points');
    await expect(page.getByTestId('over-capacity')).toContainText('Over capacity by 3 points');
    await page.getByRole('button', { name: 'Start the sprint' }).click();
    await page.getByRole('dialog', { name: 'Start Sprint 1?' }).getByRole('button', { name: 'Start the sprint' }).click();
    await expect(page.getByTestId('sprint-status')).toHaveText('Active');

    // Two of the three get done on the board.
    await page.goto(`/kanban/${boardId}`);
    await expect(page.getByTestId('active-sprint')).toContainText('0 of 13 points done');
    await drag(page, 'Calibrate the sensor', column(page, 'Done'));
    await expect(column(page, 'Done').getByTestId('kanban-card')).toHaveCount(1);
    await drag(page, 'Torque limits', column(page, 'Done'));
    await expect(column(page, 'Done').getByTestId('kanban-card')).toHaveCount(2);

    // Complete the sprint: the unfinished item rolls over into the next one.
    await page.goto(`/sprint-planning?team=${team.id}&board=${boardId}`);
    await page.getByRole('button', { name: 'Complete the sprint' }).click();
    const confirm = page.getByRole('dialog', { name: 'Complete Sprint 1?' });
    await expect(confirm).toContainText('1 unfinished item (5 points) will roll over into the next planned sprint');
    await confirm.getByRole('button', { name: 'Complete the sprint' }).click();
    const done = page.getByTestId('sprint-completed');
    await expect(done).toContainText('Sprint 1 is completed');
    await expect(done).toContainText('8 of 13 committed points done.');
    await expect(done).toContainText('1 item rolled over into');

    // Velocity shows the sprint: 13 committed, 8 completed.
    await done.getByRole('link', { name: 'See the velocity' }).click();
    await page.waitForURL(/\/velocity-tracking\?team=/);
    await expect(page.getByTestId('average-velocity')).toHaveText('8');
    const row = page.getByRole('row', { name: /Sprint 1/ });
    await expect(row).toContainText('13');
    await expect(row).toContainText('8');
    await expect(row).toContainText('62%');
    await expect(page.getByTestId('velocity-chart')).toBeVisible();
    await expect(page.getByTestId('burndown-chart')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await lead.context.close();
  }
});

test('a retrospective action item appears on a board someone has open, and other viewers see moves live', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const viewer = await signedIn(browser, baseURL!, LEAD);
  const page = viewer.page;
  const suffix = Date.now().toString(36);
  try {
    const team = await call<{ id: string }>(baseURL!, viewer.token, 'POST', '/teams', { name: `Retro to board ${suffix}` });
    const board = await call<{ id: string; columns: { id: string; title: string }[] }>(baseURL!, viewer.token, 'POST', '/kanban/boards', { teamId: team.id, title: `Flow ${suffix}`, processType: 'kanban' });
    await page.goto(`/kanban/${board.id}`);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'connected');
    await expect(page.getByTestId('kanban-card')).toHaveCount(0);

    // The seeded team's last retrospective left action items; one goes to this board.
    const sessions = await call<{ sessions: { id: string }[] }>(baseURL!, viewer.token, 'GET', '/retrospectives/sessions?status=COMPLETED');
    let actionItem: { id: string; title: string } | undefined;
    for (const session of sessions.sessions) {
      const snapshot = await call<{ actionItems: { id: string; title: string; boardItemId: string | null }[] }>(baseURL!, viewer.token, 'GET', `/retrospectives/sessions/${session.id}`);
      actionItem = snapshot.actionItems.filter((candidate) => !candidate.boardItemId).at(-1);
      if (actionItem) break;
    }
    expect(actionItem, 'a retrospective action item not on a board yet').toBeDefined();
    const moved = await call<{ boardItemId: string }>(baseURL!, viewer.token, 'POST', `/retrospectives/action-items/${actionItem!.id}/to-board`, { boardId: board.id });

    // It arrives on the open board without a reload.
    await expect(column(page, 'To do').getByTestId('kanban-card').filter({ hasText: actionItem!.title })).toBeVisible();
    await card(page, actionItem!.title).getByRole('button', { name: `Open “${actionItem!.title}”` }).click();
    await expect(page.getByRole('dialog', { name: actionItem!.title })).toContainText('A retrospective action item');
    await page.keyboard.press('Escape');

    // Someone else moves it: the open board follows.
    const review = board.columns.find((candidate) => candidate.title === 'Review')!;
    await call(baseURL!, viewer.token, 'PATCH', `/kanban/items/${moved.boardItemId}/move`, { targetColumnId: review.id, position: 0 });
    await expect(column(page, 'Review').getByTestId('kanban-card').filter({ hasText: actionItem!.title })).toBeVisible();
    await expect(column(page, 'To do').getByTestId('kanban-card')).toHaveCount(0);
  } finally {
    await viewer.context.close();
  }
});

test('a team lead archives the done items, brings one back, and plans a release of the board', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const lead = await signedIn(browser, baseURL!, LEAD);
  const page = lead.page;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const suffix = Date.now().toString(36);
  try {
    const team = await call<{ id: string }>(baseURL!, lead.token, 'POST', '/teams', { name: `Archive E2E ${suffix}` });
    const board = await call<{ id: string; columns: { id: string; title: string }[] }>(baseURL!, lead.token, 'POST', '/kanban/boards', { teamId: team.id, title: `Shipping ${suffix}`, processType: 'kanban' });
    const doneColumn = board.columns.find((c) => c.title === 'Done')!;
    for (const title of ['Label printer driver', 'Dock scheduling']) {
      const item = await call<{ id: string }>(baseURL!, lead.token, 'POST', '/kanban/items', { boardId: board.id, title, storyPoints: 3 });
      if (title === 'Label printer driver') await call(baseURL!, lead.token, 'PATCH', `/kanban/items/${item.id}/move`, { targetColumnId: doneColumn.id });
    }
    await page.goto(`/kanban/${board.id}`);
    await expect(column(page, 'Done').getByTestId('kanban-card')).toHaveCount(1);

    // Archive what is done: the card leaves the board.
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive done items' }).click();
    await page.getByRole('dialog', { name: 'Archive the done items?' }).getByRole('button', { name: 'Archive done items' }).click();
    await expect(column(page, 'Done').getByTestId('kanban-card')).toHaveCount(0);

    // The archive lists it with the column it was in; Restore puts it back.
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Archived items' }).click();
    const archive = page.getByRole('dialog', { name: 'Archived items' });
    await expect(archive.getByTestId('archived-item')).toHaveCount(1);
    await expect(archive.getByTestId('archived-item')).toContainText('Was in Done');
    await archive.getByRole('button', { name: 'Restore “Label printer driver”' }).click();
    await expect(archive.getByText('Nothing is archived')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(column(page, 'Done').getByTestId('kanban-card').filter({ hasText: 'Label printer driver' })).toBeVisible();

    // A release of the board, listed with its progress.
    await page.getByRole('button', { name: 'Board actions' }).click();
    await page.getByRole('menuitem', { name: 'Releases' }).click();
    const releases = page.getByRole('dialog', { name: 'Releases' });
    await expect(releases.getByText('No release yet')).toBeVisible();
    await releases.getByRole('button', { name: 'New release' }).click();
    await releases.getByLabel('Name').fill(`v1.0 ${suffix}`);
    await releases.getByRole('button', { name: 'Create the release' }).click();
    await expect(releases.getByText(`v1.0 ${suffix}`)).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await lead.context.close();
  }
});

test("signed out, the kanban demo is the module's standalone page: add, move by keyboard, filter and open a card without the remote", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  const { scripts, errors } = watchPage(page);
  await page.goto('/demo/kanban');
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban demo' })).toBeVisible();
  await expect(page.getByTestId('demo-notice')).toBeVisible();
  await expect(card(page, 'Dark mode for the settings page')).toBeVisible();
  expect(scripts).toContain('/modules/agile/standalone/kanban-demo.js');
  expect(scripts.filter((script) => script.endsWith('remoteEntry.js'))).toEqual([]);
  expect(scripts.filter((script) => /^\/main\./.test(script))).toEqual([]);
  // The board's first paint goes without drag and drop.
  expect(scripts.some((script) => /dnd|sortable/i.test(script))).toBe(false);

  // Add a card to a column.
  await page.getByRole('button', { name: 'Add an item to To do' }).click();
  const title = page.getByRole('textbox', { name: 'Title of the new item in To do' });
  await title.fill('Pricing page copy');
  await title.press('Enter');
  await expect(column(page, 'To do').getByTestId('kanban-card').filter({ hasText: 'Pricing page copy' })).toBeVisible();

  // Move a card by the keyboard: the sortable board takes the plain one's place with the focus on the handle.
  const handle = page.getByRole('button', { name: 'Move “Dark mode for the settings page”' });
  await handle.focus();
  await expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
  await expect(handle).toBeFocused();
  // Each key waits for what the screen reader hears (dnd-kit moves on the next frame).
  const heard = page.getByRole('status').filter({ hasText: 'Dark mode for the settings page' });
  await page.keyboard.press('Space');
  // Picked up, then at once over its own column.
  await expect(heard).toContainText(/Picked up Dark mode for the settings page\.|Dark mode for the settings page is over To do\./);
  await page.keyboard.press('ArrowRight');
  await expect(heard).toContainText('Dark mode for the settings page is over In progress.');
  await page.keyboard.press('Space');
  await expect(heard).toContainText('Dark mode for the settings page was dropped in In progress.');
  await expect(column(page, 'In progress').getByTestId('kanban-card').filter({ hasText: 'Dark mode for the settings page' })).toBeVisible();
  await expect(column(page, 'To do').getByTestId('kanban-card').filter({ hasText: 'Dark mode for the settings page' })).toHaveCount(0);

  // A filter (the select loads on first use) and a card's drawer with its history.
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Bug' }).click();
  await expect(page.getByTestId('kanban-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('kanban-card')).toHaveCount(9);
  await page.getByRole('button', { name: 'Open “Dark mode for the settings page”' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dark mode for the settings page' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('To do → In progress');
  expect(errors).toEqual([]);
});
