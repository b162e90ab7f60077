import { reply, type PluginContext } from '@suite/sdk';
import { PokerEndpoints as E } from '../../shared/poker-endpoints.js';
import { actorFromRequest } from './actor.js';
import type { PokerInsights } from './insights.js';
import type { PokerService } from './index.js';

/**
 * Planning poker over REST (agile.md section 7): each endpoint declared in shared/ gets its
 * handler, which calls the service. Static paths come before the ones with ids (Express matches
 * in order).
 */
export function registerPokerRoutes(ctx: PluginContext, poker: PokerService, insights: PokerInsights): void {
  const { routes } = ctx;

  // ----- sessions -----
  routes.implement(E.listSessions, (req) => poker.listSessions(req.scope!, req.query));
  routes.implement(E.createSession, (req) => poker.createSession(actorFromRequest(req), req.scope!, req.body));
  // ----- the join link -----
  routes.implement(E.joinInfo, (req) => poker.joinInfo(req.params.id));
  routes.implement(E.guestJoin, (req) => poker.guestJoin(req.params.id, req.body.displayName));

  routes.implement(E.getSession, (req) => poker.getSnapshot(actorFromRequest(req), req.scope!, req.params.id));
  routes.implement(E.updateSession, (req) => poker.updateSession(actorFromRequest(req), req.scope!, req.params.id, req.body));
  routes.implement(E.deleteSession, (req) => poker.deleteSession(actorFromRequest(req), req.scope!, req.params.id));
  routes.implement(E.join, async (req) => (await poker.joinSession(actorFromRequest(req), req.scope!, req.params.id, req.body)).snapshot);
  routes.implement(E.leave, (req) => poker.leaveSession(actorFromRequest(req), req.scope!, req.params.id));
  routes.implement(E.navigate, (req) => poker.navigate(actorFromRequest(req), req.scope!, req.params.id, req.body.direction));
  routes.implement(E.startTimer, (req) => poker.startTimer(actorFromRequest(req), req.scope!, req.params.id, req.body.storyId, req.body.duration));
  routes.implement(E.stopTimer, (req) => poker.stopTimer(actorFromRequest(req), req.scope!, req.params.id));
  routes.implement(E.sessionAnalytics, (req) => insights.sessionAnalytics(actorFromRequest(req), req.scope!, req.params.id));
  routes.implement(E.exportSession, async (req) => {
    const file = await insights.exportSession(req.scope!, req.params.id, req.query.format);
    return reply.file(file.fileName, file.contentType, file.body);
  });

  // ----- participants -----
  routes.implement(E.updateParticipantRole, (req) => poker.updateParticipantRole(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId, req.body.role));
  routes.implement(E.removeParticipant, (req) => poker.removeParticipant(actorFromRequest(req), req.scope!, req.params.id, req.params.participantId));

  // ----- stories -----
  routes.implement(E.addStory, (req) => poker.addStory(actorFromRequest(req), req.scope!, req.params.id, req.body));
  routes.implement(E.reorderStories, (req) => poker.reorderStories(actorFromRequest(req), req.scope!, req.params.id, req.body.storyIds));
  routes.implement(E.updateStory, (req) => poker.updateStory(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body));
  routes.implement(E.deleteStory, (req) => poker.deleteStory(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId));
  routes.implement(E.startVoting, (req) => poker.startVoting(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId));
  routes.implement(E.castVote, (req) => poker.castVote(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body));
  routes.implement(E.reveal, (req) => poker.reveal(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId));
  routes.implement(E.resetVotes, (req) => poker.resetVotes(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId));
  routes.implement(E.estimateStory, (req) => poker.estimateStory(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body.estimate));
  routes.implement(E.similarEstimates, (req) => poker.similarEstimates(req.scope!, req.params.id, req.params.storyId));
  routes.implement(E.listComments, (req) => poker.listComments(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId));
  routes.implement(E.addComment, (req) => poker.addComment(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.body.body));
  routes.implement(E.deleteComment, (req) => poker.deleteComment(actorFromRequest(req), req.scope!, req.params.id, req.params.storyId, req.params.commentId));

  // ----- voting systems -----
  routes.implement(E.listVotingSystems, (req) => poker.votingSystems.list(req.scope!));
  routes.implement(E.createVotingSystem, (req) => poker.votingSystems.create(actorFromRequest(req), req.scope!, req.body));
  routes.implement(E.updateVotingSystem, (req) => poker.votingSystems.update(actorFromRequest(req), req.scope!, req.params.id, req.body, ctx.now()));
  routes.implement(E.deleteVotingSystem, async (req) => {
    await poker.votingSystems.remove(actorFromRequest(req), req.scope!, req.params.id);
    return { deleted: true as const };
  });

  // ----- voting history and analytics -----
  routes.implement(E.listVotingHistory, (req) => insights.listHistory(req.scope!, req.query));
  routes.implement(E.recordVotingHistory, (req) => insights.recordHistory(actorFromRequest(req), req.scope!, req.body));
  routes.implement(E.accountAnalytics, (req) => {
    const { filters, ...given } = req.body;
    return insights.accountAnalytics(actorFromRequest(req), req.scope!, { ...given, ...filters });
  });
}
