import { reply, type PluginContext } from '@suite/sdk';
import { Type, Uuid } from '@suite/sdk/schemas';
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
} from '../../shared/poker.js';
import { POKER_SUBJECT, VOTING_SYSTEM_SUBJECT, actorFromRequest } from './actor.js';
import type { PokerInsights } from './insights.js';
import type { PokerService } from './service.js';

const SessionParams = Type.Object({ id: Uuid });
const StoryParams = Type.Object({ id: Uuid, storyId: Uuid });
const ParticipantParams = Type.Object({ id: Uuid, participantId: Uuid });
const CommentParams = Type.Object({ id: Uuid, storyId: Uuid, commentId: Uuid });
/** Built-in systems have names for ids ('fibonacci'), custom ones UUIDs. */
const VotingSystemParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 60 }) });
const AccountQuery = Type.Object({ accountId: Type.Optional(Uuid) }, { additionalProperties: false });

const BASE = '/planning-poker';

/**
 * Planning poker over REST (agile.md section 7): each route parses, calls the service and
 * returns. Paths under /api; static paths before the ones with ids (Express matches in order).
 */
export function registerPokerRoutes(ctx: PluginContext, poker: PokerService, insights: PokerInsights): void {
  const { routes } = ctx;

  // ----- sessions: the meetings list and the create / edit form -----
  routes.add({
    method: 'GET',
    path: `${BASE}/sessions`,
    schema: { query: SessionListQuery },
    handler: (req) => poker.listSessions(req.scope!, req.query),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions`,
    schema: { body: CreatePokerSessionBody },
    can: ['create', POKER_SUBJECT],
    handler: async (req) => reply.created(await poker.createSession(actorFromRequest(req), req.scope!, req.body)),
  });

  // ----- the join link: public, the session id is the secret -----
  routes.add({
    method: 'GET',
    path: `${BASE}/sessions/:id/join-info`,
    public: true,
    schema: { params: SessionParams },
    handler: (req) => poker.joinInfo(req.params.id),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/guest-join`,
    public: true,
    rateLimited: true,
    schema: { params: SessionParams, body: GuestJoinBody },
    handler: async (req) => reply.created(await poker.guestJoin(req.params.id, req.body.displayName)),
  });

  routes.add({
    method: 'GET',
    path: `${BASE}/sessions/:id`,
    guests: true,
    schema: { params: SessionParams },
    handler: (req) => poker.getSnapshot(actorFromRequest(req), req.scope!, req.params.id),
  });
  routes.add({
    method: 'PATCH',
    path: `${BASE}/sessions/:id`,
    schema: { params: SessionParams, body: UpdatePokerSessionBody },
    handler: (req) => poker.updateSession(actorFromRequest(req), req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'DELETE',
    path: `${BASE}/sessions/:id`,
    schema: { params: SessionParams },
    handler: (req) => poker.deleteSession(actorFromRequest(req), req.scope!, req.params.id),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/join`,
    schema: { params: SessionParams, body: JoinBody },
    handler: async (req) => (await poker.joinSession(actorFromRequest(req), req.scope!, req.params.id, req.body)).snapshot,
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/leave`,
    guests: true,
    schema: { params: SessionParams },
    handler: (req) => poker.leaveSession(actorFromRequest(req), req.scope!, req.params.id),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/navigate`,
    schema: { params: SessionParams, body: NavigateBody },
    handler: (req) => poker.navigate(actorFromRequest(req), req.scope!, req.params.id, req.body.direction),
  });
  routes.add({
    method: 'PUT',
    path: `${BASE}/sessions/:id/timer`,
    schema: { params: SessionParams, body: TimerBody },
    handler: (req) => poker.startTimer(actorFromRequest(req), req.scope!, req.params.id, req.body.storyId, req.body.duration),
  });
  routes.add({
    method: 'DELETE',
    path: `${BASE}/sessions/:id/timer`,
    schema: { params: SessionParams },
    handler: (req) => poker.stopTimer(actorFromRequest(req), req.scope!, req.params.id),
  });
  routes.add({
    method: 'GET',
    path: `${BASE}/sessions/:id/analytics`,
    schema: { params: SessionParams },
    handler: (req) => insights.sessionAnalytics(actorFromRequest(req), req.scope!, req.params.id),
  });
  routes.add({
    method: 'GET',
    path: `${BASE}/sessions/:id/export`,
    schema: { params: SessionParams, query: ExportQuery },
    handler: async (req) => {
      const file = await insights.exportSession(req.scope!, req.params.id, req.query.format);
      return reply.file(file.fileName, file.contentType, file.body);
    },
  });

  // ----- participants -----
  routes.add({
    method: 'PATCH',
    path: `${BASE}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams, body: ParticipantRoleBody },
    handler: (req) => poker.updateParticipantRole(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId, req.body.role),
  });
  routes.add({
    method: 'DELETE',
    path: `${BASE}/sessions/:id/participants/:participantId`,
    schema: { params: ParticipantParams },
    handler: (req) => poker.removeParticipant(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId),
  });

  // ----- stories -----
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories`,
    schema: { params: SessionParams, body: StoryBody },
    handler: async (req) => reply.created(await poker.addStory(actorFromRequest(req), req.scope!, req.params.id, req.body)),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/reorder`,
    schema: { params: SessionParams, body: ReorderStoriesBody },
    handler: (req) => poker.reorderStories(actorFromRequest(req), req.scope!, req.params.id, req.body.storyIds),
  });
  routes.add({
    method: 'PATCH',
    path: `${BASE}/sessions/:id/stories/:storyId`,
    schema: { params: StoryParams, body: UpdateStoryBody },
    handler: (req) => poker.updateStory(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body),
  });
  routes.add({
    method: 'DELETE',
    path: `${BASE}/sessions/:id/stories/:storyId`,
    schema: { params: StoryParams },
    handler: (req) => poker.deleteStory(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/start-voting`,
    schema: { params: StoryParams },
    handler: (req) => poker.startVoting(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/votes`,
    guests: true,
    schema: { params: StoryParams, body: VoteBody },
    handler: (req) => poker.castVote(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/reveal`,
    schema: { params: StoryParams },
    handler: (req) => poker.reveal(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/reset`,
    schema: { params: StoryParams },
    handler: (req) => poker.resetVotes(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/estimate`,
    schema: { params: StoryParams, body: EstimateBody },
    handler: (req) => poker.estimateStory(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body.estimate),
  });
  routes.add({
    method: 'GET',
    path: `${BASE}/sessions/:id/stories/:storyId/similar`,
    schema: { params: StoryParams },
    handler: (req) => poker.similarEstimates(req.scope!, req.params.id, req.params.storyId),
  });
  routes.add({
    method: 'GET',
    path: `${BASE}/sessions/:id/stories/:storyId/comments`,
    guests: true,
    schema: { params: StoryParams },
    handler: (req) => poker.listComments(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/sessions/:id/stories/:storyId/comments`,
    guests: true,
    schema: { params: StoryParams, body: CommentBody },
    handler: async (req) => reply.created(await poker.addComment(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body.body)),
  });
  routes.add({
    method: 'DELETE',
    path: `${BASE}/sessions/:id/stories/:storyId/comments/:commentId`,
    guests: true,
    schema: { params: CommentParams },
    handler: (req) => poker.deleteComment(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.params.commentId),
  });

  // ----- voting systems -----
  routes.add({
    method: 'GET',
    path: `${BASE}/voting-systems`,
    schema: { query: AccountQuery },
    handler: (req) => poker.votingSystems.list(req.scope!),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/voting-systems`,
    schema: { body: VotingSystemBody },
    can: ['create', VOTING_SYSTEM_SUBJECT],
    handler: async (req) => reply.created(await poker.votingSystems.create(actorFromRequest(req), req.scope!, req.body)),
  });
  routes.add({
    method: 'PATCH',
    path: `${BASE}/voting-systems/:id`,
    schema: { params: VotingSystemParams, body: UpdateVotingSystemBody },
    can: ['update', VOTING_SYSTEM_SUBJECT],
    handler: (req) => poker.votingSystems.update(actorFromRequest(req), req.scope!, req.params.id, req.body, ctx.now()),
  });
  routes.add({
    method: 'DELETE',
    path: `${BASE}/voting-systems/:id`,
    schema: { params: VotingSystemParams },
    can: ['delete', VOTING_SYSTEM_SUBJECT],
    handler: async (req) => {
      await poker.votingSystems.remove(actorFromRequest(req), req.scope!, req.params.id);
      return { deleted: true };
    },
  });

  // ----- voting history and analytics -----
  routes.add({
    method: 'GET',
    path: `${BASE}/voting-history`,
    schema: { query: VotingHistoryQuery },
    handler: (req) => insights.listHistory(req.scope!, req.query),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/voting-history`,
    schema: { body: VotingHistoryBody },
    handler: async (req) => reply.created(await insights.recordHistory(actorFromRequest(req), req.scope!, req.body)),
  });
  routes.add({
    method: 'POST',
    path: `${BASE}/analytics`,
    schema: { query: AccountQuery, body: AnalyticsFiltersBody },
    handler: (req) => insights.accountAnalytics(actorFromRequest(req), req.scope!, req.body),
  });
}
