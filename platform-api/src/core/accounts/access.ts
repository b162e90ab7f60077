import type { Knex } from 'knex';
import {
  AccessErrors,
  AccountErrors,
  AuthErrors,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  defineAbilityFor,
  normalizePlan,
  normalizeRole,
  type AccountRole,
  type AppAbility,
  type AuthUser,
  type Persona,
  type PlanId,
  type RouteRequest,
} from '@suite/sdk';
import { isUuid } from '../../http/request-state.js';

/** Who does something, as services see it (never req/res). */
export interface Actor {
  user: AuthUser;
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(req: Pick<RouteRequest, 'user' | 'ip' | 'headers'>): Actor {
  if (!req.user) throw new UnauthorizedError();
  const agent = req.headers['user-agent'];
  return { user: req.user, ip: req.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

export interface AccountRow {
  id: string;
  owner_id: string | null;
  name: string;
  slug: string;
  type: 'ENTERPRISE' | 'TEAM' | 'INDIVIDUAL';
  status: string;
  company: Record<string, unknown> | null;
  settings: Record<string, unknown> | null;
  plan: string;
  additional_users: number;
  domain: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The caller's standing in one account: role, rights and the CASL ability built from them. */
export interface AccountAccess {
  account: AccountRow;
  plan: PlanId;
  role: AccountRole;
  permissions: string[];
  ability: AppAbility;
}

interface MembershipRow {
  role: string;
  status: string;
  permissions: unknown;
}

/**
 * Resolve the caller's access to an account named by id. Another account (no active membership)
 * answers 403 with the spec's tenant text; a deleted account 404; account-scoped work needs a
 * verified email. A super admin reaches every account.
 */
export async function accessAccount(db: Knex, user: AuthUser, accountId: string): Promise<AccountAccess> {
  if (!isUuid(accountId)) throw new ForbiddenError(AccessErrors.tenantMismatch(accountId));
  const [account, membership, profile] = await Promise.all([
    db('core.accounts').where('id', accountId).first() as Promise<AccountRow | undefined>,
    db('core.memberships').where({ account_id: accountId, user_id: user.id }).first('role', 'status', 'permissions') as Promise<MembershipRow | undefined>,
    db('core.users').where('id', user.id).first('primary_persona') as Promise<{ primary_persona: Persona | null } | undefined>,
  ]);
  const member = membership && membership.status === 'ACTIVE';
  if (!member && !user.isSuperAdmin) throw new ForbiddenError(AccessErrors.tenantMismatch(accountId));
  if (!account || account.status !== 'ACTIVE') throw new NotFoundError(AccountErrors.ACCOUNT_NOT_FOUND);
  if (!user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  const role: AccountRole = user.isSuperAdmin ? 'SUPER_ADMIN' : normalizeRole(membership!.role);
  const permissions = Array.isArray(membership?.permissions) ? (membership.permissions as string[]) : [];
  const plan = normalizePlan(account.plan);
  const ability = defineAbilityFor({ id: user.id, isSuperAdmin: user.isSuperAdmin, primaryPersona: profile?.primary_persona ?? null }, { role, permissions }, { plan });
  return { account, plan, role, permissions, ability };
}

/** Refuse with the access-denied text unless the ability allows the action. */
export function requireAbility(access: Pick<AccountAccess, 'ability'>, action: string, subject: string): void {
  if (access.ability.cannot(action, subject)) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}
