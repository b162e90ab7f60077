import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  AccessErrors,
  AccountErrors,
  AuthErrors,
  ConflictError,
  ForbiddenError,
  InvitationPageTexts,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  isValidEmail,
  normalizeRole,
  type AccountRole,
} from '@suite/sdk';
import type { InvitationAcceptResult, InvitationView } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { accessAccount, requireAbility, type Actor } from '../accounts/access.js';
import { GRANTABLE_ROLES, assertCanGrant, assertSeatAvailable, cleanPermissions, membershipChanged } from '../accounts/membership-rules.js';
import { audit } from '../accounts/service.js';
import { recordAudit } from '../audit/audit.js';

/** Invitation validity (platform.md section 9). */
export const INVITATION_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;

type InvitationStatus = InvitationView['status'];

interface InvitationRow {
  id: string;
  account_id: string;
  email: string;
  role: string;
  permissions: unknown;
  token_hash: string;
  inviter_user_id: string | null;
  status: InvitationStatus;
  created_at: Date;
  expires_at: Date;
  responded_at: Date | null;
  accepted_by: string | null;
  account_name: string;
  account_status: string;
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  inviter_email: string | null;
}

export type InvitationRef = { token: string } | { id: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

function inviterName(row: Pick<InvitationRow, 'inviter_first_name' | 'inviter_last_name' | 'inviter_email'>): string | null {
  if (!row.inviter_email) return null;
  return `${row.inviter_first_name ?? ''} ${row.inviter_last_name ?? ''}`.trim() || row.inviter_email;
}

function invitationView(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    accountId: row.account_id,
    accountName: row.account_name,
    email: row.email,
    role: normalizeRole(row.role),
    permissions: Array.isArray(row.permissions) ? (row.permissions as string[]) : [],
    inviterUserId: row.inviter_user_id,
    inviterName: inviterName(row),
    status: row.status,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function invitations(db: Knex) {
  return db('core.invitations as i')
    .join('core.accounts as a', 'a.id', 'i.account_id')
    .leftJoin('core.users as u', 'u.id', 'i.inviter_user_id')
    .select('i.*', 'a.name as account_name', 'a.status as account_status', 'u.first_name as inviter_first_name', 'u.last_name as inviter_last_name', 'u.email as inviter_email');
}

function whereRef(query: Knex.QueryBuilder, ref: InvitationRef): Knex.QueryBuilder {
  return 'token' in ref ? query.where('i.token_hash', hashToken(ref.token)) : query.where('i.id', ref.id);
}

/**
 * Pending invitations past their expiry become 'expired' when read (platform.md section 4),
 * committed before anything else happens, and each is audited.
 */
async function expireStale(ctx: CoreContext, narrow: (query: Knex.QueryBuilder) => void): Promise<void> {
  const query = ctx.db('core.invitations').where('status', 'pending').where('expires_at', '<=', ctx.now());
  narrow(query);
  const expired = (await query.update({ status: 'expired' }).returning(['id', 'account_id', 'email'])) as { id: string; account_id: string; email: string }[];
  for (const row of expired) await audit(ctx.db, null, row.account_id, 'invitation.expired', { invitationId: row.id, email: row.email });
}

async function findInvitation(ctx: CoreContext, ref: InvitationRef): Promise<InvitationRow | undefined> {
  if ('id' in ref) await expireStale(ctx, (q) => q.where('id', ref.id));
  else await expireStale(ctx, (q) => q.where('token_hash', hashToken(ref.token)));
  return (await whereRef(invitations(ctx.db), ref).first()) as InvitationRow | undefined;
}

/** Only pending invitations change: expired or revoked ones are absent (404), answered ones a conflict (409). */
function assertPending(row: InvitationRow | undefined): asserts row is InvitationRow {
  if (!row || row.status === 'expired' || row.status === 'revoked' || row.account_status !== 'ACTIVE') throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  if (row.status !== 'pending') throw new ConflictError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
}

/** Re-read a pending invitation under a row lock inside a transaction (two accepts cannot both win). */
/**
 * The caller's access to the account of an invitation they reached by its id. A caller outside that
 * account never learns it exists: 404, as an unknown invitation (the tenant text would name it).
 */
async function accessInvitationAccount(ctx: CoreContext, actor: Actor, row: InvitationRow): Promise<Awaited<ReturnType<typeof accessAccount>>> {
  const member = await ctx.db('core.memberships').where({ account_id: row.account_id, user_id: actor.user.id, status: 'ACTIVE' }).first('user_id');
  if (!member && !actor.user.isSuperAdmin) throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  return accessAccount(ctx.db, actor.user, row.account_id);
}

async function lockPending(trx: Knex, id: string, now: Date): Promise<void> {
  const row = (await trx('core.invitations').where('id', id).forUpdate().first('status', 'expires_at')) as { status: string; expires_at: Date } | undefined;
  if (!row || row.status !== 'pending' || new Date(row.expires_at).getTime() <= now.getTime()) throw new ConflictError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// ---------- create and resend ----------

export interface InvitationInput {
  email?: string;
  accountId?: string;
  role?: string;
  permissions?: string[];
}

/** The invited role in words, as the invitation e-mail says it ("as a member"), per language. */
export const ROLE_IN_WORDS: Record<'en' | 'fr' | 'es', Record<string, string>> = {
  en: { OWNER: 'an owner', ADMIN: 'an admin', MEMBER: 'a member', OBSERVER: 'an observer', SUPER_ADMIN: 'a super admin' },
  fr: { OWNER: 'propriétaire', ADMIN: 'administrateur', MEMBER: 'membre', OBSERVER: 'observateur', SUPER_ADMIN: 'super administrateur' },
  es: { OWNER: 'propietario', ADMIN: 'administrador', MEMBER: 'miembro', OBSERVER: 'observador', SUPER_ADMIN: 'superadministrador' },
};

/**
 * The invitation e-mail, in the recipient's language when they already have a user here (else the
 * inviter's), naming the account (named after the company) and the role in words.
 */
async function mailInvitation(ctx: CoreContext, trx: Knex, invitation: { email: string; role: string; account_id: string }, token: string, inviterId: string): Promise<void> {
  const [account, inviter, recipient] = await Promise.all([
    trx('core.accounts').where('id', invitation.account_id).first('name') as Promise<{ name: string }>,
    trx('core.users').where('id', inviterId).first('email', 'first_name', 'last_name', 'language') as Promise<{ email: string; first_name: string; last_name: string; language: string }>,
    trx('core.users').whereRaw('lower(email) = ?', [invitation.email.trim().toLowerCase()]).first('language') as Promise<{ language: string | null } | undefined>,
  ]);
  const language = recipient?.language || inviter.language;
  const words = ROLE_IN_WORDS[language as keyof typeof ROLE_IN_WORDS] ?? ROLE_IN_WORDS.en;
  const role = normalizeRole(invitation.role);
  await ctx.mailer.send(
    {
      to: invitation.email,
      template: 'invitation',
      language,
      data: {
        inviterName: `${inviter.first_name} ${inviter.last_name}`.trim() || inviter.email,
        accountName: account.name,
        role: words[role] ?? role.toLowerCase(),
        link: `${ctx.config.appUrl}/accept-invitation?token=${encodeURIComponent(token)}`,
      },
    },
    trx,
  );
}

/**
 * POST /invitations and POST /accounts/{id}/invitations: email, accountId and role are required
 * ('Invalid invitation data'); admins (or members with page:users_teams) invite; one pending
 * invitation per email and account; never a current member; within maxUsers.
 */
export async function createInvitation(ctx: CoreContext, actor: Actor, input: InvitationInput, pathAccountId?: string): Promise<InvitationView> {
  if (pathAccountId && input.accountId && input.accountId !== pathAccountId) throw new ForbiddenError(AccessErrors.tenantMismatch(input.accountId));
  const accountId = pathAccountId ?? input.accountId;
  const email = input.email?.trim().toLowerCase();
  const role = input.role?.trim().toUpperCase() as AccountRole | undefined;
  if (!email || !accountId || !role || !isValidEmail(email) || !GRANTABLE_ROLES.includes(role)) throw new ValidationError(AccessErrors.INVALID_INVITATION_DATA);
  const permissions = cleanPermissions(input.permissions);

  const access = await accessAccount(ctx.db, actor.user, accountId);
  requireAbility(access, 'create', 'Invitation');
  assertCanGrant(access, role, permissions);
  await expireStale(ctx, (q) => q.where('account_id', accountId).whereRaw('lower(email) = ?', [email]));

  const now = ctx.now();
  const token = newToken();
  const id = await ctx.db.transaction(async (trx) => {
    const member = await trx('core.memberships as m').join('core.users as u', 'u.id', 'm.user_id').where('m.account_id', accountId).whereRaw('lower(u.email) = ?', [email]).first('m.id');
    if (member) throw new ConflictError(AccountErrors.ALREADY_MEMBER);
    const pending = await trx('core.invitations').where({ account_id: accountId, status: 'pending' }).whereRaw('lower(email) = ?', [email]).first('id');
    if (pending) throw new ConflictError(AccessErrors.INVITATION_ALREADY_PENDING);
    await assertSeatAvailable(trx, accountId, now);
    const [row] = (await trx('core.invitations')
      .insert({
        account_id: accountId,
        email,
        role,
        permissions: JSON.stringify(permissions),
        token_hash: hashToken(token),
        inviter_user_id: actor.user.id,
        status: 'pending',
        created_at: now,
        expires_at: new Date(now.getTime() + INVITATION_VALIDITY_MS),
      })
      .returning('id')) as { id: string }[];
    await mailInvitation(ctx, trx, { email, role, account_id: accountId }, token, actor.user.id);
    await audit(trx, actor, accountId, 'invitation.created', { invitationId: row!.id, email, role, permissions });
    return row!.id;
  });
  return invitationView((await whereRef(invitations(ctx.db), { id }).first()) as InvitationRow);
}

/** POST /accounts/invitations/{id}/resend: a new token, a new 7-day expiry, mailed again (admins). */
export async function resendInvitation(ctx: CoreContext, actor: Actor, id: string): Promise<InvitationView> {
  const row = await findInvitation(ctx, { id });
  if (!row) throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  const access = await accessInvitationAccount(ctx, actor, row);
  requireAbility(access, 'update', 'Invitation');
  assertPending(row);
  const now = ctx.now();
  const token = newToken();
  await ctx.db.transaction(async (trx) => {
    await lockPending(trx, id, now);
    await trx('core.invitations')
      .where('id', id)
      .update({ token_hash: hashToken(token), expires_at: new Date(now.getTime() + INVITATION_VALIDITY_MS) });
    await mailInvitation(ctx, trx, row, token, actor.user.id);
    await audit(trx, actor, row.account_id, 'invitation.resent', { invitationId: id, email: row.email });
  });
  return invitationView((await whereRef(invitations(ctx.db), { id }).first()) as InvitationRow);
}

// ---------- read ----------

/** GET /accounts/{id}/invitations: pending first, newest first (admins or page:users_teams). */
export async function listAccountInvitations(ctx: CoreContext, actor: Actor, accountId: string): Promise<InvitationView[]> {
  const access = await accessAccount(ctx.db, actor.user, accountId);
  requireAbility(access, 'read', 'Invitation');
  await expireStale(ctx, (q) => q.where('account_id', accountId));
  const rows = (await invitations(ctx.db)
    .where('i.account_id', accountId)
    .orderByRaw("case i.status when 'pending' then 0 else 1 end")
    .orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id' }])) as InvitationRow[];
  return rows.map(invitationView);
}

/**
 * GET /invitations/token/{token} (public): the one invitation the token opens. Expired and
 * revoked ones are absent.
 */
export async function invitationByToken(ctx: CoreContext, token: string): Promise<InvitationView> {
  const row = await findInvitation(ctx, { token });
  if (!row || row.status === 'expired' || row.status === 'revoked' || row.account_status !== 'ACTIVE') throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  return invitationView(row);
}

/** GET /invitations/{id}: the invitee, or admins of its account. */
export async function invitationById(ctx: CoreContext, actor: Actor, id: string): Promise<InvitationView> {
  const row = await findInvitation(ctx, { id });
  if (!row) throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  if (!sameEmail(row.email, actor.user.email)) requireAbility(await accessInvitationAccount(ctx, actor, row), 'read', 'Invitation');
  return invitationView(row);
}

/**
 * GET /invitations/user/{email}: the caller's own invitations (every account), or, for admins of
 * the current account, that account's invitations to the email.
 */
export async function invitationsForEmail(ctx: CoreContext, actor: Actor, email: string, tenantAccountId: string | null): Promise<InvitationView[]> {
  const address = email.trim().toLowerCase();
  const own = sameEmail(address, actor.user.email);
  let accountId: string | null = null;
  if (!own) {
    if (!tenantAccountId) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    requireAbility(await accessAccount(ctx.db, actor.user, tenantAccountId), 'read', 'Invitation');
    accountId = tenantAccountId;
  }
  await expireStale(ctx, (q) => {
    q.whereRaw('lower(email) = ?', [address]);
    if (accountId) q.where('account_id', accountId);
  });
  const query = invitations(ctx.db)
    .whereRaw('lower(i.email) = ?', [address])
    .where('a.status', 'ACTIVE')
    .orderByRaw("case i.status when 'pending' then 0 else 1 end")
    .orderBy([{ column: 'i.created_at', order: 'desc' }, { column: 'i.id' }]);
  if (accountId) query.where('i.account_id', accountId);
  return ((await query) as InvitationRow[]).map(invitationView);
}

// ---------- answer: accept, decline, revoke ----------

/**
 * The pending invitation a registration's token opens, read in the registration's transaction:
 * undefined when the token opens nothing pending (unknown, expired, answered, revoked, closed
 * account).
 */
export async function pendingInvitationForRegistration(trx: Knex, token: string, now: Date): Promise<{ id: string; accountId: string; email: string } | undefined> {
  const row = (await whereRef(invitations(trx), { token }).first()) as InvitationRow | undefined;
  if (!row || row.status !== 'pending' || row.account_status !== 'ACTIVE' || new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  return { id: row.id, accountId: row.account_id, email: row.email };
}

/**
 * Someone registering from their invitation joins the inviting account in the registration's
 * transaction: the membership with the invited role and permissions (within maxUsers), the
 * invitation accepted. The token was mailed to the address, so it verifies the email (the caller
 * creates the user verified). Call membershipChanged after the commit.
 */
export async function joinByRegistration(trx: Knex, invitationId: string, user: { id: string; email: string }, now: Date, client: { ip: string | null; userAgent: string | null }): Promise<AccountRole> {
  await lockPending(trx, invitationId, now);
  const row = (await whereRef(invitations(trx), { id: invitationId }).first()) as InvitationRow;
  if (!sameEmail(row.email, user.email)) throw new ForbiddenError(AccessErrors.INVITATION_EMAIL_MISMATCH);
  const role = normalizeRole(row.role);
  await assertSeatAvailable(trx, row.account_id, now, { excludeInvitationId: row.id });
  await trx('core.memberships').insert({
    account_id: row.account_id,
    user_id: user.id,
    role,
    status: 'ACTIVE',
    permissions: JSON.stringify(Array.isArray(row.permissions) ? row.permissions : []),
    invited_by: row.inviter_user_id,
    joined_at: now,
  });
  await trx('core.invitations').where('id', row.id).update({ status: 'accepted', responded_at: now, accepted_by: user.id });
  await recordAudit(trx, {
    action: 'invitation.accepted',
    accountId: row.account_id,
    userId: user.id,
    details: { invitationId: row.id, email: row.email, role, via: 'registration' },
    ipAddress: client.ip,
    userAgent: client.userAgent,
  });
  return role;
}

/**
 * Accept (by token or id): a signed-in, verified user whose email is the invitation's joins the
 * account with the invited role and permissions, within maxUsers. The token was mailed to that
 * address, so accepting by token proves the email as the verification link would: a user who
 * registered from the invitation is verified by accepting it.
 */
export async function acceptInvitation(ctx: CoreContext, actor: Actor | null, ref: InvitationRef): Promise<InvitationAcceptResult> {
  if (!actor) throw new UnauthorizedError(InvitationPageTexts.MUST_LOG_IN);
  const row = await findInvitation(ctx, ref);
  assertPending(row);
  if (!sameEmail(row.email, actor.user.email)) throw new ForbiddenError(AccessErrors.INVITATION_EMAIL_MISMATCH);
  const verifiesEmail = !actor.user.emailVerified;
  if (verifiesEmail && !('token' in ref)) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  const now = ctx.now();
  const role = await ctx.db.transaction(async (trx) => {
    await lockPending(trx, row.id, now);
    if (verifiesEmail) {
      await trx('core.users').where('id', actor.user.id).whereNull('email_verified_at').update({ email_verified_at: now, updated_at: now });
      await audit(trx, actor, null, 'auth.email_verified', { via: 'invitation', invitationId: row.id });
    }
    const existing = (await trx('core.memberships').where({ account_id: row.account_id, user_id: actor.user.id }).first('role', 'status')) as
      | { role: string; status: string }
      | undefined;
    let joinedAs = normalizeRole(row.role);
    if (existing) {
      // Already in (added directly meanwhile): the invitation is answered, the membership kept.
      if (existing.status !== 'ACTIVE') throw new ConflictError(AccountErrors.ALREADY_MEMBER);
      joinedAs = normalizeRole(existing.role);
    } else {
      await assertSeatAvailable(trx, row.account_id, now, { excludeInvitationId: row.id });
      await trx('core.memberships').insert({
        account_id: row.account_id,
        user_id: actor.user.id,
        role: joinedAs,
        status: 'ACTIVE',
        permissions: JSON.stringify(Array.isArray(row.permissions) ? row.permissions : []),
        invited_by: row.inviter_user_id,
        joined_at: now,
      });
    }
    await trx('core.invitations').where('id', row.id).update({ status: 'accepted', responded_at: now, accepted_by: actor.user.id });
    await audit(trx, actor, row.account_id, 'invitation.accepted', { invitationId: row.id, email: row.email, role: joinedAs });
    return joinedAs;
  });
  await membershipChanged(ctx, row.account_id, [actor.user.id]);
  return { accountId: row.account_id, role };
}

/**
 * Decline: by token, the token is the proof (the invitee may have no account yet); by id, the
 * signed-in invitee.
 */
export async function declineInvitation(ctx: CoreContext, actor: Actor | null, ref: InvitationRef): Promise<InvitationView> {
  const row = await findInvitation(ctx, ref);
  if ('id' in ref) {
    if (!actor) throw new UnauthorizedError(InvitationPageTexts.MUST_LOG_IN);
    if (!row) throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    if (!sameEmail(row.email, actor.user.email)) throw new ForbiddenError(AccessErrors.INVITATION_EMAIL_MISMATCH);
  }
  assertPending(row);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await lockPending(trx, row.id, now);
    await trx('core.invitations').where('id', row.id).update({ status: 'declined', responded_at: now });
    await audit(trx, actor, row.account_id, 'invitation.declined', { invitationId: row.id, email: row.email });
  });
  return invitationView({ ...row, status: 'declined', responded_at: now });
}

/** PATCH /invitations/{id}/revoke: admins (or page:users_teams) of its account. */
export async function revokeInvitation(ctx: CoreContext, actor: Actor, id: string): Promise<InvitationView> {
  const row = await findInvitation(ctx, { id });
  if (!row) throw new NotFoundError(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  requireAbility(await accessInvitationAccount(ctx, actor, row), 'update', 'Invitation');
  assertPending(row);
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await lockPending(trx, row.id, now);
    await trx('core.invitations').where('id', row.id).update({ status: 'revoked', responded_at: now });
    await audit(trx, actor, row.account_id, 'invitation.revoked', { invitationId: row.id, email: row.email });
  });
  return invitationView({ ...row, status: 'revoked', responded_at: now });
}

/** PATCH /invitations/{id}/status: accepted or declined by the invitee, revoked by an admin. */
export async function setInvitationStatus(ctx: CoreContext, actor: Actor, id: string, status: 'accepted' | 'declined' | 'revoked'): Promise<InvitationView | InvitationAcceptResult> {
  if (status === 'accepted') return acceptInvitation(ctx, actor, { id });
  if (status === 'declined') return declineInvitation(ctx, actor, { id });
  return revokeInvitation(ctx, actor, id);
}
