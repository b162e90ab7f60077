import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { DevExportEndpoints, DevImportEndpoints, type DevImportPreview } from '../../shared/dev-import.js';
import type { KanbanBacklog, KanbanBoard } from '../../shared/kanban.js';
import type { PokerSessionView, PokerSnapshot } from '../../shared/poker.js';
import type { RetroSessionView } from '../../shared/retro.js';
import type { TeamDetail } from '../../shared/teams.js';
import { KanbanApi, TeamApi } from '../kanban/test-paths.js';
import { PokerApi } from '../poker/test-paths.js';
import { RetroPaths } from '../retro/test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const theirs: { board: string; session: string; retro: string } = {} as never;
const mine: { retro: string } = {} as never;

type Method = 'get' | 'post' | 'patch';
function call(account: TestAccount, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
const actionItemsPath = (format: 'csv' | 'jira', sessionId?: string) => `${endpointPath(DevExportEndpoints.actionItems)}?format=${format}${sessionId ? `&sessionId=${sessionId}` : ''}`;

/** A retrospective moved to its action items phase, with these action items. */
async function retroWithActions(account: TestAccount, name: string, items: { title: string; description?: string; priority?: string; dueDate?: string }[]): Promise<string> {
  const retro = (await call(account, 'post', RetroPaths.sessions, { name })).body.data as RetroSessionView;
  await call(account, 'post', RetroPaths.advancePhase(retro.id)).expect(200);
  await call(account, 'post', RetroPaths.setPhase(retro.id), { phase: 'ACTION_ITEMS' }).expect(200);
  for (const item of items) {
    const response = await call(account, 'post', RetroPaths.actionItems(retro.id), item);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  }
  return retro.id;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  const team = (await call(globex, 'post', TeamApi.teams, { name: 'Globex team' })).body.data as TeamDetail;
  theirs.board = ((await call(globex, 'post', KanbanApi.boards, { teamId: team.id, title: 'Globex secret board' })).body.data as KanbanBoard).id;
  await call(globex, 'post', KanbanApi.backlogItems, { boardId: theirs.board, title: 'Secret backlog item' }).expect(201);
  theirs.session = ((await call(globex, 'post', PokerApi.sessions, { name: 'Secret poker', stories: ['Secret story'] })).body.data as PokerSessionView).id;
  theirs.retro = await retroWithActions(globex, 'Secret retro', [{ title: 'Secret action' }]);
  mine.retro = await retroWithActions(acme, 'Sprint 14 retro', [
    { title: 'Fix the flaky checkout test', description: 'It fails one build in five,\nmostly at night.', priority: 'HIGH', dueDate: '2099-01-15' },
    { title: '=Pair on code reviews', priority: 'LOW' },
  ]);
});
afterAll(() => platform?.close());

describe('tenant isolation of the development integrations', () => {
  it("refuses to preview, import or export with another account's board, poker session or retrospective", async () => {
    const csv = 'Summary\nInjected story';
    const routes: ProbedRoute[] = [
      { method: 'POST', path: `/api${DevImportEndpoints.preview.path}`, body: { target: { kind: 'backlog', boardId: theirs.board }, csv } },
      { method: 'POST', path: `/api${DevImportEndpoints.commit.path}`, body: { target: { kind: 'backlog', boardId: theirs.board }, csv } },
      { method: 'POST', path: `/api${DevImportEndpoints.preview.path}`, body: { target: { kind: 'poker', sessionId: theirs.session }, csv } },
      { method: 'POST', path: `/api${DevImportEndpoints.commit.path}`, body: { target: { kind: 'poker', sessionId: theirs.session }, csv } },
      { method: 'GET', path: `/api${endpointPath(DevExportEndpoints.backlog, { boardId: theirs.board })}?format=csv` },
      { method: 'GET', path: `/api${endpointPath(DevExportEndpoints.backlog, { boardId: theirs.board })}?format=jira` },
      { method: 'GET', path: `/api${endpointPath(DevExportEndpoints.pokerEstimates, { sessionId: theirs.session })}?format=csv` },
      { method: 'GET', path: `/api${endpointPath(DevExportEndpoints.pokerEstimates, { sessionId: theirs.session })}?format=jira` },
      { method: 'GET', path: `/api${actionItemsPath('csv', theirs.retro)}` },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Nothing of theirs changed.
    expect(((await call(globex, 'get', KanbanApi.backlog(theirs.board))).body.data as KanbanBacklog).items.map((item) => item.title)).toEqual(['Secret backlog item']);
    expect(((await call(globex, 'get', PokerApi.session(theirs.session))).body.data as PokerSnapshot).stories.map((story) => story.title)).toEqual(['Secret story']);
  });

  it("exports the account's own action items only, as CSV and as Jira CSV", async () => {
    const csv = await call(acme, 'get', actionItemsPath('csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain('retrospective-action-items.csv');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('Title,Description,Priority,Status,Due date,Assignee,Retrospective,Created at');
    expect(csv.text).toContain('Fix the flaky checkout test,"It fails one build in five,\nmostly at night.",HIGH,OPEN,2099-01-15,,Sprint 14 retro,');
    expect(csv.text).toContain("'=Pair on code reviews,,LOW,OPEN,,,Sprint 14 retro,");
    expect(csv.text).not.toContain('Secret');

    const jira = await call(acme, 'get', actionItemsPath('jira', mine.retro));
    expect(jira.headers['content-disposition']).toContain('sprint-14-retro-action-items-jira.csv');
    expect(jira.text.split('\r\n').slice(0, 3)).toEqual([
      'Summary,Description,Issue Type,Priority,Story Points,Labels,Due Date,Epic Name',
      'Fix the flaky checkout test,"It fails one build in five,\nmostly at night.",Task,High,,retrospective,2099-01-15,',
      "'=Pair on code reviews,,Task,Low,,retrospective,,",
    ]);
    // ... which a Jira-shaped import reads back (into a backlog, as tasks).
    const team = (await call(acme, 'post', TeamApi.teams, { name: 'Acme team' })).body.data as TeamDetail;
    const board = (await call(acme, 'post', KanbanApi.boards, { teamId: team.id, title: 'Follow-ups' })).body.data as KanbanBoard;
    const preview = (await call(acme, 'post', DevImportEndpoints.preview.path, { target: { kind: 'backlog', boardId: board.id }, csv: jira.text })).body.data as DevImportPreview;
    expect(preview.rows.map((row) => [row.title, row.type, row.priority, row.labels])).toEqual([
      ['Fix the flaky checkout test', 'task', 'high', ['retrospective']],
      ['=Pair on code reviews', 'task', 'low', ['retrospective']],
    ]);
  });
});
