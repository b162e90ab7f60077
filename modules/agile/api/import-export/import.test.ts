import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { AccessErrors, endpointPath } from '@suite/sdk';
import { agilePlugin } from '../index.js';
import { DevExportEndpoints, DevImportEndpoints, DEV_IMPORT_MAX_CHARS, type DevImportPreview, type DevImportResult } from '../../shared/dev-import.js';
import { DevImportErrors } from '../../shared/errors/dev-import-errors.js';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import type { KanbanBacklog, KanbanBoard, KanbanItem } from '../../shared/kanban.js';
import type { PokerSessionView, PokerSnapshot } from '../../shared/poker.js';
import type { TeamDetail } from '../../shared/teams.js';
import { KanbanActivityModel } from '../kanban/models.js';
import { KanbanApi, TeamApi } from '../kanban/test-paths.js';
import { PokerApi } from '../poker/test-paths.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const JIRA = fixture('jira-export.csv');
const ADO = fixture('azure-devops-export.csv');
const GENERIC = fixture('generic.csv');

let platform: TestPlatform;
let acme: TestAccount;
let free: TestAccount;
let team: TeamDetail;
const tokens: Record<'member' | 'watcher' | 'admin', string> = {} as never;
const emails: Record<'member' | 'watcher' | 'admin', string> = {} as never;
const userIds: Record<'member' | 'watcher' | 'admin', string> = {} as never;

type Method = 'get' | 'post' | 'patch';
function call(token: string, method: Method, path: string, body?: object, account: TestAccount = acme) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
const owner = () => acme.owner.token;
const previewPath = DevImportEndpoints.preview.path;
const commitPath = DevImportEndpoints.commit.path;
const exportBacklog = (boardId: string, format: 'csv' | 'jira', items?: 'all') => `${endpointPath(DevExportEndpoints.backlog, { boardId })}?format=${format}${items ? `&items=${items}` : ''}`;
const exportPoker = (sessionId: string, format: 'csv' | 'jira') => `${endpointPath(DevExportEndpoints.pokerEstimates, { sessionId })}?format=${format}`;

async function newBoard(title = 'Webshop'): Promise<KanbanBoard> {
  const response = await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as KanbanBoard;
}
async function backlogOf(boardId: string): Promise<KanbanItem[]> {
  return ((await call(owner(), 'get', KanbanApi.backlog(boardId))).body.data as KanbanBacklog).items;
}
async function preview(body: object, token = owner()): Promise<DevImportPreview> {
  const response = await call(token, 'post', previewPath, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as DevImportPreview;
}
async function importInto(body: object, token = owner()): Promise<DevImportResult> {
  const response = await call(token, 'post', commitPath, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as DevImportResult;
}
async function newSession(stories: string[] = ['Already here'], token = owner()): Promise<PokerSessionView> {
  const response = await call(token, 'post', PokerApi.sessions, { name: 'Refinement', stories });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as PokerSessionView;
}
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};
/** What an item is, for comparing two imports. */
const essence = (item: KanbanItem) => ({ title: item.title, description: item.description, type: item.type, priority: item.priority, storyPoints: item.storyPoints, labels: item.labels });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  free = await platform.createAccount({ name: 'Freebie', plan: 'FREE' });
  for (const [name, role] of [
    ['member', 'MEMBER'],
    ['watcher', 'OBSERVER'],
    ['admin', 'ADMIN'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    tokens[name] = await platform.tokenFor(user, acme.id);
    emails[name] = user.email;
    userIds[name] = user.id;
  }
  team = (await call(owner(), 'post', TeamApi.teams, { name: 'Checkout squad' })).body.data as TeamDetail;
});
afterAll(() => platform?.close());

describe('import from a Jira CSV export', () => {
  it('reads the header, guesses the columns (repeated Labels included) and previews every row with its spreadsheet row number', async () => {
    const board = await newBoard();
    const result = await preview({ target: { kind: 'backlog', boardId: board.id }, csv: JIRA });
    expect(result).toMatchObject({ format: 'jira', detectedFormat: 'jira', delimiter: ',', totalRows: 8, validRows: 8, invalidRows: 0, target: { kind: 'backlog', id: board.id, name: 'Webshop' } });
    const header = (index: number | null) => (index === null ? null : result.columns[index]!.header);
    expect(header(result.mapping.title)).toBe('Summary');
    expect(header(result.mapping.description)).toBe('Description');
    expect(header(result.mapping.type)).toBe('Issue Type');
    expect(header(result.mapping.priority)).toBe('Priority');
    expect(header(result.mapping.storyPoints)).toBe('Custom field (Story Points)');
    expect(header(result.mapping.externalKey)).toBe('Issue key');
    expect(result.mapping.labels.map(header)).toEqual(['Labels', 'Labels', 'Labels']);
    expect(result.rows.map((row) => row.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.rows.map((row) => [row.title, row.type, row.priority, row.storyPoints, row.labels, row.externalKey])).toEqual([
      ['Guest checkout without an account', 'story', 'high', 5, ['checkout', 'conversion'], 'SHOP-12'],
      ['Payment fails with a 500 when the card has 3-D Secure', 'bug', 'urgent', null, ['payments'], 'SHOP-13'],
      ['Upgrade the payment SDK to v5', 'task', 'medium', 3, [], 'SHOP-14'],
      ['Checkout redesign', 'epic', 'medium', null, ['checkout'], 'SHOP-1'],
      ['Write the migration for saved cards', 'task', 'low', 1, [], 'SHOP-15'],
      ['Export "monthly" sales report, as CSV', 'story', 'high', 8, ['reports', 'finance', 'csv'], 'SHOP-16'],
      ['Faster product search suggestions', 'story', 'medium', 2, ['search'], 'SHOP-17'],
      ['Fix the typo on the order confirmation page', 'story', 'low', 0.5, [], 'SHOP-18'],
    ]);
    // Nothing is written by a preview.
    expect(await backlogOf(board.id)).toEqual([]);
  });

  it('imports every row into the backlog (statuses left out), in the file order, quoted multi-line descriptions kept whole', async () => {
    const board = await newBoard();
    const result = await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: JIRA, mapping: { status: null } });
    expect(result).toMatchObject({ imported: 8, skippedRows: [], target: { kind: 'backlog', id: board.id } });
    const items = await backlogOf(board.id);
    expect(items.map((item) => item.id)).toEqual(result.ids);
    expect(items[0]).toMatchObject({ title: 'Guest checkout without an account', type: 'story', priority: 'high', storyPoints: 5, labels: ['checkout', 'conversion'], status: 'backlog', columnId: null, source: 'jira:SHOP-12' });
    expect(items[0]!.description).toBe(
      'As a first-time buyer, I want to pay without creating an account,\nso that I can finish my order "in one go".\n\nh3. Acceptance criteria\n* The email field is the only required account field\n* A guest can create an account after paying, with one click\n* Orders placed as a guest show on the account later, matched by email',
    );
    expect(items[1]!.description).toBe('Steps:\n# Add any item to the cart\n# Pay with 4000 0027 6000 3184\n# Complete the challenge\n\nExpected: order confirmed, Actual: "Something went wrong", 500 in the logs.');
    expect(items[5]!.title).toBe('Export "monthly" sales report, as CSV');
    expect(items[7]!.storyPoints).toBe(0.5);
    // Added after what the backlog already held.
    await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: 'Summary\nOne more' });
    expect((await backlogOf(board.id)).map((item) => item.title).slice(-2)).toEqual(['Fix the typo on the order confirmation page', 'One more']);
  });
});

describe('Jira statuses, sprints, assignees, due dates and parent links; importing again', () => {
  type BoardView = { items: KanbanItem[]; board: KanbanBoard & { columns: { id: string; title: string }[] } };
  const boardView = async (boardId: string) => (await call(owner(), 'get', KanbanApi.board(boardId))).body.data as BoardView;
  const everything = async (boardId: string) => [...(await boardView(boardId)).items.filter((item) => item.status !== 'backlog'), ...(await backlogOf(boardId))];
  const byKey = (items: KanbanItem[]) => new Map(items.map((item) => [(item as KanbanItem & { source: string }).source.replace(/^jira:/, ''), item]));

  it('puts each issue in the column its status names, in its sprint, under its parent or epic, with its due date; names that match no member are reported', async () => {
    const board = await newBoard('Relations');
    const sprint = await call(owner(), 'post', KanbanApi.sprints, { teamId: team.id, boardId: board.id, name: 'Sprint 15', startDate: '2024-11-18', endDate: '2024-11-29' });
    expect(sprint.status, JSON.stringify(sprint.body)).toBe(201);
    const sprintId = (sprint.body.data as { id: string }).id;
    const target = { kind: 'backlog', boardId: board.id };
    const seen = await preview({ target, csv: JIRA });
    const row = (key: string) => seen.rows.find((candidate) => candidate.externalKey === key)!;
    expect([row('SHOP-12').status, row('SHOP-12').column, row('SHOP-12').sprint, row('SHOP-12').parentKey, row('SHOP-12').action]).toEqual(['todo', 'To do', 'Sprint 15', 'SHOP-1', 'create']);
    expect([row('SHOP-13').status, row('SHOP-13').column, row('SHOP-13').dueDate]).toEqual(['active', 'In progress', '2024-11-29']);
    expect([row('SHOP-16').status, row('SHOP-16').column]).toEqual(['backlog', null]);
    // Jira's Parent names the parent by its numeric issue id (10012 is SHOP-12).
    expect(row('SHOP-15').parentKey).toBe('SHOP-12');
    // The export names assignees, not e-mail addresses: no member matches, each is reported and left unassigned.
    expect(row('SHOP-12').assignee).toBeNull();
    expect(row('SHOP-12').warnings).toEqual([{ row: 2, field: 'assignee', message: DevImportErrors.ASSIGNEE_NOT_MEMBER }]);
    expect(row('SHOP-14').warnings).toEqual([]);
    expect(seen).toMatchObject({ validRows: 8, invalidRows: 0, updateRows: 0, warningRows: 6 });

    const result = await importInto({ target, csv: JIRA });
    expect(result).toMatchObject({ imported: 8, created: 8, updated: 0 });
    expect(result.warnings.filter((warning) => warning.field === 'assignee')).toHaveLength(6);
    const items = byKey(await everything(board.id));
    const columns = new Map((await boardView(board.id)).board.columns.map((column) => [column.title, column.id]));
    expect(items.get('SHOP-12')).toMatchObject({ status: 'todo', columnId: columns.get('To do'), sprintId, parentId: items.get('SHOP-1')!.id, assigneeId: null });
    expect(items.get('SHOP-13')).toMatchObject({ status: 'active', columnId: columns.get('In progress'), sprintId, dueDate: '2024-11-29' });
    expect(items.get('SHOP-18')).toMatchObject({ status: 'complete', columnId: columns.get('Done') });
    expect(items.get('SHOP-16')).toMatchObject({ status: 'backlog', columnId: null, parentId: items.get('SHOP-1')!.id });
    expect(items.get('SHOP-15')!.parentId).toBe(items.get('SHOP-12')!.id);
    expect(items.get('SHOP-1')!.parentId).toBeNull();
    // The sprint's scope counts the imported items (burndown reads the activity).
    const added = await KanbanActivityModel.query(platform.db).where({ board_id: board.id, type: 'item_added_to_sprint' });
    expect(added.map((entry) => entry.itemId).sort()).toEqual([items.get('SHOP-12')!.id, items.get('SHOP-13')!.id, items.get('SHOP-17')!.id, items.get('SHOP-18')!.id].sort());
  });

  it('assigns by e-mail address to members of the account, and reports unknown addresses, sprints, statuses, parents and bad dates', async () => {
    const board = await newBoard('By e-mail');
    const csv = [
      'Summary,Issue key,Assignee,Status,Sprint,Parent,Due date',
      `Wire the webhook,WH-1,${emails.member.toUpperCase()},In progress,,,2025-01-10`,
      `Sign the payload,WH-2,Admin <${emails.admin}>,Waiting for legal,Sprint 99,WH-1,`,
      'Retry on 500,WH-3,stranger@example.com,,,WH-404,',
      'Loop A,WH-4,,,,WH-5,',
      'Loop B,WH-5,,,,WH-4,',
      'Bad date,WH-6,,,,,the 5th',
      'Twice,WH-1,,,,,',
    ].join('\n');
    const seen = await preview({ target: { kind: 'backlog', boardId: board.id }, csv });
    const row = (n: number) => seen.rows.find((candidate) => candidate.row === n)!;
    expect(row(2)).toMatchObject({ assignee: { id: userIds.member }, status: 'active', dueDate: '2025-01-10', warnings: [] });
    expect(row(3)).toMatchObject({ assignee: { id: userIds.admin }, status: 'backlog', parentKey: 'WH-1' });
    expect(row(3).warnings.map((warning) => warning.message)).toEqual([DevImportErrors.UNKNOWN_STATUS, DevImportErrors.SPRINT_NOT_FOUND]);
    expect(row(4)).toMatchObject({ assignee: null, parentKey: null });
    expect(row(4).warnings.map((warning) => warning.message)).toEqual([DevImportErrors.ASSIGNEE_NOT_MEMBER, DevImportErrors.PARENT_NOT_FOUND]);
    expect(row(5).warnings.map((warning) => warning.message)).toEqual([DevImportErrors.PARENT_CYCLE]);
    expect(row(7).errors).toEqual([{ row: 7, field: 'dueDate', message: DevImportErrors.DUE_DATE_INVALID }]);
    expect(row(8).errors).toEqual([{ row: 8, field: 'externalKey', message: DevImportErrors.DUPLICATE_KEY }]);
    const result = await importInto({ target: { kind: 'backlog', boardId: board.id }, csv, skipInvalid: true });
    expect(result).toMatchObject({ imported: 5, skippedRows: [7, 8] });
    const items = byKey(await everything(board.id));
    expect(items.get('WH-1')).toMatchObject({ assigneeId: userIds.member, status: 'active', dueDate: '2025-01-10' });
    expect(items.get('WH-2')).toMatchObject({ assigneeId: userIds.admin, parentId: items.get('WH-1')!.id, sprintId: null });
  });

  it('updates the items a file imported before instead of adding them again (matched on the issue key)', async () => {
    const board = await newBoard('Again');
    const target = { kind: 'backlog', boardId: board.id };
    const first = await importInto({ target, csv: JIRA });
    const before = await everything(board.id);
    const again = await preview({ target, csv: JIRA });
    expect(again).toMatchObject({ updateRows: 8 });
    expect(again.rows.every((row) => row.action === 'update')).toBe(true);
    const second = await importInto({ target, csv: JIRA });
    expect(second).toMatchObject({ imported: 8, created: 0, updated: 8 });
    expect([...second.ids].sort()).toEqual([...first.ids].sort());
    const after = await everything(board.id);
    expect(after).toHaveLength(before.length);
    expect(after.map(essence).sort((a, b) => a.title.localeCompare(b.title))).toEqual(before.map(essence).sort((a, b) => a.title.localeCompare(b.title)));

    // A changed file changes the items: a new title, a new status, and one new issue.
    const edited = JIRA.replace('Faster product search suggestions', 'Faster search suggestions').replace('SHOP-16,10016,Story,Backlog', 'SHOP-16,10016,Story,Done');
    const moved = `${edited.trimEnd()}\nA brand new issue,SHOP-19,10019,Story,To Do${','.repeat(50)}\n`;
    const third = await importInto({ target, csv: moved });
    expect(third).toMatchObject({ created: 1, updated: 8 });
    const items = byKey(await everything(board.id));
    expect(items.size).toBe(9);
    expect(items.get('SHOP-17')!.title).toBe('Faster search suggestions');
    expect(items.get('SHOP-16')).toMatchObject({ status: 'complete' });
    expect(items.get('SHOP-19')).toMatchObject({ title: 'A brand new issue', status: 'todo' });
  });

  it('updates the stories of a poker session with the same titles instead of adding them again', async () => {
    const session = await newSession([]);
    const target = { kind: 'poker', sessionId: session.id };
    await importInto({ target, csv: JIRA });
    const again = await preview({ target, csv: JIRA });
    expect(again.rows.every((row) => row.action === 'update')).toBe(true);
    const second = await importInto({ target, csv: JIRA.replace('h3. Acceptance criteria', 'h3. Done when') });
    expect(second).toMatchObject({ created: 0, updated: 8 });
    const snapshot = (await call(owner(), 'get', PokerApi.session(session.id))).body.data as PokerSnapshot;
    expect(snapshot.stories).toHaveLength(8);
    expect(snapshot.stories[0]!.description).toContain('h3. Done when');
  });
});

describe('import from Azure DevOps and from any CSV', () => {
  it('reads an Azure DevOps export: work item types, 1-4 priorities, "a; b" tags, HTML descriptions as text', async () => {
    const board = await newBoard();
    const result = await preview({ target: { kind: 'backlog', boardId: board.id }, csv: ADO });
    expect(result).toMatchObject({ format: 'azure_devops', validRows: 5, invalidRows: 0 });
    expect(result.columns[result.mapping.title!]!.header).toBe('Title');
    expect(result.columns[result.mapping.externalKey!]!.header).toBe('ID');
    await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: ADO, mapping: { status: null } });
    const items = await backlogOf(board.id);
    expect(items.map((item) => [item.title, item.type, item.priority, item.storyPoints, item.labels, item.source])).toEqual([
      ['Dark mode for the dashboard', 'story', 'high', 8, ['ui', 'accessibility'], 'azure-devops:431'],
      ['Export button does nothing in Safari', 'bug', 'urgent', null, ['safari'], 'azure-devops:432'],
      ['Rotate the storage account keys', 'task', 'medium', null, [], 'azure-devops:433'],
      ["Invoice PDF in the customer's language", 'story', 'high', 5, ['billing', 'i18n'], 'azure-devops:434'],
      ['Self-service onboarding', 'epic', 'low', null, ['onboarding'], 'azure-devops:435'],
    ]);
    expect(items[0]!.description).toBe('As a night-shift operator, I want a "dark" theme,\nso that the screen does not blind me.\n- Follows the OS setting\n- Can be forced on or off');
    expect(items[1]!.description).toBe('Clicking Export logs <TypeError> in the console.');
  });

  it('reads a spreadsheet CSV (semicolons, a byte order mark, empty rows at the end) with the mapping the user chose', async () => {
    const board = await newBoard();
    const guessed = await preview({ target: { kind: 'backlog', boardId: board.id }, csv: GENERIC });
    expect(guessed).toMatchObject({ format: 'generic', delimiter: ';', totalRows: 3 });
    expect(guessed.columns.map((column) => column.header)).toEqual(['Name', 'Details', 'Kind', 'Points', 'Tags', 'Priority']);
    expect(guessed.mapping).toEqual({ title: 0, description: 1, type: null, priority: 5, storyPoints: 3, labels: [4], externalKey: null, status: null, assignee: null, dueDate: null, sprint: [], parent: null, epic: null, issueId: null });
    const mapping = { ...guessed.mapping, type: 2 };
    await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: GENERIC, mapping });
    const items = await backlogOf(board.id);
    expect(items.map((item) => [item.title, item.description, item.type, item.priority, item.storyPoints, item.labels, item.source])).toEqual([
      ['Newsletter sign-up form', 'Footer form; double opt-in', 'story', 'medium', 3, ['marketing', 'web'], 'csv'],
      ['Cookie banner says "accept all" twice', null, 'bug', 'high', 1, ['legal'], 'csv'],
      ['Quarterly OKR review deck', 'Numbers from the BI dashboards\nplus one slide per team', 'task', 'none', null, [], 'csv'],
    ]);
  });

  it('leaves out a field the user unmapped (null), and refuses a mapping without a title or naming a column the file lacks', async () => {
    const board = await newBoard();
    const target = { kind: 'backlog', boardId: board.id };
    const unmapped = await preview({ target, csv: JIRA, mapping: { storyPoints: null, labels: [] } });
    expect(unmapped.rows.every((row) => row.storyPoints === null && row.labels.length === 0)).toBe(true);
    expectError(await call(owner(), 'post', previewPath, { target, csv: JIRA, mapping: { title: null } }), 400, DevImportErrors.TITLE_COLUMN_REQUIRED);
    expectError(await call(owner(), 'post', previewPath, { target, csv: 'Foo,Bar\n1,2' }), 400, DevImportErrors.TITLE_COLUMN_REQUIRED);
    expectError(await call(owner(), 'post', commitPath, { target, csv: JIRA, mapping: { labels: [25, 99] } }), 400, DevImportErrors.COLUMN_NOT_IN_FILE);
  });
});

describe('row errors and nothing half-imported', () => {
  // Row 3 spans three lines of the file: rows count records, as a spreadsheet shows them.
  const BAD = [
    'Summary,Issue Type,Priority,Custom field (Story Points),Description',
    'Good one,Story,High,3,',
    'Also good,Task,Low,,"line one',
    'line two, with a comma',
    'line three"',
    ',Story,High,2,no title here',
    'Points in words,Story,High,five,',
    'Too many points,Story,High,2000,',
    'Odd type,Chore-ish,High,1,',
    'Odd priority,Bug,Whenever,1,',
    `${'x'.repeat(301)},Story,High,1,`,
    'Last good,Epic,,,',
  ].join('\n');

  it('lists each invalid row with its row number, its field and the rule it breaks', async () => {
    const board = await newBoard();
    const result = await preview({ target: { kind: 'backlog', boardId: board.id }, csv: BAD });
    expect(result).toMatchObject({ totalRows: 9, validRows: 3, invalidRows: 6 });
    expect(result.rows.flatMap((row) => row.errors)).toEqual([
      { row: 4, field: 'title', message: KanbanErrors.ITEM_TITLE_REQUIRED },
      { row: 5, field: 'storyPoints', message: DevImportErrors.POINTS_NOT_A_NUMBER },
      { row: 6, field: 'storyPoints', message: KanbanErrors.STORY_POINTS_RANGE },
      { row: 7, field: 'type', message: DevImportErrors.UNKNOWN_TYPE },
      { row: 8, field: 'priority', message: DevImportErrors.UNKNOWN_PRIORITY },
      { row: 9, field: 'title', message: DevImportErrors.TITLE_TOO_LONG },
    ]);
    expect(result.rows[1]!.description).toBe('line one\nline two, with a comma\nline three');
  });

  it('refuses the whole file while a row is invalid, and imports only the valid rows when asked to skip the others', async () => {
    const board = await newBoard();
    await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: 'Summary\nAlready there' });
    const refused = await call(owner(), 'post', commitPath, { target: { kind: 'backlog', boardId: board.id }, csv: BAD });
    expectError(refused, 422, DevImportErrors.INVALID_ROWS);
    expect((refused.body as { details: { row: number }[] }).details.map((error) => error.row)).toEqual([4, 5, 6, 7, 8, 9]);
    expect((await backlogOf(board.id)).map((item) => item.title)).toEqual(['Already there']);

    const skipped = await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: BAD, skipInvalid: true });
    expect(skipped).toMatchObject({ imported: 3, skippedRows: [4, 5, 6, 7, 8, 9] });
    expect((await backlogOf(board.id)).map((item) => item.title)).toEqual(['Already there', 'Good one', 'Also good', 'Last good']);

    expectError(await call(owner(), 'post', commitPath, { target: { kind: 'backlog', boardId: board.id }, csv: 'Summary,Issue Type\n,Story\n,Bug', skipInvalid: true }), 422, DevImportErrors.NOTHING_TO_IMPORT);
  });

  it('rolls everything back when writing fails part-way (the second batch of a 450-row file)', async () => {
    const board = await newBoard();
    const csv = ['Summary,Custom field (Story Points)', ...Array.from({ length: 450 }, (_, index) => `Story ${index + 1},${index % 8}`)].join('\n');
    const original = KanbanActivityModel.query.bind(KanbanActivityModel);
    let calls = 0;
    const spy = vi.spyOn(KanbanActivityModel, 'query').mockImplementation((...args: Parameters<typeof KanbanActivityModel.query>) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return original(...args);
    });
    try {
      const response = await call(owner(), 'post', commitPath, { target: { kind: 'backlog', boardId: board.id }, csv });
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await backlogOf(board.id)).toEqual([]);
    const result = await importInto({ target: { kind: 'backlog', boardId: board.id }, csv });
    expect(result.imported).toBe(450);
    const items = await backlogOf(board.id);
    expect(items.map((item) => item.title)).toEqual(Array.from({ length: 450 }, (_, index) => `Story ${index + 1}`));
  });

  it('answers a file that is too large with 413, and an empty, unreadable or header-only file with 400', async () => {
    const board = await newBoard();
    const target = { kind: 'backlog', boardId: board.id };
    expectError(await call(owner(), 'post', previewPath, { target, csv: `Summary\n${'a'.repeat(DEV_IMPORT_MAX_CHARS)}` }), 413, DevImportErrors.FILE_TOO_LARGE);
    expectError(await call(owner(), 'post', previewPath, { target, csv: ['Summary', ...Array.from({ length: 2001 }, (_, i) => `S${i}`)].join('\n') }), 413, DevImportErrors.TOO_MANY_ROWS);
    expectError(await call(owner(), 'post', previewPath, { target, csv: '' }), 400, DevImportErrors.FILE_EMPTY);
    expectError(await call(owner(), 'post', previewPath, { target, csv: '\uFEFF \n' }), 400, DevImportErrors.FILE_EMPTY);
    expectError(await call(owner(), 'post', previewPath, { target, csv: 'Summary\n' }), 400, DevImportErrors.NO_ROWS);
    const unreadable = await call(owner(), 'post', previewPath, { target, csv: 'Summary,Description\nA,"never closed\nB,c' });
    expectError(unreadable, 400, DevImportErrors.CSV_UNREADABLE);
  });
});

describe('import into a poker session', () => {
  it("appends the rows as pending stories after the session's own, titles and descriptions only", async () => {
    const session = await newSession(['Already here']);
    const result = await preview({ target: { kind: 'poker', sessionId: session.id }, csv: JIRA });
    expect(result.fields).toEqual(['title', 'description']);
    expect(result.rows[0]).toMatchObject({ type: null, priority: null, storyPoints: null, labels: [] });
    const imported = await importInto({ target: { kind: 'poker', sessionId: session.id }, csv: JIRA });
    expect(imported).toMatchObject({ imported: 8, target: { kind: 'poker', id: session.id, name: 'Refinement' } });
    const snapshot = (await call(owner(), 'get', PokerApi.session(session.id))).body.data as PokerSnapshot;
    expect(snapshot.stories.map((story) => story.title)).toEqual([
      'Already here',
      'Guest checkout without an account',
      'Payment fails with a 500 when the card has 3-D Secure',
      'Upgrade the payment SDK to v5',
      'Checkout redesign',
      'Write the migration for saved cards',
      'Export "monthly" sales report, as CSV',
      'Faster product search suggestions',
      'Fix the typo on the order confirmation page',
    ]);
    expect(snapshot.stories.slice(1).every((story) => story.status === 'PENDING' && story.finalEstimate === null)).toBe(true);
  });

  it("marks the rows past the session's 100-story limit with the poker's text, and refuses a completed session", async () => {
    const session = await newSession(Array.from({ length: 95 }, (_, index) => `Story ${index + 1}`));
    const result = await preview({ target: { kind: 'poker', sessionId: session.id }, csv: JIRA });
    expect(result.rows.filter((row) => row.errors.length).map((row) => [row.row, row.errors[0]!.message])).toEqual([
      [7, PokerErrors.STORY_LIMIT],
      [8, PokerErrors.STORY_LIMIT],
      [9, PokerErrors.STORY_LIMIT],
    ]);
    expectError(await call(owner(), 'post', commitPath, { target: { kind: 'poker', sessionId: session.id }, csv: JIRA }), 422, DevImportErrors.INVALID_ROWS);
    expect((await importInto({ target: { kind: 'poker', sessionId: session.id }, csv: JIRA, skipInvalid: true })).imported).toBe(5);

    const done = await newSession(['Only story']);
    await call(owner(), 'patch', PokerApi.session(done.id), { status: 'ACTIVE' }).expect(200);
    await call(owner(), 'patch', PokerApi.session(done.id), { status: 'COMPLETED' }).expect(200);
    expectError(await call(owner(), 'post', previewPath, { target: { kind: 'poker', sessionId: done.id }, csv: JIRA }), 409, PokerErrors.SESSION_COMPLETED_READ_ONLY);
  });
});

describe('who may import', () => {
  it('lets members import into a backlog and refuses observers', async () => {
    const board = await newBoard();
    expect((await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: GENERIC }, tokens.member)).imported).toBe(3);
    for (const path of [previewPath, commitPath]) {
      expectError(await call(tokens.watcher, 'post', path, { target: { kind: 'backlog', boardId: board.id }, csv: GENERIC }), 403, AccessErrors.ACCESS_DENIED_PAGE);
    }
    expect(await backlogOf(board.id)).toHaveLength(3);
  });

  it("lets a session's facilitator and account admins import stories, and refuses other members", async () => {
    const mine = await newSession(['Mine'], tokens.member);
    expect((await importInto({ target: { kind: 'poker', sessionId: mine.id }, csv: GENERIC }, tokens.member)).imported).toBe(3);
    expect((await importInto({ target: { kind: 'poker', sessionId: mine.id }, csv: GENERIC }, tokens.admin)).imported).toBe(3);
    const theirs = await newSession(['Owner’s']);
    expectError(await call(tokens.member, 'post', commitPath, { target: { kind: 'poker', sessionId: theirs.id }, csv: GENERIC }), 403, PokerErrors.FACILITATOR_ONLY);
    expectError(await call(tokens.watcher, 'post', commitPath, { target: { kind: 'poker', sessionId: theirs.id }, csv: GENERIC }), 403, PokerErrors.FACILITATOR_ONLY);
  });

  it('refuses an account without the integrations of the Pro and Enterprise plans', async () => {
    const freeTeam = (await call(free.owner.token, 'post', TeamApi.teams, { name: 'Solo' }, free)).body.data as TeamDetail;
    const board = (await call(free.owner.token, 'post', KanbanApi.boards, { teamId: freeTeam.id, title: 'Free board' }, free)).body.data as KanbanBoard;
    expectError(await call(free.owner.token, 'post', previewPath, { target: { kind: 'backlog', boardId: board.id }, csv: GENERIC }, free), 403, DevImportErrors.PLAN_REQUIRED);
    // Exporting one's own data stays open on every plan.
    expect((await call(free.owner.token, 'get', exportBacklog(board.id, 'jira'), undefined, free)).status).toBe(200);
  });
});

describe('export and the round trip', () => {
  it('exports a backlog as CSV and as Jira CSV, and either file imported again gives the same items', async () => {
    const source = await newBoard('Source');
    await importInto({ target: { kind: 'backlog', boardId: source.id }, csv: JIRA, mapping: { status: null } });
    await importInto({ target: { kind: 'backlog', boardId: source.id }, csv: ['Summary,Labels', '"=HYPERLINK(""http://evil"")",x', '-1 day notice,y'].join('\n') });
    const original = (await backlogOf(source.id)).map(essence);

    const csv = await call(owner(), 'get', exportBacklog(source.id, 'csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('source-backlog.csv');
    expect(csv.text.split('\r\n')[0]).toBe('Title,Description,Type,Priority,Story points,Labels,Status,Column,Sprint,Assignee,Due date,Created at,Source');
    // A cell a spreadsheet would run as a formula is written with an apostrophe.
    expect(csv.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const fromCsv = await newBoard('From CSV');
    await importInto({ target: { kind: 'backlog', boardId: fromCsv.id }, csv: csv.text });
    expect((await backlogOf(fromCsv.id)).map(essence)).toEqual(original);

    const jira = await call(owner(), 'get', exportBacklog(source.id, 'jira'));
    expect(jira.headers['content-disposition']).toContain('source-backlog-jira.csv');
    expect(jira.text.split('\r\n')[0]).toBe('Summary,Description,Issue Type,Priority,Story Points,Labels,Labels,Labels,Due Date,Epic Name');
    expect(jira.text).toContain('Checkout redesign,"Everything about the new checkout: guest checkout, saved cards, one-page flow.",Epic,Medium,,checkout,,,,Checkout redesign');
    const fromJira = await newBoard('From Jira');
    const again = await preview({ target: { kind: 'backlog', boardId: fromJira.id }, csv: jira.text });
    expect(again.format).toBe('jira');
    await importInto({ target: { kind: 'backlog', boardId: fromJira.id }, csv: jira.text });
    expect((await backlogOf(fromJira.id)).map(essence)).toEqual(original);
  });

  it('exports the whole board on request, the backlog first and then each column', async () => {
    const board = await newBoard('Whole');
    await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: 'Summary\nIn backlog\nOn the board' });
    const [, onBoard] = await backlogOf(board.id);
    await call(owner(), 'post', KanbanApi.moveToBoard(onBoard!.id), { columnId: board.columns[1]!.id }).expect(200);
    expect((await call(owner(), 'get', exportBacklog(board.id, 'csv'))).text.split('\r\n').filter(Boolean)).toHaveLength(2);
    const all = (await call(owner(), 'get', exportBacklog(board.id, 'csv', 'all'))).text.split('\r\n');
    expect(all[1]).toMatch(/^In backlog,,story,none,,,backlog,,/);
    expect(all[2]).toMatch(/^On the board,,story,none,,,active,In progress,/);
  });

  it("exports a poker session's estimates, and they come back as the same stories", async () => {
    const session = await newSession(['Login page', 'Password reset']);
    const stories = ((await call(owner(), 'get', PokerApi.session(session.id))).body.data as PokerSnapshot).stories;
    await call(owner(), 'patch', PokerApi.session(session.id), { status: 'ACTIVE' }).expect(200);
    const story = stories[0]!.id;
    await call(owner(), 'patch', PokerApi.story(session.id, story), { status: 'VOTING' }).expect(200);
    await call(owner(), 'post', PokerApi.votes(session.id, story), { value: '5' }).expect(200);
    await call(owner(), 'patch', PokerApi.story(session.id, story), { status: 'VOTED' }).expect(200);
    await call(owner(), 'patch', PokerApi.story(session.id, story), { status: 'ESTIMATED', finalEstimate: 5 }).expect(200);
    const csv = await call(owner(), 'get', exportPoker(session.id, 'csv'));
    expect(csv.text.split('\r\n').slice(0, 3)).toEqual(['Order,Title,Description,Status,Final estimate,Estimated at,Session', expect.stringMatching(/^1,Login page,,ESTIMATED,5,20\d\d-/), '2,Password reset,,PENDING,,,Refinement']);
    const jira = await call(owner(), 'get', exportPoker(session.id, 'jira'));
    expect(jira.text.split('\r\n').slice(0, 3)).toEqual(['Summary,Description,Issue Type,Priority,Story Points,Labels,Due Date,Epic Name', 'Login page,,Story,,5,,,', 'Password reset,,Story,,,,,']);
    // Into another session as stories, or into a backlog with the estimates as story points.
    const next = await newSession(['First']);
    await importInto({ target: { kind: 'poker', sessionId: next.id }, csv: csv.text });
    expect(((await call(owner(), 'get', PokerApi.session(next.id))).body.data as PokerSnapshot).stories.map((story) => story.title)).toEqual(['First', 'Login page', 'Password reset']);
    const board = await newBoard('Estimated');
    await importInto({ target: { kind: 'backlog', boardId: board.id }, csv: csv.text });
    expect((await backlogOf(board.id)).map((item) => [item.title, item.storyPoints])).toEqual([
      ['Login page', 5],
      ['Password reset', null],
    ]);
  });
});
