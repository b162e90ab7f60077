import { ConflictError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type {
  CompleteSprintBody,
  CreateSprintBody,
  KanbanItemStatus,
  KanbanSprint,
  KanbanSprintCompletion,
  KanbanSprintDetail,
  KanbanSprintSnapshot,
  UpdateSprintBody,
} from '../../shared/kanban.js';
import { findTeam } from '../teams/service.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import { daysBetween } from '@suite/sdk';
import { addDays, findBoard, findItem, findSprint, itemViewById, itemViews, recordActivity, sprintViews } from './queries.js';
import { KT, json, num, round2, type BoardRow, type ItemRow, type SprintRow } from './rows.js';
import type { KanbanService } from './service.js';
import type { CapabilityRegistry } from '@suite/sdk';

export interface SprintServiceDeps {
  now(): Date;
  kanban: KanbanService;
  capabilities: CapabilityRegistry;
}

/** "Sprint 12" -> "Sprint 13"; a name without a number gets " (continued)". */
export function nextSprintName(name: string): string {
  const match = /^(.*?)(\d+)(\s*)$/.exec(name);
  return match ? `${match[1]}${Number(match[2]) + 1}${match[3]}` : `${name} (continued)`;
}

/**
 * Sprints of a team (agile.md section 7): planned -> active (the points in it are committed) ->
 * completed (a snapshot of committed vs completed points; unfinished items roll over into the
 * next planned sprint, created when the team has none). One active sprint per team.
 */
export function createSprintService(deps: SprintServiceDeps) {
  const { now, kanban } = deps;

  async function sprintView(scope: TenantScope, sprintId: string): Promise<KanbanSprint> {
    const [view] = await sprintViews(scope, (query) => query.where('s.id', sprintId));
    if (!view) throw new NotFoundError(KanbanErrors.SPRINT_NOT_FOUND);
    return view;
  }

  async function sprintDetail(scope: TenantScope, sprintId: string): Promise<KanbanSprintDetail> {
    const row = await findSprint(scope, sprintId);
    const [view, items] = await Promise.all([sprintView(scope, row.id), itemViews(deps.capabilities, scope, (query) => query.where('i.sprint_id', row.id).orderBy([{ column: 'i.status' }, { column: 'i.position' }]))]);
    return { ...view, items, snapshot: row.snapshot ? json<KanbanSprintSnapshot>(row.snapshot) : null };
  }

  async function listSprints(scope: TenantScope, teamId: string): Promise<KanbanSprint[]> {
    await findTeam(scope, teamId);
    return sprintViews(scope, (query) => query.where('s.team_id', teamId).orderBy([{ column: 's.start_date' }, { column: 's.created_at' }]));
  }

  async function activeSprint(scope: TenantScope, teamId: string): Promise<KanbanSprintDetail | null> {
    await findTeam(scope, teamId);
    const row = (await scope.table(KT.sprints).where({ team_id: teamId, status: 'active' }).first('id')) as { id: string } | undefined;
    return row ? sprintDetail(scope, row.id) : null;
  }

  async function boardOfTeam(scope: TenantScope, boardId: string | null | undefined, teamId: string): Promise<BoardRow | null> {
    if (!boardId) return null;
    const board = await findBoard(scope, boardId);
    if (board.team_id !== teamId) throw new ValidationError(KanbanErrors.BOARD_TEAM_MISMATCH);
    return board;
  }

  function checkDates(startDate: string, endDate: string): void {
    if (daysBetween(startDate, endDate) < 0) throw new ValidationError(KanbanErrors.SPRINT_DATES);
  }

  /** Where a sprint's activity goes: its board, else the team's first board (none: nowhere). */
  async function activityBoard(scope: TenantScope, sprint: Pick<SprintRow, 'board_id' | 'team_id'>): Promise<string | null> {
    if (sprint.board_id) return sprint.board_id;
    const board = (await scope.table(KT.boards).where('team_id', sprint.team_id).orderBy('created_at').first('id')) as { id: string } | undefined;
    return board?.id ?? null;
  }

  async function announce(scope: TenantScope, teamId: string, by: string | null): Promise<void> {
    const boards = (await scope.table(KT.boards).where('team_id', teamId).select('id')) as { id: string }[];
    for (const board of boards) await kanban.publishBoard(scope.accountId, { boardId: board.id, action: 'updated', by });
  }

  async function createSprint(actor: KanbanActor, scope: TenantScope, input: CreateSprintBody): Promise<KanbanSprint> {
    assertCanEdit(actor);
    const name = input.name.trim();
    if (!name) throw new ValidationError(KanbanErrors.SPRINT_NAME_REQUIRED);
    await findTeam(scope, input.teamId);
    await boardOfTeam(scope, input.boardId, input.teamId);
    checkDates(input.startDate, input.endDate);
    const at = now();
    const id = await scope.transaction(async (trx) => {
      const [row] = (await trx
        .insert(KT.sprints, {
          team_id: input.teamId,
          board_id: input.boardId ?? null,
          name,
          goal: input.goal ?? null,
          start_date: input.startDate,
          end_date: input.endDate,
          capacity_points: input.capacityPoints ?? null,
          created_by: actor.userId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')) as { id: string }[];
      const boardId = await activityBoard(trx, { board_id: input.boardId ?? null, team_id: input.teamId });
      if (boardId) await recordActivity(trx, { boardId, type: 'sprint_created', actorId: actor.userId, data: { sprintId: row!.id, name }, at });
      return row!.id;
    });
    return sprintView(scope, id);
  }

  async function startSprint(actor: KanbanActor, scope: TenantScope, sprint: SprintRow, at: Date): Promise<void> {
    await scope.transaction(async (trx) => {
      const other = await trx.table(KT.sprints).where({ team_id: sprint.team_id, status: 'active' }).whereNot('id', sprint.id).first('id');
      if (other) throw new ConflictError(KanbanErrors.SPRINT_ALREADY_ACTIVE);
      const [{ points }] = (await trx.table(KT.items).where('sprint_id', sprint.id).select(trx.knex.raw('coalesce(sum(story_points), 0) as points'))) as unknown as { points: number | string }[];
      await trx.table(KT.sprints).where('id', sprint.id).update({ status: 'active', started_at: at, committed_points: num(points) ?? 0, updated_at: at });
      const boardId = await activityBoard(trx, sprint);
      if (boardId) await recordActivity(trx, { boardId, type: 'sprint_started', actorId: actor.userId, data: { sprintId: sprint.id, name: sprint.name, committedPoints: num(points) ?? 0 }, at });
    });
    await announce(scope, sprint.team_id, actor.userId);
  }

  async function updateSprint(actor: KanbanActor, scope: TenantScope, sprintId: string, input: UpdateSprintBody): Promise<KanbanSprint | KanbanSprintCompletion> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    const to = input.status ?? sprint.status;
    const allowed = to === sprint.status || (sprint.status === 'planned' && to === 'active') || (sprint.status === 'active' && to === 'completed');
    if (!allowed) throw new ConflictError(KanbanErrors.sprintTransition(sprint.status, to));
    const patch: Record<string, unknown> = {};
    if (input.name !== undefined) {
      patch.name = input.name.trim();
      if (!patch.name) throw new ValidationError(KanbanErrors.SPRINT_NAME_REQUIRED);
    }
    if (input.goal !== undefined) patch.goal = input.goal;
    if (input.capacityPoints !== undefined) patch.capacity_points = input.capacityPoints;
    if (input.startDate !== undefined) patch.start_date = input.startDate;
    if (input.endDate !== undefined) patch.end_date = input.endDate;
    checkDates(input.startDate ?? sprint.start_day, input.endDate ?? sprint.end_day);
    const at = now();
    if (Object.keys(patch).length) await scope.table(KT.sprints).where('id', sprint.id).update({ ...patch, updated_at: at });
    if (to === 'active' && sprint.status === 'planned') await startSprint(actor, scope, sprint, at);
    if (to === 'completed') return completeSprint(actor, scope, sprint.id, {});
    return sprintView(scope, sprint.id);
  }

  async function addItem(actor: KanbanActor, scope: TenantScope, sprintId: string, itemId: string): Promise<KanbanSprint> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    const item = await findItem(scope, itemId);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    if (item.archived_at) throw new ConflictError(KanbanErrors.ITEM_ARCHIVED);
    const board = await findBoard(scope, item.board_id);
    if (board.team_id !== sprint.team_id) throw new ValidationError(KanbanErrors.SPRINT_TEAM_MISMATCH);
    if (item.sprint_id !== sprint.id) {
      const at = now();
      await scope.transaction(async (trx) => {
        await trx.table(KT.items).where('id', item.id).update({ sprint_id: sprint.id, updated_at: at });
        await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_added_to_sprint', actorId: actor.userId, data: { sprintId: sprint.id, name: sprint.name }, at });
      });
      await kanban.publishItem(scope.accountId, { boardId: item.board_id, action: 'updated', itemId: item.id, item: await itemViewById(deps.capabilities, scope, item.id), by: actor.userId });
    }
    return sprintView(scope, sprint.id);
  }

  async function removeItem(actor: KanbanActor, scope: TenantScope, sprintId: string, itemId: string): Promise<KanbanSprint> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    const item = await findItem(scope, itemId);
    if (item.sprint_id !== sprint.id) throw new NotFoundError(KanbanErrors.ITEM_NOT_IN_SPRINT);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    const at = now();
    await scope.transaction(async (trx) => {
      await trx.table(KT.items).where('id', item.id).update({ sprint_id: null, updated_at: at });
      await recordActivity(trx, { boardId: item.board_id, itemId: item.id, type: 'item_removed_from_sprint', actorId: actor.userId, data: { sprintId: sprint.id, name: sprint.name }, at });
    });
    await kanban.publishItem(scope.accountId, { boardId: item.board_id, action: 'updated', itemId: item.id, item: await itemViewById(deps.capabilities, scope, item.id), by: actor.userId });
    return sprintView(scope, sprint.id);
  }

  async function completeSprint(actor: KanbanActor, scope: TenantScope, sprintId: string, input: CompleteSprintBody): Promise<KanbanSprintCompletion> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    if (sprint.status !== 'active') throw new ConflictError(KanbanErrors.sprintTransition(sprint.status, 'completed'));
    const at = now();
    const result = await scope.transaction(async (trx) => {
      const items = (await trx.table<ItemRow>(KT.items).where('sprint_id', sprint.id).orderBy('position')) as ItemRow[];
      const done = items.filter((item) => item.status === 'complete');
      const unfinished = items.filter((item) => item.status !== 'complete');
      const points = (list: ItemRow[]) => round2(list.reduce((sum, item) => sum + (num(item.story_points) ?? 0), 0));

      let next: string | null;
      if (input.targetSprintId) {
        const target = await findSprint(trx, input.targetSprintId);
        if (target.status !== 'planned' || target.team_id !== sprint.team_id || target.id === sprint.id) throw new ValidationError(KanbanErrors.ROLLOVER_TARGET);
        next = target.id;
      } else {
        const planned = (await trx.table(KT.sprints).where({ team_id: sprint.team_id, status: 'planned' }).orderBy([{ column: 'start_date' }, { column: 'created_at' }]).first('id')) as { id: string } | undefined;
        next = planned?.id ?? null;
        if (!next && unfinished.length) {
          const length = daysBetween(sprint.start_day, sprint.end_day);
          const startDate = addDays(sprint.end_day, 1);
          const [created] = (await trx
            .insert(KT.sprints, {
              team_id: sprint.team_id,
              board_id: sprint.board_id,
              name: nextSprintName(sprint.name),
              start_date: startDate,
              end_date: addDays(startDate, length),
              capacity_points: sprint.capacity_points,
              created_by: actor.userId,
              created_at: at,
              updated_at: at,
            })
            .returning('id')) as { id: string }[];
          next = created!.id;
        }
      }
      const rolledOver = next ? unfinished.filter((item) => !item.archived_at) : [];
      if (rolledOver.length) await trx.table(KT.items).whereIn('id', rolledOver.map((item) => item.id)).update({ sprint_id: next, updated_at: at });

      const committed = num(sprint.committed_points) ?? points(items);
      const snapshot: KanbanSprintSnapshot = {
        committedPoints: committed,
        completedPoints: points(done),
        completedItems: done.length,
        unfinishedItems: unfinished.length,
        rolledOverPoints: points(rolledOver),
        rolledOverTo: rolledOver.length ? next : null,
        items: items.map((item) => ({
          id: item.id,
          title: item.title,
          storyPoints: num(item.story_points),
          status: item.status as KanbanItemStatus,
          completedAt: item.work_completed_at ? new Date(item.work_completed_at).toISOString() : null,
        })),
        completedAt: at.toISOString(),
      };
      await trx
        .table(KT.sprints)
        .where('id', sprint.id)
        .update({ status: 'completed', completed_at: at, committed_points: committed, completed_points: snapshot.completedPoints, snapshot: JSON.stringify(snapshot), rolled_over_to: snapshot.rolledOverTo, updated_at: at });
      const boardId = await activityBoard(trx, sprint);
      if (boardId) {
        await recordActivity(trx, {
          boardId,
          type: 'sprint_completed',
          actorId: actor.userId,
          data: { sprintId: sprint.id, name: sprint.name, committedPoints: committed, completedPoints: snapshot.completedPoints, rolledOverTo: snapshot.rolledOverTo, rolledOverItems: rolledOver.length },
          at,
        });
      }
      return { next, rolledOverItemIds: rolledOver.map((item) => item.id) };
    });
    await announce(scope, sprint.team_id, actor.userId);
    return { sprint: await sprintDetail(scope, sprint.id), nextSprint: result.next ? await sprintView(scope, result.next) : null, rolledOverItemIds: result.rolledOverItemIds };
  }

  return { sprintView, sprintDetail, listSprints, activeSprint, createSprint, updateSprint, addItem, removeItem, completeSprint };
}

export type SprintService = ReturnType<typeof createSprintService>;
