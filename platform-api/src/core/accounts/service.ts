import type { Knex } from 'knex';
import {
  AccessErrors,
  AccountErrors,
  AuthErrors,
  ConflictError,
  HttpErrors,
  ForbiddenError,
  FeatureErrors,
  NotFoundError,
  UNLIMITED,
  ValidationError,
  normalizeRole,
  type AccountRole,
  type AuthUser,
} from '@suite/sdk';
import type {
  AccountDetail,
  AccountStats,
  AuditLogEntryView,
  AuditLogPageView,
  AvailabilityView,
  ContactAdminResult,
  MembershipView,
  MyAccountView,
} from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { recordAudit } from '../audit/audit.js';
import { requireAbility, type AccountAccess, type AccountRow, type Actor } from './access.js';
import { membershipChanged, seatUsage } from './membership-rules.js';
import { accountDetail, membershipView, myAccountView, type MembershipJoinRow } from './views.js';

// ---------- slugs and domains ----------

/** platform.md section 5: a slug is 2 to 60 lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isValidSlug(slug: string): boolean {
  return slug.length >= 2 && slug.length <= 60 && SLUG_PATTERN.test(slug);
}

export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase();
}

export function isValidDomain(domain: string): boolean {
  return DOMAIN_PATTERN.test(domain);
}

/** 'Café Olé & Co' -> 'cafe-ole-co'; too short a name becomes 'account'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : 'account';
}

async function slugTaken(db: Knex, slug: string, exceptAccountId?: string): Promise<boolean> {
  const query = db('core.accounts').whereRaw('lower(slug) = ?', [slug.toLowerCase()]);
  if (exceptAccountId) query.whereNot('id', exceptAccountId);
  return Boolean(await query.first('id'));
}

async function domainTaken(db: Knex, domain: string, exceptAccountId?: string): Promise<boolean> {
  const query = db('core.accounts').whereRaw('lower(domain) = ?', [domain.toLowerCase()]);
  if (exceptAccountId) query.whereNot('id', exceptAccountId);
  return Boolean(await query.first('id'));
}

/** A free slug from a name: the name's slug, else with -2, -3, ... */
export async function freeSlugFor(db: Knex, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    ((await db('core.accounts').whereRaw('lower(slug) = ? or lower(slug) like ?', [base, `${base}-%`]).select('slug')) as { slug: string }[]).map((r) => r.slug.toLowerCase()),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function validateSlug(db: Knex, rawSlug: string, ownAccountId: string | null): Promise<AvailabilityView> {
  const slug = rawSlug.trim();
  if (!isValidSlug(slug)) return { value: slug, valid: false, available: false, message: AccountErrors.INVALID_SLUG };
  const taken = await slugTaken(db, slug, ownAccountId ?? undefined);
  return { value: slug, valid: true, available: !taken, message: taken ? AccountErrors.slugTaken(slug) : null };
}

export async function validateDomain(db: Knex, rawDomain: string, ownAccountId: string | null): Promise<AvailabilityView> {
  const domain = normalizeDomain(rawDomain);
  if (!isValidDomain(domain)) return { value: domain, valid: false, available: false, message: AccountErrors.INVALID_DOMAIN };
  const taken = await domainTaken(db, domain, ownAccountId ?? undefined);
  return { value: domain, valid: true, available: !taken, message: taken ? AccountErrors.domainTaken(domain) : null };
}

/** Postgres unique violations on the slug or domain index become the spec's 409. */
function conflictFromUniqueViolation(error: unknown, slug: string | undefined, domain: string | null | undefined): never {
  const pg = error as { code?: string; constraint?: string; message?: string };
  if (pg?.code === '23505') {
    const where = `${pg.constraint ?? ''} ${pg.message ?? ''}`;
    if (where.includes('domain') && domain) throw new ConflictError(AccountErrors.domainTaken(domain));
    if (slug) throw new ConflictError(AccountErrors.slugTaken(slug));
  }
  throw error;
}

// ---------- audit ----------

export async function audit(db: Knex, actor: Actor | null, accountId: string | null, action: string, details: Record<string, unknown> = {}): Promise<void> {
  await recordAudit(db, {
    action,
    accountId,
    userId: actor?.user.id ?? null,
    sessionId: actor?.user.sessionId ?? null,
    details,
    ipAddress: actor?.ip ?? null,
    userAgent: actor?.userAgent ?? null,
  });
}

// ---------- my accounts ----------

interface MyAccountRow extends AccountRow {
  member_role: string;
  member_permissions: unknown;
}

/** GET /accounts: the active accounts the user is an active member of, with their role. */
export async function listMyAccounts(db: Knex, userId: string): Promise<MyAccountView[]> {
  const rows = (await db('core.memberships as m')
    .join('core.accounts as a', 'a.id', 'm.account_id')
    .where({ 'm.user_id': userId, 'm.status': 'ACTIVE', 'a.status': 'ACTIVE' })
    .orderBy([{ column: 'a.name' }, { column: 'a.id' }])
    .select('a.*', 'm.role as member_role', 'm.permissions as member_permissions')) as MyAccountRow[];
  return rows.map((row) => myAccountView(row, normalizeRole(row.member_role), row.member_permissions));
}

/** GET /accounts/user-memberships and /users/{id}/accounts: every membership in a live account. */
export async function listMemberships(db: Knex, userId: string): Promise<MembershipView[]> {
  const rows = (await db('core.memberships as m')
    .join('core.accounts as a', 'a.id', 'm.account_id')
    .where({ 'm.user_id': userId, 'a.status': 'ACTIVE' })
    .orderBy([{ column: 'm.joined_at' }, { column: 'a.name' }, { column: 'm.id' }])
    .select('m.id', 'm.account_id', 'm.user_id', 'm.role', 'm.status', 'm.permissions', 'm.joined_at', 'a.name as account_name', 'a.slug as account_slug', 'a.plan as account_plan')) as MembershipJoinRow[];
  return rows.map(membershipView);
}

/** GET /users/{id}/accounts: the user themself or a super admin. */
export async function membershipsOfUser(db: Knex, caller: AuthUser, userId: string): Promise<MembershipView[]> {
  if (caller.id !== userId && !caller.isSuperAdmin) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
  if (caller.id !== userId && !(await db('core.users').where('id', userId).first('id'))) throw new NotFoundError(AccountErrors.USER_NOT_FOUND);
  return listMemberships(db, userId);
}

// ---------- create ----------

export interface NewAccountInput {
  name: string;
  slug?: string;
  type?: AccountRow['type'];
  domain?: string | null;
  plan?: string;
}

/**
 * Create an account with its owner as OWNER member, inside the caller's transaction. Used by
 * POST /accounts and by registration (the personal account). A given slug must be free; without
 * one it is derived from the name.
 */
export async function insertAccountWithOwner(trx: Knex, ownerId: string, input: NewAccountInput, now: Date): Promise<AccountRow> {
  const name = input.name.trim();
  if (!name) throw new ValidationError(HttpErrors.VALIDATION_FAILED, [{ field: 'name', message: 'name is required' }]);
  let slug: string;
  if (input.slug) {
    slug = input.slug.trim().toLowerCase();
    if (!isValidSlug(slug)) throw new ValidationError(AccountErrors.INVALID_SLUG);
    if (await slugTaken(trx, slug)) throw new ConflictError(AccountErrors.slugTaken(slug));
  } else {
    slug = await freeSlugFor(trx, name);
  }
  let domain: string | null = null;
  if (input.domain) {
    domain = normalizeDomain(input.domain);
    if (!isValidDomain(domain)) throw new ValidationError(AccountErrors.INVALID_DOMAIN);
    if (await domainTaken(trx, domain)) throw new ConflictError(AccountErrors.domainTaken(domain));
  }
  const [account] = (await trx('core.accounts')
    .insert({ owner_id: ownerId, name, slug, type: input.type ?? 'TEAM', domain, plan: input.plan ?? 'FREE', created_at: now, updated_at: now })
    .returning('*')) as AccountRow[];
  await trx('core.memberships').insert({ account_id: account!.id, user_id: ownerId, role: 'OWNER', status: 'ACTIVE', permissions: JSON.stringify([]), joined_at: now });
  return account!;
}

/** POST /accounts: the caller becomes OWNER. */
export async function createAccount(ctx: CoreContext, actor: Actor, input: NewAccountInput): Promise<AccountDetail> {
  if (!actor.user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  let account: AccountRow | undefined;
  // A derived slug may be taken between the check and the insert by a concurrent request: derive again.
  for (let attempt = 1; !account; attempt += 1) {
    try {
      account = await ctx.db.transaction(async (trx) => {
        const created = await insertAccountWithOwner(trx, actor.user.id, { ...input, plan: 'FREE' }, ctx.now());
        await audit(trx, actor, created.id, 'account.created', { name: created.name, slug: created.slug });
        return created;
      });
    } catch (error) {
      if (!input.slug && attempt < 3 && (error as { code?: string })?.code === '23505' && !String((error as { constraint?: string }).constraint).includes('domain')) continue;
      conflictFromUniqueViolation(error, input.slug, input.domain);
    }
  }
  await membershipChanged(ctx, account.id, [actor.user.id]);
  return accountDetail(account, 'OWNER', []);
}

// ---------- read, update, delete ----------

export function accountOf(access: AccountAccess): AccountDetail {
  return accountDetail(access.account, access.role, access.permissions);
}

export interface AccountChanges {
  name?: string;
  slug?: string;
  domain?: string | null;
  company?: { name?: string; stage?: string; founded?: string; website?: string };
}

/** PATCH /accounts/current and /accounts/{id}: owner and admins (update Account). */
export async function updateAccount(ctx: CoreContext, actor: Actor, access: AccountAccess, changes: AccountChanges): Promise<AccountDetail> {
  requireAbility(access, 'update', 'Account');
  const { account } = access;
  const patch: Record<string, unknown> = {};
  if (changes.name !== undefined) {
    const name = changes.name.trim();
    if (!name) throw new ValidationError(HttpErrors.VALIDATION_FAILED, [{ field: 'name', message: 'name is required' }]);
    patch.name = name;
  }
  if (changes.slug !== undefined && changes.slug.toLowerCase() !== account.slug.toLowerCase()) {
    const slug = changes.slug.trim().toLowerCase();
    if (!isValidSlug(slug)) throw new ValidationError(AccountErrors.INVALID_SLUG);
    if (await slugTaken(ctx.db, slug, account.id)) throw new ConflictError(AccountErrors.slugTaken(slug));
    patch.slug = slug;
  }
  if (changes.domain !== undefined) {
    const domain = changes.domain ? normalizeDomain(changes.domain) : null;
    if (domain && !isValidDomain(domain)) throw new ValidationError(AccountErrors.INVALID_DOMAIN);
    if (domain && (await domainTaken(ctx.db, domain, account.id))) throw new ConflictError(AccountErrors.domainTaken(domain));
    patch.domain = domain;
  }
  if (changes.company !== undefined) patch.company = JSON.stringify({ ...(account.company ?? {}), ...changes.company });
  if (Object.keys(patch).length === 0) return accountOf(access);
  patch.updated_at = ctx.now();
  let updated: AccountRow;
  try {
    updated = await ctx.db.transaction(async (trx) => {
      const [row] = (await trx('core.accounts').where('id', account.id).update(patch).returning('*')) as AccountRow[];
      await audit(trx, actor, account.id, 'account.updated', { changes: Object.keys(patch).filter((k) => k !== 'updated_at') });
      return row!;
    });
  } catch (error) {
    conflictFromUniqueViolation(error, typeof patch.slug === 'string' ? patch.slug : undefined, typeof patch.domain === 'string' ? patch.domain : null);
  }
  ctx.auth.invalidateAccount(account.id);
  return accountDetail(updated, access.role, access.permissions);
}

/**
 * DELETE /accounts/current and /accounts/{id}: the owner only (ADMIN may not: account.delete),
 * with the account's name typed exactly. The account is closed, not erased: its slug and domain
 * are freed, pending invitations revoked, and its members lose it at once.
 */
export async function deleteAccount(ctx: CoreContext, actor: Actor, access: AccountAccess, confirmation: string): Promise<{ id: string; status: string }> {
  requireAbility(access, 'delete', 'Account');
  const { account } = access;
  if (confirmation !== account.name) throw new ValidationError(AccountErrors.DELETE_CONFIRMATION_MISMATCH);
  const now = ctx.now();
  const members = await ctx.db.transaction(async (trx) => {
    await trx('core.accounts')
      .where('id', account.id)
      .update({ status: 'DELETED', slug: `${account.slug}--deleted-${account.id.slice(0, 8)}`, domain: null, updated_at: now });
    await trx('core.invitations').where({ account_id: account.id, status: 'pending' }).update({ status: 'revoked', responded_at: now });
    await audit(trx, actor, account.id, 'account.deleted', { name: account.name, slug: account.slug });
    return ((await trx('core.memberships').where('account_id', account.id).select('user_id')) as { user_id: string }[]).map((r) => r.user_id);
  });
  await membershipChanged(ctx, account.id, members);
  return { id: account.id, status: 'DELETED' };
}

/** POST /accounts/{id}/transfer-ownership (and a role change to OWNER): the owner only (account.transfer). */
export async function transferOwnership(ctx: CoreContext, actor: Actor, access: AccountAccess, newOwnerId: string): Promise<AccountDetail> {
  if (access.ability.cannot('transfer', 'Account')) throw new ForbiddenError(AccountErrors.ONLY_OWNER_TRANSFERS);
  const { account } = access;
  const previousOwners = await ctx.db.transaction(async (trx) => {
    const target = (await trx('core.memberships').where({ account_id: account.id, user_id: newOwnerId }).forUpdate().first('role', 'status')) as
      | { role: string; status: string }
      | undefined;
    if (!target) throw new NotFoundError(AccountErrors.NOT_A_MEMBER);
    if (target.status !== 'ACTIVE') throw new ConflictError(AccountErrors.NOT_A_MEMBER);
    const owners = ((await trx('core.memberships').where({ account_id: account.id, role: 'OWNER' }).whereNot('user_id', newOwnerId).select('user_id')) as { user_id: string }[]).map(
      (r) => r.user_id,
    );
    if (target.role === 'OWNER' && owners.length === 0) return [];
    await trx('core.memberships').where({ account_id: account.id, role: 'OWNER' }).whereNot('user_id', newOwnerId).update({ role: 'ADMIN' });
    await trx('core.memberships').where({ account_id: account.id, user_id: newOwnerId }).update({ role: 'OWNER', permissions: JSON.stringify([]) });
    await trx('core.accounts').where('id', account.id).update({ owner_id: newOwnerId, updated_at: ctx.now() });
    await audit(trx, actor, account.id, 'account.ownership_transferred', { from: owners, to: newOwnerId });
    return owners;
  });
  await membershipChanged(ctx, account.id, [newOwnerId, ...previousOwners]);
  const row = (await ctx.db('core.accounts').where('id', account.id).first()) as AccountRow;
  const mine = (await ctx.db('core.memberships').where({ account_id: account.id, user_id: actor.user.id }).first('role', 'permissions')) as
    | { role: string; permissions: unknown }
    | undefined;
  const role: AccountRole = actor.user.isSuperAdmin ? 'SUPER_ADMIN' : normalizeRole(mine?.role);
  return accountDetail(row, role, mine?.permissions ?? []);
}

// ---------- stats and audit logs ----------

/** GET /accounts/stats: members, pending invitations and seat usage against maxUsers. */
export async function accountStats(ctx: CoreContext, access: AccountAccess): Promise<AccountStats> {
  requireAbility(access, 'read', 'UsersTeams');
  const accountId = access.account.id;
  const usage = await seatUsage(ctx.db, accountId, ctx.now());
  const rows = (await ctx.db('core.memberships').where('account_id', accountId).groupBy('role', 'status').select('role', 'status').count('* as count')) as {
    role: string;
    status: string;
    count: string | number;
  }[];
  const byRole: AccountStats['byRole'] = { OWNER: 0, ADMIN: 0, MEMBER: 0, OBSERVER: 0 };
  let suspended = 0;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.status !== 'ACTIVE') {
      suspended += count;
      continue;
    }
    const role = normalizeRole(row.role);
    if (role in byRole) byRole[role as keyof typeof byRole] += count;
  }
  const used = usage.members + usage.pendingInvitations;
  const unlimited = usage.maxUsers === UNLIMITED;
  return {
    members: usage.members,
    suspendedMembers: suspended,
    pendingInvitations: usage.pendingInvitations,
    maxUsers: usage.maxUsers,
    byRole,
    usage: {
      users: used,
      maxUsers: usage.maxUsers,
      remaining: unlimited ? null : Math.max(0, usage.maxUsers - used),
      percent: unlimited ? null : usage.maxUsers === 0 ? 100 : Math.min(100, Math.round((used / usage.maxUsers) * 100)),
    },
  };
}

export interface AuditLogFilter {
  action?: string;
  userId?: string;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

interface AuditRow {
  id: string | number;
  action: string;
  user_id: string | null;
  session_id: string | null;
  details: Record<string, unknown> | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** GET /accounts/audit-logs: admins, on a plan with audit logs (ENTERPRISE); newest first. */
export async function accountAuditLogs(db: Knex, access: AccountAccess, filter: AuditLogFilter): Promise<AuditLogPageView> {
  requireAbility(access, 'read', 'AuditLog');
  if (access.ability.cannot('use', 'PlanFeature:audit_logs')) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
  const base = db('core.audit_logs as l').where('l.account_id', access.account.id);
  if (filter.action) base.where('l.action', filter.action);
  if (filter.userId) base.where('l.user_id', filter.userId);
  if (filter.startDate) base.where('l.created_at', '>=', new Date(filter.startDate));
  if (filter.endDate) base.where('l.created_at', '<=', new Date(filter.endDate));
  const total = Number(((await base.clone().count<{ count: string | number }[]>('* as count'))[0]?.count ?? 0));
  const rows = (await base
    .clone()
    .leftJoin('core.users as u', 'u.id', 'l.user_id')
    .orderBy([{ column: 'l.created_at', order: 'desc' }, { column: 'l.id', order: 'desc' }])
    .limit(filter.limit)
    .offset(filter.offset)
    .select('l.id', 'l.action', 'l.user_id', 'l.session_id', 'l.details', 'l.ip_address', 'l.user_agent', 'l.created_at', 'u.email', 'u.first_name', 'u.last_name')) as AuditRow[];
  const logs: AuditLogEntryView[] = rows.map((row) => ({
    id: String(row.id),
    action: row.action,
    userId: row.user_id,
    userEmail: row.email,
    userName: row.email ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || null : null,
    sessionId: row.session_id,
    details: row.details ?? {},
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { logs, total, limit: filter.limit, offset: filter.offset };
}

// ---------- contact administrator ----------

interface AdminRecipient {
  email: string;
  language: string;
}

/**
 * POST /accounts/contact-admin: stored, then mailed to every owner and admin of the account
 * (DECISIONS.md: the old client only pretended; this one sends).
 */
export async function contactAdministrators(ctx: CoreContext, actor: Actor, access: AccountAccess, input: { subject: string; message: string; page?: string }): Promise<ContactAdminResult> {
  const subject = input.subject.trim();
  const message = input.message.trim();
  if (!subject || !message) throw new ValidationError(AccountErrors.CONTACT_ADMIN_REQUIRED);
  const page = input.page?.trim() || null;
  const { account } = access;
  const id = await ctx.db.transaction(async (trx) => {
    const sender = (await trx('core.users').where('id', actor.user.id).first('email', 'first_name', 'last_name')) as { email: string; first_name: string; last_name: string };
    const [row] = (await trx('core.admin_contact_requests')
      .insert({ account_id: account.id, user_id: actor.user.id, subject, message, page, created_at: ctx.now() })
      .returning('id')) as { id: string }[];
    const recipients = (await trx('core.memberships as m')
      .join('core.users as u', 'u.id', 'm.user_id')
      .where({ 'm.account_id': account.id, 'm.status': 'ACTIVE' })
      .whereIn('m.role', ['OWNER', 'ADMIN'])
      .where('u.status', 'ACTIVE')
      .orderBy('u.email')
      .select('u.email', 'u.language')) as AdminRecipient[];
    const senderName = `${sender.first_name} ${sender.last_name}`.trim() || sender.email;
    for (const recipient of recipients) {
      await ctx.mailer.send(
        {
          to: recipient.email,
          template: 'admin-contact',
          language: recipient.language,
          data: { accountName: account.name, subject, message, page: page ?? '', senderName, senderEmail: sender.email, requestId: row!.id },
        },
        trx,
      );
    }
    await audit(trx, actor, account.id, 'admin_contact.sent', { requestId: row!.id, subject, recipients: recipients.length });
    return row!.id;
  });
  return { id };
}
