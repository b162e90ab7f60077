/**
 * Integrations > Development: importing stories from Jira, Azure DevOps and CSV files, exporting
 * the backlog, poker estimates and retro action items (agile.md shows none: these are ours). Row
 * errors reuse the backlog's and the poker's own texts where the rule is theirs.
 */
export const DevImportErrors = {
  FILE_EMPTY: 'The file is empty. Export your issues as CSV and choose the file again.',
  FILE_TOO_LARGE: 'The file is too large: import at most 750 KB of CSV at a time. Export fewer columns or split the file.',
  TOO_MANY_ROWS: 'A file can hold at most 2000 rows. Split the file and import each part.',
  CSV_UNREADABLE: 'This file is not valid CSV: a quoted field is not closed or a quote is misplaced.',
  NO_ROWS: 'The file has a header row but no rows to import.',
  TITLE_COLUMN_REQUIRED: 'Choose the column that holds the title (Summary in Jira, Title in Azure DevOps).',
  COLUMN_NOT_IN_FILE: 'The mapping names a column the file does not have.',
  INVALID_ROWS: 'Some rows have errors. Fix them in the file, or choose to skip the invalid rows.',
  NOTHING_TO_IMPORT: 'No valid row to import.',
  PLAN_REQUIRED: 'Imports from Jira, Azure DevOps and CSV files are part of the Pro and Enterprise plans.',
  TITLE_TOO_LONG: 'A title can be at most 300 characters.',
  DESCRIPTION_TOO_LONG_BACKLOG: 'A description can be at most 10000 characters.',
  DESCRIPTION_TOO_LONG_STORY: 'A story description can be at most 4000 characters.',
  POINTS_NOT_A_NUMBER: 'Story points must be a number.',
  UNKNOWN_TYPE: 'Unknown type: use Story, Task, Bug or Epic.',
  UNKNOWN_PRIORITY: 'Unknown priority: use Highest, High, Medium, Low or Lowest.',
  TOO_MANY_LABELS: 'An item can have at most 20 labels.',
  LABEL_TOO_LONG: 'A label can be at most 40 characters.',
  KEY_TOO_LONG: 'An issue key can be at most 100 characters.',
  DUE_DATE_INVALID: 'The due date must be a date, such as 2024-11-29 or 29/Nov/24.',
  DUPLICATE_KEY: 'Another row of the file has the same issue key.',
  UNKNOWN_STATUS: 'Unknown status: the item goes to the backlog.',
  ASSIGNEE_NOT_MEMBER: 'No member of the account has this e-mail address: the item is left unassigned.',
  SPRINT_NOT_FOUND: 'The board has no sprint of this name: the item is left out of sprints.',
  PARENT_NOT_FOUND: 'The parent is neither in the file nor on the board: the item is imported without it.',
  PARENT_CYCLE: 'The parent links of these rows go round in a circle: the item is imported without its parent.',
} as const;
