import { callEndpoint, fileNameFrom, saveFile } from '@suite/sdk/web';
import { DevExportEndpoints, DevImportEndpoints, type DevExportFormat, type DevImportBody } from '../../shared/dev-import.js';

/** The import's two calls (shared/dev-import.ts declares them): read and check the file, then write it. */
export const devImportCalls = {
  preview: (body: DevImportBody) => callEndpoint(DevImportEndpoints.preview, { body }),
  commit: (body: DevImportBody) => callEndpoint(DevImportEndpoints.commit, { body }),
};

export type DevExportChoice = { kind: 'backlog' | 'board'; boardId: string; name: string } | { kind: 'poker'; sessionId: string; name: string } | { kind: 'actions'; sessionId: string | null; name: string };

/** The file name of an export: 'Sprint 12' as Jira CSV -> 'sprint-12-estimates-jira.csv'. */
export function exportFileName(choice: DevExportChoice, format: DevExportFormat): string {
  const what = { backlog: 'backlog', board: 'board', poker: 'estimates', actions: 'action-items' }[choice.kind];
  return fileNameFrom(`${choice.name} ${what}${format === 'jira' ? ' jira' : ''}`, 'csv', what);
}

/** Downloads the chosen export (the server's text when it fails). */
export async function downloadDevExport(choice: DevExportChoice, format: DevExportFormat): Promise<void> {
  let blob: Blob;
  if (choice.kind === 'poker') blob = (await callEndpoint(DevExportEndpoints.pokerEstimates, { params: { sessionId: choice.sessionId }, query: { format } })) as Blob;
  else if (choice.kind === 'actions') blob = (await callEndpoint(DevExportEndpoints.actionItems, { query: { format, ...(choice.sessionId ? { sessionId: choice.sessionId } : {}) } })) as Blob;
  else blob = (await callEndpoint(DevExportEndpoints.backlog, { params: { boardId: choice.boardId }, query: { format, items: choice.kind === 'board' ? 'all' : 'backlog' } })) as Blob;
  saveFile(blob, exportFileName(choice, format));
}

/** Reads the chosen file as text (UTF-8; a byte order mark is left for the server to drop). */
export function readFileText(file: File): Promise<string> {
  return file.text();
}
