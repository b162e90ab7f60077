import RetroDemoPage from '../retro/pages/RetroDemoPage.js';
import { registerStandalonePage } from './with-texts.js';

/**
 * The retro demo (/retrospective-demo, /demo/retrospectives) as a standalone page: the remote's
 * page (the real room, RetroRoomView, on the in-browser demo engine) without the federation runtime,
 * loaded by the shell for signed-out visitors. The 'agile' texts with the retro area's, one
 * language at a time.
 */
registerStandalonePage('retro-demo', RetroDemoPage, 'pages.retroDemo');
