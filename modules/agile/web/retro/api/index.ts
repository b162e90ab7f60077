import { useEffect, useRef } from 'react';
import { callEndpoint, fileNameFrom, saveFile, useEndpointMutation, useEndpointQuery } from '@suite/sdk/web';
import { RetroEndpoints } from '../../../shared/retro-endpoints.js';
import type { ActionItemBody, RetroExportFormat, RetroParticipantRole, RetroPhase, RetroSessionStatus, UpdateActionItemBody, UpdateRetroBody } from '../../../shared/retro.js';

/**
 * The retrospective calls (agile.md section 7, declared in shared/retro-endpoints.ts) as
 * react-query hooks and typed calls. The live room's flow goes over the socket (useRetroRoom);
 * these are the lists, the create form, and what the contract names only as REST.
 */

/** Every retro endpoint whose cached answers a change makes stale. */
const RETRO_READS = [
  RetroEndpoints.listSessions,
  RetroEndpoints.getSession,
  RetroEndpoints.listTemplates,
  RetroEndpoints.templateSuggestions,
  RetroEndpoints.analytics,
  RetroEndpoints.teamMetrics,
] as const;

export interface RetroFilters {
  status?: RetroSessionStatus | null;
  teamId?: string | null;
  limit?: number;
}

export function useRetroSessions(filters: RetroFilters, options: { enabled?: boolean } = {}) {
  return useEndpointQuery(
    RetroEndpoints.listSessions,
    { query: { status: filters.status ?? undefined, teamId: filters.teamId ?? undefined, limit: filters.limit ?? 50, offset: 0 } },
    { enabled: options.enabled ?? true, select: (list) => list.sessions },
  );
}

/** A retro's whole state over REST (read without joining: a completed or archived session). */
export function useRetroSnapshot(id: string, options: { enabled: boolean }) {
  return useEndpointQuery(RetroEndpoints.getSession, { params: { id } }, { enabled: options.enabled });
}

/** The built-in templates and the account's own. */
export function useRetroTemplates(options: { enabled?: boolean } = {}) {
  return useEndpointQuery(RetroEndpoints.listTemplates, {}, { enabled: options.enabled ?? true, staleTime: 5 * 60_000 });
}

/** The three templates that suit a number of participants best (agile.md section 9). */
export function useTemplateSuggestions(participants: number | null) {
  return useEndpointQuery(
    RetroEndpoints.templateSuggestions,
    { query: { participants: participants ?? 0 } },
    { enabled: participants !== null && participants >= 1, staleTime: 60_000 },
  );
}

export function useCreateRetro() {
  return useEndpointMutation(RetroEndpoints.createSession, { invalidates: RETRO_READS });
}

export function useUpdateRetro() {
  return useEndpointMutation(RetroEndpoints.updateSession, { invalidates: RETRO_READS });
}

export function useDeleteRetro() {
  return useEndpointMutation(RetroEndpoints.deleteSession, { invalidates: RETRO_READS });
}

export function updateRetro(id: string, body: UpdateRetroBody) {
  return callEndpoint(RetroEndpoints.updateSession, { params: { id }, body });
}

export function leaveRetro(id: string) {
  return callEndpoint(RetroEndpoints.leave, { params: { id } });
}

export function setRetroPhase(id: string, phase: RetroPhase) {
  return callEndpoint(RetroEndpoints.setPhase, { params: { id }, body: { phase } });
}

export function changeRetroParticipantRole(id: string, participantId: string, role: RetroParticipantRole) {
  return callEndpoint(RetroEndpoints.updateParticipant, { params: { id, participantId }, body: { role } });
}

export function removeRetroParticipant(id: string, participantId: string) {
  return callEndpoint(RetroEndpoints.removeParticipant, { params: { id, participantId } });
}

export function createActionItem(id: string, body: ActionItemBody) {
  return callEndpoint(RetroEndpoints.createActionItem, { params: { id }, body });
}

export function updateActionItem(actionItemId: string, body: UpdateActionItemBody) {
  return callEndpoint(RetroEndpoints.updateActionItem, { params: { id: actionItemId }, body });
}

/** Create the action items the votes suggest (cards with 3+ votes) that do not exist yet. */
export function generateActionItems(id: string) {
  return callEndpoint(RetroEndpoints.generateActionItems, { params: { id } });
}

/** Put an action item on a team board (the kanban capability; absent when kanban is off). */
export function actionItemToBoard(actionItemId: string) {
  return callEndpoint(RetroEndpoints.actionItemToBoard, { params: { id: actionItemId }, body: {} });
}

/** Session analytics (Pro and Enterprise); `version` refetches them when the retro changes. */
export function useRetroAnalytics(id: string, options: { enabled: boolean; version?: string }) {
  const query = useEndpointQuery(RetroEndpoints.analytics, { params: { id } }, { enabled: options.enabled });
  const seen = useRef(options.version);
  const { refetch } = query;
  useEffect(() => {
    if (seen.current === options.version) return;
    seen.current = options.version;
    if (options.enabled) void refetch();
  }, [options.version, options.enabled, refetch]);
  return query;
}

/** A team's retrospective metrics over the last 90 days (Pro and Enterprise). */
export function useTeamRetroMetrics(teamId: string, options: { enabled: boolean }) {
  return useEndpointQuery(RetroEndpoints.teamMetrics, { params: { id: teamId } }, { enabled: options.enabled });
}

const EXTENSIONS: Record<RetroExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };

export async function downloadRetroExport(sessionId: string, sessionName: string, format: RetroExportFormat): Promise<void> {
  const blob = (await callEndpoint(RetroEndpoints.exportSession, { params: { id: sessionId }, query: { format } })) as Blob;
  saveFile(blob, fileNameFrom(sessionName, EXTENSIONS[format], 'retrospective'));
}
