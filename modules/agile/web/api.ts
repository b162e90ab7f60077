import { api, useMutation, useQuery, useQueryClient, type RequestOptions } from '@suite/sdk/web';
import {
  PokerApi,
  type CreatePokerSessionBody,
  type PokerExportFormat,
  type PokerGuestPass,
  type PokerJoinInfo,
  type PokerParticipantRole,
  type PokerSessionAnalytics,
  type PokerSessionList,
  type PokerSessionStatus,
  type PokerSessionView,
  type PokerSnapshot,
  type PokerStory,
  type PokerStoryComment,
  type SimilarEstimates,
  type VotingSystem,
} from '../shared/poker.js';

/**
 * The planning poker calls (agile.md section 7, paths in shared/poker.ts PokerApi) as react-query
 * hooks over the sdk client. A guest on a join link has no session: their calls carry the guest
 * token instead.
 */
export const pokerKeys = {
  all: ['agile', 'poker'] as const,
  sessions: (filters: SessionFilters) => ['agile', 'poker', 'sessions', filters] as const,
  snapshot: (id: string) => ['agile', 'poker', 'snapshot', id] as const,
  joinInfo: (id: string) => ['agile', 'poker', 'join-info', id] as const,
  votingSystems: () => ['agile', 'poker', 'voting-systems'] as const,
  comments: (sessionId: string, storyId: string) => ['agile', 'poker', 'comments', sessionId, storyId] as const,
  similar: (sessionId: string, storyId: string) => ['agile', 'poker', 'similar', sessionId, storyId] as const,
  analytics: (sessionId: string) => ['agile', 'poker', 'analytics', sessionId] as const,
};

export interface SessionFilters {
  status?: PokerSessionStatus | null;
  limit?: number;
}

/** How a call authenticates: the signed-in user's session, or a guest token from a join link. */
export interface PokerAuth {
  guestToken?: string | null;
}

function requestOptions(auth: PokerAuth | undefined, extra: RequestOptions = {}): RequestOptions {
  if (!auth?.guestToken) return extra;
  return { ...extra, public: true, headers: { ...extra.headers, Authorization: `Bearer ${auth.guestToken}` } };
}

// ---------- sessions: the meetings list and the create / edit form ----------

export function usePokerSessions(filters: SessionFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pokerKeys.sessions(filters),
    queryFn: async () => (await api.get<PokerSessionList>(PokerApi.sessions, { query: { status: filters.status ?? undefined, limit: filters.limit } })).sessions,
    enabled: options.enabled ?? true,
  });
}

/** A session's whole state over REST (a completed session, read without joining it). */
export function usePokerSnapshot(id: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: pokerKeys.snapshot(id), queryFn: () => api.get<PokerSnapshot>(PokerApi.session(id)), enabled: options.enabled });
}

/** What the join link shows before joining (public). */
export function useJoinInfo(id: string) {
  return useQuery({ queryKey: pokerKeys.joinInfo(id), queryFn: () => api.get<PokerJoinInfo>(PokerApi.joinInfo(id), { public: true }) });
}

export function useVotingSystems(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: pokerKeys.votingSystems(), queryFn: () => api.get<VotingSystem[]>(PokerApi.votingSystems), enabled: options.enabled ?? true, staleTime: 5 * 60_000 });
}

function useInvalidatePoker() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pokerKeys.all });
}

export function useCreatePokerSession() {
  const invalidate = useInvalidatePoker();
  return useMutation({ mutationFn: (body: CreatePokerSessionBody) => api.post<PokerSessionView>(PokerApi.sessions, body), onSuccess: invalidate });
}

export type UpdateSessionBody = Partial<Omit<CreatePokerSessionBody, 'stories' | 'teamId'>> & { status?: PokerSessionStatus; facilitatorId?: string };

export function useUpdatePokerSession() {
  const invalidate = useInvalidatePoker();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: UpdateSessionBody }) => api.patch<PokerSessionView>(PokerApi.session(id), body), onSuccess: invalidate });
}

export function useDeletePokerSession() {
  const invalidate = useInvalidatePoker();
  return useMutation({ mutationFn: (id: string) => api.delete<unknown>(PokerApi.session(id)), onSuccess: invalidate });
}

export function updateSession(id: string, body: UpdateSessionBody): Promise<PokerSessionView> {
  return api.patch<PokerSessionView>(PokerApi.session(id), body);
}

// ---------- joining ----------

/** Join as a signed-in member of the account (participant or observer). */
export function joinSession(id: string, role: Extract<PokerParticipantRole, 'PARTICIPANT' | 'OBSERVER'>): Promise<PokerSnapshot> {
  return api.post<PokerSnapshot>(PokerApi.join(id), { role });
}

/** Join through the session link without an account: a guest token for this session only. */
export function guestJoin(id: string, displayName: string): Promise<PokerGuestPass> {
  return api.post<PokerGuestPass>(PokerApi.guestJoin(id), { displayName }, { public: true });
}

// ---------- the room's REST calls (the socket carries the live flow) ----------

export function deleteStory(sessionId: string, storyId: string): Promise<unknown> {
  return api.delete(PokerApi.story(sessionId, storyId));
}

export function reorderStories(sessionId: string, storyIds: string[]): Promise<unknown> {
  return api.post(PokerApi.reorder(sessionId), { storyIds });
}

export function resetVotes(sessionId: string, storyId: string): Promise<PokerStory> {
  return api.post<PokerStory>(PokerApi.reset(sessionId, storyId));
}

export function saveEstimate(sessionId: string, storyId: string, estimate: number): Promise<PokerStory> {
  return api.post<PokerStory>(PokerApi.estimate(sessionId, storyId), { estimate });
}

export function changeParticipantRole(sessionId: string, participantId: string, role: PokerParticipantRole): Promise<unknown> {
  return api.patch(PokerApi.participant(sessionId, participantId), { role });
}

export function removeParticipant(sessionId: string, participantId: string): Promise<unknown> {
  return api.delete(PokerApi.participant(sessionId, participantId));
}

// ---------- discussion, similar estimates, analytics, export ----------

export function useStoryComments(sessionId: string, storyId: string | null, auth?: PokerAuth) {
  return useQuery({
    queryKey: pokerKeys.comments(sessionId, storyId ?? ''),
    queryFn: () => api.get<PokerStoryComment[]>(PokerApi.comments(sessionId, storyId!), requestOptions(auth)),
    enabled: Boolean(storyId),
  });
}

/** Add a comment to the cache once (the poster's answer and the room's event may both bring it). */
export function withComment(current: PokerStoryComment[] | undefined, comment: PokerStoryComment): PokerStoryComment[] {
  if (current?.some((item) => item.id === comment.id)) return current;
  return [...(current ?? []), comment];
}

export function usePostComment(sessionId: string, storyId: string | null, auth?: PokerAuth) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<PokerStoryComment>(PokerApi.comments(sessionId, storyId!), { body }, requestOptions(auth)),
    onSuccess: (comment) => queryClient.setQueryData<PokerStoryComment[]>(pokerKeys.comments(sessionId, comment.storyId), (current) => withComment(current, comment)),
  });
}

export function useSimilarEstimates(sessionId: string, storyId: string | null, options: { enabled: boolean }) {
  return useQuery({
    queryKey: pokerKeys.similar(sessionId, storyId ?? ''),
    queryFn: async () => (await api.get<SimilarEstimates>(PokerApi.similar(sessionId, storyId!))).groups,
    enabled: options.enabled && Boolean(storyId),
    staleTime: 5 * 60_000,
  });
}

/** Session analytics (PRO and ENTERPRISE). */
export function useSessionAnalytics(sessionId: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: pokerKeys.analytics(sessionId), queryFn: () => api.get<PokerSessionAnalytics>(PokerApi.sessionAnalytics(sessionId)), enabled: options.enabled });
}

const EXTENSIONS: Record<PokerExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };

/** A file name from the session name: 'Sprint 12 planning' -> 'sprint-12-planning.csv'. */
export function exportFileName(sessionName: string, format: PokerExportFormat): string {
  const base =
    sessionName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'planning-poker';
  return `${base}.${EXTENSIONS[format]}`;
}

export async function downloadExport(sessionId: string, sessionName: string, format: PokerExportFormat): Promise<void> {
  const blob = await api.download(PokerApi.export(sessionId, format));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(sessionName, format);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
