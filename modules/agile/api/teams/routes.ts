import type { PluginContext } from '@suite/sdk';
import { TeamEndpoints } from '../../shared/teams.js';
import type { TeamService } from './index.js';
import { teamActorFromRequest } from './service.js';

/** The teams' endpoints (shared/teams.ts) over the team service. */
export function registerTeamRoutes(ctx: PluginContext, teams: TeamService): void {
  const actor = teamActorFromRequest;

  ctx.routes.implement(TeamEndpoints.listTeams, (req) => teams.listTeams(actor(req), req.scope!));
  ctx.routes.implement(TeamEndpoints.createTeam, (req) => teams.createTeam(actor(req), req.scope!, req.body));

  // Invitation answers (public: the token is the proof).
  ctx.routes.implement(TeamEndpoints.acceptByToken, (req) => teams.acceptInvitation(req.body.token, req.user));
  ctx.routes.implement(TeamEndpoints.lookupInvitation, (req) => teams.lookupInvitation(req.params.ref, req.user));
  ctx.routes.implement(TeamEndpoints.acceptById, (req) => teams.acceptInvitation(req.params.ref, req.user));
  ctx.routes.implement(TeamEndpoints.decline, (req) => teams.declineInvitation(req.params.ref, req.user));

  ctx.routes.implement(TeamEndpoints.getTeam, (req) => teams.getTeam(actor(req), req.scope!, req.params.id));
  ctx.routes.implement(TeamEndpoints.updateTeam, (req) => teams.updateTeam(actor(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(TeamEndpoints.deleteTeam, (req) => teams.deleteTeam(actor(req), req.scope!, req.params.id));

  ctx.routes.implement(TeamEndpoints.listMembers, (req) => teams.listMembers(req.scope!, req.params.id));
  ctx.routes.implement(TeamEndpoints.addMember, (req) => teams.addMember(actor(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(TeamEndpoints.updateMember, (req) => teams.updateMember(actor(req), req.scope!, req.params.id, req.params.userId, req.body.role));
  ctx.routes.implement(TeamEndpoints.removeMember, (req) => teams.removeMember(actor(req), req.scope!, req.params.id, req.params.userId));

  ctx.routes.implement(TeamEndpoints.listInvitations, (req) => teams.listInvitations(actor(req), req.scope!, req.params.id));
  ctx.routes.implement(TeamEndpoints.invite, (req) => teams.invite(actor(req), req.scope!, req.params.id, req.body));
  ctx.routes.implement(TeamEndpoints.revokeInvitation, (req) => teams.revokeInvitation(actor(req), req.scope!, req.params.id, req.params.invitationId));

  ctx.routes.implement(TeamEndpoints.activity, (req) => teams.activity(req.scope!, req.params.id, req.query.limit));
}
