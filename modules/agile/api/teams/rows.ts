import type { PluginContext } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type { TeamActivity, TeamActivityType, TeamInvitation, TeamInvitationStatus, TeamRole } from '../../shared/teams.js';

export type Db = PluginContext['db'];

export const TT = {
  teams: `${AGILE_SCHEMA}.teams`,
  members: `${AGILE_SCHEMA}.team_members`,
  invitations: `${AGILE_SCHEMA}.team_invitations`,
  activity: `${AGILE_SCHEMA}.team_activity`,
} as const;

type Timestamp = Date | string;

export interface TeamRow {
  id: string;
  account_id: string;
  name: string;
  description: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMemberRow {
  account_id: string;
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: Timestamp;
}

export interface TeamInvitationRow {
  id: string;
  account_id: string;
  team_id: string;
  email: string;
  role: TeamRole;
  token_hash: string;
  status: TeamInvitationStatus;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  responded_at: Timestamp | null;
  accepted_by: string | null;
}

export interface TeamActivityRow {
  id: string;
  team_id: string;
  type: TeamActivityType;
  actor_id: string | null;
  data: Record<string, unknown> | string;
  created_at: Timestamp;
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

export function personName(user: { first_name?: string | null; last_name?: string | null; email?: string | null } | undefined): string | null {
  if (!user) return null;
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email || null;
}

export function invitationView(row: TeamInvitationRow, inviterName: string | null): TeamInvitation {
  return {
    id: row.id,
    teamId: row.team_id,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: row.invited_by,
    inviterName,
    expiresAt: iso(row.expires_at)!,
    createdAt: iso(row.created_at)!,
    respondedAt: iso(row.responded_at),
  };
}

export function activityView(row: TeamActivityRow & { actor_first_name?: string | null; actor_last_name?: string | null; actor_email?: string | null }): TeamActivity {
  return {
    id: row.id,
    teamId: row.team_id,
    type: row.type,
    actorId: row.actor_id,
    actorName: row.actor_id ? personName({ first_name: row.actor_first_name, last_name: row.actor_last_name, email: row.actor_email }) : null,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
    createdAt: iso(row.created_at)!,
  };
}
