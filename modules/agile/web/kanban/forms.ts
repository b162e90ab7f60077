import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { KANBAN_MAX_STORY_POINTS, eventEndsBeforeStart } from '../../shared/kanban.js';

/**
 * The kanban forms' checks as the user types, with the same texts the server answers (the sdk's
 * KanbanErrors): each returns the problem of a field, or undefined.
 */

export function titleProblem(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

export const itemTitleProblem = (value: string) => titleProblem(value, KanbanErrors.ITEM_TITLE_REQUIRED);
export const boardTitleProblem = (value: string) => titleProblem(value, KanbanErrors.BOARD_TITLE_REQUIRED);
export const columnTitleProblem = (value: string) => titleProblem(value, KanbanErrors.COLUMN_TITLE_REQUIRED);
export const sprintNameProblem = (value: string) => titleProblem(value, KanbanErrors.SPRINT_NAME_REQUIRED);

/** Story points: empty (no estimate) or 0 to 1000. */
export function pointsProblem(value: number | string | null | undefined): string | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const points = Number(value);
  return Number.isFinite(points) && points >= 0 && points <= KANBAN_MAX_STORY_POINTS ? undefined : KanbanErrors.STORY_POINTS_RANGE;
}

/** A WIP limit: empty (none) or a whole number of at least 1. */
export function wipLimitProblem(value: number | string | null | undefined): string | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= 999 ? undefined : KanbanErrors.WIP_LIMIT_MIN;
}

/** A sprint's dates: both 'YYYY-MM-DD', the end on or after the start. */
export function sprintDatesProblem(startDate: string, endDate: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(endDate)) return KanbanErrors.SPRINT_DATES;
  return endDate < startDate ? KanbanErrors.SPRINT_DATES : undefined;
}

/** Points typed in a number field: null for empty. */
export function pointsValue(value: number | string | null | undefined): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const points = Number(value);
  return Number.isFinite(points) ? points : null;
}

export const deliveryNameProblem = (value: string) => titleProblem(value, KanbanErrors.DELIVERY_NAME_REQUIRED);
export const eventTitleProblem = (value: string) => titleProblem(value, KanbanErrors.EVENT_TITLE_REQUIRED);

/** An event's start and end (ISO instants, null when a field is not a date): the end on or after the start. */
export function eventTimesProblem(startAt: string | null, endAt: string | null): string | undefined {
  if (!startAt || !endAt) return KanbanErrors.INVALID_DATE;
  return eventEndsBeforeStart(startAt, endAt) ? KanbanErrors.EVENT_DATES : undefined;
}
