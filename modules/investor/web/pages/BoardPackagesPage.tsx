import { ReportsScreen } from './ReportsScreen.js';

/** /board-packages: board packages. */
export default function BoardPackagesPage() {
  return <ReportsScreen kind="board_package" />;
}
