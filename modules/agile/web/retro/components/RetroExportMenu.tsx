import { RETRO_EXPORT_FORMATS } from '../../../shared/retro.js';
import { ExportMenu } from '../../live/ExportMenu.js';
import { downloadRetroExport } from '../api/index.js';

/** The live room's export (RetroRoomView.tsx loads it): with the API calls, its own chunk. */
export default function RetroExportMenu({ sessionId, name }: { sessionId: string; name: string }) {
  return <ExportMenu formats={RETRO_EXPORT_FORMATS} download={(format) => downloadRetroExport(sessionId, name, format)} />;
}
