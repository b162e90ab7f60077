import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { Uuid } from '../schemas/common.js';
import { AccessErrors } from '../domain/errors/access-errors.js';
import { AuthErrors } from '../domain/errors/auth-errors.js';
import { FeatureErrors } from '../domain/errors/feature-errors.js';
import { InvitationPageTexts } from '../domain/errors/invitation-page-texts.js';

/**
 * Team invitations as the invitation page sees them (agile.md sections 4 and 8). The agile module
 * owns and implements these endpoints; they are declared here because the shell's
 * /accept-invitation page (shared with account invitations) calls them and may not import a
 * module's declarations. Agile's `TeamEndpoints` implements these very definitions, adding its own
 * error texts for the API document.
 */

/** Team roles (agile.md section 6). Team admins (and account admins) manage the team, its members and invitations. */
export const TEAM_ROLES = ['admin', 'facilitator', 'participant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });
export const TeamRoleSchema = Type.Union(TEAM_ROLES.map((r) => Type.Literal(r)));
export const TeamInvitationStatusSchema = Type.Union(TEAM_INVITATION_STATUSES.map((s) => Type.Literal(s)));

export const AcceptTeamInvitationBody = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

export const TeamInvitationSchema = Type.Object({
  id: Uuid,
  teamId: Uuid,
  email: Type.String(),
  role: TeamRoleSchema,
  status: TeamInvitationStatusSchema,
  invitedBy: Nullable(Uuid),
  inviterName: Nullable(Type.String()),
  expiresAt: Iso,
  createdAt: Iso,
  respondedAt: Nullable(Iso),
});
export type TeamInvitation = Static<typeof TeamInvitationSchema>;

/** GET /teams/invitations/{token} (public): what the invitation page shows. */
export const TeamInvitationLookupSchema = Type.Object({
  teamId: Uuid,
  teamName: Type.String(),
  role: TeamRoleSchema,
  email: Type.String(),
  accountId: Uuid,
  accountName: Type.String(),
  inviterName: Nullable(Type.String()),
  expiresAt: Iso,
  /** pending, or already accepted / declined (expired and revoked ones answer 404 'Invalid or expired invitation'). */
  status: TeamInvitationStatusSchema,
});
export type TeamInvitationLookup = Static<typeof TeamInvitationLookupSchema>;

/** POST /teams/invitations/accept {token} and POST /teams/invitations/{id}/accept. */
export const TeamInvitationAcceptResultSchema = Type.Object({
  teamId: Uuid,
  teamName: Type.String(),
  role: TeamRoleSchema,
  /** The account the team belongs to (the user is now a member of it: switch to it). */
  accountId: Uuid,
});
export type TeamInvitationAcceptResult = Static<typeof TeamInvitationAcceptResultSchema>;

/** A token (mailed link) or, for the signed-in invitee, an invitation id. */
const RefParams = Type.Object({ ref: Type.String({ minLength: 1, maxLength: 200 }) });
const invalidInvitation = { status: 404, text: AccessErrors.INVALID_OR_EXPIRED_INVITATION } as const;
const mustLogIn = { status: 401, text: InvitationPageTexts.MUST_LOG_IN } as const;
const notInvitee = { status: 403, text: AccessErrors.INVITATION_EMAIL_MISMATCH } as const;
const featureOff = { status: 403, text: FeatureErrors.FEATURE_DISABLED } as const;

/**
 * The invitation answers are public: the token is the proof, and accepting needs a signed-in user
 * whose email is the invitation's (who may not be a member of the team's account yet, so no
 * tenant is required). The 409 of an answered invitation carries the agile module's text.
 */
export const TeamInvitationEndpoints = {
  acceptByToken: defineEndpoint({
    method: 'POST',
    path: '/teams/invitations/accept',
    public: true,
    schema: { body: AcceptTeamInvitationBody, response: TeamInvitationAcceptResultSchema },
    summary: 'Accept a team invitation by its mailed token (signed in as the invitee)',
    errors: [mustLogIn, notInvitee, featureOff, invalidInvitation, { status: 409 }, { status: 422 }],
  }),
  lookup: defineEndpoint({
    method: 'GET',
    path: '/teams/invitations/:ref',
    public: true,
    schema: { params: RefParams, response: TeamInvitationLookupSchema },
    summary: 'The team invitation a token (or, for the invitee, an id) opens',
    errors: [invalidInvitation, featureOff, mustLogIn, notInvitee],
  }),
  acceptById: defineEndpoint({
    method: 'POST',
    path: '/teams/invitations/:ref/accept',
    public: true,
    schema: { params: RefParams, response: TeamInvitationAcceptResultSchema },
    summary: 'Accept a team invitation (token, or id for the signed-in invitee)',
    errors: [mustLogIn, notInvitee, { status: 403, text: AuthErrors.EMAIL_VERIFICATION_REQUIRED }, featureOff, invalidInvitation, { status: 409 }],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/teams/invitations/:ref/decline',
    public: true,
    schema: { params: RefParams, response: TeamInvitationSchema },
    summary: 'Decline a team invitation (by token: no sign-in needed; by id: the signed-in invitee)',
    errors: [mustLogIn, notInvitee, featureOff, invalidInvitation, { status: 409 }],
  }),
} as const;
