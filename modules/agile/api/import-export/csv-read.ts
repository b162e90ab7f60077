import { parse } from 'csv-parse/sync';
import { AppError, ValidationError } from '@suite/sdk';
import { DevImportErrors } from '../../shared/errors/dev-import-errors.js';
import { DEV_IMPORT_MAX_CHARS, DEV_IMPORT_MAX_ROWS, type DevImportFormat, type DevImportMapping, type DevImportResolvedMapping } from '../../shared/dev-import.js';

/** A CSV file as read: its header, its rows (each with its spreadsheet row number) and its delimiter. */
export interface CsvTable {
  header: string[];
  rows: { row: number; cells: string[] }[];
  delimiter: string;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of the header line: the one of , ; and tab found most often outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/**
 * Reads a CSV file (a byte order mark, quoted fields over several lines, quotes doubled inside
 * them, CRLF or LF). Row numbers count the header as row 1, as a spreadsheet shows them; rows
 * whose cells are all empty are left out (spreadsheets write them at the end).
 */
export function readCsv(text: string): CsvTable {
  if (text.length > DEV_IMPORT_MAX_CHARS) throw new AppError(DevImportErrors.FILE_TOO_LARGE, 413);
  if (!text.replace(/^\uFEFF/, '').trim()) throw new ValidationError(DevImportErrors.FILE_EMPTY);
  const delimiter = detectDelimiter(text.replace(/^\uFEFF/, ''));
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : null;
    throw new ValidationError(DevImportErrors.CSV_UNREADABLE, line ? [{ line }] : undefined);
  }
  const [header, ...body] = records;
  if (!header) throw new ValidationError(DevImportErrors.FILE_EMPTY);
  const rows = body.map((cells, index) => ({ row: index + 2, cells })).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw new ValidationError(DevImportErrors.NO_ROWS);
  if (rows.length > DEV_IMPORT_MAX_ROWS) throw new AppError(DevImportErrors.TOO_MANY_ROWS, 413);
  return { header: header.map((name) => name.trim()), rows, delimiter };
}

/** 'Custom field (Story Points)' -> 'custom field (story points)'. */
const norm = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** The format a header row comes from: Jira's and Azure DevOps' exports have columns no one else names. */
export function detectFormat(header: string[]): DevImportFormat {
  const names = new Set(header.map(norm));
  if (['issue key', 'issue id', 'issue type'].some((name) => names.has(name))) return 'jira';
  if (['work item type', 'area path', 'iteration path'].some((name) => names.has(name)) || (names.has('id') && names.has('title') && names.has('state'))) return 'azure_devops';
  return 'generic';
}

/** Header names each field is guessed from, best first (Jira's, Azure DevOps', ours, the usual ones). */
const GUESSES: Record<Exclude<keyof DevImportResolvedMapping, 'labels' | 'sprint'>, string[]> = {
  title: ['summary', 'title', 'name', 'story', 'user story', 'subject'],
  description: ['description', 'details', 'body'],
  type: ['issue type', 'work item type', 'type', 'item type'],
  priority: ['priority'],
  storyPoints: [
    'custom field (story points)',
    'custom field (story point estimate)',
    'story points',
    'story point estimate',
    'microsoft.vsts.scheduling.storypoints',
    'effort',
    'size',
    'final estimate',
    'points',
    'estimate',
    'sp',
  ],
  externalKey: ['issue key', 'id', 'key', 'external id', 'external key'],
  status: ['status', 'state'],
  assignee: ['assignee email', 'assignee', 'assigned to', 'owner'],
  dueDate: ['due date', 'due', 'microsoft.vsts.scheduling.duedate', 'target date'],
  parent: ['parent', 'parent key', 'parent id'],
  epic: ['custom field (epic link)', 'epic link'],
  issueId: ['issue id'],
};
const LABEL_HEADERS = ['labels', 'label', 'tags', 'tag'];
const SPRINT_HEADERS = ['sprint', 'iteration path', 'iteration'];

/** The mapping guessed from the header (each field its best-named column; labels every labels column). */
export function guessMapping(header: string[]): DevImportResolvedMapping {
  const names = header.map(norm);
  const find = (candidates: string[]) => {
    for (const candidate of candidates) {
      const index = names.indexOf(candidate);
      if (index >= 0) return index;
    }
    return null;
  };
  const labelHeader = LABEL_HEADERS.find((candidate) => names.includes(candidate));
  const sprintHeader = SPRINT_HEADERS.find((candidate) => names.includes(candidate));
  return {
    title: find(GUESSES.title),
    description: find(GUESSES.description),
    type: find(GUESSES.type),
    priority: find(GUESSES.priority),
    storyPoints: find(GUESSES.storyPoints),
    labels: labelHeader ? names.flatMap((name, index) => (name === labelHeader ? [index] : [])) : [],
    externalKey: find(GUESSES.externalKey),
    status: find(GUESSES.status),
    assignee: find(GUESSES.assignee),
    dueDate: find(GUESSES.dueDate),
    sprint: sprintHeader ? names.flatMap((name, index) => (name === sprintHeader ? [index] : [])) : [],
    parent: find(GUESSES.parent),
    epic: find(GUESSES.epic),
    issueId: find(GUESSES.issueId),
  };
}

/** The user's mapping over the guess (a field named null is not imported), every column checked against the file. */
export function resolveMapping(header: string[], given: DevImportMapping | undefined): DevImportResolvedMapping {
  const guessed = guessMapping(header);
  const mapping: DevImportResolvedMapping = given
    ? {
        title: given.title !== undefined ? given.title : guessed.title,
        description: given.description !== undefined ? given.description : guessed.description,
        type: given.type !== undefined ? given.type : guessed.type,
        priority: given.priority !== undefined ? given.priority : guessed.priority,
        storyPoints: given.storyPoints !== undefined ? given.storyPoints : guessed.storyPoints,
        labels: given.labels !== undefined ? [...new Set(given.labels)] : guessed.labels,
        externalKey: given.externalKey !== undefined ? given.externalKey : guessed.externalKey,
        status: given.status !== undefined ? given.status : guessed.status,
        assignee: given.assignee !== undefined ? given.assignee : guessed.assignee,
        dueDate: given.dueDate !== undefined ? given.dueDate : guessed.dueDate,
        sprint: given.sprint !== undefined ? [...new Set(given.sprint)] : guessed.sprint,
        parent: given.parent !== undefined ? given.parent : guessed.parent,
        epic: given.epic !== undefined ? given.epic : guessed.epic,
        issueId: given.issueId !== undefined ? given.issueId : guessed.issueId,
      }
    : guessed;
  const used = [mapping.title, mapping.description, mapping.type, mapping.priority, mapping.storyPoints, mapping.externalKey, mapping.status, mapping.assignee, mapping.dueDate, mapping.parent, mapping.epic, mapping.issueId, ...mapping.labels, ...mapping.sprint];
  if (used.some((index) => index !== null && index >= header.length)) throw new ValidationError(DevImportErrors.COLUMN_NOT_IN_FILE);
  return mapping;
}

/** Our exports write a text cell a spreadsheet would run as a formula with a leading apostrophe: read it back without. */
export function cellText(value: string | undefined): string {
  const text = value ?? '';
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Azure DevOps exports descriptions as HTML: its text, paragraphs and line breaks kept. */
export function htmlToText(html: string): string {
  if (!/<[a-z/][^>]*>/i.test(html)) return html;
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (match, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
      if (lower.startsWith('#') && lower !== '#39') return String.fromCodePoint(Number(lower.slice(1)));
      return ENTITIES[lower] ?? match;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
