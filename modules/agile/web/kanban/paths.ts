import { AGILE_ROUTES } from '../../shared/routes.js';

/** The CASL subject of boards and their items (observers read, members change). */
export const KANBAN_SUBJECT = 'KanbanBoard';

/** The web route of a board. */
export const boardPath = (boardId: string) => AGILE_ROUTES.board.path.replace(':boardId', boardId);

/** A page's place in the area, remembered in the address: ?team=&board=&sprint=. */
export const SCOPE_PARAMS = { team: 'team', board: 'board', sprint: 'sprint' } as const;
