import { ForbiddenError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { KANBAN_DEFAULT_COLUMNS, type CreateKanbanBoardBody, type KanbanBoard, type KanbanBoardView, type UpdateKanbanBoardBody } from '../../shared/kanban.js';
import { findTeam, teamRoleOf } from '../teams/service.js';
import { TeamModel } from '../teams/models.js';
import { assertAgileLimit } from '../usage.js';
import { assertCanEdit, canDeleteBoard, type KanbanActor } from './actor.js';
import { cleanTitle, columnCategory, type KanbanCore } from './core.js';
import { KT, KanbanBoardModel, KanbanColumnModel } from './models.js';
import { I, activeSprintOf, boardColumns, findBoard, recordActivity } from './queries.js';
import { boardView, columnView } from './views.js';
import { recordBoardVersion } from '../governance.js';

/** Boards with their columns, counts and team names, in a fixed number of queries. */
export async function boardSummaries(scope: TenantScope, boards: KanbanBoardModel[]): Promise<KanbanBoard[]> {
  if (!boards.length) return [];
  const ids = boards.map((b) => b.id);
  const [columns, counts, teams] = await Promise.all([
    tenantQuery(scope, KanbanColumnModel).whereIn('board_id', ids).orderBy('position'),
    scope
      .table(KT.items)
      .whereIn('board_id', ids)
      .whereNull('archived_at')
      .groupBy('board_id', 'column_id')
      .select('board_id', 'column_id', scope.knex.raw('count(*)::int as n')) as unknown as Promise<{ board_id: string; column_id: string | null; n: number }[]>,
    tenantQuery(scope, TeamModel)
      .whereIn('id', [...new Set(boards.map((b) => b.teamId))])
      .select('id', 'name'),
  ]);
  const countOf = new Map(counts.map((c) => [`${c.board_id}|${c.column_id ?? ''}`, Number(c.n)]));
  const teamNames = new Map(teams.map((t) => [t.id, t.name]));
  return boards.map((board) =>
    boardView(
      board,
      columns.filter((c) => c.boardId === board.id).map((c) => columnView(c, countOf.get(`${board.id}|${c.id}`) ?? 0)),
      { teamName: teamNames.get(board.teamId) ?? null, backlogCount: countOf.get(`${board.id}|`) ?? 0 },
    ),
  );
}

/** Boards (agile.md section 3): the list with counts, one board with its items, create, edit, delete. */
export function createKanbanBoards(core: KanbanCore) {
  const { now, deps } = core;

  async function listBoards(scope: TenantScope): Promise<KanbanBoard[]> {
    return boardSummaries(scope, await tenantQuery(scope, KanbanBoardModel).orderBy('created_at'));
  }

  async function teamBoards(scope: TenantScope, teamId: string): Promise<KanbanBoard[]> {
    await findTeam(scope, teamId);
    return boardSummaries(scope, await tenantQuery(scope, KanbanBoardModel).where('team_id', teamId).orderBy('created_at'));
  }

  async function getBoard(scope: TenantScope, boardId: string): Promise<KanbanBoard> {
    return (await boardSummaries(scope, [await findBoard(scope, boardId)]))[0]!;
  }

  /** The board with every item on its columns: what a board page (or a joining socket) loads. */
  async function getBoardView(scope: TenantScope, boardId: string): Promise<KanbanBoardView> {
    const board = await findBoard(scope, boardId);
    const [columns, items, backlog, team, activeSprint] = await Promise.all([
      boardColumns(scope, board.id),
      core.itemViews(scope, (query) => query.where(I('board_id'), board.id).whereNotNull(I('column_id')).whereNull(I('archived_at')).orderBy(I('position'))),
      scope.table(KT.items).where('board_id', board.id).whereNull('column_id').whereNull('archived_at').count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
      tenantQuery(scope, TeamModel).findById(board.teamId).select('name'),
      activeSprintOf(scope, board.teamId),
    ]);
    const perColumn = new Map<string, number>();
    for (const item of items) perColumn.set(item.columnId!, (perColumn.get(item.columnId!) ?? 0) + 1);
    return {
      board: boardView(
        board,
        columns.map((c) => columnView(c, perColumn.get(c.id) ?? 0)),
        { teamName: team?.name ?? null, backlogCount: Number(backlog?.n ?? 0) },
      ),
      items,
      activeSprint,
      serverTime: now().getTime(),
    };
  }

  async function createBoard(actor: KanbanActor, scope: TenantScope, input: CreateKanbanBoardBody): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const title = cleanTitle(input.title, KanbanErrors.BOARD_TITLE_REQUIRED);
    await findTeam(scope, input.teamId);
    // Boards are what the plans count as projects (FREE: 1).
    await assertAgileLimit(deps.capabilities, scope, 'projects', now());
    const columns = (input.columns ?? KANBAN_DEFAULT_COLUMNS).map((column) => {
      const category = columnCategory(column);
      if (!category) throw new ValidationError(KanbanErrors.COLUMN_CATEGORY_REQUIRED);
      return { ...column, category };
    });
    const at = now();
    const boardId = await scope.transaction(async (trx) => {
      const board = await KanbanBoardModel.query(trx.knex).insert({
        accountId: scope.accountId,
        teamId: input.teamId,
        title,
        description: input.description ?? null,
        processType: input.processType ?? input.agileProcessType ?? 'kanban',
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
      await KanbanColumnModel.query(trx.knex).insert(
        columns.map((column, position) => ({
          accountId: scope.accountId,
          boardId: board.id,
          title: cleanTitle(column.title, KanbanErrors.COLUMN_TITLE_REQUIRED),
          category: column.category,
          position,
          wipLimit: column.wipLimit ?? null,
          wipMode: column.wipMode ?? 'soft',
          createdAt: at,
          updatedAt: at,
        })),
      );
      await recordActivity(trx, { boardId: board.id, type: 'board_created', actorId: actor.userId, data: { title }, at });
      return board.id;
    });
    await recordBoardVersion(core.deps.capabilities, scope, boardId, actor.userId);
    return getBoard(scope, boardId);
  }

  async function updateBoard(actor: KanbanActor, scope: TenantScope, boardId: string, input: UpdateKanbanBoardBody): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const board = await findBoard(scope, boardId);
    const patch: Partial<Pick<KanbanBoardModel, 'title' | 'description' | 'processType' | 'teamId'>> = {};
    const fields: string[] = [];
    if (input.title !== undefined) patch.title = cleanTitle(input.title, KanbanErrors.BOARD_TITLE_REQUIRED);
    if (input.description !== undefined) patch.description = input.description;
    const processType = input.processType ?? input.agileProcessType;
    if (processType !== undefined) patch.processType = processType;
    if (input.teamId !== undefined && input.teamId !== board.teamId) {
      await findTeam(scope, input.teamId);
      patch.teamId = input.teamId;
    }
    // The activity names the fields as stored.
    for (const key of Object.keys(patch)) fields.push(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
    if (fields.length) {
      const at = now();
      // A board made before versions existed keeps its original settings as the first version.
      await recordBoardVersion(core.deps.capabilities, scope, board.id, null, { baseline: true });
      await scope.transaction(async (trx) => {
        await tenantQuery(trx, KanbanBoardModel).findById(board.id).patch({ ...patch, updatedAt: at });
        await recordActivity(trx, { boardId: board.id, type: 'board_updated', actorId: actor.userId, data: { fields }, at });
      });
      await recordBoardVersion(core.deps.capabilities, scope, board.id, actor.userId);
    }
    const view = await getBoard(scope, board.id);
    await core.publishBoard(scope.accountId, { boardId: board.id, action: 'updated', board: view, by: actor.userId });
    return view;
  }

  async function deleteBoard(actor: KanbanActor, scope: TenantScope, boardId: string): Promise<{ id: string; deleted: true }> {
    assertCanEdit(actor);
    const board = await findBoard(scope, boardId);
    const allowed = canDeleteBoard(actor, { createdBy: board.createdBy }) || (actor.userId !== null && (await teamRoleOf(scope, board.teamId, actor.userId)) === 'admin');
    if (!allowed) throw new ForbiddenError(KanbanErrors.BOARD_MANAGERS_ONLY);
    await tenantQuery(scope, KanbanBoardModel).deleteById(board.id);
    await core.publishBoard(scope.accountId, { boardId: board.id, action: 'deleted', by: actor.userId });
    return { id: board.id, deleted: true };
  }

  return { listBoards, teamBoards, getBoard, getBoardView, createBoard, updateBoard, deleteBoard };
}

export type KanbanBoards = ReturnType<typeof createKanbanBoards>;
