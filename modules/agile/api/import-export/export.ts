import { NotFoundError, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { CSV_CONTENT_TYPE, tenantQuery, toCsv, type CsvCell } from '@suite/sdk/server';
import type { DevExportFormat } from '../../shared/dev-import.js';
import { JIRA_EXPORT_HEADERS } from '../../shared/dev-import.js';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import type { KanbanItem, KanbanItemType, KanbanPriority } from '../../shared/kanban.js';
import { I, boardColumns, findBoard, itemViews, namesOf } from '../kanban/queries.js';
import { KanbanSprintModel } from '../kanban/models.js';
import type { PokerService } from '../poker/index.js';
import { PokerStoryModel, iso, num } from '../poker/models.js';
import { RetroActionItemModel, RetroSessionModel, dateOnly } from '../retro/models.js';

export interface DevExportFile {
  fileName: string;
  contentType: string;
  body: string;
}

/** Jira's default issue types and priority names. */
const JIRA_TYPES: Record<KanbanItemType, string> = { story: 'Story', task: 'Task', bug: 'Bug', epic: 'Epic' };
const JIRA_PRIORITIES: Record<KanbanPriority, string> = { none: '', low: 'Low', medium: 'Medium', high: 'High', urgent: 'Highest' };
const ACTION_PRIORITIES: Record<string, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };

/** Jira labels cannot hold spaces: 'tech debt' -> 'tech-debt'. */
const jiraLabel = (label: string) => label.trim().replace(/\s+/g, '-');

const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'export';

interface JiraIssue {
  summary: string;
  description: string | null;
  type: KanbanItemType;
  priority: KanbanPriority;
  storyPoints: number | null;
  labels: string[];
  dueDate: string | null;
}

/**
 * A CSV Jira's CSV import maps without help: Summary, Description, Issue Type, Priority, Story
 * Points, one Labels column per label (Jira's own export does the same), Due Date (yyyy-MM-dd),
 * and Epic Name, which company-managed projects ask of an epic.
 */
function jiraCsv(issues: JiraIssue[]): string {
  const labelColumns = Math.max(1, ...issues.map((issue) => issue.labels.length));
  const header = JIRA_EXPORT_HEADERS.flatMap((name) => (name === 'Labels' ? Array.from({ length: labelColumns }, () => 'Labels') : [name]));
  const rows: CsvCell[][] = issues.map((issue) => {
    const labels = [...new Set(issue.labels.map(jiraLabel).filter(Boolean))];
    return JIRA_EXPORT_HEADERS.flatMap((name): CsvCell[] => {
      switch (name) {
        case 'Summary':
          return [issue.summary];
        case 'Description':
          return [issue.description];
        case 'Issue Type':
          return [JIRA_TYPES[issue.type]];
        case 'Priority':
          return [JIRA_PRIORITIES[issue.priority]];
        case 'Story Points':
          return [issue.storyPoints];
        case 'Labels':
          return Array.from({ length: labelColumns }, (_, index) => labels[index] ?? '');
        case 'Due Date':
          return [issue.dueDate];
        case 'Epic Name':
          return [issue.type === 'epic' ? issue.summary : ''];
      }
    });
  });
  return toCsv([header, ...rows]);
}

/** The backlog, poker estimates and retro action items as CSV, or as a CSV Jira imports. Reading is every member's. */
export function createDevExport(deps: { capabilities: CapabilityRegistry; poker: PokerService }) {
  async function backlog(scope: TenantScope, boardId: string, format: DevExportFormat, which: 'backlog' | 'all' = 'backlog'): Promise<DevExportFile> {
    const board = await findBoard(scope, boardId);
    const columns = await boardColumns(scope, board.id);
    const columnOrder = new Map(columns.map((column, index) => [column.id, index]));
    const columnTitle = new Map(columns.map((column) => [column.id, column.title]));
    const items: KanbanItem[] = await itemViews(deps.capabilities, scope, (query) => {
      const live = query.where(I('board_id'), board.id).whereNull(I('archived_at'));
      return (which === 'backlog' ? live.whereNull(I('column_id')) : live).orderBy(I('position'));
    });
    // Backlog first (in its order), then each column left to right.
    items.sort((a, b) => (a.columnId ? (columnOrder.get(a.columnId) ?? 0) + 1 : 0) - (b.columnId ? (columnOrder.get(b.columnId) ?? 0) + 1 : 0) || a.position - b.position);
    const base = `${slug(board.title)}-${which === 'all' ? 'board' : 'backlog'}`;
    if (format === 'jira') {
      const body = jiraCsv(items.map((item) => ({ summary: item.title, description: item.description, type: item.type, priority: item.priority, storyPoints: item.storyPoints, labels: item.labels, dueDate: item.dueDate })));
      return { fileName: `${base}-jira.csv`, contentType: CSV_CONTENT_TYPE, body };
    }
    const sprintIds = [...new Set(items.map((item) => item.sprintId).filter((id): id is string => Boolean(id)))];
    const sprints = sprintIds.length ? await tenantQuery(scope, KanbanSprintModel).whereIn('id', sprintIds) : [];
    const sprintName = new Map(sprints.map((sprint) => [sprint.id, sprint.name]));
    const header = ['Title', 'Description', 'Type', 'Priority', 'Story points', 'Labels', 'Status', 'Column', 'Sprint', 'Assignee', 'Due date', 'Created at', 'Source'];
    const rows: CsvCell[][] = items.map((item) => [
      item.title,
      item.description,
      item.type,
      item.priority,
      item.storyPoints,
      item.labels.join('; '),
      item.status,
      item.columnId ? (columnTitle.get(item.columnId) ?? '') : '',
      item.sprintId ? (sprintName.get(item.sprintId) ?? '') : '',
      item.assigneeName,
      item.dueDate,
      item.createdAt,
      item.source,
    ]);
    return { fileName: `${base}.csv`, contentType: CSV_CONTENT_TYPE, body: toCsv([header, ...rows]) };
  }

  async function pokerEstimates(scope: TenantScope, sessionId: string, format: DevExportFormat): Promise<DevExportFile> {
    const session = await deps.poker.findSession(scope, sessionId);
    const stories = await tenantQuery(scope, PokerStoryModel).where('session_id', session.id).orderBy([{ column: 'sort_order' }, { column: 'created_at' }]);
    const base = `${slug(session.name)}-estimates`;
    if (format === 'jira') {
      const body = jiraCsv(stories.map((story) => ({ summary: story.title, description: story.description, type: 'story', priority: 'none', storyPoints: num(story.finalEstimate), labels: [], dueDate: null })));
      return { fileName: `${base}-jira.csv`, contentType: CSV_CONTENT_TYPE, body };
    }
    const header = ['Order', 'Title', 'Description', 'Status', 'Final estimate', 'Estimated at', 'Session'];
    const rows: CsvCell[][] = stories.map((story, index) => [index + 1, story.title, story.description, story.status, num(story.finalEstimate), iso(story.estimatedAt), session.name]);
    return { fileName: `${base}.csv`, contentType: CSV_CONTENT_TYPE, body: toCsv([header, ...rows]) };
  }

  async function actionItems(scope: TenantScope, format: DevExportFormat, sessionId?: string): Promise<DevExportFile> {
    let sessionName: string | null = null;
    if (sessionId) {
      const session = await tenantQuery(scope, RetroSessionModel).findById(sessionId);
      if (!session) throw new NotFoundError(RetroErrors.SESSION_NOT_FOUND);
      sessionName = session.name;
    }
    const query = tenantQuery(scope, RetroActionItemModel).orderBy([{ column: 'created_at' }, { column: 'seq' }]);
    const items = await (sessionId ? query.where('session_id', sessionId) : query);
    const sessions = await tenantQuery(scope, RetroSessionModel)
      .whereIn('id', [...new Set(items.map((item) => item.sessionId))])
      .select('id', 'name');
    const retroName = new Map(sessions.map((session) => [session.id, session.name]));
    const base = `${sessionName ? slug(sessionName) : 'retrospective'}-action-items`;
    if (format === 'jira') {
      const body = jiraCsv(
        items.map((item) => ({
          summary: item.title,
          description: item.description,
          type: 'task',
          priority: (ACTION_PRIORITIES[item.priority] ?? '').toLowerCase() as KanbanPriority,
          storyPoints: null,
          labels: ['retrospective'],
          dueDate: dateOnly(item.dueDate),
        })),
      );
      return { fileName: `${base}-jira.csv`, contentType: CSV_CONTENT_TYPE, body };
    }
    const names = await namesOf(
      deps.capabilities,
      scope,
      items.map((item) => item.assigneeId),
    );
    const header = ['Title', 'Description', 'Priority', 'Status', 'Due date', 'Assignee', 'Retrospective', 'Created at'];
    const rows: CsvCell[][] = items.map((item) => [
      item.title,
      item.description,
      item.priority,
      item.status,
      dateOnly(item.dueDate),
      item.assigneeId ? (names.get(item.assigneeId) ?? '') : '',
      retroName.get(item.sessionId) ?? '',
      iso(item.createdAt),
    ]);
    return { fileName: `${base}.csv`, contentType: CSV_CONTENT_TYPE, body: toCsv([header, ...rows]) };
  }

  return { backlog, pokerEstimates, actionItems };
}

export type DevExport = ReturnType<typeof createDevExport>;
