import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { DevImportErrors } from './errors/dev-import-errors.js';
import { KanbanErrors } from './errors/kanban-errors.js';
import { PokerErrors } from './errors/poker-errors.js';
import { KANBAN_ITEM_STATUSES, KANBAN_ITEM_TYPES, KANBAN_PRIORITIES, literals, nullable, uuid } from './kanban-rules.js';

/**
 * Integrations > Development (/integrations/development): stories imported from a Jira or Azure
 * DevOps CSV export or any CSV file into a board's backlog or a poker session, with a column
 * mapping, a preview with each row's errors, and an import that writes every row or none; and the
 * backlog, poker estimates and retro action items exported as CSV or as a CSV Jira's importer reads.
 */

export const DEV_IMPORT_FORMATS = ['jira', 'azure_devops', 'generic'] as const;
export type DevImportFormat = (typeof DEV_IMPORT_FORMATS)[number];

/**
 * What a column can be mapped to. Labels and sprint may take several columns (Jira repeats its
 * Labels and Sprint columns). status, assignee (an e-mail address), dueDate, sprint, parent (the
 * parent's issue key or id), epic (Jira's Epic Link) and issueId (Jira's numeric id, which Parent
 * names) are read for a backlog only.
 */
export const DEV_IMPORT_FIELDS = ['title', 'description', 'type', 'priority', 'storyPoints', 'labels', 'externalKey', 'status', 'assignee', 'dueDate', 'sprint', 'parent', 'epic', 'issueId'] as const;
export type DevImportField = (typeof DEV_IMPORT_FIELDS)[number];

/** The CSV text's size, in characters (the JSON body around it stays under the platform's 1 MB). */
export const DEV_IMPORT_MAX_CHARS = 750_000;
export const DEV_IMPORT_MAX_ROWS = 2000;
/** A preview shows this much of each description. */
export const DEV_IMPORT_PREVIEW_DESCRIPTION = 280;
export const DEV_IMPORT_TITLE_MAX = 300;
export const DEV_IMPORT_BACKLOG_DESCRIPTION_MAX = 10_000;
export const DEV_IMPORT_STORY_DESCRIPTION_MAX = 4000;
export const DEV_IMPORT_LABELS_MAX = 20;
export const DEV_IMPORT_LABEL_MAX = 40;

export const DEV_EXPORT_FORMATS = ['csv', 'jira'] as const;
export type DevExportFormat = (typeof DEV_EXPORT_FORMATS)[number];

const column = () => nullable(Type.Integer({ minimum: 0, maximum: 1000 }));

/** Field -> the 0-based index of its column (null: not imported); labels: any number of columns. */
export const DevImportMapping = Type.Object(
  {
    title: Type.Optional(column()),
    description: Type.Optional(column()),
    type: Type.Optional(column()),
    priority: Type.Optional(column()),
    storyPoints: Type.Optional(column()),
    labels: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { maxItems: 50 })),
    externalKey: Type.Optional(column()),
    status: Type.Optional(column()),
    assignee: Type.Optional(column()),
    dueDate: Type.Optional(column()),
    sprint: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { maxItems: 20 })),
    parent: Type.Optional(column()),
    epic: Type.Optional(column()),
    issueId: Type.Optional(column()),
  },
  { additionalProperties: false },
);
export type DevImportMapping = Static<typeof DevImportMapping>;

export const DevImportTarget = Type.Union([
  Type.Object({ kind: Type.Literal('backlog'), boardId: uuid() }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('poker'), sessionId: uuid() }, { additionalProperties: false }),
]);
export type DevImportTarget = Static<typeof DevImportTarget>;

export const DevImportBody = Type.Object(
  {
    target: DevImportTarget,
    /** The file's text. Longer than DEV_IMPORT_MAX_CHARS answers 413. */
    csv: Type.String({ minLength: 1, errorMessage: { minLength: DevImportErrors.FILE_EMPTY } }),
    /** Default: read from the header row. */
    format: Type.Optional(literals(DEV_IMPORT_FORMATS)),
    /** Default: guessed from the header row (Jira's, Azure DevOps' and common names). */
    mapping: Type.Optional(DevImportMapping),
    /** Import the valid rows and leave out the invalid ones (otherwise one invalid row refuses the file). */
    skipInvalid: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DevImportBody = Static<typeof DevImportBody>;

export const DevImportRowErrorSchema = Type.Object({ row: Type.Integer(), field: Type.Union([literals(DEV_IMPORT_FIELDS), Type.Null()]), message: Type.String() });
export type DevImportRowError = Static<typeof DevImportRowErrorSchema>;

export const DevImportRowSchema = Type.Object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: Type.Integer(),
  title: Type.String(),
  /** The first DEV_IMPORT_PREVIEW_DESCRIPTION characters. */
  description: nullable(Type.String()),
  type: nullable(literals(KANBAN_ITEM_TYPES)),
  priority: nullable(literals(KANBAN_PRIORITIES)),
  storyPoints: nullable(Type.Number()),
  labels: Type.Array(Type.String()),
  externalKey: nullable(Type.String()),
  /** Where the item lands: its status and the board column (null: the backlog). */
  status: nullable(literals(KANBAN_ITEM_STATUSES)),
  column: nullable(Type.String()),
  /** The account member whose e-mail address the assignee cell holds (null: unassigned). */
  assignee: nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  /** YYYY-MM-DD. */
  dueDate: nullable(Type.String()),
  /** The team's sprint of that name (the last one Jira lists). */
  sprint: nullable(Type.String()),
  /** The parent's issue key or id (Parent, else the Epic Link), when it was found in the file or on the board. */
  parentKey: nullable(Type.String()),
  /** create, or update: a backlog item imported before with the same issue key (a story of the session with the same title) is updated, not duplicated. */
  action: Type.Union([Type.Literal('create'), Type.Literal('update')]),
  errors: Type.Array(DevImportRowErrorSchema),
  /** What is left out of the row without refusing it (an assignee who is not a member, a parent not found...). */
  warnings: Type.Array(DevImportRowErrorSchema),
});
export type DevImportRow = Static<typeof DevImportRowSchema>;

export const DevImportPreviewSchema = Type.Object({
  format: literals(DEV_IMPORT_FORMATS),
  /** What the header row looked like (the format the file was read as when none was asked). */
  detectedFormat: literals(DEV_IMPORT_FORMATS),
  delimiter: Type.String(),
  columns: Type.Array(Type.Object({ index: Type.Integer(), header: Type.String(), sample: Type.String() })),
  mapping: Type.Object({
    title: nullable(Type.Integer()),
    description: nullable(Type.Integer()),
    type: nullable(Type.Integer()),
    priority: nullable(Type.Integer()),
    storyPoints: nullable(Type.Integer()),
    labels: Type.Array(Type.Integer()),
    externalKey: nullable(Type.Integer()),
    status: nullable(Type.Integer()),
    assignee: nullable(Type.Integer()),
    dueDate: nullable(Type.Integer()),
    sprint: Type.Array(Type.Integer()),
    parent: nullable(Type.Integer()),
    epic: nullable(Type.Integer()),
    issueId: nullable(Type.Integer()),
  }),
  /** The fields this target keeps (a poker story keeps no type, priority, points or labels). */
  fields: Type.Array(literals(DEV_IMPORT_FIELDS)),
  target: Type.Object({ kind: Type.Union([Type.Literal('backlog'), Type.Literal('poker')]), id: Type.String(), name: Type.String() }),
  rows: Type.Array(DevImportRowSchema),
  totalRows: Type.Integer(),
  validRows: Type.Integer(),
  invalidRows: Type.Integer(),
  /** Valid rows that update an item (or story) imported before. */
  updateRows: Type.Integer(),
  /** Rows with a warning (imported, something left out). */
  warningRows: Type.Integer(),
});
export type DevImportPreview = Static<typeof DevImportPreviewSchema>;
export type DevImportResolvedMapping = DevImportPreview['mapping'];

export const DevImportResultSchema = Type.Object({
  target: Type.Object({ kind: Type.Union([Type.Literal('backlog'), Type.Literal('poker')]), id: Type.String(), name: Type.String() }),
  imported: Type.Integer(),
  /** Of the imported rows: new items, and items updated (the same issue key imported before). */
  created: Type.Integer(),
  updated: Type.Integer(),
  /** What was left out of imported rows (unknown assignees, parents not found...). */
  warnings: Type.Array(DevImportRowErrorSchema),
  /** The row numbers left out (skipInvalid). */
  skippedRows: Type.Array(Type.Integer()),
  ids: Type.Array(Type.String()),
});
export type DevImportResult = Static<typeof DevImportResultSchema>;

const ExportQuery = Type.Object({ format: literals(DEV_EXPORT_FORMATS) }, { additionalProperties: false });
export const BacklogExportQuery = Type.Object(
  {
    format: literals(DEV_EXPORT_FORMATS),
    /** backlog (default): the items not on the board yet; all: every live item of the board. */
    items: Type.Optional(Type.Union([Type.Literal('backlog'), Type.Literal('all')])),
  },
  { additionalProperties: false },
);
export const ActionItemsExportQuery = Type.Object({ format: literals(DEV_EXPORT_FORMATS), sessionId: Type.Optional(uuid()) }, { additionalProperties: false });

const IMPORT_ERRORS = [
  { status: 400, text: DevImportErrors.CSV_UNREADABLE },
  { status: 400, text: DevImportErrors.FILE_EMPTY },
  { status: 400, text: DevImportErrors.NO_ROWS },
  { status: 400, text: DevImportErrors.TITLE_COLUMN_REQUIRED },
  { status: 400, text: DevImportErrors.COLUMN_NOT_IN_FILE },
  { status: 403, text: DevImportErrors.PLAN_REQUIRED },
  { status: 403, text: PokerErrors.FACILITATOR_ONLY },
  { status: 404, text: KanbanErrors.BOARD_NOT_FOUND },
  { status: 404, text: PokerErrors.SESSION_NOT_FOUND },
  { status: 409, text: PokerErrors.SESSION_COMPLETED_READ_ONLY },
  { status: 413, text: DevImportErrors.FILE_TOO_LARGE },
  { status: 413, text: DevImportErrors.TOO_MANY_ROWS },
] as const;

export const DevImportEndpoints = {
  preview: defineEndpoint({
    method: 'POST',
    path: '/agile/import/preview',
    schema: { body: DevImportBody, response: DevImportPreviewSchema },
    summary: 'Read a Jira, Azure DevOps or other CSV file and check every row against the target, importing nothing',
    errors: IMPORT_ERRORS,
  }),
  commit: defineEndpoint({
    method: 'POST',
    path: '/agile/import',
    status: 201,
    schema: { body: DevImportBody, response: DevImportResultSchema },
    summary: 'Import the rows of a CSV file into a backlog or a poker session: every row in one transaction, or none',
    errors: [...IMPORT_ERRORS, { status: 422, text: DevImportErrors.INVALID_ROWS }, { status: 422, text: DevImportErrors.NOTHING_TO_IMPORT }, { status: 422, text: PokerErrors.STORY_LIMIT }],
  }),
} as const;

export const DevExportEndpoints = {
  backlog: defineEndpoint({
    method: 'GET',
    path: '/agile/export/backlog/:boardId',
    file: true,
    schema: { params: Type.Object({ boardId: uuid() }), query: BacklogExportQuery },
    summary: "A board's backlog as CSV, or as a CSV Jira's importer reads (format=jira)",
    errors: [{ status: 404, text: KanbanErrors.BOARD_NOT_FOUND }],
  }),
  pokerEstimates: defineEndpoint({
    method: 'GET',
    path: '/agile/export/poker/:sessionId',
    file: true,
    schema: { params: Type.Object({ sessionId: uuid() }), query: ExportQuery },
    summary: "A poker session's stories and final estimates as CSV, or as a CSV Jira's importer reads",
    errors: [{ status: 404, text: PokerErrors.SESSION_NOT_FOUND }],
  }),
  actionItems: defineEndpoint({
    method: 'GET',
    path: '/agile/export/action-items',
    file: true,
    schema: { query: ActionItemsExportQuery },
    summary: "The account's retro action items (or one retrospective's) as CSV, or as a CSV Jira's importer reads",
  }),
} as const;

/** The headers a Jira CSV import maps without help (Jira repeats Labels once per label). */
export const JIRA_EXPORT_HEADERS = ['Summary', 'Description', 'Issue Type', 'Priority', 'Story Points', 'Labels', 'Due Date', 'Epic Name'] as const;
