import { Type } from '@sinclair/typebox';
import { reply } from '@suite/sdk';
import { CreateInvitationBody, InvitationStatusBody } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { actorOf } from '../accounts/access.js';
import { AccountIdParams } from '../accounts/route-access.js';
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

const InvitationIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const EmailParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });

/** Account invitations (team invitations belong to the agile module). */
export function registerInvitationRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({
    method: 'POST',
    path: '/invitations',
    access: 'user',
    schema: { body: CreateInvitationBody },
    handler: async (req) => reply.created(await createInvitation(ctx, actorOf(req), req.body)),
  });
  routes.add({
    method: 'GET',
    path: '/accounts/:id/invitations',
    access: 'user',
    schema: { params: AccountIdParams },
    handler: (req) => listAccountInvitations(ctx, actorOf(req), req.params.id),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/:id/invitations',
    access: 'user',
    schema: { params: AccountIdParams, body: CreateInvitationBody },
    handler: async (req) => reply.created(await createInvitation(ctx, actorOf(req), req.body, req.params.id)),
  });

  // The invitation link: public, the token is the key. Accepting still needs a signed-in invitee.
  routes.add({
    method: 'GET',
    path: '/invitations/token/:token',
    public: true,
    schema: { params: TokenParams },
    handler: (req) => invitationByToken(ctx, req.params.token),
  });
  routes.add({
    method: 'POST',
    path: '/invitations/token/:token/accept',
    public: true,
    schema: { params: TokenParams },
    handler: (req) => acceptInvitation(ctx, req.user ? actorOf(req) : null, { token: req.params.token }),
  });
  routes.add({
    method: 'POST',
    path: '/invitations/token/:token/decline',
    public: true,
    schema: { params: TokenParams },
    handler: (req) => declineInvitation(ctx, req.user ? actorOf(req) : null, { token: req.params.token }),
  });

  routes.add({
    method: 'GET',
    path: '/invitations/user/:email',
    access: 'user',
    schema: { params: EmailParams },
    handler: (req) => invitationsForEmail(ctx, actorOf(req), req.params.email, req.tenant?.accountId ?? null),
  });
  routes.add({
    method: 'GET',
    path: '/invitations/:id',
    access: 'user',
    schema: { params: InvitationIdParams },
    handler: (req) => invitationById(ctx, actorOf(req), req.params.id),
  });
  routes.add({
    method: 'PATCH',
    path: '/invitations/:id/status',
    access: 'user',
    schema: { params: InvitationIdParams, body: InvitationStatusBody },
    handler: (req) => setInvitationStatus(ctx, actorOf(req), req.params.id, req.body.status),
  });
  routes.add({
    method: 'PATCH',
    path: '/invitations/:id/revoke',
    access: 'user',
    schema: { params: InvitationIdParams },
    handler: (req) => revokeInvitation(ctx, actorOf(req), req.params.id),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/invitations/:id/accept',
    access: 'user',
    schema: { params: InvitationIdParams },
    handler: (req) => acceptInvitation(ctx, actorOf(req), { id: req.params.id }),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/invitations/:id/decline',
    access: 'user',
    schema: { params: InvitationIdParams },
    handler: (req) => declineInvitation(ctx, actorOf(req), { id: req.params.id }),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/invitations/:id/resend',
    access: 'user',
    schema: { params: InvitationIdParams },
    handler: (req) => resendInvitation(ctx, actorOf(req), req.params.id),
  });
}
