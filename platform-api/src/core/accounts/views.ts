import { PLAN_CATALOGUE, maxUsersFor, normalizePlan, normalizeRole, type AccountRole } from '@suite/sdk';
import type { AccountDetail, AccountSummary, AccountUserView, MembershipView, MyAccountView } from '@suite/sdk/schemas';
import type { AccountRow } from './access.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

export function accountSummary(row: AccountRow): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    status: row.status,
    plan: normalizePlan(row.plan),
    domain: row.domain,
    ownerId: row.owner_id,
    createdAt: iso(row.created_at),
  };
}

export function myAccountView(row: AccountRow, role: AccountRole, permissions: unknown): MyAccountView {
  return { ...accountSummary(row), role, permissions: list(permissions) };
}

export function accountDetail(row: AccountRow, role: AccountRole, permissions: unknown): AccountDetail {
  const plan = normalizePlan(row.plan);
  const limits = PLAN_CATALOGUE[plan].limits;
  return {
    ...myAccountView(row, role, permissions),
    company: (row.company ?? {}) as AccountDetail['company'],
    settings: row.settings ?? {},
    additionalUsers: row.additional_users,
    limits: { ...limits, maxUsers: maxUsersFor(plan, row.additional_users) },
    updatedAt: iso(row.updated_at),
  };
}

export interface MembershipJoinRow {
  id: string;
  account_id: string;
  user_id: string;
  role: string;
  status: string;
  permissions: unknown;
  joined_at: Date;
  account_name: string;
  account_slug: string;
  account_plan: string;
}

export function membershipView(row: MembershipJoinRow): MembershipView {
  return {
    id: row.id,
    accountId: row.account_id,
    userId: row.user_id,
    role: normalizeRole(row.role),
    status: row.status,
    permissions: list(row.permissions),
    joinedAt: iso(row.joined_at),
    account: { id: row.account_id, name: row.account_name, slug: row.account_slug, plan: normalizePlan(row.account_plan) },
  };
}

export interface AccountUserRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  role: string;
  status: string;
  permissions: unknown;
  invited_by: string | null;
  joined_at: Date;
}

export function accountUserView(row: AccountUserRow): AccountUserView {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    role: normalizeRole(row.role),
    status: row.status === 'SUSPENDED' ? 'SUSPENDED' : 'ACTIVE',
    permissions: list(row.permissions),
    invitedBy: row.invited_by,
    joinedAt: iso(row.joined_at),
  };
}
