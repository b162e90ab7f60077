import type { Knex } from 'knex';
import { normalizePlan, normalizeRole, type AuthUser, type Persona, type TenantContext } from '@suite/sdk';
import { parseFeatureList } from '../features/service.js';
import type { FeatureState } from '../features/decision.js';

export interface LoadedUser extends AuthUser {
  primaryPersona: Persona | null;
  status: string;
}

export interface LoadedContext {
  user: LoadedUser;
  /** The auth session of the token, when it names one. */
  session: { id: string; lastActivityAt: Date | null } | null;
  /** Null when no account was asked for, or the user has no active membership in it. */
  tenant: (TenantContext & { features: FeatureState }) | null;
}

interface ContextRow {
  id: string;
  email: string;
  email_verified_at: Date | null;
  is_super_admin: boolean;
  status: string;
  primary_persona: string | null;
  role: string | null;
  permissions: unknown;
  membership_status: string | null;
  account_id: string | null;
  account_status: string | null;
  plan: string | null;
  enabled_features: unknown;
  session_id: string | null;
  session_expires_at: Date | null;
  session_revoked_at: Date | null;
  session_last_activity_at: Date | null;
}

/**
 * Everything a request needs about its user and account, in one query: the user, the membership
 * in the asked account, the account's plan and its feature flags.
 */
export async function loadRequestContext(knex: Knex, userId: string, sessionId: string | null, accountId: string | null, now: Date = new Date()): Promise<LoadedContext | null> {
  const row = (await knex('core.users as u')
    .leftJoin('core.memberships as m', (join) => {
      join.on('m.user_id', '=', 'u.id').andOn('m.account_id', '=', knex.raw('?::uuid', [accountId]));
    })
    .leftJoin('core.accounts as a', 'a.id', 'm.account_id')
    .leftJoin('core.account_features as af', 'af.account_id', 'a.id')
    .leftJoin('core.auth_sessions as s', (join) => {
      join.on('s.user_id', '=', 'u.id').andOn('s.id', '=', knex.raw('?::uuid', [sessionId]));
    })
    .where('u.id', userId)
    .first(
      'u.id',
      'u.email',
      'u.email_verified_at',
      'u.is_super_admin',
      'u.status',
      'u.primary_persona',
      'm.role',
      'm.permissions',
      'm.status as membership_status',
      'a.id as account_id',
      'a.status as account_status',
      'a.plan',
      'af.enabled_features',
      's.id as session_id',
      's.expires_at as session_expires_at',
      's.revoked_at as session_revoked_at',
      's.last_activity_at as session_last_activity_at',
    )) as ContextRow | undefined;
  if (!row) return null;
  // A token of a session that ended (logout, revoked, timed out) is no longer valid.
  if (sessionId && (!row.session_id || row.session_revoked_at || (row.session_expires_at && row.session_expires_at.getTime() <= now.getTime()))) return null;
  const session = row.session_id ? { id: row.session_id, lastActivityAt: row.session_last_activity_at } : null;
  const user: LoadedUser = {
    id: row.id,
    email: row.email,
    sessionId,
    isSuperAdmin: row.is_super_admin,
    emailVerified: row.email_verified_at !== null,
    primaryPersona: (row.primary_persona as Persona | null) ?? null,
    status: row.status,
  };
  const active = row.account_id && row.membership_status === 'ACTIVE' && row.account_status === 'ACTIVE';
  if (!active) return { user, session, tenant: null };
  const plan = normalizePlan(row.plan);
  const permissions = Array.isArray(row.permissions) ? (row.permissions as string[]) : [];
  return {
    user,
    session,
    tenant: {
      accountId: row.account_id!,
      role: row.is_super_admin ? 'SUPER_ADMIN' : normalizeRole(row.role),
      permissions,
      plan,
      features: { plan, enabledFeatures: parseFeatureList(row.enabled_features) },
    },
  };
}
