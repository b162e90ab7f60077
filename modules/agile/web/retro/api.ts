import { api, useMutation, useQuery, useQueryClient } from '@suite/sdk/web';
import {
  RetroApi,
  type ActionItemBody,
  type CreateRetroBody,
  type RetroActionItem,
  type RetroAnalytics,
  type RetroExportFormat,
  type RetroParticipantRole,
  type RetroPhase,
  type RetroSessionList,
  type RetroSessionStatus,
  type RetroSessionView,
  type RetroSnapshot,
  type RetroTeamMetrics,
  type RetroTemplate,
  type TemplateSuggestions,
  type UpdateActionItemBody,
  type UpdateRetroBody,
} from '../../shared/retro.js';

/**
 * The retrospective calls (agile.md section 7, paths in shared/retro.ts RetroApi) as react-query
 * hooks over the sdk client. The live room's flow goes over the socket (useRetroRoom); these
 * are the lists, the create form, and what the contract names only as REST.
 */
export const retroKeys = {
  all: ['agile', 'retro'] as const,
  sessions: (filters: RetroFilters) => ['agile', 'retro', 'sessions', filters] as const,
  snapshot: (id: string) => ['agile', 'retro', 'snapshot', id] as const,
  templates: () => ['agile', 'retro', 'templates'] as const,
  suggestions: (participants: number) => ['agile', 'retro', 'suggestions', participants] as const,
  analytics: (id: string) => ['agile', 'retro', 'analytics', id] as const,
  teamMetrics: (teamId: string) => ['agile', 'retro', 'team-metrics', teamId] as const,
};

export interface RetroFilters {
  status?: RetroSessionStatus | null;
  teamId?: string | null;
  limit?: number;
}

export function useRetroSessions(filters: RetroFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: retroKeys.sessions(filters),
    queryFn: async () =>
      (await api.get<RetroSessionList>(RetroApi.sessions, { query: { status: filters.status ?? undefined, teamId: filters.teamId ?? undefined, limit: filters.limit } })).sessions,
    enabled: options.enabled ?? true,
  });
}

/** A retro's whole state over REST (read without joining: a completed or archived session). */
export function useRetroSnapshot(id: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: retroKeys.snapshot(id), queryFn: () => api.get<RetroSnapshot>(RetroApi.session(id)), enabled: options.enabled });
}

/** The built-in templates and the account's own. */
export function useRetroTemplates(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: retroKeys.templates(), queryFn: () => api.get<RetroTemplate[]>(RetroApi.templates), enabled: options.enabled ?? true, staleTime: 5 * 60_000 });
}

/** The three templates that suit a number of participants best (agile.md section 9). */
export function useTemplateSuggestions(participants: number | null) {
  return useQuery({
    queryKey: retroKeys.suggestions(participants ?? 0),
    queryFn: () => api.get<TemplateSuggestions>(RetroApi.templateSuggestions(participants!)),
    enabled: participants !== null && participants >= 1,
    staleTime: 60_000,
  });
}

function useInvalidateRetro() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: retroKeys.all });
}

export function useCreateRetro() {
  const invalidate = useInvalidateRetro();
  return useMutation({ mutationFn: (body: CreateRetroBody) => api.post<RetroSessionView>(RetroApi.sessions, body), onSuccess: invalidate });
}

export function useUpdateRetro() {
  const invalidate = useInvalidateRetro();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: UpdateRetroBody }) => api.patch<RetroSessionView>(RetroApi.session(id), body), onSuccess: invalidate });
}

export function useDeleteRetro() {
  const invalidate = useInvalidateRetro();
  return useMutation({ mutationFn: (id: string) => api.delete<unknown>(RetroApi.session(id)), onSuccess: invalidate });
}

export function updateRetro(id: string, body: UpdateRetroBody): Promise<RetroSessionView> {
  return api.patch<RetroSessionView>(RetroApi.session(id), body);
}

export function leaveRetro(id: string): Promise<unknown> {
  return api.post(RetroApi.leave(id));
}

export function setRetroPhase(id: string, phase: RetroPhase): Promise<unknown> {
  return api.post(RetroApi.setPhase(id), { phase });
}

export function changeRetroParticipantRole(id: string, participantId: string, role: RetroParticipantRole): Promise<unknown> {
  return api.patch(RetroApi.participant(id, participantId), { role });
}

export function removeRetroParticipant(id: string, participantId: string): Promise<unknown> {
  return api.delete(RetroApi.participant(id, participantId));
}

export function createActionItem(id: string, body: ActionItemBody): Promise<RetroActionItem> {
  return api.post<RetroActionItem>(RetroApi.actionItems(id), body);
}

export function updateActionItem(actionItemId: string, body: UpdateActionItemBody): Promise<RetroActionItem> {
  return api.patch<RetroActionItem>(RetroApi.actionItem(actionItemId), body);
}

/** Create the action items the votes suggest (cards with 3+ votes) that do not exist yet. */
export function generateActionItems(id: string): Promise<RetroActionItem[]> {
  return api.post<RetroActionItem[]>(RetroApi.generateActionItems(id));
}

/** Put an action item on a team board (the kanban capability; absent when kanban is off). */
export function actionItemToBoard(actionItemId: string): Promise<RetroActionItem> {
  return api.post<RetroActionItem>(RetroApi.actionItemToBoard(actionItemId), {});
}

/** Session analytics (Pro and Enterprise). */
export function useRetroAnalytics(id: string, options: { enabled: boolean; version?: string }) {
  return useQuery({
    queryKey: [...retroKeys.analytics(id), options.version ?? ''],
    queryFn: () => api.get<RetroAnalytics>(RetroApi.analytics(id)),
    enabled: options.enabled,
  });
}

/** A team's retrospective metrics over the last 90 days (Pro and Enterprise). */
export function useTeamRetroMetrics(teamId: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: retroKeys.teamMetrics(teamId), queryFn: () => api.get<RetroTeamMetrics>(RetroApi.teamMetrics(teamId)), enabled: options.enabled });
}

const EXTENSIONS: Record<RetroExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };

/** A file name from the session name: 'Sprint 12 retro' -> 'sprint-12-retro.md'. */
export function retroExportFileName(sessionName: string, format: RetroExportFormat): string {
  const base =
    sessionName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'retrospective';
  return `${base}.${EXTENSIONS[format]}`;
}

export async function downloadRetroExport(sessionId: string, sessionName: string, format: RetroExportFormat): Promise<void> {
  const blob = await api.download(RetroApi.export(sessionId, format));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = retroExportFileName(sessionName, format);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
