import { POKER_EXPORT_FORMATS } from '../../../shared/poker.js';
import { ExportMenu as LiveExportMenu } from '../../live/ExportMenu.js';
import { downloadExport } from '../api.js';
import { useRoom } from './room-context.js';

/** Download the session (stories, votes, estimates) as CSV, JSON or Markdown. */
export function ExportMenu() {
  const { snapshot } = useRoom();
  return <LiveExportMenu formats={POKER_EXPORT_FORMATS} download={(format) => downloadExport(snapshot.session.id, snapshot.session.name, format)} />;
}
