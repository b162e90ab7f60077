import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { CreateInvitationBody, InvitationAcceptResultSchema, InvitationStatusBody, InvitationViewSchema } from '../schemas/identity.js';
import { AccountIdParams } from './accounts.js';

const InvitationIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
const EmailParams = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) });
const InvitationList = Type.Array(InvitationViewSchema);

/**
 * Account invitations (team invitations belong to the agile module). The invitation link is
 * public, the token is the key; accepting or declining by token reads the invitee's token when
 * there is one (`access: 'public'`, so the browser still sends it).
 */
export const InvitationEndpoints = {
  create: defineEndpoint({ method: 'POST', path: '/invitations', access: 'user', status: 201, schema: { body: CreateInvitationBody, response: InvitationViewSchema } }),
  accountInvitations: defineEndpoint({ method: 'GET', path: '/accounts/:id/invitations', access: 'user', schema: { params: AccountIdParams, response: InvitationList } }),
  inviteToAccount: defineEndpoint({
    method: 'POST',
    path: '/accounts/:id/invitations',
    access: 'user',
    status: 201,
    schema: { params: AccountIdParams, body: CreateInvitationBody, response: InvitationViewSchema },
  }),
  byToken: defineEndpoint({ method: 'GET', path: '/invitations/token/:token', public: true, schema: { params: TokenParams, response: InvitationViewSchema } }),
  acceptByToken: defineEndpoint({ method: 'POST', path: '/invitations/token/:token/accept', access: 'public', schema: { params: TokenParams, response: InvitationAcceptResultSchema } }),
  declineByToken: defineEndpoint({ method: 'POST', path: '/invitations/token/:token/decline', access: 'public', schema: { params: TokenParams, response: InvitationViewSchema } }),
  forEmail: defineEndpoint({ method: 'GET', path: '/invitations/user/:email', access: 'user', schema: { params: EmailParams, response: InvitationList } }),
  get: defineEndpoint({ method: 'GET', path: '/invitations/:id', access: 'user', schema: { params: InvitationIdParams, response: InvitationViewSchema } }),
  setStatus: defineEndpoint({
    method: 'PATCH',
    path: '/invitations/:id/status',
    access: 'user',
    schema: { params: InvitationIdParams, body: InvitationStatusBody, response: Type.Union([InvitationViewSchema, InvitationAcceptResultSchema]) },
  }),
  revoke: defineEndpoint({ method: 'PATCH', path: '/invitations/:id/revoke', access: 'user', schema: { params: InvitationIdParams, response: InvitationViewSchema } }),
  accept: defineEndpoint({ method: 'POST', path: '/accounts/invitations/:id/accept', access: 'user', schema: { params: InvitationIdParams, response: InvitationAcceptResultSchema } }),
  decline: defineEndpoint({ method: 'POST', path: '/accounts/invitations/:id/decline', access: 'user', schema: { params: InvitationIdParams, response: InvitationViewSchema } }),
  resend: defineEndpoint({ method: 'POST', path: '/accounts/invitations/:id/resend', access: 'user', schema: { params: InvitationIdParams, response: InvitationViewSchema } }),
} as const;
