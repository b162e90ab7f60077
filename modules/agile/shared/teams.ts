import { Type, type Static } from '@suite/sdk/schemas';

/**
 * Teams: the contract both halves of the agile module use (agile.md sections 2-9). REST paths
 * are under /api/teams (TeamApi).
 */

/** Team roles (agile.md section 6). Team admins (and account admins) manage the team, its members and invitations. */
export const TEAM_ROLES = ['admin', 'facilitator', 'participant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const TEAM_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type TeamInvitationStatus = (typeof TEAM_INVITATION_STATUSES)[number];
/** Team invitations are valid 7 days. */
export const TEAM_INVITATION_DAYS = 7;
/** The activity feed's default length. */
export const TEAM_ACTIVITY_DEFAULT_LIMIT = 50;
/**
 * The mailed link is `/accept-invitation?token=<token>&kind=team`: the invitation page (shared
 * with account invitations) uses TeamApi.invitationByToken when kind is team.
 */
export const TEAM_INVITATION_KIND = 'team';

export interface Team {
  id: string;
  accountId: string;
  name: string;
  description: string | null;
  memberCount: number;
  /** The viewer's role in the team (null when not a member). */
  myRole: TeamRole | null;
  /** Team admin or account admin: may edit the team, its members and invitations. */
  canManage: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: string;
}

/** GET /teams/{id}. */
export interface TeamDetail extends Team {
  members: TeamMember[];
}

export interface TeamInvitation {
  id: string;
  teamId: string;
  email: string;
  role: TeamRole;
  status: TeamInvitationStatus;
  invitedBy: string | null;
  inviterName: string | null;
  expiresAt: string;
  createdAt: string;
  respondedAt: string | null;
}

/** GET /teams/invitations/{token} (public): what the invitation page shows. */
export interface TeamInvitationLookup {
  teamId: string;
  teamName: string;
  role: TeamRole;
  email: string;
  accountId: string;
  accountName: string;
  inviterName: string | null;
  expiresAt: string;
  /** pending, or already accepted / declined (expired and revoked ones answer 404 'Invalid or expired invitation'). */
  status: TeamInvitationStatus;
}

/** POST /teams/invitations/accept {token} and POST /teams/invitations/{id}/accept. */
export interface TeamInvitationAcceptResult {
  teamId: string;
  teamName: string;
  role: TeamRole;
  /** The account the team belongs to (the user is now a member of it: switch to it). */
  accountId: string;
}

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

/** One entry of GET /teams/{id}/activity (newest first). `data` names what it is about (userId, email, role, sessionId, name ...). */
export interface TeamActivity {
  id: string;
  teamId: string;
  type: TeamActivityType;
  actorId: string | null;
  actorName: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

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
export const AcceptTeamInvitationBody = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export const TeamActivityQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: TEAM_ACTIVITY_DEFAULT_LIMIT }) }, { additionalProperties: false });

/** REST paths under /api (agile.md section 7). */
export const TeamApi = {
  teams: '/teams',
  team: (id: string) => `/teams/${id}`,
  members: (id: string) => `/teams/${id}/members`,
  member: (id: string, userId: string) => `/teams/${id}/members/${userId}`,
  invitations: (id: string) => `/teams/${id}/invitations`,
  /** DELETE: revoke a pending invitation (team admins). */
  invitation: (id: string, invitationId: string) => `/teams/${id}/invitations/${invitationId}`,
  activity: (id: string, limit?: number) => `/teams/${id}/activity${limit ? `?limit=${limit}` : ''}`,
  /** Public: GET the invitation a token opens (TeamInvitationLookup). */
  invitationByToken: (token: string) => `/teams/invitations/${encodeURIComponent(token)}`,
  /** Signed in: POST {token}. */
  acceptByToken: '/teams/invitations/accept',
  /** Public: POST with no body (the token is the proof). */
  declineByToken: (token: string) => `/teams/invitations/${encodeURIComponent(token)}/decline`,
  /** Signed in as the invitee: by invitation id. */
  acceptById: (invitationId: string) => `/teams/invitations/${invitationId}/accept`,
  declineById: (invitationId: string) => `/teams/invitations/${invitationId}/decline`,
} as const;
