import { callEndpoint, endpointKey, fileNameFrom, saveFile, useEndpointMutation, useEndpointQuery, useQueryClient, type CallOptions } from '@suite/sdk/web';
import { PokerEndpoints as E } from '../../shared/poker-endpoints.js';
import type { CreatePokerSessionBody, PokerExportFormat, PokerParticipantRole, PokerSessionStatus, PokerStoryComment } from '../../shared/poker.js';

/**
 * The planning poker calls (agile.md section 7) over the endpoints declared in
 * shared/poker-endpoints.ts. A guest on a join link has no session: their calls carry the guest
 * token instead.
 */

export interface SessionFilters {
  status?: PokerSessionStatus | null;
  limit?: number;
}

/** How a call authenticates: the signed-in user's session, or a guest token from a join link. */
export interface PokerAuth {
  guestToken?: string | null;
}

function callOptions(auth: PokerAuth | undefined): CallOptions | undefined {
  return auth?.guestToken ? { public: true, headers: { Authorization: `Bearer ${auth.guestToken}` } } : undefined;
}

/** Every cached poker answer (after a change to sessions). */
const SESSION_ENDPOINTS = [E.listSessions, E.getSession, E.sessionAnalytics];

// ---------- sessions: the meetings list and the create / edit form ----------

export function usePokerSessions(filters: SessionFilters, options: { enabled?: boolean } = {}) {
  const query = { status: filters.status ?? undefined, limit: filters.limit ?? 50, offset: 0 };
  return useEndpointQuery(E.listSessions, { query }, { enabled: options.enabled ?? true, select: (data) => data.sessions });
}

/** A session's whole state over REST (a completed session, read without joining it). */
export function usePokerSnapshot(id: string, options: { enabled: boolean }) {
  return useEndpointQuery(E.getSession, { params: { id } }, { enabled: options.enabled });
}

/** What the join link shows before joining (public). */
export function useJoinInfo(id: string) {
  return useEndpointQuery(E.joinInfo, { params: { id } });
}

export function useVotingSystems(options: { enabled?: boolean } = {}) {
  return useEndpointQuery(E.listVotingSystems, {}, { enabled: options.enabled ?? true, staleTime: 5 * 60_000 });
}

/** `mutate({ body })`. */
export function useCreatePokerSession() {
  return useEndpointMutation(E.createSession, { invalidates: SESSION_ENDPOINTS });
}

export type UpdateSessionBody = Partial<Omit<CreatePokerSessionBody, 'stories' | 'teamId'>> & { status?: PokerSessionStatus; facilitatorId?: string };

/** `mutate({ params: { id }, body })`. */
export function useUpdatePokerSession() {
  return useEndpointMutation(E.updateSession, { invalidates: SESSION_ENDPOINTS });
}

/** `mutate({ params: { id } })`. */
export function useDeletePokerSession() {
  return useEndpointMutation(E.deleteSession, { invalidates: SESSION_ENDPOINTS });
}

export function updateSession(id: string, body: UpdateSessionBody) {
  return callEndpoint(E.updateSession, { params: { id }, body });
}

// ---------- joining ----------

/** Join as a signed-in member of the account (participant or observer). */
export function joinSession(id: string, role: Extract<PokerParticipantRole, 'PARTICIPANT' | 'OBSERVER'>) {
  return callEndpoint(E.join, { params: { id }, body: { role } });
}

/** Join through the session link without an account: a guest token for this session only. */
export function guestJoin(id: string, displayName: string) {
  return callEndpoint(E.guestJoin, { params: { id }, body: { displayName } });
}

// ---------- the room's REST calls (the socket carries the live flow) ----------

export const deleteStory = (sessionId: string, storyId: string) => callEndpoint(E.deleteStory, { params: { id: sessionId, storyId } });
export const reorderStories = (sessionId: string, storyIds: string[]) => callEndpoint(E.reorderStories, { params: { id: sessionId }, body: { storyIds } });
export const resetVotes = (sessionId: string, storyId: string) => callEndpoint(E.resetVotes, { params: { id: sessionId, storyId } });
export const saveEstimate = (sessionId: string, storyId: string, estimate: number) => callEndpoint(E.estimateStory, { params: { id: sessionId, storyId }, body: { estimate } });
export const changeParticipantRole = (sessionId: string, participantId: string, role: PokerParticipantRole) =>
  callEndpoint(E.updateParticipantRole, { params: { id: sessionId, participantId }, body: { role } });
export const removeParticipant = (sessionId: string, participantId: string) => callEndpoint(E.removeParticipant, { params: { id: sessionId, participantId } });

// ---------- discussion, similar estimates, analytics, export ----------

/** The cache key of a story's discussion (the room's `story:comment` events update it). */
export const commentsKey = (sessionId: string, storyId: string) => endpointKey(E.listComments, { params: { id: sessionId, storyId } });

export function useStoryComments(sessionId: string, storyId: string | null, auth?: PokerAuth) {
  return useEndpointQuery(E.listComments, { params: { id: sessionId, storyId: storyId ?? '' } }, { enabled: Boolean(storyId), call: callOptions(auth) });
}

/** Add a comment to the cache once (the poster's answer and the room's event may both bring it). */
export function withComment(current: PokerStoryComment[] | undefined, comment: PokerStoryComment): PokerStoryComment[] {
  if (current?.some((item) => item.id === comment.id)) return current;
  return [...(current ?? []), comment];
}

/** `mutate({ params: { id, storyId }, body: { body } })`. */
export function usePostComment(sessionId: string, auth?: PokerAuth) {
  const queryClient = useQueryClient();
  return useEndpointMutation(E.addComment, {
    call: callOptions(auth),
    onSuccess: (comment) => queryClient.setQueryData<PokerStoryComment[]>(commentsKey(sessionId, comment.storyId), (current) => withComment(current, comment)),
  });
}

export function useSimilarEstimates(sessionId: string, storyId: string | null, options: { enabled: boolean }) {
  return useEndpointQuery(E.similarEstimates, { params: { id: sessionId, storyId: storyId ?? '' } }, { enabled: options.enabled && Boolean(storyId), staleTime: 5 * 60_000, select: (data) => data.groups });
}

/** Session analytics (PRO and ENTERPRISE). */
export function useSessionAnalytics(sessionId: string, options: { enabled: boolean }) {
  return useEndpointQuery(E.sessionAnalytics, { params: { id: sessionId } }, { enabled: options.enabled });
}

const EXTENSIONS: Record<PokerExportFormat, string> = { csv: 'csv', json: 'json', markdown: 'md' };

/** A file name from the session name: 'Sprint 12 planning' -> 'sprint-12-planning.csv'. */
export const exportFileName = (sessionName: string, format: PokerExportFormat) => fileNameFrom(sessionName, EXTENSIONS[format], 'planning-poker');

export async function downloadExport(sessionId: string, sessionName: string, format: PokerExportFormat): Promise<void> {
  const blob = (await callEndpoint(E.exportSession, { params: { id: sessionId }, query: { format } })) as Blob;
  saveFile(blob, exportFileName(sessionName, format));
}
