import { reply, type PluginContext } from '@suite/sdk';
import { Type, Uuid } from '@suite/sdk/schemas';
import { AcceptTeamInvitationBody, TeamActivityQuery, TeamBody, TeamInvitationBody, TeamMemberBody, TeamMemberRoleBody, UpdateTeamBody } from '../../shared/teams.js';
import { TEAM_SUBJECT, teamActorFromRequest, type TeamService } from './service.js';

const TeamParams = Type.Object({ id: Uuid });
const MemberParams = Type.Object({ id: Uuid, userId: Uuid });
const InvitationParams = Type.Object({ id: Uuid, invitationId: Uuid });
/** A token (mailed link) or, for the signed-in invitee, an invitation id. */
const RefParams = Type.Object({ ref: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * Teams over REST (agile.md section 7). The invitation answers are public routes: the token is
 * the proof, and accepting needs a signed-in user whose email is the invitation's (who may not
 * be a member of the team's account yet, so no tenant is required).
 */
export function registerTeamRoutes(ctx: PluginContext, teams: TeamService): void {
  const { routes } = ctx;

  routes.add({ method: 'GET', path: '/teams', handler: (req) => teams.listTeams(teamActorFromRequest(req), req.scope!) });
  routes.add({
    method: 'POST',
    path: '/teams',
    schema: { body: TeamBody },
    can: ['create', TEAM_SUBJECT],
    handler: async (req) => reply.created(await teams.createTeam(teamActorFromRequest(req), req.scope!, req.body)),
  });

  // ----- invitation answers (public) -----
  routes.add({
    method: 'POST',
    path: '/teams/invitations/accept',
    public: true,
    schema: { body: AcceptTeamInvitationBody },
    handler: (req) => teams.acceptInvitation(req.body.token, req.user),
  });
  routes.add({ method: 'GET', path: '/teams/invitations/:ref', public: true, schema: { params: RefParams }, handler: (req) => teams.lookupInvitation(req.params.ref, req.user) });
  routes.add({ method: 'POST', path: '/teams/invitations/:ref/accept', public: true, schema: { params: RefParams }, handler: (req) => teams.acceptInvitation(req.params.ref, req.user) });
  routes.add({ method: 'POST', path: '/teams/invitations/:ref/decline', public: true, schema: { params: RefParams }, handler: (req) => teams.declineInvitation(req.params.ref, req.user) });

  routes.add({ method: 'GET', path: '/teams/:id', schema: { params: TeamParams }, handler: (req) => teams.getTeam(teamActorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: '/teams/:id',
    schema: { params: TeamParams, body: UpdateTeamBody },
    handler: (req) => teams.updateTeam(teamActorFromRequest(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'DELETE', path: '/teams/:id', schema: { params: TeamParams }, handler: (req) => teams.deleteTeam(teamActorFromRequest(req), req.scope!, req.params.id) });

  // ----- members -----
  routes.add({ method: 'GET', path: '/teams/:id/members', schema: { params: TeamParams }, handler: (req) => teams.listMembers(req.scope!, req.params.id) });
  routes.add({
    method: 'POST',
    path: '/teams/:id/members',
    schema: { params: TeamParams, body: TeamMemberBody },
    handler: async (req) => reply.created(await teams.addMember(teamActorFromRequest(req), req.scope!, req.params.id, req.body)),
  });
  routes.add({
    method: 'PATCH',
    path: '/teams/:id/members/:userId',
    schema: { params: MemberParams, body: TeamMemberRoleBody },
    handler: (req) => teams.updateMember(teamActorFromRequest(req), req.scope!, req.params.id, req.params.userId, req.body.role),
  });
  routes.add({
    method: 'DELETE',
    path: '/teams/:id/members/:userId',
    schema: { params: MemberParams },
    handler: (req) => teams.removeMember(teamActorFromRequest(req), req.scope!, req.params.id, req.params.userId),
  });

  // ----- invitations -----
  routes.add({ method: 'GET', path: '/teams/:id/invitations', schema: { params: TeamParams }, handler: (req) => teams.listInvitations(teamActorFromRequest(req), req.scope!, req.params.id) });
  routes.add({
    method: 'POST',
    path: '/teams/:id/invitations',
    schema: { params: TeamParams, body: TeamInvitationBody },
    handler: async (req) => reply.created(await teams.invite(teamActorFromRequest(req), req.scope!, req.params.id, req.body)),
  });
  routes.add({
    method: 'DELETE',
    path: '/teams/:id/invitations/:invitationId',
    schema: { params: InvitationParams },
    handler: (req) => teams.revokeInvitation(teamActorFromRequest(req), req.scope!, req.params.id, req.params.invitationId),
  });

  routes.add({
    method: 'GET',
    path: '/teams/:id/activity',
    schema: { params: TeamParams, query: TeamActivityQuery },
    handler: (req) => teams.activity(req.scope!, req.params.id, req.query.limit),
  });
}
