import { BusinessRuleError, ValidationError, type BacklogCapability, type BacklogItemProgress, type TenantScope, type VelocityCapability } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { raw } from 'objection';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { KANBAN_MAX_STORY_POINTS } from '../../shared/kanban.js';
import { TeamModel } from '../teams/models.js';
import { systemActor } from './actor.js';
import type { KanbanMetrics } from './metrics.js';
import { KanbanBoardModel, KanbanItemModel, KanbanSprintModel, KT, round2, withDays } from './models.js';
import { findColumn, isUuid } from './queries.js';
import type { KanbanService } from './index.js';

export interface KanbanCapabilityDeps {
  scopeFor(accountId: string): TenantScope;
  kanban: KanbanService;
  metrics: KanbanMetrics;
  costPerPointCents(scope: TenantScope): Promise<number>;
}

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 10_000;

function checkPoints(points: number): number {
  if (!Number.isFinite(points) || points < 0 || points > KANBAN_MAX_STORY_POINTS) throw new ValidationError(KanbanErrors.STORY_POINTS_RANGE);
  return round2(points);
}

/**
 * What the kanban offers the other modules: BACKLOG (retro action items and poker estimates
 * become board items) and VELOCITY (finance reads velocity and the cost of a point).
 */
export function createKanbanCapabilities(deps: KanbanCapabilityDeps): { backlog: BacklogCapability; velocity: VelocityCapability } {
  const { kanban } = deps;

  /** The named board; when it is gone or not named, the team's first board (created if none), else the account's first. */
  async function boardFor(scope: TenantScope, item: { boardId?: string; teamId?: string }): Promise<KanbanBoardModel> {
    const boards = () => tenantQuery(scope, KanbanBoardModel);
    if (isUuid(item.boardId)) {
      const board = await boards().findById(item.boardId);
      if (board) return board;
    }
    if (isUuid(item.teamId)) {
      const board = await boards().where('team_id', item.teamId).orderBy('created_at').first();
      if (board) return board;
      const team = await tenantQuery(scope, TeamModel).findById(item.teamId).select('id', 'name');
      if (team) {
        const created = await kanban.createBoard(systemActor(scope.accountId), scope, { teamId: team.id, title: `${team.name} board` });
        return (await boards().findById(created.id))!;
      }
    }
    const first = await boards().orderBy('created_at').first();
    if (!first) throw new BusinessRuleError(KanbanErrors.NO_BOARD);
    return first;
  }

  const backlog: BacklogCapability = {
    async addItem(accountId, item) {
      const scope = deps.scopeFor(accountId);
      const board = await boardFor(scope, item);
      let columnId: string | null | undefined;
      if (item.columnId) {
        const column = await findColumn(scope, item.columnId);
        if (column.boardId !== board.id) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
        columnId = column.id;
      } else if (item.placement) columnId = item.placement === 'backlog' ? null : undefined;
      // A scrum board plans from its backlog; a kanban board pulls from its first column.
      else columnId = board.processType === 'scrum' ? null : undefined;
      const title = item.title.trim().slice(0, TITLE_MAX);
      const created = await kanban.createItem(systemActor(accountId), scope, {
        boardId: board.id,
        ...(columnId !== undefined ? { columnId } : {}),
        title,
        ...(item.description ? { description: item.description.slice(0, DESCRIPTION_MAX) } : {}),
        ...(item.storyPoints !== undefined ? { storyPoints: checkPoints(item.storyPoints) } : {}),
        source: item.source ?? null,
      });
      return { id: created.id };
    },
    async setStoryPoints(accountId, itemId, points) {
      await kanban.updateItem(systemActor(accountId), deps.scopeFor(accountId), itemId, { storyPoints: checkPoints(points) });
    },
    async itemProgress(accountId, itemIds) {
      const ids = itemIds.filter(isUuid);
      if (!ids.length) return [];
      return progressOf(deps.scopeFor(accountId), await tenantQuery(deps.scopeFor(accountId), KanbanItemModel).whereIn('id', ids).select('id', 'board_id', 'status', 'story_points', 'title', 'sprint_id'));
    },
    async searchItems(accountId, { search, limit }) {
      const scope = deps.scopeFor(accountId);
      const query = tenantQuery(scope, KanbanItemModel).whereNull('archived_at');
      const text = search?.trim();
      if (text) query.where('title', 'ilike', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const items = await query.orderBy('updated_at', 'desc').orderBy('id').limit(Math.min(50, Math.max(1, limit ?? 20))).select('id', 'board_id', 'status', 'story_points', 'title', 'sprint_id');
      return progressOf(scope, items);
    },
  };

  /** Items as BACKLOG reports them: status, points, title and the sprint they are in. */
  async function progressOf(scope: TenantScope, items: KanbanItemModel[]): Promise<BacklogItemProgress[]> {
    const sprintIds = [...new Set(items.map((item) => item.sprintId).filter((id): id is string => Boolean(id)))];
    const sprints = sprintIds.length ? await withDays(tenantQuery(scope, KanbanSprintModel), KT.sprints, ['start_date', 'end_date']).whereIn(`${KT.sprints}.id`, sprintIds) : [];
    const sprintOf = new Map(sprints.map((sprint) => [sprint.id, { id: sprint.id, name: sprint.name, startDate: sprint.startDay, endDate: sprint.endDay, status: sprint.status }]));
    return items.map((item) => ({
      id: item.id,
      boardId: item.boardId,
      status: item.status,
      storyPoints: item.storyPoints === null ? null : Number(item.storyPoints),
      title: item.title,
      sprint: item.sprintId ? (sprintOf.get(item.sprintId) ?? null) : null,
    }));
  }

  const velocity: VelocityCapability = {
    async velocity(accountId, teamId, options) {
      const report = await deps.metrics.velocity(deps.scopeFor(accountId), teamId, options?.sprintCount);
      return {
        sprints: report.sprints.map(({ sprintId, name, startDate, endDate, committedPoints, completedPoints }) => ({ sprintId, name, startDate, endDate, committedPoints, completedPoints })),
        averageCommittedPoints: report.averageCommittedPoints,
        averageCompletedPoints: report.averageCompletedPoints,
      };
    },
    costPerPointCents: (accountId) => deps.costPerPointCents(deps.scopeFor(accountId)),
    async teams(accountId) {
      const teams = await tenantQuery(deps.scopeFor(accountId), TeamModel).select('id', 'name').orderBy('name');
      return teams.map((team) => ({ id: team.id, name: team.name }));
    },
    async openPoints(accountId, teamIds) {
      const scope = deps.scopeFor(accountId);
      const query = tenantQuery(scope, KanbanItemModel).whereNot('status', 'complete').whereNull('archived_at');
      if (teamIds) {
        const ids = teamIds.filter(isUuid);
        if (!ids.length) return { points: 0, items: 0 };
        query.whereIn('board_id', tenantQuery(scope, KanbanBoardModel).whereIn('team_id', ids).select('id'));
      }
      const row = (await query.select(raw('coalesce(sum(story_points), 0) as points, count(*) as items')).first()) as unknown as { points: string | number | null; items: string | number } | undefined;
      return { points: round2(Number(row?.points ?? 0)), items: Number(row?.items ?? 0) };
    },
  };

  return { backlog, velocity };
}
