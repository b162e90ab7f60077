import { defineEndpoint } from '@suite/sdk';
import { Type, Uuid, type Static } from '@suite/sdk/schemas';
import { AccessErrors, AccountErrors, AuthErrors, FeatureErrors, InvitationPageTexts } from '@suite/sdk';
import {
  AcceptTeamInvitationBody,
  TEAM_INVITATION_STATUSES,
  TEAM_ROLES,
  TeamInvitationAcceptResultSchema,
  TeamInvitationEndpoints,
  TeamInvitationLookupSchema,
  TeamInvitationSchema,
  TeamRoleSchema,
  type TeamInvitation,
  type TeamInvitationAcceptResult,
  type TeamInvitationLookup,
  type TeamInvitationStatus,
  type TeamRole,
} from '@suite/sdk';
import { TeamErrors } from './errors/team-errors.js';

/**
 * Teams: the contract both halves of the agile module use (agile.md sections 2-9): the views,
 * the request bodies and the endpoints under /api/teams (TeamEndpoints).
 */

/** The CASL subject of teams (creating one needs `create`; account admins `manage` every team). */
export const TEAM_SUBJECT = 'Team';

/**
 * Team roles, invitation statuses and the invitation page's views and endpoints are declared in
 * `@suite/sdk/endpoints/team-invitations` (the shell's /accept-invitation page calls them).
 */
export { TEAM_ROLES, TEAM_INVITATION_STATUSES, AcceptTeamInvitationBody, TeamInvitationSchema, TeamInvitationLookupSchema, TeamInvitationAcceptResultSchema };
export type { TeamRole, TeamInvitationStatus, TeamInvitation, TeamInvitationLookup, TeamInvitationAcceptResult };
/** Team invitations are valid 7 days. */
export const TEAM_INVITATION_DAYS = 7;
/** The activity feed's default length. */
export const TEAM_ACTIVITY_DEFAULT_LIMIT = 50;
/**
 * The mailed link is `/accept-invitation?token=<token>&kind=team`: the invitation page (shared
 * with account invitations) uses TeamEndpoints.lookupInvitation when kind is team.
 */
export const TEAM_INVITATION_KIND = 'team';

export const TEAM_ACTIVITY_TYPES = [
  'team_created',
  'team_updated',
  'member_added',
  'member_role_changed',
  'member_removed',
  'invitation_sent',
  'invitation_accepted',
  'invitation_declined',
  'invitation_revoked',
  'retro_created',
  'retro_completed',
] as const;
export type TeamActivityType = (typeof TEAM_ACTIVITY_TYPES)[number];

// ---------- request bodies ----------

export const TeamBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 80 }), description: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) },
  { additionalProperties: false },
);
export type TeamBody = Static<typeof TeamBody>;
export const UpdateTeamBody = Type.Partial(TeamBody, { additionalProperties: false });
export type UpdateTeamBody = Static<typeof UpdateTeamBody>;
const roleField = () => Type.Union(TEAM_ROLES.map((r) => Type.Literal(r)));
/** POST /teams/{id}/members: a member of the account joins the team. */
export const TeamMemberBody = Type.Object({ userId: Type.String({ format: 'uuid' }), role: Type.Optional(roleField()) }, { additionalProperties: false });
export const TeamMemberRoleBody = Type.Object({ role: roleField() }, { additionalProperties: false });
export const TeamInvitationBody = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), role: Type.Optional(roleField()) }, { additionalProperties: false });
export type TeamInvitationBody = Static<typeof TeamInvitationBody>;
export const TeamActivityQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: TEAM_ACTIVITY_DEFAULT_LIMIT })) }, { additionalProperties: false });

// ---------- views (the data of the answers) ----------

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });

export const TeamSchema = Type.Object({
  id: Uuid,
  accountId: Uuid,
  name: Type.String(),
  description: Nullable(Type.String()),
  memberCount: Type.Integer({ minimum: 0 }),
  /** The viewer's role in the team (null when not a member). */
  myRole: Nullable(TeamRoleSchema),
  /** Team admin or account admin: may edit the team, its members and invitations. */
  canManage: Type.Boolean(),
  createdBy: Nullable(Uuid),
  createdAt: Iso,
  updatedAt: Iso,
});
export type Team = Static<typeof TeamSchema>;

export const TeamMemberSchema = Type.Object({ userId: Uuid, name: Type.String(), email: Type.String(), role: TeamRoleSchema, joinedAt: Iso });
export type TeamMember = Static<typeof TeamMemberSchema>;

/** GET /teams/{id}. */
export const TeamDetailSchema = Type.Composite([TeamSchema, Type.Object({ members: Type.Array(TeamMemberSchema) })]);
export type TeamDetail = Static<typeof TeamDetailSchema>;

/** One entry of GET /teams/{id}/activity (newest first). `data` names what it is about (userId, email, role, sessionId, name ...). */
export const TeamActivitySchema = Type.Object({
  id: Uuid,
  teamId: Uuid,
  type: Type.Union(TEAM_ACTIVITY_TYPES.map((t) => Type.Literal(t))),
  actorId: Nullable(Uuid),
  actorName: Nullable(Type.String()),
  data: Type.Record(Type.String(), Type.Unknown()),
  createdAt: Iso,
});
export type TeamActivity = Static<typeof TeamActivitySchema>;

// ---------- endpoints (agile.md section 7) ----------

const TeamParams = Type.Object({ id: Uuid });
const MemberParams = Type.Object({ id: Uuid, userId: Uuid });
const InvitationParams = Type.Object({ id: Uuid, invitationId: Uuid });
/** A token (mailed link) or, for the signed-in invitee, an invitation id. */
const managersOnly = { status: 403, text: TeamErrors.MANAGERS_ONLY } as const;
const teamNotFound = { status: 404, text: TeamErrors.TEAM_NOT_FOUND } as const;
const invalidInvitation = { status: 404, text: AccessErrors.INVALID_OR_EXPIRED_INVITATION } as const;
const mustLogIn = { status: 401, text: InvitationPageTexts.MUST_LOG_IN } as const;
const notInvitee = { status: 403, text: AccessErrors.INVITATION_EMAIL_MISMATCH } as const;
const featureOff = { status: 403, text: FeatureErrors.FEATURE_DISABLED } as const;
const notPending = { status: 409, text: TeamErrors.INVITATION_NOT_PENDING } as const;

/**
 * The teams' endpoints. The invitation answers are public: the token is the proof, and accepting
 * needs a signed-in user whose email is the invitation's (who may not be a member of the team's
 * account yet, so no tenant is required).
 */
export const TeamEndpoints = {
  listTeams: defineEndpoint({ method: 'GET', path: '/teams', schema: { response: Type.Array(TeamSchema) }, summary: "List the account's teams" }),
  createTeam: defineEndpoint({
    method: 'POST',
    path: '/teams',
    status: 201,
    can: ['create', TEAM_SUBJECT],
    schema: { body: TeamBody, response: TeamDetailSchema },
    summary: 'Create a team (its creator is its first admin)',
    errors: [
      { status: 400, text: TeamErrors.NAME_REQUIRED },
      { status: 409, text: TeamErrors.TEAM_NAME_TAKEN },
      { status: 422 },
    ],
  }),
  // The invitation page's four (declared in the sdk for the shell), with this module's 409 text.
  acceptByToken: defineEndpoint({ ...TeamInvitationEndpoints.acceptByToken, errors: [mustLogIn, notInvitee, featureOff, invalidInvitation, notPending, { status: 422 }] }),
  lookupInvitation: TeamInvitationEndpoints.lookup,
  acceptById: defineEndpoint({
    ...TeamInvitationEndpoints.acceptById,
    errors: [mustLogIn, notInvitee, { status: 403, text: AuthErrors.EMAIL_VERIFICATION_REQUIRED }, featureOff, invalidInvitation, notPending],
  }),
  decline: defineEndpoint({ ...TeamInvitationEndpoints.decline, errors: [mustLogIn, notInvitee, featureOff, invalidInvitation, notPending] }),
  getTeam: defineEndpoint({ method: 'GET', path: '/teams/:id', schema: { params: TeamParams, response: TeamDetailSchema }, summary: 'A team with its members', errors: [teamNotFound] }),
  updateTeam: defineEndpoint({
    method: 'PATCH',
    path: '/teams/:id',
    schema: { params: TeamParams, body: UpdateTeamBody, response: TeamDetailSchema },
    summary: "Rename a team or change its description (team or account admins)",
    errors: [teamNotFound, managersOnly, { status: 409, text: TeamErrors.TEAM_NAME_TAKEN }],
  }),
  deleteTeam: defineEndpoint({
    method: 'DELETE',
    path: '/teams/:id',
    schema: { params: TeamParams, response: Type.Object({ deleted: Type.Literal(true) }) },
    summary: 'Delete a team (team or account admins)',
    errors: [teamNotFound, managersOnly],
  }),
  listMembers: defineEndpoint({ method: 'GET', path: '/teams/:id/members', schema: { params: TeamParams, response: Type.Array(TeamMemberSchema) }, summary: "A team's members", errors: [teamNotFound] }),
  addMember: defineEndpoint({
    method: 'POST',
    path: '/teams/:id/members',
    status: 201,
    schema: { params: TeamParams, body: TeamMemberBody, response: TeamMemberSchema },
    summary: 'Add a member of the account to the team',
    errors: [teamNotFound, managersOnly, { status: 404, text: AccountErrors.NOT_A_MEMBER }, { status: 409, text: TeamErrors.ALREADY_TEAM_MEMBER }],
  }),
  updateMember: defineEndpoint({
    method: 'PATCH',
    path: '/teams/:id/members/:userId',
    schema: { params: MemberParams, body: TeamMemberRoleBody, response: TeamMemberSchema },
    summary: "Change a member's team role",
    errors: [teamNotFound, managersOnly, { status: 404, text: TeamErrors.MEMBER_NOT_FOUND }, { status: 422, text: TeamErrors.LAST_ADMIN }],
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/teams/:id/members/:userId',
    schema: { params: MemberParams, response: Type.Object({ removed: Type.Literal(true) }) },
    summary: 'Remove a member (managers), or leave the team',
    errors: [teamNotFound, managersOnly, { status: 404, text: TeamErrors.MEMBER_NOT_FOUND }, { status: 422, text: TeamErrors.LAST_ADMIN }],
  }),
  listInvitations: defineEndpoint({
    method: 'GET',
    path: '/teams/:id/invitations',
    schema: { params: TeamParams, response: Type.Array(TeamInvitationSchema) },
    summary: "A team's invitations, pending first",
    errors: [teamNotFound, managersOnly],
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/teams/:id/invitations',
    status: 201,
    schema: { params: TeamParams, body: TeamInvitationBody, response: TeamInvitationSchema },
    summary: 'Invite an email into the team (mailed, valid 7 days)',
    errors: [
      teamNotFound,
      managersOnly,
      { status: 400, text: AuthErrors.INVALID_EMAIL },
      { status: 409, text: TeamErrors.ALREADY_TEAM_MEMBER },
      { status: 409, text: TeamErrors.INVITATION_ALREADY_PENDING },
    ],
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/teams/:id/invitations/:invitationId',
    schema: { params: InvitationParams, response: TeamInvitationSchema },
    summary: 'Revoke a pending invitation',
    errors: [teamNotFound, managersOnly, invalidInvitation, notPending],
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/teams/:id/activity',
    schema: { params: TeamParams, query: TeamActivityQuery, response: Type.Array(TeamActivitySchema) },
    summary: "A team's activity feed, newest first",
    errors: [teamNotFound],
  }),
} as const;
