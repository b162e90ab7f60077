import { InvitationEndpoints } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { actorOf } from '../accounts/access.js';
import {
  acceptInvitation,
  createInvitation,
  declineInvitation,
  invitationById,
  invitationByToken,
  invitationsForEmail,
  listAccountInvitations,
  resendInvitation,
  revokeInvitation,
  setInvitationStatus,
} from './service.js';

/** Account invitations (team invitations belong to the agile module). */
export function registerInvitationRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(InvitationEndpoints.create, (req) => createInvitation(ctx, actorOf(req), req.body));
  routes.implement(InvitationEndpoints.accountInvitations, (req) => listAccountInvitations(ctx, actorOf(req), req.params.id));
  routes.implement(InvitationEndpoints.inviteToAccount, (req) => createInvitation(ctx, actorOf(req), req.body, req.params.id));

  // The invitation link: public, the token is the key. Accepting still needs a signed-in invitee.
  routes.implement(InvitationEndpoints.byToken, (req) => invitationByToken(ctx, req.params.token));
  routes.implement(InvitationEndpoints.acceptByToken, (req) => acceptInvitation(ctx, req.user ? actorOf(req) : null, { token: req.params.token }));
  routes.implement(InvitationEndpoints.declineByToken, (req) => declineInvitation(ctx, req.user ? actorOf(req) : null, { token: req.params.token }));

  routes.implement(InvitationEndpoints.forEmail, (req) => invitationsForEmail(ctx, actorOf(req), req.params.email, req.tenant?.accountId ?? null));
  routes.implement(InvitationEndpoints.get, (req) => invitationById(ctx, actorOf(req), req.params.id));
  routes.implement(InvitationEndpoints.setStatus, (req) => setInvitationStatus(ctx, actorOf(req), req.params.id, req.body.status));
  routes.implement(InvitationEndpoints.revoke, (req) => revokeInvitation(ctx, actorOf(req), req.params.id));
  routes.implement(InvitationEndpoints.accept, (req) => acceptInvitation(ctx, actorOf(req), { id: req.params.id }));
  routes.implement(InvitationEndpoints.decline, (req) => declineInvitation(ctx, actorOf(req), { id: req.params.id }));
  routes.implement(InvitationEndpoints.resend, (req) => resendInvitation(ctx, actorOf(req), req.params.id));
}
