import PokerDemoPage from '../poker/pages/PokerDemoPage.js';
import { registerStandalonePage } from './with-texts.js';

/**
 * The poker demo (/voting-demo, /demo/planning-poker) as a standalone page: the same page the
 * remote serves (the real room, PokerRoomView, with the demo engine), built without the federation
 * runtime and loaded by the shell for signed-out visitors (the route's `standalone`), so it fits the
 * public-page budget. It registers itself with the host; the 'agile' texts come one language at a
 * time (without the other areas' texts, see other-areas-texts.ts).
 */
registerStandalonePage('poker-demo', PokerDemoPage, 'pages.votingDemo');
