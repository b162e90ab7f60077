import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { DevImportErrors } from '../../shared/errors/dev-import-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import {
  DEV_IMPORT_BACKLOG_DESCRIPTION_MAX,
  DEV_IMPORT_LABELS_MAX,
  DEV_IMPORT_LABEL_MAX,
  DEV_IMPORT_STORY_DESCRIPTION_MAX,
  DEV_IMPORT_TITLE_MAX,
  type DevImportField,
  type DevImportFormat,
  type DevImportResolvedMapping,
  type DevImportRowError,
} from '../../shared/dev-import.js';
import { KANBAN_MAX_STORY_POINTS, type KanbanItemType, type KanbanPriority } from '../../shared/kanban-rules.js';
import { cellText, htmlToText, type CsvTable } from './csv-read.js';

export type DevImportTargetKind = 'backlog' | 'poker';

/** One row as it will be written, with what is wrong with it. */
export interface ImportRow {
  row: number;
  title: string;
  description: string | null;
  type: KanbanItemType | null;
  priority: KanbanPriority | null;
  storyPoints: number | null;
  labels: string[];
  externalKey: string | null;
  /** As the file says (resolved against the board by the import: status, assignee, sprint, parent). */
  statusText: string | null;
  assigneeText: string | null;
  dueDate: string | null;
  sprintName: string | null;
  parentRef: string | null;
  issueId: string | null;
  errors: DevImportRowError[];
}

/** What each target keeps: a poker story is a title and a description (its estimate comes from the vote). */
export const TARGET_FIELDS: Record<DevImportTargetKind, DevImportField[]> = {
  backlog: ['title', 'description', 'type', 'priority', 'storyPoints', 'labels', 'externalKey', 'status', 'assignee', 'dueDate', 'sprint', 'parent', 'epic', 'issueId'],
  poker: ['title', 'description'],
};

/** Jira's and Azure DevOps' issue types, and ours, as the backlog's item types. */
const TYPES: Record<string, KanbanItemType> = {
  story: 'story',
  'user story': 'story',
  'new feature': 'story',
  improvement: 'story',
  requirement: 'story',
  'product backlog item': 'story',
  pbi: 'story',
  task: 'task',
  'sub-task': 'task',
  subtask: 'task',
  'technical task': 'task',
  spike: 'task',
  chore: 'task',
  'test case': 'task',
  bug: 'bug',
  defect: 'bug',
  epic: 'epic',
  feature: 'epic',
  initiative: 'epic',
};

/** Jira's priority names (old and new schemes), Azure DevOps' 1 to 4, and ours. */
const PRIORITIES: Record<string, KanbanPriority> = {
  none: 'none',
  highest: 'urgent',
  blocker: 'urgent',
  critical: 'urgent',
  urgent: 'urgent',
  '1': 'urgent',
  high: 'high',
  major: 'high',
  '2': 'high',
  medium: 'medium',
  normal: 'medium',
  '3': 'medium',
  low: 'low',
  minor: 'low',
  '4': 'low',
  lowest: 'low',
  trivial: 'low',
};

const key = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

export function readType(value: string): KanbanItemType | null | undefined {
  if (!value.trim()) return null;
  return TYPES[key(value)];
}

/** 'High', '2', '2 - High' (Azure DevOps' severity style) -> high. */
export function readPriority(value: string): KanbanPriority | null | undefined {
  if (!value.trim()) return null;
  const text = key(value);
  return PRIORITIES[text] ?? PRIORITIES[/^(\d)\s*-/.exec(text)?.[1] ?? ''] ?? PRIORITIES[text.replace(/^\d\s*-\s*/, '')];
}

/** '5', '0.5', '2,5' -> a number; '' -> null; anything else -> NaN. */
export function readPoints(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (!text) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 100) / 100 : Number.NaN;
}

/** Labels from each labels column: Jira puts one per column, Azure DevOps 'a; b', others 'a, b'. */
export function readLabels(cells: string[]): string[] {
  const labels = cells.flatMap((cell) => {
    const text = cellText(cell);
    return text.includes(';') ? text.split(';') : text.split(',');
  });
  return [...new Set(labels.map((label) => label.trim()).filter(Boolean))];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A due date as exports write it: ISO ('2024-11-29', with or without a time), Jira's '29/Nov/24'
 * or '29/Nov/2024' (a time after it is ignored); '' -> null; anything else -> undefined.
 */
export function readDueDate(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const jira = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2}|\d{4})(?:\s.*)?$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (jira) {
    month = MONTHS.indexOf(jira[2]!.toLowerCase()) + 1;
    if (month === 0) return undefined;
    year = jira[3]!.length === 2 ? 2000 + Number(jira[3]) : Number(jira[3]);
    day = Number(jira[1]);
  } else return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The sprint a row is in now: the last one named (Jira lists every sprint the issue was in; Azure DevOps' iteration path ends with it). */
export function readSprint(cells: string[]): string | null {
  const names = cells.map((cell) => cellText(cell).trim()).filter(Boolean);
  const last = names[names.length - 1];
  if (!last) return null;
  const segment = last.split('\\').pop()!.trim();
  return segment || null;
}

/**
 * Every row of the file as the target would receive it, checked with the backlog's or the story's
 * rules (their own texts where the rule is theirs). Nothing is written here.
 */
export function readRows(table: CsvTable, mapping: DevImportResolvedMapping, format: DevImportFormat, target: DevImportTargetKind): ImportRow[] {
  const keeps = new Set(TARGET_FIELDS[target]);
  const cell = (cells: string[], index: number | null) => (index === null ? '' : cellText(cells[index]));
  return table.rows.map(({ row, cells }) => {
    const errors: DevImportRowError[] = [];
    const fail = (field: DevImportField | null, message: string) => errors.push({ row, field, message });

    const title = cell(cells, mapping.title).replace(/\s+/g, ' ').trim();
    if (!title) fail('title', target === 'poker' ? PokerErrors.STORY_TITLE_REQUIRED : KanbanErrors.ITEM_TITLE_REQUIRED);
    else if (title.length > DEV_IMPORT_TITLE_MAX) fail('title', DevImportErrors.TITLE_TOO_LONG);

    let description: string | null = cell(cells, mapping.description).replace(/\r\n?/g, '\n');
    if (format === 'azure_devops') description = htmlToText(description);
    description = description.trim() ? description.trim() : null;
    const descriptionMax = target === 'poker' ? DEV_IMPORT_STORY_DESCRIPTION_MAX : DEV_IMPORT_BACKLOG_DESCRIPTION_MAX;
    if (description && description.length > descriptionMax) fail('description', target === 'poker' ? DevImportErrors.DESCRIPTION_TOO_LONG_STORY : DevImportErrors.DESCRIPTION_TOO_LONG_BACKLOG);

    let type: KanbanItemType | null = null;
    let priority: KanbanPriority | null = null;
    let storyPoints: number | null = null;
    let labels: string[] = [];
    if (keeps.has('type')) {
      const read = readType(cell(cells, mapping.type));
      if (read === undefined) fail('type', DevImportErrors.UNKNOWN_TYPE);
      type = read ?? 'story';
    }
    if (keeps.has('priority')) {
      const read = readPriority(cell(cells, mapping.priority));
      if (read === undefined) fail('priority', DevImportErrors.UNKNOWN_PRIORITY);
      priority = read ?? 'none';
    }
    if (keeps.has('storyPoints')) {
      storyPoints = readPoints(cell(cells, mapping.storyPoints));
      if (storyPoints !== null && Number.isNaN(storyPoints)) fail('storyPoints', DevImportErrors.POINTS_NOT_A_NUMBER);
      else if (storyPoints !== null && (storyPoints < 0 || storyPoints > KANBAN_MAX_STORY_POINTS)) fail('storyPoints', KanbanErrors.STORY_POINTS_RANGE);
    }
    if (keeps.has('labels')) {
      labels = readLabels(mapping.labels.map((index) => cells[index] ?? ''));
      if (labels.length > DEV_IMPORT_LABELS_MAX) fail('labels', DevImportErrors.TOO_MANY_LABELS);
      if (labels.some((label) => label.length > DEV_IMPORT_LABEL_MAX)) fail('labels', DevImportErrors.LABEL_TOO_LONG);
    }
    const externalKey = cell(cells, mapping.externalKey).trim() || null;
    if (externalKey && externalKey.length > 100) fail('externalKey', DevImportErrors.KEY_TOO_LONG);
    const text = (field: DevImportField, index: number | null) => (keeps.has(field) ? cell(cells, index).replace(/\s+/g, ' ').trim() || null : null);
    let dueDate: string | null = null;
    if (keeps.has('dueDate')) {
      const read = readDueDate(cell(cells, mapping.dueDate));
      if (read === undefined) fail('dueDate', DevImportErrors.DUE_DATE_INVALID);
      dueDate = read ?? null;
    }
    return {
      row,
      title,
      description,
      type,
      priority,
      storyPoints: storyPoints !== null && Number.isNaN(storyPoints) ? null : storyPoints,
      labels,
      externalKey,
      statusText: text('status', mapping.status),
      assigneeText: text('assignee', mapping.assignee),
      dueDate,
      sprintName: keeps.has('sprint') ? readSprint(mapping.sprint.map((index) => cells[index] ?? '')) : null,
      // Jira's Parent (an issue id or key) first, else its Epic Link (a key).
      parentRef: text('parent', mapping.parent) ?? text('epic', mapping.epic),
      issueId: text('issueId', mapping.issueId),
      errors,
    };
  });
}

/** Jira's, Azure DevOps' and the usual status names, as the board's status categories (backlog: no column). */
const STATUSES: Record<string, 'backlog' | 'todo' | 'active' | 'complete'> = {
  backlog: 'backlog',
  new: 'todo',
  open: 'todo',
  'to do': 'todo',
  todo: 'todo',
  'selected for development': 'todo',
  ready: 'todo',
  approved: 'todo',
  committed: 'todo',
  reopened: 'todo',
  proposed: 'todo',
  'in progress': 'active',
  'in development': 'active',
  doing: 'active',
  active: 'active',
  'in review': 'active',
  'code review': 'active',
  review: 'active',
  testing: 'active',
  'in testing': 'active',
  qa: 'active',
  blocked: 'active',
  resolved: 'complete',
  done: 'complete',
  closed: 'complete',
  completed: 'complete',
  complete: 'complete',
};

/** A status name as a status category; undefined when unknown. */
export function readStatus(value: string): 'backlog' | 'todo' | 'active' | 'complete' | undefined {
  return STATUSES[key(value)];
}

/** The e-mail address in an assignee cell ('ada@x.io', 'Ada Lovelace <ada@x.io>'), lower-cased; null without one. */
export function emailIn(value: string): string | null {
  return /[^\s<>"',;]+@[^\s<>"',;]+\.[^\s<>"',;]+/.exec(value)?.[0]?.toLowerCase() ?? null;
}

/** Where an imported item came from, kept on the backlog item ('jira:PROJ-12', 'azure-devops:431', 'csv'). */
export function sourceOf(format: DevImportFormat, externalKey: string | null): string {
  const prefix = format === 'azure_devops' ? 'azure-devops' : format === 'jira' ? 'jira' : 'csv';
  return externalKey ? `${prefix}:${externalKey}` : prefix;
}
