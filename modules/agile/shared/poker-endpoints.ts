import { defineEndpoint, defineSocketEvent } from '@suite/sdk';
import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import { PokerErrors } from './errors/poker-errors.js';
import {
  AnalyticsFiltersBody,
  CommentBody,
  CreatePokerSessionBody,
  EstimateBody,
  ExportQuery,
  GuestJoinBody,
  JoinBody,
  NavigateBody,
  ParticipantRoleBody,
  POKER_PARTICIPANT_ROLES,
  ReorderStoriesBody,
  SessionListQuery,
  StoryBody,
  TimerBody,
  UpdatePokerSessionBody,
  UpdateStoryBody,
  UpdateVotingSystemBody,
  VoteBody,
  VotingHistoryBody,
  VotingHistoryQuery,
  VotingSystemBody,
} from './poker.js';
import {
  CastVoteSchema,
  CurrentStorySchema,
  DeletedSchema,
  LeftSchema,
  PokerAccountAnalyticsSchema,
  PokerGuestPassSchema,
  PokerJoinInfoSchema,
  PokerParticipantSchema,
  PokerSessionAnalyticsSchema,
  PokerSessionListSchema,
  PokerSessionViewSchema,
  PokerSnapshotSchema,
  PokerStoryCommentSchema,
  PokerStorySchema,
  PokerTimerStateSchema,
  RemovedSchema,
  RevealSummarySchema,
  SimilarEstimatesSchema,
  TimerStoppedSchema,
  VotingHistoryEntrySchema,
  VotingSystemSchema,
} from './poker-schemas.js';

/**
 * Planning poker's HTTP endpoints (agile.md section 7) and socket events, declared once: the API
 * implements them, the browser calls them, the API document lists them. Paths are under /api.
 */

const SessionParams = Type.Object({ id: Uuid });
const StoryParams = Type.Object({ id: Uuid, storyId: Uuid });
const ParticipantParams = Type.Object({ id: Uuid, participantId: Uuid });
const CommentParams = Type.Object({ id: Uuid, storyId: Uuid, commentId: Uuid });
/** Built-in systems have names for ids ('fibonacci'), custom ones UUIDs. */
const VotingSystemParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 60 }) });
const AccountQuery = Type.Object({ accountId: Type.Optional(Uuid) }, { additionalProperties: false });

const FACILITATOR_ONLY = { status: 403, text: PokerErrors.FACILITATOR_ONLY } as const;
const SESSION_NOT_FOUND = { status: 404, text: PokerErrors.SESSION_NOT_FOUND } as const;
const STORY_NOT_FOUND = { status: 404, text: PokerErrors.STORY_NOT_FOUND } as const;
const READ_ONLY = { status: 409, text: PokerErrors.SESSION_COMPLETED_READ_ONLY } as const;

const BASE = '/planning-poker';

export const PokerEndpoints = {
  // ----- sessions: the meetings list and the create / edit form -----
  listSessions: defineEndpoint({ method: 'GET', path: `${BASE}/sessions`, schema: { query: SessionListQuery, response: PokerSessionListSchema }, summary: 'List planning poker sessions (newest first)' }),
  createSession: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions`,
    status: 201,
    can: ['create', 'PokerSession'],
    schema: { body: CreatePokerSessionBody, response: PokerSessionViewSchema },
    summary: 'Create a planning poker session',
    errors: [{ status: 422, text: PokerErrors.STORY_LIMIT }, { status: 400, text: PokerErrors.TIMER_DURATION_REQUIRED }, { status: 400, text: PokerErrors.VOTING_SYSTEM_NOT_IN_ACCOUNT }],
  }),
  // ----- the join link: public, the session id is the secret -----
  joinInfo: defineEndpoint({ method: 'GET', path: `${BASE}/sessions/:id/join-info`, public: true, schema: { params: SessionParams, response: PokerJoinInfoSchema }, summary: 'What a join link shows', errors: [SESSION_NOT_FOUND] }),
  guestJoin: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions/:id/guest-join`,
    public: true,
    rateLimited: true,
    status: 201,
    schema: { params: SessionParams, body: GuestJoinBody, response: PokerGuestPassSchema },
    summary: 'Join through the link as a guest (a token for this session only)',
    errors: [SESSION_NOT_FOUND, { status: 409, text: PokerErrors.SESSION_COMPLETED }, { status: 400, text: PokerErrors.DISPLAY_NAME_REQUIRED }],
  }),
  getSession: defineEndpoint({ method: 'GET', path: `${BASE}/sessions/:id`, guests: true, schema: { params: SessionParams, response: PokerSnapshotSchema }, summary: "A session's whole state", errors: [SESSION_NOT_FOUND, { status: 403, text: PokerErrors.GUEST_SCOPE }] }),
  updateSession: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/sessions/:id`,
    schema: { params: SessionParams, body: UpdatePokerSessionBody, response: PokerSessionViewSchema },
    summary: 'Change, start or complete a session',
    errors: [FACILITATOR_ONLY, SESSION_NOT_FOUND, READ_ONLY, { status: 409, text: PokerErrors.VOTING_SYSTEM_LOCKED }, { status: 422, text: PokerErrors.FACILITATOR_MUST_BE_MEMBER }],
  }),
  deleteSession: defineEndpoint({ method: 'DELETE', path: `${BASE}/sessions/:id`, schema: { params: SessionParams, response: DeletedSchema }, summary: 'Delete a session', errors: [FACILITATOR_ONLY, { status: 409, text: PokerErrors.CANNOT_DELETE_ACTIVE }] }),
  join: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions/:id/join`,
    schema: { params: SessionParams, body: JoinBody, response: PokerSnapshotSchema },
    summary: 'Join a session as a member of the account',
    errors: [{ status: 409, text: PokerErrors.ALREADY_PARTICIPANT }, { status: 409, text: PokerErrors.SESSION_COMPLETED }],
  }),
  leave: defineEndpoint({ method: 'POST', path: `${BASE}/sessions/:id/leave`, guests: true, schema: { params: SessionParams, response: LeftSchema }, summary: 'Leave a session', errors: [{ status: 409, text: PokerErrors.FACILITATOR_CANNOT_LEAVE }] }),
  navigate: defineEndpoint({ method: 'POST', path: `${BASE}/sessions/:id/navigate`, schema: { params: SessionParams, body: NavigateBody, response: CurrentStorySchema }, summary: 'Move to the next or previous story', errors: [FACILITATOR_ONLY, { status: 409, text: PokerErrors.NO_CURRENT_STORY }] }),
  startTimer: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/sessions/:id/timer`,
    schema: { params: SessionParams, body: TimerBody, response: PokerTimerStateSchema },
    summary: "Start the story's timer",
    errors: [FACILITATOR_ONLY, { status: 400, text: PokerErrors.TIMER_DURATION_REQUIRED }, { status: 400, text: PokerErrors.TIMER_DURATION_RANGE }],
  }),
  stopTimer: defineEndpoint({ method: 'DELETE', path: `${BASE}/sessions/:id/timer`, schema: { params: SessionParams, response: TimerStoppedSchema }, summary: 'Stop the timer', errors: [FACILITATOR_ONLY] }),
  sessionAnalytics: defineEndpoint({ method: 'GET', path: `${BASE}/sessions/:id/analytics`, schema: { params: SessionParams, response: PokerSessionAnalyticsSchema }, summary: "A session's analytics (Pro and Enterprise)", errors: [{ status: 403, text: PokerErrors.ANALYTICS_PLAN }] }),
  exportSession: defineEndpoint({ method: 'GET', path: `${BASE}/sessions/:id/export`, file: true, schema: { params: SessionParams, query: ExportQuery }, summary: 'Export a session (CSV, JSON or Markdown)', errors: [SESSION_NOT_FOUND] }),
  // ----- participants -----
  updateParticipantRole: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams, body: ParticipantRoleBody, response: PokerParticipantSchema },
    summary: "Change a participant's role",
    errors: [FACILITATOR_ONLY, { status: 404, text: PokerErrors.PARTICIPANT_NOT_FOUND }, { status: 422, text: PokerErrors.CANNOT_REMOVE_FACILITATOR }],
  }),
  removeParticipant: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams, response: RemovedSchema },
    summary: 'Remove a participant',
    errors: [FACILITATOR_ONLY, { status: 404, text: PokerErrors.PARTICIPANT_NOT_FOUND }, { status: 422, text: PokerErrors.CANNOT_REMOVE_FACILITATOR }],
  }),
  // ----- stories -----
  addStory: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories`,
    status: 201,
    schema: { params: SessionParams, body: StoryBody, response: PokerStorySchema },
    summary: 'Add a story',
    errors: [FACILITATOR_ONLY, READ_ONLY, { status: 422, text: PokerErrors.STORY_LIMIT }],
  }),
  reorderStories: defineEndpoint({ method: 'POST', path: `${BASE}/sessions/:id/stories/reorder`, schema: { params: SessionParams, body: ReorderStoriesBody, response: Type.Array(PokerStorySchema) }, summary: 'Reorder the stories', errors: [FACILITATOR_ONLY, { status: 400, text: PokerErrors.REORDER_MISMATCH }] }),
  updateStory: defineEndpoint({ method: 'PATCH', path: `${BASE}/sessions/:id/stories/:storyId`, schema: { params: StoryParams, body: UpdateStoryBody, response: PokerStorySchema }, summary: 'Change a story', errors: [FACILITATOR_ONLY, STORY_NOT_FOUND, READ_ONLY] }),
  deleteStory: defineEndpoint({ method: 'DELETE', path: `${BASE}/sessions/:id/stories/:storyId`, schema: { params: StoryParams, response: DeletedSchema }, summary: 'Delete a story', errors: [FACILITATOR_ONLY, { status: 409, text: PokerErrors.STORY_BEING_VOTED }] }),
  startVoting: defineEndpoint({ method: 'POST', path: `${BASE}/sessions/:id/stories/:storyId/start-voting`, schema: { params: StoryParams, response: PokerStorySchema }, summary: 'Open voting on a story', errors: [FACILITATOR_ONLY, { status: 409, text: PokerErrors.SESSION_NOT_ACTIVE }] }),
  castVote: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/votes`,
    guests: true,
    schema: { params: StoryParams, body: VoteBody, response: CastVoteSchema },
    summary: 'Vote (or change your vote) on the story being voted',
    errors: [{ status: 409, text: PokerErrors.VOTING_CLOSED }, { status: 400, text: PokerErrors.CONFIDENCE_RANGE }, { status: 403, text: PokerErrors.NOT_YOUR_VOTE }],
  }),
  reveal: defineEndpoint({ method: 'POST', path: `${BASE}/sessions/:id/stories/:storyId/reveal`, schema: { params: StoryParams, response: RevealSummarySchema }, summary: 'Reveal the votes', errors: [FACILITATOR_ONLY, STORY_NOT_FOUND] }),
  resetVotes: defineEndpoint({ method: 'POST', path: `${BASE}/sessions/:id/stories/:storyId/reset`, schema: { params: StoryParams, response: PokerStorySchema }, summary: 'Reset the votes of a story', errors: [FACILITATOR_ONLY] }),
  estimateStory: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/estimate`,
    schema: { params: StoryParams, body: EstimateBody, response: PokerStorySchema },
    summary: "Save the story's final estimate",
    errors: [FACILITATOR_ONLY, { status: 400, text: PokerErrors.ESTIMATE_NEGATIVE }],
  }),
  similarEstimates: defineEndpoint({ method: 'GET', path: `${BASE}/sessions/:id/stories/:storyId/similar`, schema: { params: StoryParams, response: SimilarEstimatesSchema }, summary: "This account's estimated stories, by estimate", errors: [STORY_NOT_FOUND] }),
  listComments: defineEndpoint({ method: 'GET', path: `${BASE}/sessions/:id/stories/:storyId/comments`, guests: true, schema: { params: StoryParams, response: Type.Array(PokerStoryCommentSchema) }, summary: "A story's discussion", errors: [STORY_NOT_FOUND] }),
  addComment: defineEndpoint({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/comments`,
    guests: true,
    status: 201,
    schema: { params: StoryParams, body: CommentBody, response: PokerStoryCommentSchema },
    summary: 'Comment on a story',
    errors: [STORY_NOT_FOUND, { status: 400, text: PokerErrors.COMMENT_EMPTY }],
  }),
  deleteComment: defineEndpoint({ method: 'DELETE', path: `${BASE}/sessions/:id/stories/:storyId/comments/:commentId`, guests: true, schema: { params: CommentParams, response: DeletedSchema }, summary: 'Delete a comment', errors: [{ status: 404, text: PokerErrors.COMMENT_NOT_FOUND }, FACILITATOR_ONLY] }),
  // ----- voting systems -----
  listVotingSystems: defineEndpoint({ method: 'GET', path: `${BASE}/voting-systems`, schema: { query: AccountQuery, response: Type.Array(VotingSystemSchema) }, summary: 'The built-in and custom voting systems' }),
  createVotingSystem: defineEndpoint({
    method: 'POST',
    path: `${BASE}/voting-systems`,
    status: 201,
    can: ['create', 'VotingSystem'],
    schema: { body: VotingSystemBody, response: VotingSystemSchema },
    summary: 'Create a custom voting system (Pro and Enterprise)',
    errors: [{ status: 403, text: PokerErrors.CUSTOM_VOTING_PLAN }, { status: 409, text: PokerErrors.VOTING_SYSTEM_NAME_TAKEN }],
  }),
  updateVotingSystem: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/voting-systems/:id`,
    can: ['update', 'VotingSystem'],
    schema: { params: VotingSystemParams, body: UpdateVotingSystemBody, response: VotingSystemSchema },
    summary: 'Change a custom voting system',
    errors: [{ status: 403, text: PokerErrors.BUILT_IN_VOTING_SYSTEM }, { status: 404, text: PokerErrors.VOTING_SYSTEM_NOT_FOUND }],
  }),
  deleteVotingSystem: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/voting-systems/:id`,
    can: ['delete', 'VotingSystem'],
    schema: { params: VotingSystemParams, response: DeletedSchema },
    summary: 'Delete a custom voting system',
    errors: [{ status: 409, text: PokerErrors.VOTING_SYSTEM_IN_USE }],
  }),
  // ----- voting history and analytics -----
  listVotingHistory: defineEndpoint({ method: 'GET', path: `${BASE}/voting-history`, schema: { query: VotingHistoryQuery, response: Type.Array(VotingHistoryEntrySchema) }, summary: "A session's or story's voting history", errors: [{ status: 400, text: PokerErrors.HISTORY_NEEDS_SESSION_OR_STORY }] }),
  recordVotingHistory: defineEndpoint({ method: 'POST', path: `${BASE}/voting-history`, status: 201, schema: { body: VotingHistoryBody, response: VotingHistoryEntrySchema }, summary: 'Record a vote in the history', errors: [FACILITATOR_ONLY] }),
  accountAnalytics: defineEndpoint({
    method: 'POST',
    path: `${BASE}/analytics`,
    schema: { query: AccountQuery, body: AnalyticsFiltersBody, response: PokerAccountAnalyticsSchema },
    summary: "The account's planning poker analytics (Pro and Enterprise)",
    errors: [{ status: 403, text: PokerErrors.ANALYTICS_PLAN }],
  }),
} as const;

// ---------- socket events (client -> server), each acknowledged ----------

/**
 * A write's own id, made by the client and sent again with its retries: the server does the write
 * once and answers a retry with the first result (live/write-receipts.ts).
 */
const ClientId = { clientId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' })) };
const SessionRef = Type.Object({ sessionId: Uuid, ...ClientId });
const StoryRef = Type.Object({ sessionId: Uuid, storyId: Uuid, ...ClientId });
const VotePayload = Type.Object({ sessionId: Uuid, storyId: Uuid, ...VoteBody.properties, ...ClientId });
const TimerDuration = Type.Integer({ minimum: 10, maximum: 3600, errorMessage: PokerErrors.TIMER_DURATION_RANGE });
const TimerPayload = Type.Object({ sessionId: Uuid, storyId: Uuid, duration: Type.Optional(Type.Union([TimerDuration, Type.Null()])), ...ClientId });
const AddStoryPayload = Type.Object({ sessionId: Uuid, story: Type.Object({ title: StoryBody.properties.title, description: StoryBody.properties.description }), ...ClientId });
const RolePayload = Type.Object({ sessionId: Uuid, participantId: Uuid, role: Type.Union(POKER_PARTICIPANT_ROLES.map((role) => Type.Literal(role))), ...ClientId });

/** Driving the session (facilitator or admin; the service checks which session): account observers never can. */
const DRIVE = ['update', 'PokerSession'] as const;

/**
 * Socket events: the payload is checked against its schema (the HTTP validation texts), `can`
 * against the socket's ability. Guests may send session:join, session:away, vote:cast and
 * session:leave only (their pass opens one session). session:join answers the PokerSnapshot
 * (also pushed as `session:snapshot`); vote:cast answers your vote.
 */
export const PokerSocket = {
  join: defineSocketEvent({ event: 'session:join', schema: SessionRef, guests: true }),
  leave: defineSocketEvent({ event: 'session:leave', schema: SessionRef, guests: true }),
  /** The viewer closed the session's page: out of the room and shown away, still a participant. */
  away: defineSocketEvent({ event: 'session:away', schema: SessionRef, guests: true }),
  vote: defineSocketEvent({ event: 'vote:cast', schema: VotePayload, guests: true }),
  start: defineSocketEvent({ event: 'session:start', schema: SessionRef, can: DRIVE }),
  startVoting: defineSocketEvent({ event: 'story:start_voting', schema: StoryRef, can: DRIVE }),
  reveal: defineSocketEvent({ event: 'votes:reveal', schema: StoryRef, can: DRIVE }),
  next: defineSocketEvent({ event: 'story:next', schema: SessionRef, can: DRIVE }),
  previous: defineSocketEvent({ event: 'story:previous', schema: SessionRef, can: DRIVE }),
  startTimer: defineSocketEvent({ event: 'timer:start', schema: TimerPayload, can: DRIVE }),
  stopTimer: defineSocketEvent({ event: 'timer:stop', schema: SessionRef, can: DRIVE }),
  addStory: defineSocketEvent({ event: 'story:add', schema: AddStoryPayload, can: DRIVE }),
  updateRole: defineSocketEvent({ event: 'participant:update_role', schema: RolePayload, can: DRIVE }),
};

export type PokerSocketEvent = (typeof PokerSocket)[keyof typeof PokerSocket];
/** The payload a client sends with a socket event, from its schema. */
export type PokerSocketPayload<D> = D extends { schema?: infer S } ? (S extends TSchema ? Static<S> : never) : never;
