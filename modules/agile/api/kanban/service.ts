import {
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  ValidationError,
  type CapabilityRegistry,
  type Logger,
  type TenantScope,
} from '@suite/sdk';
import { assertAgileLimit } from '../usage.js';
import {
  KANBAN_ACTIVITY_DEFAULT_LIMIT,
  KANBAN_DEFAULT_COLUMNS,
  KANBAN_ITEM_STATUSES,
  KANBAN_ITEM_TYPES,
  KANBAN_MAX_COLUMNS,
  KANBAN_PRIORITIES,
  KANBAN_SORT_FIELDS,
  KanbanEvents,
  kanbanRoom,
  type CreateKanbanBoardBody,
  type CreateKanbanColumnBody,
  type CreateKanbanItemBody,
  type KanbanActivity,
  type KanbanArchiveResult,
  type KanbanBacklog,
  type KanbanBoard,
  type KanbanBoardEvent,
  type KanbanBoardView,
  type KanbanColumn,
  type KanbanItem,
  type KanbanItemDetail,
  type KanbanItemEvent,
  type KanbanItemFilters,
  type KanbanItemList,
  type KanbanItemSort,
  type KanbanItemStatus,
  type KanbanMoveResult,
  type ReorderKanbanColumnsBody,
  type UpdateBacklogItemBody,
  type UpdateKanbanBoardBody,
  type UpdateKanbanColumnBody,
  type UpdateKanbanItemBody,
} from '../../shared/kanban.js';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { findTeam, teamRoleOf } from '../teams/service.js';
import { TT } from '../teams/models.js';
import { assertCanEdit, canDeleteBoard, type KanbanActor } from './actor.js';
import { POSITION_GAP, positionAt, type Container } from './positions.js';
import {
  DAY_MS,
  activeSprintOf,
  assertAssignee,
  boardColumns,
  findBoard,
  findColumn,
  findDelivery,
  findItem,
  findSprint,
  isUuid,
  itemViewById,
  itemViews,
  recordActivity,
  recordStatusChange,
  sprintViews,
  workTimesFor,
} from './queries.js';
import { KT, activityView, boardView, columnView, historyView, withNames, type ActivityRow, type BoardRow, type ColumnRow, type Db, type HistoryRow, type ItemRow } from './rows.js';

export interface KanbanServiceDeps {
  db: Db;
  scopeFor(accountId: string, knex?: Db): TenantScope;
  now(): Date;
  broadcast(room: string, event: string, data: unknown): Promise<void>;
  capabilities: CapabilityRegistry;
  log: Logger;
}

/** An item as created by a person or by another module (source names where it came from). */
export type NewItemInput = CreateKanbanItemBody & { source?: string | null };

const ITEM_ACTIVITY_LIMIT = 200;
const PRIORITY_RANK = KANBAN_PRIORITIES.map((p, i) => `when '${p}' then ${i}`).join(' ');

function cleanLabels(labels: string[] | undefined): string[] | undefined {
  if (!labels) return undefined;
  return [...new Set(labels.map((label) => label.trim()).filter(Boolean))];
}

function cleanTitle(title: string, message: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new ValidationError(message);
  return trimmed;
}

// ---------- the items list's JSON filters and sort ----------

const FILTER_CHECKS: Record<keyof KanbanItemFilters, (value: unknown) => boolean> = {
  columnId: isUuid,
  status: (v) => Array.isArray(v) && v.every((s) => (KANBAN_ITEM_STATUSES as readonly unknown[]).includes(s)),
  assigneeId: (v) => v === null || isUuid(v),
  labels: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  type: (v) => Array.isArray(v) && v.every((s) => (KANBAN_ITEM_TYPES as readonly unknown[]).includes(s)),
  priority: (v) => Array.isArray(v) && v.every((s) => (KANBAN_PRIORITIES as readonly unknown[]).includes(s)),
  sprintId: (v) => v === null || isUuid(v),
  parentId: (v) => v === null || isUuid(v),
  deliveryId: (v) => v === null || isUuid(v),
  search: (v) => typeof v === 'string' && v.length <= 200,
  includeBacklog: (v) => typeof v === 'boolean',
  includeArchived: (v) => typeof v === 'boolean',
};

function parseJson(raw: string, message: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ValidationError(message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ValidationError(message);
  return value as Record<string, unknown>;
}

export function parseItemFilters(raw: string | undefined): KanbanItemFilters {
  if (!raw) return {};
  const value = parseJson(raw, KanbanErrors.INVALID_FILTERS);
  for (const [key, field] of Object.entries(value)) {
    const check = FILTER_CHECKS[key as keyof KanbanItemFilters];
    if (!check || (field !== undefined && !check(field))) throw new ValidationError(KanbanErrors.INVALID_FILTERS, { field: key });
  }
  return value as KanbanItemFilters;
}

export function parseItemSort(raw: string | undefined): KanbanItemSort | null {
  if (!raw) return null;
  const value = parseJson(raw, KanbanErrors.INVALID_SORT);
  const keys = Object.keys(value);
  if (!(KANBAN_SORT_FIELDS as readonly unknown[]).includes(value.field) || keys.some((k) => k !== 'field' && k !== 'direction')) throw new ValidationError(KanbanErrors.INVALID_SORT);
  if (value.direction !== undefined && value.direction !== 'asc' && value.direction !== 'desc') throw new ValidationError(KanbanErrors.INVALID_SORT);
  return value as KanbanItemSort;
}

/**
 * Boards, columns, items and the backlog (agile.md sections 3-7): the rules and texts live here;
 * REST routes, socket events and the capabilities call the same functions. Every change is
 * written (one transaction) before it is broadcast to the board's room.
 */
export function createKanbanService(deps: KanbanServiceDeps) {
  const { now } = deps;

  async function publishItem(accountId: string, event: KanbanItemEvent): Promise<void> {
    // The change is committed: a failed broadcast is logged, never reported as a failed change.
    await deps.broadcast(kanbanRoom(accountId, event.boardId), KanbanEvents.ITEM, event).catch((error: unknown) => deps.log.error({ err: error }, 'kanban broadcast failed'));
  }

  async function publishBoard(accountId: string, event: KanbanBoardEvent): Promise<void> {
    await deps.broadcast(kanbanRoom(accountId, event.boardId), KanbanEvents.BOARD, event).catch((error: unknown) => deps.log.error({ err: error }, 'kanban broadcast failed'));
  }

  // ---------- boards ----------

  /** Boards with their columns, counts and team names, in a fixed number of queries. */
  async function boardSummaries(scope: TenantScope, boards: BoardRow[]): Promise<KanbanBoard[]> {
    if (!boards.length) return [];
    const ids = boards.map((b) => b.id);
    const [columns, counts, teams] = await Promise.all([
      scope.table<ColumnRow>(KT.columns).whereIn('board_id', ids).orderBy('position') as Promise<ColumnRow[]>,
      scope
        .table(KT.items)
        .whereIn('board_id', ids)
        .whereNull('archived_at')
        .groupBy('board_id', 'column_id')
        .select('board_id', 'column_id', scope.knex.raw('count(*)::int as n')) as unknown as Promise<{ board_id: string; column_id: string | null; n: number }[]>,
      scope.table(TT.teams).whereIn('id', [...new Set(boards.map((b) => b.team_id))]).select('id', 'name') as unknown as Promise<{ id: string; name: string }[]>,
    ]);
    const countOf = new Map(counts.map((c) => [`${c.board_id}|${c.column_id ?? ''}`, Number(c.n)]));
    const teamNames = new Map(teams.map((t) => [t.id, t.name]));
    return boards.map((board) =>
      boardView(
        board,
        columns.filter((c) => c.board_id === board.id).map((c) => columnView(c, countOf.get(`${board.id}|${c.id}`) ?? 0)),
        { teamName: teamNames.get(board.team_id) ?? null, backlogCount: countOf.get(`${board.id}|`) ?? 0 },
      ),
    );
  }

  async function boardSummary(scope: TenantScope, board: BoardRow): Promise<KanbanBoard> {
    return (await boardSummaries(scope, [board]))[0]!;
  }

  async function listBoards(scope: TenantScope): Promise<KanbanBoard[]> {
    return boardSummaries(scope, (await scope.table<BoardRow>(KT.boards).orderBy('created_at')) as BoardRow[]);
  }

  async function teamBoards(scope: TenantScope, teamId: string): Promise<KanbanBoard[]> {
    await findTeam(scope, teamId);
    return boardSummaries(scope, (await scope.table<BoardRow>(KT.boards).where('team_id', teamId).orderBy('created_at')) as BoardRow[]);
  }

  async function getBoard(scope: TenantScope, boardId: string): Promise<KanbanBoard> {
    return boardSummary(scope, await findBoard(scope, boardId));
  }

  /** The board with every item on its columns: what a board page (or a joining socket) loads. */
  async function getBoardView(scope: TenantScope, boardId: string): Promise<KanbanBoardView> {
    const board = await findBoard(scope, boardId);
    const [columns, items, backlog, team, activeSprint] = await Promise.all([
      boardColumns(scope, board.id),
      itemViews(deps.capabilities, scope, (query) => query.where('i.board_id', board.id).whereNotNull('i.column_id').whereNull('i.archived_at').orderBy('i.position')),
      scope.table(KT.items).where('board_id', board.id).whereNull('column_id').whereNull('archived_at').count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
      scope.table(TT.teams).where('id', board.team_id).first('name') as Promise<{ name: string } | undefined>,
      activeSprintOf(scope, board.team_id),
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

  async function assertWithinBoardLimit(scope: TenantScope): Promise<void> {
    // Boards are what the plans count as projects (FREE: 1).
    await assertAgileLimit(deps.capabilities, scope, 'projects', now());
  }

  async function createBoard(actor: KanbanActor, scope: TenantScope, input: CreateKanbanBoardBody): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const title = cleanTitle(input.title, KanbanErrors.BOARD_TITLE_REQUIRED);
    await findTeam(scope, input.teamId);
    await assertWithinBoardLimit(scope);
    const columns = input.columns ?? KANBAN_DEFAULT_COLUMNS;
    const at = now();
    const boardId = await scope.transaction(async (trx) => {
      const [row] = (await trx
        .insert(KT.boards, { team_id: input.teamId, title, description: input.description ?? null, process_type: input.processType ?? 'kanban', created_by: actor.userId, created_at: at, updated_at: at })
        .returning('id')) as { id: string }[];
      await trx.insert(
        KT.columns,
        columns.map((column, position) => ({
          board_id: row!.id,
          title: cleanTitle(column.title, KanbanErrors.COLUMN_TITLE_REQUIRED),
          category: column.category,
          position,
          wip_limit: column.wipLimit ?? null,
          wip_mode: column.wipMode ?? 'soft',
          created_at: at,
          updated_at: at,
        })),
      );
      await recordActivity(trx, { boardId: row!.id, type: 'board_created', actorId: actor.userId, data: { title }, at });
      return row!.id;
    });
    return getBoard(scope, boardId);
  }

  async function updateBoard(actor: KanbanActor, scope: TenantScope, boardId: string, input: UpdateKanbanBoardBody): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const board = await findBoard(scope, boardId);
    const patch: Partial<BoardRow> = {};
    if (input.title !== undefined) patch.title = cleanTitle(input.title, KanbanErrors.BOARD_TITLE_REQUIRED);
    if (input.description !== undefined) patch.description = input.description;
    if (input.processType !== undefined) patch.process_type = input.processType;
    if (input.teamId !== undefined && input.teamId !== board.team_id) {
      await findTeam(scope, input.teamId);
      patch.team_id = input.teamId;
    }
    if (Object.keys(patch).length) {
      const at = now();
      await scope.transaction(async (trx) => {
        await trx.table(KT.boards).where('id', board.id).update({ ...patch, updated_at: at });
        await recordActivity(trx, { boardId: board.id, type: 'board_updated', actorId: actor.userId, data: { fields: Object.keys(patch) }, at });
      });
    }
    const view = await getBoard(scope, board.id);
    await publishBoard(scope.accountId, { boardId: board.id, action: 'updated', board: view, by: actor.userId });
    return view;
  }

  async function deleteBoard(actor: KanbanActor, scope: TenantScope, boardId: string): Promise<{ id: string; deleted: true }> {
    assertCanEdit(actor);
    const board = await findBoard(scope, boardId);
    const allowed = canDeleteBoard(actor, { createdBy: board.created_by }) || (actor.userId !== null && (await teamRoleOf(scope, board.team_id, actor.userId)) === 'admin');
    if (!allowed) throw new ForbiddenError(KanbanErrors.BOARD_MANAGERS_ONLY);
    await scope.table(KT.boards).where('id', board.id).delete();
    await publishBoard(scope.accountId, { boardId: board.id, action: 'deleted', by: actor.userId });
    return { id: board.id, deleted: true };
  }

  // ---------- columns ----------

  async function publishColumns(actor: KanbanActor, scope: TenantScope, boardId: string): Promise<KanbanBoard> {
    const view = await getBoard(scope, boardId);
    await publishBoard(scope.accountId, { boardId, action: 'columns', board: view, by: actor.userId });
    return view;
  }

  async function reorderColumns(actor: KanbanActor, scope: TenantScope, boardId: string, input: ReorderKanbanColumnsBody): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const board = await findBoard(scope, boardId);
    const columns = await boardColumns(scope, board.id);
    const named = new Set(input.columnOrders.map((o) => o.columnId));
    if (named.size !== input.columnOrders.length || named.size !== columns.length || columns.some((c) => !named.has(c.id))) throw new ValidationError(KanbanErrors.REORDER_MISMATCH);
    const order = input.columnOrders.map((o, index) => ({ ...o, index })).sort((a, b) => a.position - b.position || a.index - b.index);
    const at = now();
    await scope.transaction(async (trx) => {
      for (const [position, entry] of order.entries()) await trx.table(KT.columns).where('id', entry.columnId).update({ position, updated_at: at });
      await recordActivity(trx, { boardId: board.id, type: 'columns_reordered', actorId: actor.userId, data: { columnIds: order.map((o) => o.columnId) }, at });
    });
    return publishColumns(actor, scope, board.id);
  }

  async function createColumn(actor: KanbanActor, scope: TenantScope, input: CreateKanbanColumnBody): Promise<KanbanColumn> {
    assertCanEdit(actor);
    const board = await findBoard(scope, input.boardId);
    const title = cleanTitle(input.title, KanbanErrors.COLUMN_TITLE_REQUIRED);
    const columns = await boardColumns(scope, board.id);
    if (columns.length >= KANBAN_MAX_COLUMNS) throw new BusinessRuleError(KanbanErrors.COLUMN_LIMIT);
    const position = Math.min(input.position ?? columns.length, columns.length);
    const at = now();
    const row = await scope.transaction(async (trx) => {
      await trx.table(KT.columns).where('board_id', board.id).where('position', '>=', position).increment('position', 1);
      const [created] = (await trx
        .insert(KT.columns, { board_id: board.id, title, category: input.category, position, wip_limit: input.wipLimit ?? null, wip_mode: input.wipMode ?? 'soft', created_at: at, updated_at: at })
        .returning('*')) as ColumnRow[];
      await recordActivity(trx, { boardId: board.id, type: 'column_added', actorId: actor.userId, data: { columnId: created!.id, title }, at });
      return created!;
    });
    await publishColumns(actor, scope, board.id);
    return columnView(row, 0);
  }

  /** Items change status with their column: work times and history as for a move. */
  async function restatusItems(trx: TenantScope, items: ItemRow[], to: { columnId: string | null; status: KanbanItemStatus }, by: string | null, at: Date): Promise<void> {
    for (const item of items) {
      if (item.status === to.status && item.column_id === to.columnId) continue;
      const patch = item.status === to.status ? {} : workTimesFor(item, to.status, at);
      await trx.table(KT.items).where('id', item.id).update({ ...patch, column_id: to.columnId, updated_at: at });
      if (!item.archived_at) {
        await recordStatusChange(trx, { boardId: item.board_id, itemId: item.id, fromColumnId: item.column_id, toColumnId: to.columnId, fromStatus: item.status, toStatus: to.status, by, at });
      }
    }
  }

  async function updateColumn(actor: KanbanActor, scope: TenantScope, columnId: string, input: UpdateKanbanColumnBody): Promise<KanbanColumn> {
    assertCanEdit(actor);
    const column = await findColumn(scope, columnId);
    const patch: Partial<ColumnRow> = {};
    if (input.title !== undefined) patch.title = cleanTitle(input.title, KanbanErrors.COLUMN_TITLE_REQUIRED);
    if (input.wipLimit !== undefined) patch.wip_limit = input.wipLimit;
    if (input.wipMode !== undefined) patch.wip_mode = input.wipMode;
    if (input.category !== undefined) patch.category = input.category;
    const at = now();
    await scope.transaction(async (trx) => {
      await trx.table(KT.columns).where('id', column.id).update({ ...patch, updated_at: at });
      if (patch.category && patch.category !== column.category) {
        const items = (await trx.table<ItemRow>(KT.items).where('column_id', column.id)) as ItemRow[];
        await restatusItems(trx, items, { columnId: column.id, status: patch.category }, actor.userId, at);
      }
      await recordActivity(trx, { boardId: column.board_id, type: 'column_updated', actorId: actor.userId, data: { columnId: column.id, fields: Object.keys(patch) }, at });
    });
    const board = await publishColumns(actor, scope, column.board_id);
    return board.columns.find((c) => c.id === column.id)!;
  }

  async function deleteColumn(actor: KanbanActor, scope: TenantScope, columnId: string, moveItemsTo: string | undefined): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const column = await findColumn(scope, columnId);
    const columns = await boardColumns(scope, column.board_id);
    if (columns.length <= 1) throw new BusinessRuleError(KanbanErrors.LAST_COLUMN);
    const target = moveItemsTo ? await findColumn(scope, moveItemsTo) : null;
    if (target && (target.board_id !== column.board_id || target.id === column.id)) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
    const at = now();
    await scope.transaction(async (trx) => {
      const items = (await trx.table<ItemRow>(KT.items).where('column_id', column.id).orderBy('position')) as ItemRow[];
      if (items.some((item) => !item.archived_at) && !target) throw new ConflictError(KanbanErrors.COLUMN_NOT_EMPTY);
      if (target) {
        const start = await positionAt(trx, { columnId: target.id }, undefined, null);
        for (const [index, item] of items.entries()) await trx.table(KT.items).where('id', item.id).update({ position: start + index * POSITION_GAP });
        await restatusItems(trx, items, { columnId: target.id, status: target.category }, actor.userId, at);
      }
      await trx.table(KT.columns).where('id', column.id).delete();
      const rest = columns.filter((c) => c.id !== column.id);
      for (const [position, c] of rest.entries()) if (c.position !== position) await trx.table(KT.columns).where('id', c.id).update({ position });
      await recordActivity(trx, { boardId: column.board_id, type: 'column_removed', actorId: actor.userId, data: { columnId: column.id, title: column.title, movedTo: target?.id ?? null }, at });
    });
    return publishColumns(actor, scope, column.board_id);
  }

  // ---------- items ----------

  async function assertParent(scope: TenantScope, item: { id: string | null; boardId: string }, parentId: string | null | undefined): Promise<void> {
    if (!parentId) return;
    if (parentId === item.id) throw new ValidationError(KanbanErrors.PARENT_CYCLE);
    const parent = await findItem(scope, parentId);
    if (parent.board_id !== item.boardId) throw new ValidationError(KanbanErrors.PARENT_NOT_ON_BOARD);
    if (!item.id) return;
    // Walk up from the new parent: reaching the item itself would make a loop.
    let cursor: string | null = parent.parent_id;
    for (let depth = 0; cursor && depth < 100; depth += 1) {
      if (cursor === item.id) throw new ValidationError(KanbanErrors.PARENT_CYCLE);
      const next = (await scope.table<ItemRow>(KT.items).where('id', cursor).first('parent_id')) as { parent_id: string | null } | undefined;
      cursor = next?.parent_id ?? null;
    }
  }

  async function assertSprintFor(scope: TenantScope, board: BoardRow, sprintId: string | null | undefined): Promise<void> {
    if (!sprintId) return;
    const sprint = await findSprint(scope, sprintId);
    if (sprint.team_id !== board.team_id) throw new ValidationError(KanbanErrors.SPRINT_TEAM_MISMATCH);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
  }

  async function assertDeliveryFor(scope: TenantScope, board: BoardRow, deliveryId: string | null | undefined): Promise<void> {
    if (!deliveryId) return;
    const delivery = await findDelivery(scope, deliveryId);
    if (delivery.board_id !== board.id) throw new ValidationError(KanbanErrors.DELIVERY_ITEMS_BOARD);
  }

  /** A hard limit refuses one more item in the column; a soft one answers the warning. */
  async function wipCheck(scope: TenantScope, column: ColumnRow, movingId: string | null): Promise<string | null> {
    if (column.wip_limit == null) return null;
    // Moves into a hard-limited column take turns (the column row is locked until commit), so two
    // at once cannot both take its last place.
    if (column.wip_mode === 'hard') await scope.table(KT.columns).where('id', column.id).forUpdate().first('id');
    const query = scope.table(KT.items).where('column_id', column.id).whereNull('archived_at');
    const [{ n }] = (await (movingId ? query.whereNot('id', movingId) : query).select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
    const count = Number(n);
    if (count < column.wip_limit) return null;
    if (column.wip_mode === 'hard') throw new BusinessRuleError(KanbanErrors.wipLimitReached(column.title, column.wip_limit), { columnId: column.id, wipLimit: column.wip_limit, count });
    return KanbanErrors.wipLimitExceeded(column.title, column.wip_limit, count + 1);
  }

  async function createItem(actor: KanbanActor, scope: TenantScope, input: NewItemInput): Promise<KanbanItem> {
    assertCanEdit(actor);
    const board = await findBoard(scope, input.boardId);
    const title = cleanTitle(input.title, KanbanErrors.ITEM_TITLE_REQUIRED);
    let column: ColumnRow | null = null;
    if (input.columnId === undefined) column = (await boardColumns(scope, board.id))[0] ?? null;
    else if (input.columnId !== null) {
      column = await findColumn(scope, input.columnId);
      if (column.board_id !== board.id) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
    }
    await assertAssignee(deps.capabilities, scope, input.assigneeId);
    await assertParent(scope, { id: null, boardId: board.id }, input.parentId);
    await assertSprintFor(scope, board, input.sprintId);
    await assertDeliveryFor(scope, board, input.deliveryId);
    const status: KanbanItemStatus = column?.category ?? 'backlog';
    const at = now();
    const itemId = await scope.transaction(async (trx) => {
      if (column) await wipCheck(trx, column, null);
      const container: Container = column ? { columnId: column.id } : { backlogOf: board.id };
      const position = await positionAt(trx, container, input.position, null);
      const [row] = (await trx
        .insert(KT.items, {
          board_id: board.id,
          column_id: column?.id ?? null,
          position,
          title,
          description: input.description ?? null,
          type: input.type ?? 'story',
          priority: input.priority ?? 'none',
          story_points: input.storyPoints ?? null,
          assignee_id: input.assigneeId ?? null,
          labels: cleanLabels(input.labels) ?? [],
          parent_id: input.parentId ?? null,
          sprint_id: input.sprintId ?? null,
          delivery_id: input.deliveryId ?? null,
          due_date: input.dueDate ?? null,
          source: input.source ?? null,
          created_by: actor.userId,
          created_at: at,
          updated_at: at,
          ...workTimesFor({ status: 'backlog', work_started_at: null, work_completed_at: null }, status, at),
        })
        .returning('id')) as { id: string }[];
      await recordStatusChange(trx, { boardId: board.id, itemId: row!.id, fromColumnId: null, toColumnId: column?.id ?? null, fromStatus: null, toStatus: status, by: actor.userId, at });
      await recordActivity(trx, { boardId: board.id, itemId: row!.id, type: 'item_created', actorId: actor.userId, data: { title, columnId: column?.id ?? null, source: input.source ?? null }, at });
      return row!.id;
    });
    const item = await itemViewById(deps.capabilities, scope, itemId);
    await publishItem(scope.accountId, { boardId: board.id, action: 'created', itemId, item, by: actor.userId });
    return item;
  }

  async function updateItem(actor: KanbanActor, scope: TenantScope, itemId: string, input: UpdateBacklogItemBody): Promise<KanbanItem> {
    assertCanEdit(actor);
    const item = await findItem(scope, itemId);
    if (item.archived_at) throw new ConflictError(KanbanErrors.ITEM_ARCHIVED);
    const board = await findBoard(scope, item.board_id);
    const patch: Record<string, unknown> = {};
    if (input.title !== undefined) patch.title = cleanTitle(input.title, KanbanErrors.ITEM_TITLE_REQUIRED);
    if (input.description !== undefined) patch.description = input.description;
    if (input.type !== undefined) patch.type = input.type;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.storyPoints !== undefined) patch.story_points = input.storyPoints;
    if (input.labels !== undefined) patch.labels = cleanLabels(input.labels);
    if (input.dueDate !== undefined) patch.due_date = input.dueDate;
    if (input.assigneeId !== undefined) {
      await assertAssignee(deps.capabilities, scope, input.assigneeId);
      patch.assignee_id = input.assigneeId;
    }
    if (input.parentId !== undefined) {
      await assertParent(scope, { id: item.id, boardId: item.board_id }, input.parentId);
      patch.parent_id = input.parentId;
    }
    if (input.sprintId !== undefined) {
      await assertSprintFor(scope, board, input.sprintId);
      patch.sprint_id = input.sprintId;
    }
    if (input.deliveryId !== undefined) {
      await assertDeliveryFor(scope, board, input.deliveryId);
      patch.delivery_id = input.deliveryId;
    }
    if (input.position !== undefined) {
      if (item.column_id) throw new ConflictError(KanbanErrors.ITEM_ALREADY_ON_BOARD);
      patch.position = await positionAt(scope, { backlogOf: item.board_id }, input.position, item.id);
    }
    const fields = Object.keys(input).filter((key) => (input as Record<string, unknown>)[key] !== undefined);
    if (Object.keys(patch).length) {
      const at = now();
      await scope.transaction(async (trx) => {
        await trx.table(KT.items).where('id', item.id).update({ ...patch, updated_at: at });
        await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_updated', actorId: actor.userId, data: { fields, ...(input.storyPoints !== undefined ? { storyPoints: input.storyPoints } : {}) }, at });
        // Sprint membership changes are kept as their own entries: burndown scope is read from them.
        if (input.sprintId !== undefined && input.sprintId !== item.sprint_id) {
          if (item.sprint_id) await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_removed_from_sprint', actorId: actor.userId, data: { sprintId: item.sprint_id }, at });
          if (input.sprintId) await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_added_to_sprint', actorId: actor.userId, data: { sprintId: input.sprintId }, at });
        }
      });
    }
    const view = await itemViewById(deps.capabilities, scope, item.id);
    await publishItem(scope.accountId, { boardId: item.board_id, action: 'updated', itemId: item.id, item: view, by: actor.userId });
    return view;
  }

  async function deleteItem(actor: KanbanActor, scope: TenantScope, itemId: string): Promise<{ id: string; deleted: true }> {
    assertCanEdit(actor);
    const item = await findItem(scope, itemId);
    const at = now();
    await scope.transaction(async (trx) => {
      await trx.table(KT.items).where('id', item.id).delete();
      await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_deleted', actorId: actor.userId, data: { title: item.title }, at });
    });
    await publishItem(scope.accountId, { boardId: item.board_id, action: 'deleted', itemId: item.id, by: actor.userId });
    return { id: item.id, deleted: true };
  }

  /**
   * Move an item to a column (or, targetColumnId null, back to the backlog) at a 0-based position.
   * Past a hard WIP limit the move is refused; past a soft one it happens with a warning. A
   * status change sets the work times and is kept in the history.
   */
  async function moveItem(actor: KanbanActor, scope: TenantScope, itemId: string, input: { targetColumnId: string | null; position?: number }): Promise<KanbanMoveResult> {
    assertCanEdit(actor);
    const at = now();
    const moved = await scope.transaction(async (trx) => {
      const item = await findItem(trx, itemId, { forUpdate: true });
      if (item.archived_at) throw new ConflictError(KanbanErrors.ITEM_ARCHIVED);
      let target: ColumnRow | null = null;
      if (input.targetColumnId !== null) {
        target = await findColumn(trx, input.targetColumnId);
        if (target.board_id !== item.board_id) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
      }
      const toColumnId = target?.id ?? null;
      const columnChanged = toColumnId !== item.column_id;
      const warning = target && columnChanged ? await wipCheck(trx, target, item.id) : null;
      const container: Container = target ? { columnId: target.id } : { backlogOf: item.board_id };
      const position = await positionAt(trx, container, input.position, item.id);
      const toStatus: KanbanItemStatus = target?.category ?? 'backlog';
      const times = toStatus !== item.status ? workTimesFor(item, toStatus, at) : {};
      await trx.table(KT.items).where('id', item.id).update({ ...times, column_id: toColumnId, position, updated_at: at });
      if (columnChanged) {
        await recordStatusChange(trx, { boardId: item.board_id, itemId: item.id, fromColumnId: item.column_id, toColumnId, fromStatus: item.status, toStatus, by: actor.userId, at });
        await recordActivity(trx, {
          boardId: item.board_id,
          itemId: item.id,
          type: 'item_moved',
          actorId: actor.userId,
          data: { fromColumnId: item.column_id, toColumnId, fromStatus: item.status, toStatus, ...(warning ? { warning } : {}) },
          at,
        });
      }
      return { boardId: item.board_id, fromColumnId: item.column_id, warning };
    });
    const item = await itemViewById(deps.capabilities, scope, itemId);
    await publishItem(scope.accountId, { boardId: moved.boardId, action: 'moved', itemId, item, fromColumnId: moved.fromColumnId, warning: moved.warning, by: actor.userId });
    return { item, fromColumnId: moved.fromColumnId, warning: moved.warning };
  }

  async function getItem(scope: TenantScope, itemId: string): Promise<KanbanItemDetail> {
    const item = await itemViewById(deps.capabilities, scope, itemId);
    const [parent, children, history] = await Promise.all([
      item.parentId ? itemViewById(deps.capabilities, scope, item.parentId).catch(() => null) : Promise.resolve(null),
      itemViews(deps.capabilities, scope, (query) => query.where('i.parent_id', item.id).whereNull('i.archived_at').orderBy('i.created_at')),
      scope
        .table<HistoryRow>(`${KT.history} as h`)
        .where('h.item_id', item.id)
        .orderBy([{ column: 'h.changed_at' }, { column: 'h.id' }])
        .select('h.*')
        .then((rows) => withNames(deps.capabilities, scope, rows as HistoryRow[], 'changed_by')),
    ]);
    return { ...item, parent: parent ? { id: parent.id, title: parent.title, status: parent.status } : null, children, history: history.map(historyView) };
  }

  async function childrenOf(scope: TenantScope, parentId: string): Promise<KanbanItem[]> {
    const parent = await findItem(scope, parentId);
    return itemViews(deps.capabilities, scope, (query) => query.where('i.parent_id', parent.id).whereNull('i.archived_at').orderBy('i.created_at'));
  }

  async function activityQuery(scope: TenantScope, where: Record<string, string>, limit: number): Promise<KanbanActivity[]> {
    const rows = (await scope
      .table<ActivityRow>(`${KT.activity} as a`)
      .where(where)
      .orderBy([
        { column: 'a.created_at', order: 'desc' },
        { column: 'a.id', order: 'desc' },
      ])
      .limit(limit)
      .select('a.*')) as ActivityRow[];
    return (await withNames(deps.capabilities, scope, rows, 'actor_id')).map(activityView);
  }

  async function itemActivity(scope: TenantScope, itemId: string): Promise<KanbanActivity[]> {
    const item = await findItem(scope, itemId);
    return activityQuery(scope, { 'a.item_id': item.id }, ITEM_ACTIVITY_LIMIT);
  }

  async function boardActivity(scope: TenantScope, boardId: string, limit = KANBAN_ACTIVITY_DEFAULT_LIMIT): Promise<KanbanActivity[]> {
    const board = await findBoard(scope, boardId);
    return activityQuery(scope, { 'a.board_id': board.id }, limit);
  }

  /** GET /kanban/boards/{id}/items: the board's items (backlog included) through JSON filters and a sort. */
  async function listItems(scope: TenantScope, boardId: string, query: { filters?: string; sort?: string; limit: number; offset: number }): Promise<KanbanItemList> {
    const board = await findBoard(scope, boardId);
    const filters = parseItemFilters(query.filters);
    const sort = parseItemSort(query.sort);
    const apply = (q: ReturnType<TenantScope['table']>) => {
      q.where('i.board_id', board.id);
      if (!filters.includeArchived) q.whereNull('i.archived_at');
      if (filters.includeBacklog === false) q.whereNotNull('i.column_id');
      if (filters.columnId) q.where('i.column_id', filters.columnId);
      if (filters.status?.length) q.whereIn('i.status', filters.status);
      if (filters.assigneeId !== undefined) {
        if (filters.assigneeId === null) q.whereNull('i.assignee_id');
        else q.where('i.assignee_id', filters.assigneeId);
      }
      if (filters.labels?.length) q.whereRaw(`i.labels && array[${filters.labels.map(() => '?').join(', ')}]::text[]`, filters.labels);
      if (filters.type?.length) q.whereIn('i.type', filters.type);
      if (filters.priority?.length) q.whereIn('i.priority', filters.priority);
      for (const [key, column] of [
        ['sprintId', 'i.sprint_id'],
        ['parentId', 'i.parent_id'],
        ['deliveryId', 'i.delivery_id'],
      ] as const) {
        const value = filters[key];
        if (value === null) q.whereNull(column);
        else if (value !== undefined) q.where(column, value);
      }
      if (filters.search?.trim()) {
        const pattern = `%${filters.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q.where((w) => w.whereILike('i.title', pattern).orWhereILike('i.description', pattern));
      }
      return q;
    };
    const [{ n }] = (await apply(scope.table(`${KT.items} as i`)).select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
    const items = await itemViews(deps.capabilities, scope, (q) => {
      apply(q as unknown as ReturnType<TenantScope['table']>);
      const direction = sort?.direction ?? 'asc';
      switch (sort?.field ?? 'position') {
        case 'position':
          q.leftJoin(`${KT.columns} as c`, 'c.id', 'i.column_id').orderByRaw(`c.position ${direction === 'asc' ? 'asc nulls first' : 'desc nulls last'}, i.position ${direction}`);
          break;
        case 'createdAt':
          q.orderBy('i.created_at', direction);
          break;
        case 'updatedAt':
          q.orderBy('i.updated_at', direction);
          break;
        case 'title':
          q.orderByRaw(`lower(i.title) ${direction}`);
          break;
        case 'storyPoints':
          q.orderByRaw(`i.story_points ${direction} nulls last`);
          break;
        case 'priority':
          q.orderByRaw(`case i.priority ${PRIORITY_RANK} end ${direction}`);
          break;
        case 'dueDate':
          q.orderByRaw(`i.due_date ${direction} nulls last`);
          break;
      }
      return q.orderBy('i.id').limit(query.limit).offset(query.offset);
    });
    return { items, total: Number(n) };
  }

  // ---------- backlog ----------

  async function backlog(scope: TenantScope, boardId: string): Promise<KanbanBacklog> {
    const board = await findBoard(scope, boardId);
    const [items, sprints] = await Promise.all([
      itemViews(deps.capabilities, scope, (query) => query.where('i.board_id', board.id).whereNull('i.column_id').whereNull('i.archived_at').orderBy('i.position')),
      sprintViews(scope, (query) => query.where('s.team_id', board.team_id).whereIn('s.status', ['planned', 'active']).orderBy([{ column: 's.start_date' }, { column: 's.created_at' }])),
    ]);
    return { boardId: board.id, items, sprints };
  }

  async function moveToBoard(actor: KanbanActor, scope: TenantScope, itemId: string, input: { columnId: string; position?: number }): Promise<KanbanMoveResult> {
    const item = await findItem(scope, itemId);
    if (item.column_id) throw new ConflictError(KanbanErrors.ITEM_ALREADY_ON_BOARD);
    return moveItem(actor, scope, itemId, { targetColumnId: input.columnId, ...(input.position !== undefined ? { position: input.position } : {}) });
  }

  // ---------- archive ----------

  async function archiveCompleted(actor: KanbanActor, scope: TenantScope, input: { boardId?: string; olderThanDays?: number }): Promise<KanbanArchiveResult> {
    assertCanEdit(actor);
    if (input.boardId) await findBoard(scope, input.boardId);
    const at = now();
    const rows = await scope.transaction(async (trx) => {
      const query = trx.table(KT.items).where('status', 'complete').whereNull('archived_at');
      if (input.boardId) query.where('board_id', input.boardId);
      if (input.olderThanDays) query.where('work_completed_at', '<=', new Date(at.getTime() - input.olderThanDays * DAY_MS));
      const archived = (await query.update({ archived_at: at, updated_at: at }).returning(['id', 'board_id', 'title'])) as { id: string; board_id: string; title: string }[];
      if (archived.length) {
        await trx.insert(
          KT.activity,
          archived.map((row) => ({ board_id: row.board_id, item_id: row.id, type: 'item_archived', actor_id: actor.userId, data: JSON.stringify({ title: row.title }), created_at: at })),
        );
      }
      return archived;
    });
    // Boards reload rather than receive one event per archived card.
    for (const boardId of new Set(rows.map((row) => row.board_id))) await publishBoard(scope.accountId, { boardId, action: 'updated', by: actor.userId });
    return { archived: rows.length, itemIds: rows.map((row) => row.id) };
  }

  async function archivedItems(scope: TenantScope, query: { boardId?: string; limit: number; offset: number }): Promise<KanbanItemList> {
    if (query.boardId) await findBoard(scope, query.boardId);
    const where = (q: ReturnType<TenantScope['table']>) => (query.boardId ? q.where('i.board_id', query.boardId) : q).whereNotNull('i.archived_at');
    const [{ n }] = (await where(scope.table(`${KT.items} as i`)).select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
    const items = await itemViews(deps.capabilities, scope, (q) => {
      where(q as unknown as ReturnType<TenantScope['table']>);
      return q.orderBy([{ column: 'i.archived_at', order: 'desc' }, { column: 'i.id' }]).limit(query.limit).offset(query.offset);
    });
    return { items, total: Number(n) };
  }

  /** Bring an archived item back, at the end of its column (its column gone: the first of its status, else the backlog). */
  async function restoreItem(actor: KanbanActor, scope: TenantScope, itemId: string): Promise<KanbanItem> {
    assertCanEdit(actor);
    const at = now();
    const boardId = await scope.transaction(async (trx) => {
      const item = await findItem(trx, itemId, { forUpdate: true });
      if (!item.archived_at) throw new ConflictError(KanbanErrors.ITEM_NOT_ARCHIVED);
      let columnId = item.column_id;
      if (!columnId && item.status !== 'backlog') {
        const same = (await trx.table<ColumnRow>(KT.columns).where({ board_id: item.board_id, category: item.status }).orderBy('position').first('id')) as { id: string } | undefined;
        columnId = same?.id ?? null;
      }
      const position = await positionAt(trx, columnId ? { columnId } : { backlogOf: item.board_id }, undefined, item.id);
      const status: KanbanItemStatus = columnId ? item.status : 'backlog';
      const times = status !== item.status ? workTimesFor(item, status, at) : {};
      await trx.table(KT.items).where('id', item.id).update({ ...times, archived_at: null, column_id: columnId, position, updated_at: at });
      if (status !== item.status) {
        await recordStatusChange(trx, { boardId: item.board_id, itemId: item.id, fromColumnId: item.column_id, toColumnId: columnId, fromStatus: item.status, toStatus: status, by: actor.userId, at });
      }
      await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_restored', actorId: actor.userId, data: { title: item.title }, at });
      return item.board_id;
    });
    const item = await itemViewById(deps.capabilities, scope, itemId);
    await publishItem(scope.accountId, { boardId, action: 'restored', itemId, item, by: actor.userId });
    return item;
  }

  return {
    publishItem,
    publishBoard,
    listBoards,
    teamBoards,
    getBoard,
    getBoardView,
    createBoard,
    updateBoard,
    deleteBoard,
    reorderColumns,
    createColumn,
    updateColumn,
    deleteColumn,
    createItem,
    updateItem: (actor: KanbanActor, scope: TenantScope, itemId: string, input: UpdateKanbanItemBody) => updateItem(actor, scope, itemId, input),
    updateBacklogItem: updateItem,
    deleteItem,
    moveItem,
    moveToBoard,
    getItem,
    childrenOf,
    itemActivity,
    boardActivity,
    listItems,
    backlog,
    archiveCompleted,
    archivedItems,
    restoreItem,
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;
