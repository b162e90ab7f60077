import { addDaysToDay, weekdaysBetween } from '@suite/sdk/web';
import type { KanbanItem, KanbanSprint, KanbanVelocity } from '../../shared/kanban.js';

/**
 * The arithmetic of the planning screens, kept apart from React so it can be checked with worked
 * numbers: sprint load against capacity, the cost of points, and capacity from availability.
 */

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function sumPoints(items: readonly Pick<KanbanItem, 'storyPoints'>[]): number {
  return round1(items.reduce((total, item) => total + (item.storyPoints ?? 0), 0));
}

export type LoadState = 'unset' | 'under' | 'full' | 'over';

/** A sprint's committed points against its capacity: over when more is committed than fits. */
export function sprintLoad(committed: number, capacity: number | null): { state: LoadState; percent: number; remaining: number | null } {
  if (capacity === null || capacity <= 0) return { state: 'unset', percent: 0, remaining: null };
  const percent = Math.round((committed / capacity) * 100);
  const remaining = round1(capacity - committed);
  return { state: committed > capacity ? 'over' : committed === capacity ? 'full' : 'under', percent, remaining };
}

/** The points a sprint commits to: frozen when it starts, the live sum while it is planned. */
export function committedPoints(sprint: Pick<KanbanSprint, 'status' | 'committedPoints' | 'totalPoints'>): number {
  return sprint.status === 'planned' ? sprint.totalPoints : sprint.committedPoints;
}

/** The sprint the planning screen opens on: the active one, else the first planned, else none. */
export function defaultSprint(sprints: readonly KanbanSprint[]): KanbanSprint | null {
  return sprints.find((sprint) => sprint.status === 'active') ?? [...sprints].filter((sprint) => sprint.status === 'planned').sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null;
}

// ---------- cost ----------

export interface SprintCost {
  sprintId: string;
  name: string;
  committedPoints: number;
  completedPoints: number;
  committedCents: number;
  completedCents: number;
}

/** Points times the account's cost per point, per sprint, with the totals and the average per sprint. */
export function sprintCosts(velocity: Pick<KanbanVelocity, 'sprints'>, costPerPointCents: number) {
  const rows: SprintCost[] = velocity.sprints.map((sprint) => ({
    sprintId: sprint.sprintId,
    name: sprint.name,
    committedPoints: sprint.committedPoints,
    completedPoints: sprint.completedPoints,
    committedCents: Math.round(sprint.committedPoints * costPerPointCents),
    completedCents: Math.round(sprint.completedPoints * costPerPointCents),
  }));
  const totalCompletedCents = rows.reduce((total, row) => total + row.completedCents, 0);
  const totalPoints = round1(rows.reduce((total, row) => total + row.completedPoints, 0));
  return { rows, totalCompletedCents, totalPoints, averagePerSprintCents: rows.length ? Math.round(totalCompletedCents / rows.length) : 0 };
}

/** A dollar amount typed by a person ("12.5", "1,200") in cents, or null when it is not one. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

// ---------- capacity from availability ----------

export interface PersonAvailability {
  userId: string;
  name: string;
  /** Share of their time on the team's work, 0 to 100. */
  availability: number;
  /** Working days they are away during the sprint. */
  daysOff: number;
}

/** Person-days the team gives a sprint of `days` working days. */
export function personDays(people: readonly PersonAvailability[], days: number): number {
  return round1(people.reduce((total, person) => total + Math.max(0, days - Math.max(0, person.daysOff)) * (Math.min(100, Math.max(0, person.availability)) / 100), 0));
}

/**
 * Points one person delivers in one working day, from the team's completed sprints: the completed
 * points over the person-days those sprints had at today's team size. Null without history.
 */
export function pointsPerPersonDay(velocity: Pick<KanbanVelocity, 'sprints'>, teamSize: number): number | null {
  if (teamSize <= 0) return null;
  let points = 0;
  let days = 0;
  for (const sprint of velocity.sprints) {
    points += sprint.completedPoints;
    days += weekdaysBetween(sprint.startDate, sprint.endDate) * teamSize;
  }
  if (days === 0 || points === 0) return null;
  return Math.round((points / days) * 100) / 100;
}

/** The points a sprint can hold: person-days times the team's pace. */
export function capacityPoints(people: readonly PersonAvailability[], days: number, pace: number): number {
  return round1(personDays(people, days) * pace);
}

/** The next sprint's defaults: numbered after the others, starting the day after the last one ends (or today), two weeks long. */
export function nextSprintDefaults(sprints: readonly Pick<KanbanSprint, 'endDate'>[], today: string, name: (n: number) => string) {
  const lastEnd = sprints.map((sprint) => sprint.endDate).sort().at(-1);
  const startDate = lastEnd && lastEnd >= today ? addDaysToDay(lastEnd, 1) : today;
  return { name: name(sprints.length + 1), startDate, endDate: addDaysToDay(startDate, 13) };
}
