import { NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { eventEndsBeforeStart, type CreateTeamEventBody, type KanbanEvent, type UpdateTeamEventBody } from '../../shared/kanban.js';
import { findTeam } from '../teams/service.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import { KanbanEventModel } from './models.js';
import { DAY_MS, findBoard, isUuid } from './queries.js';
import { eventView } from './views.js';

export interface TeamEventServiceDeps {
  now(): Date;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const EVENTS_PER_QUERY = 1000;

/** A range bound: 'YYYY-MM-DD' (a whole UTC day; an end date includes its day) or an instant. */
function parseBound(value: string | undefined, end: boolean): Date | null {
  if (!value) return null;
  const time = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) throw new ValidationError(KanbanErrors.INVALID_DATE);
  return new Date(end && DATE_ONLY.test(value) ? time + DAY_MS : time);
}

/** Team events (agile.md section 7): the team calendar (meetings, releases, milestones, holidays). */
export function createTeamEventService(deps: TeamEventServiceDeps) {
  const { now } = deps;

  async function findEvent(scope: TenantScope, eventId: string): Promise<KanbanEventModel> {
    const row = isUuid(eventId) ? await tenantQuery(scope, KanbanEventModel).findById(eventId) : undefined;
    if (!row) throw new NotFoundError(KanbanErrors.EVENT_NOT_FOUND);
    return row;
  }

  async function assertBoardOfTeam(scope: TenantScope, boardId: string | null | undefined, teamId: string): Promise<void> {
    if (!boardId) return;
    const board = await findBoard(scope, boardId);
    if (board.teamId !== teamId) throw new ValidationError(KanbanErrors.BOARD_TEAM_MISMATCH);
  }

  function checkTimes(startAt: string | Date, endAt: string | Date): void {
    if (eventEndsBeforeStart(startAt, endAt)) throw new ValidationError(KanbanErrors.EVENT_DATES);
  }

  async function listEvents(scope: TenantScope, teamId: string, range: { startDate?: string; endDate?: string }): Promise<KanbanEvent[]> {
    await findTeam(scope, teamId);
    const from = parseBound(range.startDate, false);
    const to = parseBound(range.endDate, true);
    if (from && to && to.getTime() < from.getTime()) throw new ValidationError(KanbanErrors.EVENT_RANGE);
    const query = tenantQuery(scope, KanbanEventModel).where('team_id', teamId);
    // Events overlapping the range.
    if (from) query.where('end_at', '>=', from);
    if (to) query.where('start_at', '<', to);
    const rows = await query.orderBy([{ column: 'start_at' }, { column: 'created_at' }]).limit(EVENTS_PER_QUERY);
    return rows.map(eventView);
  }

  async function createEvent(actor: KanbanActor, scope: TenantScope, input: CreateTeamEventBody): Promise<KanbanEvent> {
    assertCanEdit(actor);
    const title = input.title.trim();
    if (!title) throw new ValidationError(KanbanErrors.EVENT_TITLE_REQUIRED);
    await findTeam(scope, input.teamId);
    await assertBoardOfTeam(scope, input.boardId, input.teamId);
    checkTimes(input.startAt, input.endAt);
    const at = now();
    const event = await KanbanEventModel.query(scope.knex)
      .insert({
        accountId: scope.accountId,
        teamId: input.teamId,
        boardId: input.boardId ?? null,
        title,
        description: input.description ?? null,
        type: input.type ?? 'meeting',
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        allDay: input.allDay ?? false,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      })
      .returning('*');
    return eventView(event);
  }

  async function updateEvent(actor: KanbanActor, scope: TenantScope, eventId: string, input: UpdateTeamEventBody): Promise<KanbanEvent> {
    assertCanEdit(actor);
    const event = await findEvent(scope, eventId);
    const patch: Partial<Pick<KanbanEventModel, 'title' | 'description' | 'type' | 'allDay' | 'startAt' | 'endAt' | 'boardId'>> = {};
    if (input.title !== undefined) {
      patch.title = input.title.trim();
      if (!patch.title) throw new ValidationError(KanbanErrors.EVENT_TITLE_REQUIRED);
    }
    if (input.description !== undefined) patch.description = input.description;
    if (input.type !== undefined) patch.type = input.type;
    if (input.allDay !== undefined) patch.allDay = input.allDay;
    if (input.startAt !== undefined) patch.startAt = new Date(input.startAt);
    if (input.endAt !== undefined) patch.endAt = new Date(input.endAt);
    if (input.boardId !== undefined) {
      await assertBoardOfTeam(scope, input.boardId, event.teamId);
      patch.boardId = input.boardId;
    }
    checkTimes(patch.startAt ?? event.startAt, patch.endAt ?? event.endAt);
    const updated = await tenantQuery(scope, KanbanEventModel).patchAndFetchById(event.id, { ...patch, updatedAt: now() });
    return eventView(updated);
  }

  async function deleteEvent(actor: KanbanActor, scope: TenantScope, eventId: string): Promise<{ id: string; deleted: true }> {
    assertCanEdit(actor);
    const event = await findEvent(scope, eventId);
    await tenantQuery(scope, KanbanEventModel).deleteById(event.id);
    return { id: event.id, deleted: true };
  }

  return { listEvents, createEvent, updateEvent, deleteEvent };
}

export type TeamEventService = ReturnType<typeof createTeamEventService>;
