import type { KanbanActivity, KanbanBoard, KanbanColumn, KanbanDelivery, KanbanEvent, KanbanItem, KanbanSprint, KanbanStatusChange } from '../../shared/kanban.js';
import {
  iso,
  num,
  round2,
  type KanbanActivityModel,
  type KanbanBoardModel,
  type KanbanColumnModel,
  type KanbanDeliveryModel,
  type KanbanEventModel,
  type KanbanHistoryModel,
  type KanbanItemModel,
  type KanbanSprintModel,
} from './models.js';

/** What the API answers of each model (the shapes of shared/kanban-views.ts). People's names come from DIRECTORY. */

/** Display names by user id (DIRECTORY's "First Last", else the email). */
export type Names = ReadonlyMap<string, string>;

const nameOf = (names: Names, userId: string | null): string | null => (userId ? (names.get(userId) ?? null) : null);

/** Postgres text[] arrives as an array (or, from some drivers, as '{a,b}'). */
function labelsOf(value: string[] | string | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((label) => label.replace(/^"(.*)"$/, '$1'));
}

export function itemView(item: KanbanItemModel, childCount: number, names: Names): KanbanItem {
  return {
    id: item.id,
    boardId: item.boardId,
    columnId: item.columnId,
    status: item.status,
    position: Number(item.position),
    title: item.title,
    description: item.description,
    type: item.type,
    priority: item.priority,
    storyPoints: num(item.storyPoints),
    assigneeId: item.assigneeId,
    assigneeName: nameOf(names, item.assigneeId),
    labels: labelsOf(item.labels),
    parentId: item.parentId,
    childCount,
    sprintId: item.sprintId,
    deliveryId: item.deliveryId,
    dueDate: item.dueDay ?? null,
    workStartedAt: iso(item.workStartedAt),
    workCompletedAt: iso(item.workCompletedAt),
    cycleTime: num(item.cycleTimeHours),
    source: item.source,
    archivedAt: iso(item.archivedAt),
    createdBy: item.createdBy,
    createdAt: iso(item.createdAt)!,
    updatedAt: iso(item.updatedAt)!,
  };
}

export function columnView(column: KanbanColumnModel, itemCount: number): KanbanColumn {
  return {
    id: column.id,
    boardId: column.boardId,
    title: column.title,
    category: column.category,
    status: column.category,
    position: column.position,
    wipLimit: column.wipLimit,
    wipMode: column.wipMode,
    itemCount,
    overLimit: column.wipLimit != null && itemCount > column.wipLimit,
  };
}

export function boardView(board: KanbanBoardModel, columns: KanbanColumn[], extra: { teamName: string | null; backlogCount: number }): KanbanBoard {
  return {
    id: board.id,
    accountId: board.accountId,
    teamId: board.teamId,
    teamName: extra.teamName,
    title: board.title,
    description: board.description,
    processType: board.processType,
    agileProcessType: board.processType,
    columns,
    itemCount: columns.reduce((sum, column) => sum + column.itemCount, 0),
    backlogCount: extra.backlogCount,
    createdBy: board.createdBy,
    createdAt: iso(board.createdAt)!,
    updatedAt: iso(board.updatedAt)!,
  };
}

export function historyView(change: KanbanHistoryModel, names: Names): KanbanStatusChange {
  return {
    id: String(change.id),
    itemId: change.itemId,
    fromColumnId: change.fromColumnId,
    toColumnId: change.toColumnId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    changedAt: iso(change.changedAt)!,
    changedBy: change.changedBy,
    changedByName: nameOf(names, change.changedBy),
  };
}

export function activityView(entry: KanbanActivityModel, names: Names): KanbanActivity {
  return {
    id: String(entry.id),
    boardId: entry.boardId,
    itemId: entry.itemId,
    type: entry.type,
    actorId: entry.actorId,
    actorName: nameOf(names, entry.actorId),
    data: entry.data ?? {},
    createdAt: iso(entry.createdAt)!,
  };
}

/** Live sums of a sprint's items. */
export interface SprintTotals {
  totalPoints: number;
  completedPoints: number;
  itemCount: number;
  completedCount: number;
}

export function sprintView(sprint: KanbanSprintModel, totals: SprintTotals): KanbanSprint {
  const committed = sprint.status === 'planned' ? totals.totalPoints : (num(sprint.committedPoints) ?? totals.totalPoints);
  const completed = sprint.status === 'completed' ? (num(sprint.completedPoints) ?? 0) : totals.completedPoints;
  return {
    id: sprint.id,
    teamId: sprint.teamId,
    boardId: sprint.boardId,
    name: sprint.name,
    goal: sprint.goal,
    status: sprint.status,
    startDate: sprint.startDay,
    endDate: sprint.endDay,
    capacityPoints: num(sprint.capacityPoints),
    committedPoints: round2(committed),
    completedPoints: round2(completed),
    totalPoints: round2(totals.totalPoints),
    itemCount: totals.itemCount,
    completedItemCount: totals.completedCount,
    startedAt: iso(sprint.startedAt),
    completedAt: iso(sprint.completedAt),
    rolledOverTo: sprint.rolledOverTo,
    createdAt: iso(sprint.createdAt)!,
    updatedAt: iso(sprint.updatedAt)!,
  };
}

export function deliveryView(delivery: KanbanDeliveryModel): KanbanDelivery {
  return {
    id: delivery.id,
    boardId: delivery.boardId,
    name: delivery.name,
    description: delivery.description,
    status: delivery.status,
    targetDate: delivery.targetDay,
    releasedAt: iso(delivery.releasedAt),
    itemCount: Number(delivery.itemCount ?? 0),
    completedItemCount: Number(delivery.completedCount ?? 0),
    totalPoints: round2(Number(delivery.totalPoints ?? 0)),
    completedPoints: round2(Number(delivery.completedPoints ?? 0)),
    createdAt: iso(delivery.createdAt)!,
    updatedAt: iso(delivery.updatedAt)!,
  };
}

export function eventView(event: KanbanEventModel): KanbanEvent {
  return {
    id: event.id,
    teamId: event.teamId,
    boardId: event.boardId,
    title: event.title,
    description: event.description,
    type: event.type,
    startAt: iso(event.startAt)!,
    endAt: iso(event.endAt)!,
    allDay: event.allDay,
    createdBy: event.createdBy,
    createdAt: iso(event.createdAt)!,
    updatedAt: iso(event.updatedAt)!,
  };
}
