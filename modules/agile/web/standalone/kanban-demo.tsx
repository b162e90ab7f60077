import KanbanDemoPage from '../kanban/pages/KanbanDemoPage.js';
import { registerStandalonePage } from './with-texts.js';

/**
 * The kanban demo (/demo/kanban) as a standalone page: the remote's page (the real board,
 * BoardView, on the in-browser demo board) without the federation runtime, loaded by the shell for
 * signed-out visitors. The 'agile' texts with the kanban area's, one language at a time.
 */
registerStandalonePage('kanban-demo', KanbanDemoPage, 'pages.kanbanDemo');
