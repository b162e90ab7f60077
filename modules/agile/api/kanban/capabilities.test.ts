import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG, VELOCITY, type BacklogCapability, type VelocityCapability } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import { type KanbanBoard, type KanbanBoardView, type KanbanItem, type KanbanItemDetail } from '../../shared/kanban.js';
import { type PokerSnapshot } from '../../shared/poker.js';
import { PokerApi } from '../poker/test-paths.js';
import { type RetroActionItem, type RetroSessionView } from '../../shared/retro.js';
import { type TeamDetail } from '../../shared/teams.js';
import { RetroPaths } from '../retro/test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let backlog: BacklogCapability;

type Method = 'get' | 'post' | 'patch' | 'put';
function call(method: Method, path: string, body?: object, account: TestAccount = acme) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
const newTeam = async (name: string) => (await call('post', TeamApi.teams, { name })).body.data as TeamDetail;
const itemOf = async (id: string) => (await call('get', KanbanApi.item(id))).body.data as KanbanItemDetail;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T09:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  backlog = (await platform.platform.host.capabilities.get(BACKLOG, acme.id))!;
});
afterAll(() => platform?.close());

describe('the BACKLOG capability', () => {
  it("turns a retrospective action item into a card on the team's board, once", async () => {
    const team = await newTeam('Retro team');
    const retro = (await call('post', RetroPaths.sessions, { name: 'Sprint 4 retro', teamId: team.id })).body.data as RetroSessionView;
    await call('post', RetroPaths.advancePhase(retro.id)).expect(200);
    await call('post', RetroPaths.setPhase(retro.id), { phase: 'ACTION_ITEMS' }).expect(200);
    const action = (await call('post', RetroPaths.actionItems(retro.id), { title: 'Automate the release notes', description: 'From the retro' }).expect(201)).body.data as RetroActionItem;

    const onBoard = (await call('post', RetroPaths.actionItemToBoard(action.id), {}).expect(200)).body.data as RetroActionItem;
    expect(onBoard.boardItemId).toBeTruthy();
    const card = await itemOf(onBoard.boardItemId!);
    expect(card).toMatchObject({ title: 'Automate the release notes', description: 'From the retro', source: `retrospective:${retro.id}`, status: 'todo' });
    // The team had no board: one was made for it, and the card sits in its first column.
    const boards = (await call('get', KanbanApi.teamBoards(team.id))).body.data as KanbanBoard[];
    expect(boards.map((b) => b.title)).toEqual(['Retro team board']);
    const view = (await call('get', KanbanApi.board(boards[0]!.id))).body.data as KanbanBoardView;
    expect(view.items.map((i) => [i.title, i.columnId])).toEqual([['Automate the release notes', boards[0]!.columns[0]!.id]]);
    const again = (await call('post', RetroPaths.actionItemToBoard(action.id), {})).body.data as RetroActionItem;
    expect(again.boardItemId).toBe(onBoard.boardItemId);
    expect(((await call('get', KanbanApi.board(boards[0]!.id))).body.data as KanbanBoardView).items).toHaveLength(1);
  });

  it('writes a planning poker final estimate to the backlog item as its story points', async () => {
    const team = await newTeam('Poker team');
    const board = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Estimates', processType: 'scrum' })).body.data as KanbanBoard;
    const story = (await call('post', KanbanApi.backlogItems, { boardId: board.id, title: 'Checkout flow' })).body.data as KanbanItem;
    const session = (await call('post', PokerApi.sessions, { name: 'Planning', stories: ['Checkout flow'] })).body.data as PokerSnapshot['session'];
    const state = (await call('get', PokerApi.session(session.id))).body.data as PokerSnapshot;
    const storyId = state.stories[0]!.id;
    await call('patch', PokerApi.story(session.id, storyId), { backlogItemId: story.id }).expect(200);
    await call('patch', PokerApi.session(session.id), { status: 'ACTIVE' }).expect(200);
    await call('post', PokerApi.startVoting(session.id, storyId)).expect(200);
    await call('post', PokerApi.votes(session.id, storyId), { value: '8' }).expect(200);
    await call('post', PokerApi.reveal(session.id, storyId)).expect(200);
    await call('post', PokerApi.estimate(session.id, storyId), { estimate: 8 }).expect(200);
    const estimated = await itemOf(story.id);
    expect(estimated.storyPoints).toBe(8);
    const activity = (await call('get', KanbanApi.itemActivity(story.id))).body.data as { type: string; actorId: string | null; data: object }[];
    expect(activity[0]).toMatchObject({ type: 'item_updated', actorId: null, data: { fields: ['storyPoints'], storyPoints: 8 } });
  });

  it('places items on the named board: a scrum backlog, a kanban first column, or the column asked for', async () => {
    const team = await newTeam('Places');
    const scrum = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Scrum', processType: 'scrum' })).body.data as KanbanBoard;
    const kanban = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Kanban' })).body.data as KanbanBoard;
    const inBacklog = await itemOf((await backlog.addItem(acme.id, { boardId: scrum.id, title: 'Scenario A', storyPoints: 5, source: 'mvp:1' })).id);
    expect(inBacklog).toMatchObject({ boardId: scrum.id, columnId: null, status: 'backlog', storyPoints: 5, source: 'mvp:1' });
    const inColumn = await itemOf((await backlog.addItem(acme.id, { boardId: kanban.id, title: 'Scenario B' })).id);
    expect(inColumn).toMatchObject({ boardId: kanban.id, columnId: kanban.columns[0]!.id, status: 'todo' });
    const asked = await itemOf((await backlog.addItem(acme.id, { boardId: kanban.id, columnId: kanban.columns[1]!.id, title: 'Scenario C' })).id);
    expect(asked).toMatchObject({ columnId: kanban.columns[1]!.id, status: 'active' });
    expect((await itemOf((await backlog.addItem(acme.id, { boardId: kanban.id, placement: 'backlog', title: 'Scenario D' })).id)).status).toBe('backlog');
    // A board that is gone (or never was): the team's first board.
    const fallback = await itemOf((await backlog.addItem(acme.id, { boardId: 'board-1', teamId: team.id, title: 'Scenario E' })).id);
    expect(fallback.boardId).toBe(scrum.id);
    await expect(backlog.addItem(acme.id, { boardId: kanban.id, columnId: scrum.columns[0]!.id, title: 'x' })).rejects.toThrow(KanbanErrors.COLUMN_NOT_ON_BOARD);
    await expect(backlog.setStoryPoints(acme.id, inBacklog.id, -2)).rejects.toThrow(KanbanErrors.STORY_POINTS_RANGE);
    await expect(backlog.setStoryPoints(acme.id, 'backlog-42', 3)).rejects.toThrow(KanbanErrors.ITEM_NOT_FOUND);
  });

  it('reads back where items stand (itemProgress), leaving out unknown and foreign ids', async () => {
    const team = await newTeam('Progress');
    const kanban = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Flow' })).body.data as KanbanBoard;
    const { id } = await backlog.addItem(acme.id, { boardId: kanban.id, title: 'Runway chart', storyPoints: 3 });
    expect(await backlog.itemProgress!(acme.id, [id, 'not-an-id', '00000000-0000-4000-8000-000000000000'])).toEqual([{ id, boardId: kanban.id, status: 'todo', storyPoints: 3, title: 'Runway chart', sprint: null }]);
    // The sprint an item is in comes with it (product's feature ROI shows the sprints work was done in).
    const sprint = (await call('post', KanbanApi.sprints, { teamId: team.id, boardId: kanban.id, name: 'Sprint 12', startDate: '2026-11-02', endDate: '2026-11-13' }).expect(201)).body.data as { id: string };
    await call('post', KanbanApi.sprintItem(sprint.id, id)).expect(200);
    expect((await backlog.itemProgress!(acme.id, [id]))[0]?.sprint).toEqual({ id: sprint.id, name: 'Sprint 12', startDate: '2026-11-02', endDate: '2026-11-13', status: 'planned' });
    const done = kanban.columns[kanban.columns.length - 1]!;
    await call('patch', KanbanApi.moveItem(id), { targetColumnId: done.id, position: 0 }).expect(200);
    expect((await backlog.itemProgress!(acme.id, [id]))[0]?.status).toBe('complete');
    const globex = await platform.createAccount({ name: 'Globex progress', plan: 'PRO' });
    expect(await backlog.itemProgress!(globex.id, [id])).toEqual([]);
    // Items to pick from by title (LIKE's wildcards taken literally), the account's own only.
    await backlog.addItem(acme.id, { boardId: kanban.id, title: '100% uptime alerts', storyPoints: 2 });
    expect((await backlog.searchItems!(acme.id, { search: 'runway CH' })).map((i) => [i.id, i.title, i.sprint?.name])).toEqual([[id, 'Runway chart', 'Sprint 12']]);
    expect((await backlog.searchItems!(acme.id, { search: '100%' })).map((i) => i.title)).toEqual(['100% uptime alerts']);
    expect(await backlog.searchItems!(acme.id, { search: '0%u' })).toEqual([]);
    expect((await backlog.searchItems!(acme.id, { limit: 1 })).length).toBe(1);
    expect(await backlog.searchItems!(globex.id, { search: 'Runway' })).toEqual([]);
  });

  it("never reaches another account's items and asks for a board when the account has none", async () => {
    const globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
    const theirTeam = (await call('post', TeamApi.teams, { name: 'Theirs' }, globex)).body.data as TeamDetail;
    const theirBoard = (await call('post', KanbanApi.boards, { teamId: theirTeam.id, title: 'Secret' }, globex)).body.data as KanbanBoard;
    const theirItem = (await call('post', KanbanApi.items, { boardId: theirBoard.id, title: 'Secret item' }, globex)).body.data as KanbanItem;
    await expect(backlog.setStoryPoints(acme.id, theirItem.id, 13)).rejects.toThrow(KanbanErrors.ITEM_NOT_FOUND);
    // Their board named from my account is not found: the item lands on one of mine.
    const mine = await itemOf((await backlog.addItem(acme.id, { boardId: theirBoard.id, title: 'Mine' })).id);
    expect(mine.boardId).not.toBe(theirBoard.id);
    const empty = await platform.createAccount({ name: 'Empty', plan: 'PRO' });
    await expect(backlog.addItem(empty.id, { title: 'Nowhere' })).rejects.toThrow(KanbanErrors.NO_BOARD);
  });
});

describe('the VELOCITY capability', () => {
  it('reads the velocity of a team and the cost of a story point, and is absent when the agile area is off', async () => {
    const team = await newTeam('Velocity');
    const board = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'V' })).body.data as KanbanBoard;
    const item = (await call('post', KanbanApi.items, { boardId: board.id, title: 'Done thing', storyPoints: 5 })).body.data as KanbanItem;
    const sprint = (await call('post', KanbanApi.sprints, { teamId: team.id, name: 'Sprint 1', startDate: '2026-11-02', endDate: '2026-11-13' })).body.data;
    await call('post', KanbanApi.sprintItem(sprint.id, item.id)).expect(200);
    await call('patch', KanbanApi.sprint(sprint.id), { status: 'active' }).expect(200);
    await call('patch', KanbanApi.moveItem(item.id), { targetColumnId: board.columns[3]!.id }).expect(200);
    await call('post', KanbanApi.completeSprint(sprint.id), {}).expect(200);
    await call('put', '/agile/settings', { costPerPointCents: 42_000, defaultVotingSystem: 'fibonacci' }).expect(200);

    const velocity = (await platform.platform.host.capabilities.get(VELOCITY, acme.id)) as VelocityCapability;
    expect(await velocity.velocity(acme.id, team.id)).toEqual({
      sprints: [{ sprintId: sprint.id, name: 'Sprint 1', startDate: '2026-11-02', endDate: '2026-11-13', committedPoints: 5, completedPoints: 5 }],
      averageCommittedPoints: 5,
      averageCompletedPoints: 5,
    });
    expect(await velocity.costPerPointCents(acme.id)).toBe(42_000);

    const off = await platform.createAccount({ name: 'No agile', plan: 'PRO' });
    await platform.setFeatures(off.id, []);
    expect(await platform.platform.host.capabilities.get(VELOCITY, off.id)).toBeUndefined();
    expect(await platform.platform.host.capabilities.get(BACKLOG, off.id)).toBeUndefined();
  });

  it("lists the account's teams and sums the open points of their boards (committed work), never another account's", async () => {
    const initech = await platform.createAccount({ name: 'Initech', plan: 'PRO' });
    const velocity = (await platform.platform.host.capabilities.get(VELOCITY, initech.id)) as VelocityCapability;
    const web = (await call('post', TeamApi.teams, { name: 'Web' }, initech)).body.data as TeamDetail;
    const apps = (await call('post', TeamApi.teams, { name: 'Apps' }, initech)).body.data as TeamDetail;
    const board = (await call('post', KanbanApi.boards, { teamId: web.id, title: 'Web', processType: 'scrum' }, initech)).body.data as KanbanBoard;
    const appsBoard = (await call('post', KanbanApi.boards, { teamId: apps.id, title: 'Apps' }, initech)).body.data as KanbanBoard;
    await call('post', KanbanApi.backlogItems, { boardId: board.id, title: 'In the backlog', storyPoints: 8 }, initech).expect(201);
    await call('post', KanbanApi.items, { boardId: board.id, title: 'To do', storyPoints: 5 }, initech).expect(201);
    await call('post', KanbanApi.items, { boardId: board.id, title: 'No estimate' }, initech).expect(201);
    const done = (await call('post', KanbanApi.items, { boardId: board.id, title: 'Done', storyPoints: 13 }, initech)).body.data as KanbanItem;
    await call('patch', KanbanApi.moveItem(done.id), { targetColumnId: board.columns[board.columns.length - 1]!.id }, initech).expect(200);
    await call('post', KanbanApi.items, { boardId: appsBoard.id, title: 'Apps work', storyPoints: 3 }, initech).expect(201);

    expect(await velocity.teams!(initech.id)).toEqual([{ id: apps.id, name: 'Apps' }, { id: web.id, name: 'Web' }]);
    // Web: 8 (backlog) + 5 (to do) + 0 (no estimate) = 13 open points in 3 items; the completed 13 are not counted.
    expect(await velocity.openPoints!(initech.id, [web.id])).toEqual({ points: 13, items: 3 });
    // Every board of the account: 13 + 3 (Apps) = 16 points in 4 items.
    expect(await velocity.openPoints!(initech.id)).toEqual({ points: 16, items: 4 });
    // Another account's teams are neither listed nor counted.
    expect((await velocity.teams!(acme.id)).map((t) => t.id)).not.toContain(web.id);
    expect(await velocity.openPoints!(acme.id, [web.id])).toEqual({ points: 0, items: 0 });
  });
});
