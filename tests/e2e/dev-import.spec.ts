import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { apiCall, signInAs } from './session.js';

/**
 * Integrations > Development in Chromium, as the PRO team lead: a real-shaped Jira export is
 * uploaded, its guessed columns checked, its rows previewed and imported into a board's backlog,
 * where the stories then are; on a phone, a file with an invalid row is imported only once the
 * user chooses to skip that row. axe finds nothing serious on the way.
 */
const LEAD = 'lead.pro@demo.suite.test';
/** The frame (header, sidebar, the assistant's button) is the shell's, checked by a11y.spec.ts: this journey checks its own screen. */
const FRAME = { exclude: ['header', 'nav', '[aria-haspopup="dialog"]'] };
const JIRA_FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../modules/agile/api/import-export/fixtures/jira-export.csv');

async function newBoard(baseURL: string, token: string, title: string): Promise<string> {
  const teams = await apiCall<{ id: string }[]>(baseURL, token, 'GET', '/teams');
  const board = await apiCall<{ id: string }>(baseURL, token, 'POST', '/kanban/boards', { teamId: teams[0]!.id, title });
  return board.id;
}

async function chooseBoard(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Board' }).first().click();
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
}

test('imports a Jira CSV export into a board: upload, columns, preview, import; statuses land in the columns, and importing it again updates instead of duplicating', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signInAs(page, baseURL!, LEAD);
  const title = `Jira import ${Date.now()}`;
  const boardId = await newBoard(baseURL!, token, title);

  await page.goto('/integrations/development');
  await expect(page.getByRole('heading', { name: 'Development integrations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/integrations/development', FRAME);
  await chooseBoard(page, title);
  await page.locator('input[type="file"]').setInputFiles(JIRA_FIXTURE);
  await expect(page.getByText('jira-export.csv:')).toBeVisible();
  await page.getByRole('button', { name: 'Read the file' }).click();

  // The columns Jira names, guessed: status, assignee, due date, sprint, parent and epic link too.
  await expect(page.getByText(/Read as a Jira export, 8 rows/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Title' })).toHaveValue('Summary (column 1)');
  await expect(page.getByRole('combobox', { name: 'Story points' })).toHaveValue('Custom field (Story Points) (column 47)');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Status (column 5)');
  await expect(page.getByRole('combobox', { name: 'Epic link' })).toHaveValue('Custom field (Epic Link) (column 44)');
  await expectNoSeriousA11yViolations(page, 'the column mapping', FRAME);
  await page.getByRole('button', { name: 'Preview the rows' }).click();

  // Jira's export names assignees, not e-mail addresses: they are reported and left unassigned.
  await expect(page.getByTestId('dev-import-summary')).toContainText(`8 of 8 rows are ready to import into ${title}.`);
  await expect(page.getByTestId('dev-import-summary')).toContainText('6 rows leave something out (see below).');
  await expect(page.getByTestId('preview-row')).toHaveCount(8);
  const first = page.getByTestId('preview-row').first();
  await expect(first).toContainText('Guest checkout without an account');
  await expect(first).toContainText('To do');
  await expect(first).toContainText('Under SHOP-1');
  await expect(first.getByTestId('row-warnings')).toContainText('Assignee (e-mail): No member of the account has this e-mail address: the item is left unassigned.');
  await expectNoSeriousA11yViolations(page, 'the import preview', FRAME);
  await page.getByRole('button', { name: 'Import 8 rows' }).click();
  await expect(page.getByTestId('dev-import-done')).toHaveText(`8 items imported into ${title}.`);
  // Six assignees (names, not addresses) and four sprints this board does not have.
  await expect(page.getByTestId('dev-import-warnings')).toHaveText('10 values were left out: see the preview.');

  // The same file again: every row updates the item it made, nothing is added.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseBoard(page, title);
  await page.locator('input[type="file"]').setInputFiles(JIRA_FIXTURE);
  await page.getByRole('button', { name: 'Read the file' }).click();
  await page.getByRole('button', { name: 'Preview the rows' }).click();
  await expect(page.getByTestId('dev-import-summary')).toContainText('8 rows update items imported before.');
  await expect(page.getByTestId('preview-row').first()).toContainText('Updates an item');
  await page.getByRole('button', { name: 'Import 8 rows' }).click();
  await expect(page.getByTestId('dev-import-done')).toHaveText(`8 items imported into ${title}. 8 of them were already there and are updated.`);

  // Only the issue whose status is Backlog is in the backlog; the others are on the board's columns.
  await page.getByRole('link', { name: 'Open the backlog' }).click();
  await expect(page).toHaveURL(new RegExp(`/backlog\\?board=${boardId}`));
  const rows = page.getByTestId('backlog-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Export "monthly" sales report, as CSV');
  const view = await apiCall<{ items: { title: string; status: string }[] }>(baseURL!, token, 'GET', `/kanban/boards/${boardId}`);
  expect(view.items.filter((item) => item.status !== 'backlog')).toHaveLength(7);
  expect(view.items.find((item) => item.title === 'Guest checkout without an account')?.status).toBe('todo');
});

test('on a phone, reads the preview as cards and imports a file with an invalid row only when told to skip it', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInAs(page, baseURL!, LEAD);
  const title = `Phone import ${Date.now()}`;
  const boardId = await newBoard(baseURL!, token, title);

  await page.goto('/integrations/development');
  await chooseBoard(page, title);
  const csv = 'Title,Story points,Tags\n"Search, with filters",5,web\n,3,\nExport as PDF,lots,';
  await page.locator('input[type="file"]').setInputFiles({ name: 'sheet.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Read the file' }).click();
  await page.getByRole('button', { name: 'Preview the rows' }).click();

  await expect(page.getByTestId('dev-import-summary')).toContainText('1 of 3 rows are ready');
  const cards = page.getByTestId('preview-row');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1)).toContainText('Row 3');
  await expect(cards.nth(1)).toContainText('Title: An item needs a title');
  await expect(cards.nth(2)).toContainText('Story points: Story points must be a number.');
  const card = await cards.first().boundingBox();
  expect(card!.width, 'a preview card fits the phone').toBeLessThanOrEqual(390);

  await expectNoSeriousA11yViolations(page, 'the import preview on a phone', FRAME);
  const importButton = page.getByRole('button', { name: 'Import 1 row' });
  await expect(importButton).toBeDisabled();
  await page.getByLabel('Skip the 2 invalid rows and import the others').check();
  await importButton.click();
  await expect(page.getByTestId('dev-import-done')).toContainText(`1 item imported into ${title}.`);
  await expect(page.getByText('Rows left out: 3, 4.')).toBeVisible();
  const backlog = await apiCall<{ items: { title: string; storyPoints: number | null; labels: string[] }[] }>(baseURL!, token, 'GET', `/kanban/backlog/${boardId}`);
  expect(backlog.items.map((item) => [item.title, item.storyPoints, item.labels])).toEqual([['Search, with filters', 5, ['web']]]);
});
