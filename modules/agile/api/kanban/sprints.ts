import { ConflictError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
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
import { DomainEvents, daysBetween, type CapabilityRegistry, type EventPublisher } from '@suite/sdk';
import { findTeam } from '../teams/service.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import type { KanbanService } from './index.js';
import { KT, KanbanBoardModel, KanbanItemModel, KanbanSprintModel, num, round2 } from './models.js';
import { I, addDays, findBoard, findItem, findSprint, itemViewById, itemViews, recordActivity, sprintViews } from './queries.js';

export interface SprintServiceDeps {
  now(): Date;
  kanban: KanbanService;
  capabilities: CapabilityRegistry;
  /** Domain events (outgoing webhooks): sprint.completed. */
  events?: EventPublisher;
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
    const [view] = await sprintViews(scope, (query) => query.findByIds([sprintId]));
    if (!view) throw new NotFoundError(KanbanErrors.SPRINT_NOT_FOUND);
    return view;
  }

  async function sprintDetail(scope: TenantScope, sprintId: string): Promise<KanbanSprintDetail> {
    const row = await findSprint(scope, sprintId);
    const [view, items] = await Promise.all([sprintView(scope, row.id), itemViews(deps.capabilities, scope, (query) => query.where(I('sprint_id'), row.id).orderBy([{ column: I('status') }, { column: I('position') }]))]);
    return { ...view, items, snapshot: row.snapshot ?? null };
  }

  async function listSprints(scope: TenantScope, teamId: string): Promise<KanbanSprint[]> {
    await findTeam(scope, teamId);
    return sprintViews(scope, (query) => query.where('team_id', teamId).orderBy([{ column: 'start_date' }, { column: 'created_at' }]));
  }

  async function activeSprint(scope: TenantScope, teamId: string): Promise<KanbanSprintDetail | null> {
    await findTeam(scope, teamId);
    const row = await tenantQuery(scope, KanbanSprintModel).where({ team_id: teamId, status: 'active' }).select('id').first();
    return row ? sprintDetail(scope, row.id) : null;
  }

  async function boardOfTeam(scope: TenantScope, boardId: string | null | undefined, teamId: string): Promise<KanbanBoardModel | null> {
    if (!boardId) return null;
    const board = await findBoard(scope, boardId);
    if (board.teamId !== teamId) throw new ValidationError(KanbanErrors.BOARD_TEAM_MISMATCH);
    return board;
  }

  function checkDates(startDate: string, endDate: string): void {
    if (daysBetween(startDate, endDate) < 0) throw new ValidationError(KanbanErrors.SPRINT_DATES);
  }

  /** Where a sprint's activity goes: its board, else the team's first board (none: nowhere). */
  async function activityBoard(scope: TenantScope, sprint: Pick<KanbanSprintModel, 'boardId' | 'teamId'>): Promise<string | null> {
    if (sprint.boardId) return sprint.boardId;
    const board = await tenantQuery(scope, KanbanBoardModel).where('team_id', sprint.teamId).orderBy('created_at').select('id').first();
    return board?.id ?? null;
  }

  async function announce(scope: TenantScope, teamId: string, by: string | null): Promise<void> {
    const boards = await tenantQuery(scope, KanbanBoardModel).where('team_id', teamId).select('id');
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
      const sprint = await KanbanSprintModel.query(trx.knex).insert({
        accountId: scope.accountId,
        teamId: input.teamId,
        boardId: input.boardId ?? null,
        name,
        goal: input.goal ?? null,
        startDate: input.startDate,
        endDate: input.endDate,
        capacityPoints: input.capacityPoints ?? null,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
      const boardId = await activityBoard(trx, { boardId: input.boardId ?? null, teamId: input.teamId });
      if (boardId) await recordActivity(trx, { boardId, type: 'sprint_created', actorId: actor.userId, data: { sprintId: sprint.id, name }, at });
      return sprint.id;
    });
    return sprintView(scope, id);
  }

  async function startSprint(actor: KanbanActor, scope: TenantScope, sprint: KanbanSprintModel, at: Date): Promise<void> {
    await scope.transaction(async (trx) => {
      const other = await tenantQuery(trx, KanbanSprintModel).where({ team_id: sprint.teamId, status: 'active' }).whereNot('id', sprint.id).select('id').first();
      if (other) throw new ConflictError(KanbanErrors.SPRINT_ALREADY_ACTIVE);
      const [{ points }] = (await trx.table(KT.items).where('sprint_id', sprint.id).select(trx.knex.raw('coalesce(sum(story_points), 0) as points'))) as unknown as { points: number | string }[];
      await tenantQuery(trx, KanbanSprintModel).findById(sprint.id).patch({ status: 'active', startedAt: at, committedPoints: num(points) ?? 0, updatedAt: at });
      const boardId = await activityBoard(trx, sprint);
      if (boardId) await recordActivity(trx, { boardId, type: 'sprint_started', actorId: actor.userId, data: { sprintId: sprint.id, name: sprint.name, committedPoints: num(points) ?? 0 }, at });
    });
    await announce(scope, sprint.teamId, actor.userId);
  }

  async function updateSprint(actor: KanbanActor, scope: TenantScope, sprintId: string, input: UpdateSprintBody): Promise<KanbanSprint | KanbanSprintCompletion> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    const to = input.status ?? sprint.status;
    const allowed = to === sprint.status || (sprint.status === 'planned' && to === 'active') || (sprint.status === 'active' && to === 'completed');
    if (!allowed) throw new ConflictError(KanbanErrors.sprintTransition(sprint.status, to));
    const patch: Partial<KanbanSprintModel> = {};
    if (input.name !== undefined) {
      patch.name = input.name.trim();
      if (!patch.name) throw new ValidationError(KanbanErrors.SPRINT_NAME_REQUIRED);
    }
    if (input.goal !== undefined) patch.goal = input.goal;
    if (input.capacityPoints !== undefined) patch.capacityPoints = input.capacityPoints;
    if (input.startDate !== undefined) patch.startDate = input.startDate;
    if (input.endDate !== undefined) patch.endDate = input.endDate;
    checkDates(input.startDate ?? sprint.startDay, input.endDate ?? sprint.endDay);
    const at = now();
    if (Object.keys(patch).length) await tenantQuery(scope, KanbanSprintModel).findById(sprint.id).patch({ ...patch, updatedAt: at });
    if (to === 'active' && sprint.status === 'planned') await startSprint(actor, scope, sprint, at);
    if (to === 'completed') return completeSprint(actor, scope, sprint.id, {});
    return sprintView(scope, sprint.id);
  }

  async function addItem(actor: KanbanActor, scope: TenantScope, sprintId: string, itemId: string): Promise<KanbanSprint> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    const item = await findItem(scope, itemId);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    if (item.archivedAt) throw new ConflictError(KanbanErrors.ITEM_ARCHIVED);
    const board = await findBoard(scope, item.boardId);
    if (board.teamId !== sprint.teamId) throw new ValidationError(KanbanErrors.SPRINT_TEAM_MISMATCH);
    if (item.sprintId !== sprint.id) {
      const at = now();
      await scope.transaction(async (trx) => {
        await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ sprintId: sprint.id, updatedAt: at });
        await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_added_to_sprint', actorId: actor.userId, data: { sprintId: sprint.id, name: sprint.name }, at });
      });
      await kanban.publishItem(scope.accountId, { boardId: item.boardId, action: 'updated', itemId: item.id, item: await itemViewById(deps.capabilities, scope, item.id), by: actor.userId });
    }
    return sprintView(scope, sprint.id);
  }

  async function removeItem(actor: KanbanActor, scope: TenantScope, sprintId: string, itemId: string): Promise<KanbanSprint> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    const item = await findItem(scope, itemId);
    if (item.sprintId !== sprint.id) throw new NotFoundError(KanbanErrors.ITEM_NOT_IN_SPRINT);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    const at = now();
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ sprintId: null, updatedAt: at });
      await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_removed_from_sprint', actorId: actor.userId, data: { sprintId: sprint.id, name: sprint.name }, at });
    });
    await kanban.publishItem(scope.accountId, { boardId: item.boardId, action: 'updated', itemId: item.id, item: await itemViewById(deps.capabilities, scope, item.id), by: actor.userId });
    return sprintView(scope, sprint.id);
  }

  async function completeSprint(actor: KanbanActor, scope: TenantScope, sprintId: string, input: CompleteSprintBody): Promise<KanbanSprintCompletion> {
    assertCanEdit(actor);
    const sprint = await findSprint(scope, sprintId);
    if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
    if (sprint.status !== 'active') throw new ConflictError(KanbanErrors.sprintTransition(sprint.status, 'completed'));
    const at = now();
    const result = await scope.transaction(async (trx) => {
      const items = await tenantQuery(trx, KanbanItemModel).where('sprint_id', sprint.id).orderBy('position');
      const done = items.filter((item) => item.status === 'complete');
      const unfinished = items.filter((item) => item.status !== 'complete');
      const points = (list: KanbanItemModel[]) => round2(list.reduce((sum, item) => sum + (num(item.storyPoints) ?? 0), 0));

      let next: string | null;
      if (input.targetSprintId) {
        const target = await findSprint(trx, input.targetSprintId);
        if (target.status !== 'planned' || target.teamId !== sprint.teamId || target.id === sprint.id) throw new ValidationError(KanbanErrors.ROLLOVER_TARGET);
        next = target.id;
      } else {
        const planned = await tenantQuery(trx, KanbanSprintModel)
          .where({ team_id: sprint.teamId, status: 'planned' })
          .orderBy([{ column: 'start_date' }, { column: 'created_at' }])
          .select('id')
          .first();
        next = planned?.id ?? null;
        if (!next && unfinished.length) {
          const length = daysBetween(sprint.startDay, sprint.endDay);
          const startDate = addDays(sprint.endDay, 1);
          const created = await KanbanSprintModel.query(trx.knex).insert({
            accountId: scope.accountId,
            teamId: sprint.teamId,
            boardId: sprint.boardId,
            name: nextSprintName(sprint.name),
            startDate,
            endDate: addDays(startDate, length),
            capacityPoints: sprint.capacityPoints,
            createdBy: actor.userId,
            createdAt: at,
            updatedAt: at,
          });
          next = created.id;
        }
      }
      const rolledOver = next ? unfinished.filter((item) => !item.archivedAt) : [];
      if (rolledOver.length) {
        await tenantQuery(trx, KanbanItemModel)
          .whereIn('id', rolledOver.map((item) => item.id))
          .patch({ sprintId: next, updatedAt: at });
      }

      const committed = num(sprint.committedPoints) ?? points(items);
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
          storyPoints: num(item.storyPoints),
          status: item.status as KanbanItemStatus,
          completedAt: item.workCompletedAt ? new Date(item.workCompletedAt).toISOString() : null,
        })),
        completedAt: at.toISOString(),
      };
      await tenantQuery(trx, KanbanSprintModel)
        .findById(sprint.id)
        .patch({ status: 'completed', completedAt: at, committedPoints: committed, completedPoints: snapshot.completedPoints, snapshot, rolledOverTo: snapshot.rolledOverTo, updatedAt: at });
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
    await announce(scope, sprint.teamId, actor.userId);
    await deps.events?.publish(DomainEvents.sprintCompleted, scope.accountId, { sprintId: sprint.id, sprintName: sprint.name, boardId: sprint.boardId ?? null, completedAt: now().toISOString() }).catch(() => undefined);
    return { sprint: await sprintDetail(scope, sprint.id), nextSprint: result.next ? await sprintView(scope, result.next) : null, rolledOverItemIds: result.rolledOverItemIds };
  }

  return { sprintView, sprintDetail, listSprints, activeSprint, createSprint, updateSprint, addItem, removeItem, completeSprint };
}

export type SprintService = ReturnType<typeof createSprintService>;
