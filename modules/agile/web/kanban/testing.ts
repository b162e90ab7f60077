import type { KanbanBoardView, KanbanColumn, KanbanItem } from '../../shared/kanban.js';

/** A board as the server sends it, for tests and stories: four columns, five items. */
export function column(id: string, title: string, category: KanbanColumn['category'], position: number, patch: Partial<KanbanColumn> = {}): KanbanColumn {
  return { id, boardId: 'board-1', title, category, status: category, position, wipLimit: null, wipMode: 'soft', itemCount: 0, overLimit: false, ...patch };
}

export function item(id: string, columnId: string | null, position: number, patch: Partial<KanbanItem> = {}): KanbanItem {
  return {
    id,
    boardId: 'board-1',
    columnId,
    status: columnId === 'todo' ? 'todo' : columnId === 'done' ? 'complete' : columnId === null ? 'backlog' : 'active',
    position,
    title: `Item ${id}`,
    description: null,
    type: 'story',
    priority: 'none',
    storyPoints: null,
    assigneeId: null,
    assigneeName: null,
    labels: [],
    parentId: null,
    childCount: 0,
    sprintId: null,
    deliveryId: null,
    dueDate: null,
    workStartedAt: null,
    workCompletedAt: null,
    cycleTime: null,
    source: null,
    archivedAt: null,
    createdBy: null,
    createdAt: `2026-03-0${Math.min(9, Math.max(1, Math.round(position / 1024)))}T09:00:00.000Z`,
    updatedAt: '2026-03-09T09:00:00.000Z',
    ...patch,
  };
}

export function boardView(items: KanbanItem[], columns?: KanbanColumn[]): KanbanBoardView {
  const cols = columns ?? [
    column('todo', 'To do', 'todo', 0),
    column('doing', 'In progress', 'active', 1, { wipLimit: 2, wipMode: 'soft' }),
    column('review', 'Review', 'active', 2, { wipLimit: 1, wipMode: 'hard' }),
    column('done', 'Done', 'complete', 3),
  ];
  return {
    board: {
      id: 'board-1',
      accountId: 'account-1',
      teamId: 'team-1',
      teamName: 'Robotics',
      title: 'Gripper firmware',
      description: null,
      processType: 'scrum',
      agileProcessType: 'scrum',
      columns: cols.map((candidate) => ({ ...candidate, itemCount: items.filter((entry) => entry.columnId === candidate.id).length })),
      itemCount: items.length,
      backlogCount: 0,
      createdBy: null,
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
    },
    items,
    activeSprint: null,
    serverTime: Date.parse('2026-03-10T09:00:00.000Z'),
  };
}
