import { devToolsAllowed } from '../devtools/overrides.js';
import type { Knex } from 'knex';
import {
  AppError,
  AuthErrors,
  ConflictError,
  DEMO_ACCOUNTS,
  NotFoundError,
  PASSWORD_MIN_LENGTH,
  UnauthorizedError,
  ValidationError,
  isValidEmail,
  registrationProblems,
  resetPasswordProblems,
  type AuthUser,
  type DemoLoginResult,
  type FieldProblem,
  type RefreshResult,
  type SessionResponse,
  type SignInResult,
  type TenantContext,
  type TwoFactorRequired,
} from '@suite/sdk';
import type { RegisterBody, RegistrationPending } from '@suite/sdk/schemas';
import { recordAudit } from '../audit/audit.js';
import { registerModuleMailTemplates, type TemplateName } from '../mail/templates.js';
import { membershipChanged } from '../accounts/membership-rules.js';
import { joinByRegistration, pendingInvitationForRegistration } from '../invitations/service.js';
import type { CoreContext } from '../context.js';
import { enabledFeatureList } from '../features/decision.js';
import { loadFeatureState } from '../features/service.js';
import { isTrustedDevice, trustNewDevice } from '../security/devices.js';
import { openSession, revokeSessions, rotateRefreshToken, type ClientInfo } from '../sessions/store.js';
import { consumeToken, countWrongCode, findUsableToken, issueOneTimeToken } from './one-time-tokens.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { deviceLabel } from './devices.js';
import { countryOf, loginRisk, type LoginRiskFactor } from './risk.js';
import { sha256Hex, sixDigitCode } from './secrets.js';
import { isValidEmailCode, isValidTotp, mailCode } from './two-factor.js';
import { decryptTotpSecret } from './totp-secrets.js';
import { findUser, findUserByEmail, isLocked, normalizeEmail, userProfile, type UserRow } from './users.js';

/** Lockout (platform.md section 9): 5 failed logins within 30 minutes lock the account for 30 minutes. */
export const LOCKOUT = { MAX_FAILURES: 5, WINDOW_MS: 30 * 60_000, LOCK_MS: 30 * 60_000, REASON: 'too_many_failed_attempts' } as const;
/** Resends of an emailed sign-in code per pending login. */
const MAX_CODE_RESENDS = 5;

/** What a sign-in request carries besides its body. */
export interface SignInMeta {
  client: ClientInfo;
  headers: Record<string, string | string[] | undefined>;
  /** A stable browser fingerprint (body or X-Device-Fingerprint header). */
  deviceFingerprint?: string | null;
}

const locked = () => new AppError(AuthErrors.ACCOUNT_LOCKED, 423);
const invalidCredentials = () => new UnauthorizedError(AuthErrors.INVALID_CREDENTIALS);
const firstProblem = (problems: FieldProblem[]) => new ValidationError(problems[0]!.message, problems);
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function signedIn(ctx: CoreContext, db: Knex, user: UserRow, client: ClientInfo, accountId?: string | null): Promise<SignInResult> {
  const { session, tokens } = await openSession(ctx, db, { userId: user.id, accountId, client });
  return { user: userProfile(user), tokens, accountId: session.account_id, requiresEmailVerification: user.email_verified_at === null };
}

// ---------- registration ----------

/** A slug from a name: lower-case ASCII words joined by single hyphens. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : 'account';
}

/** The slug itself when free, else the first free `slug-N` (N from 2). */
async function uniqueSlug(db: Knex, base: string): Promise<string> {
  const taken = new Set(
    ((await db('core.accounts').whereRaw('lower(slug) = ? or lower(slug) like ?', [base, `${base}-%`]).pluck('slug')) as string[]).map((slug) => slug.toLowerCase()),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The new user's account, named after their company or team when given (else after them). */
async function createPersonalAccount(db: Knex, user: UserRow, now: Date, companyName?: string): Promise<string> {
  const name = companyName || `${user.first_name} ${user.last_name}`;
  const [account] = (await db('core.accounts')
    .insert({ owner_id: user.id, name, slug: await uniqueSlug(db, slugify(name)), type: 'TEAM', plan: 'FREE', created_at: now, updated_at: now, ...(companyName ? { company: JSON.stringify({ name: companyName }) } : {}) })
    .returning('id')) as { id: string }[];
  await db('core.memberships').insert({ account_id: account!.id, user_id: user.id, role: 'OWNER', status: 'ACTIVE', joined_at: now });
  return account!.id;
}

/** Is the invitation token valid and pending for this email? (Accepting it is the accounts area's.) */
async function hasPendingInvitation(db: Knex, token: string, email: string, now: Date): Promise<boolean> {
  const row = await db('core.invitations')
    .where({ token_hash: sha256Hex(token) })
    .whereIn('status', ['pending', 'PENDING'])
    .where('expires_at', '>', now)
    .whereRaw('lower(email) = ?', [email])
    .first('id');
  return row !== undefined;
}

async function sendVerificationMail(ctx: CoreContext, db: Knex, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'language'>): Promise<void> {
  const { token } = await issueOneTimeToken(db, { userId: user.id, purpose: 'email_verification', now: ctx.now() });
  await ctx.mailer.send(
    { to: user.email, template: 'verify-email', language: user.language, data: { link: `${ctx.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`, firstName: user.first_name } },
    db,
  );
}

/** What an invited registration is asked: the invitation gives the email, a teammate needs no persona or phone. */
const INVITED_SKIPS = new Set(['persona', 'email', 'phone']);

/**
 * Create a user (unverified) with a personal account they own, mail the verification link and sign
 * them in. Someone registering from a pending invitation (its token, with no email or the
 * invitation's email) instead joins the inviting account and is signed in to it: the mailed token
 * verifies the email, no personal account is made, and only the name, password and terms are asked.
 */
/**
 * The spec's registration payload carries `name` beside firstName and lastName ("the login name is
 * split into these"): a missing first or last name is taken from it, the first word and the rest.
 */
export function withNameSplit(body: Partial<RegisterBody>): Partial<RegisterBody> {
  const words = (body.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return body;
  return {
    ...body,
    firstName: body.firstName?.trim() ? body.firstName : words[0],
    lastName: body.lastName?.trim() ? body.lastName : words.slice(1).join(' '),
  };
}

/** At most one "someone tried to register with your address" mail per address in this window. */
export const REGISTRATION_ATTEMPT_MAIL_EVERY_MS = 60 * 60_000;
export const REGISTRATION_ATTEMPT_TEMPLATE = 'auth.registration-attempt';

registerModuleMailTemplates('auth', {
  'registration-attempt': {
    en: {
      subject: 'Someone tried to create an account with your address',
      lines: [
        'Hello {{firstName}},',
        'Someone tried to create a Suite account with this e-mail address, which already has an account.',
        'If it was you, sign in (the link is below). If you forgot your password, reset it: {{resetLink}}',
        'If it was not you, you can ignore this message: nothing was changed.',
      ],
      action: 'Sign in',
    },
    fr: {
      subject: 'Quelqu’un a tenté de créer un compte avec votre adresse',
      lines: [
        'Bonjour {{firstName}},',
        'Quelqu’un a tenté de créer un compte Suite avec cette adresse e-mail, qui a déjà un compte.',
        'Si c’était vous, connectez-vous (le lien est ci-dessous). Si vous avez oublié votre mot de passe, réinitialisez-le : {{resetLink}}',
        'Si ce n’était pas vous, ignorez ce message : rien n’a été modifié.',
      ],
      action: 'Se connecter',
    },
    es: {
      subject: 'Alguien intentó crear una cuenta con su dirección',
      lines: [
        'Hola {{firstName}}:',
        'Alguien intentó crear una cuenta de Suite con esta dirección de correo, que ya tiene una cuenta.',
        'Si fuiste tú, inicia sesión (el enlace está abajo). Si olvidaste tu contraseña, restablécela: {{resetLink}}',
        'Si no fuiste tú, ignora este mensaje: no se cambió nada.',
      ],
      action: 'Iniciar sesión',
    },
  },
});

/**
 * Registering an e-mail that already has an account: the answer is the "check your e-mail" outcome
 * (no session), after the same password hashing a real registration does, and the owner gets a mail
 * (sign in or reset the password; at most one an hour) instead of the stranger learning the
 * address is registered.
 */
async function registrationOfKnownEmail(ctx: CoreContext, user: UserRow, password: string, client: ClientInfo): Promise<RegistrationPending> {
  await hashPassword(password);
  await ctx.db.transaction(async (trx) => {
    const recent = await trx('core.outbox')
      .where({ to_address: user.email, template: REGISTRATION_ATTEMPT_TEMPLATE })
      // The outbox stamps its rows with the database's clock.
      .where('created_at', '>', trx.raw("now() - ? * interval '1 millisecond'", [REGISTRATION_ATTEMPT_MAIL_EVERY_MS]))
      .first('id');
    if (!recent && user.status === 'ACTIVE') {
      await ctx.mailer.send(
        {
          to: user.email,
          // Registered like a module's template (above), so the core's template list stays untouched.
          template: REGISTRATION_ATTEMPT_TEMPLATE as TemplateName,
          language: user.language,
          data: { firstName: user.first_name, link: `${ctx.config.appUrl}/login`, resetLink: `${ctx.config.appUrl}/forgot-password` },
        },
        trx,
      );
    }
    await recordAudit(trx, { action: 'auth.registration_attempt_existing_email', userId: user.id, ipAddress: client.ip, userAgent: client.userAgent, details: { mailed: !recent } });
  });
  return { requiresEmailVerification: true, message: AuthErrors.REGISTRATION_CHECK_EMAIL };
}

export async function register(ctx: CoreContext, received: Partial<RegisterBody>, client: ClientInfo): Promise<SignInResult | RegistrationPending> {
  const body = withNameSplit(received);
  const now = ctx.now();
  const invitation = body.invitationToken ? await pendingInvitationForRegistration(ctx.db, body.invitationToken, now) : undefined;
  const invited = invitation && (!body.email?.trim() || normalizeEmail(body.email) === normalizeEmail(invitation.email)) ? invitation : undefined;
  const problems = registrationProblems(invited ? { ...body, email: invited.email } : body).filter((problem) => !invited || !INVITED_SKIPS.has(problem.field));
  if (problems.length > 0) throw firstProblem(problems);
  const email = normalizeEmail(invited ? invited.email : body.email!);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return registrationOfKnownEmail(ctx, existing, body.password!, client);
  const passwordHash = await hashPassword(body.password!);
  const persona = body.persona || (invited ? 'TEAM_MEMBER' : undefined);
  try {
    const result = await ctx.db.transaction(async (trx) => {
      const [user] = (await trx('core.users')
        .insert({
          email,
          password_hash: passwordHash,
          first_name: body.firstName!.trim(),
          last_name: body.lastName!.trim(),
          phone: body.phone?.trim() || null,
          primary_persona: persona,
          language: body.language ?? 'en',
          password_changed_at: now,
          created_at: now,
          updated_at: now,
          ...(invited ? { email_verified_at: now } : {}),
        })
        .returning('*')) as UserRow[];
      if (invited) {
        await joinByRegistration(trx, invited.id, user!, now, client);
        await recordAudit(trx, { action: 'user.registered', userId: user!.id, accountId: invited.accountId, details: { persona, invited: true }, ipAddress: client.ip, userAgent: client.userAgent });
        await recordAudit(trx, { action: 'auth.email_verified', userId: user!.id, accountId: null, details: { via: 'invitation', invitationId: invited.id }, ipAddress: client.ip, userAgent: client.userAgent });
        return await signedIn(ctx, trx, user!, client, invited.accountId);
      }
      const pending = body.invitationToken ? await hasPendingInvitation(trx, body.invitationToken, email, now) : false;
      const accountId = await createPersonalAccount(trx, user!, now, body.accountName?.trim() || undefined);
      await sendVerificationMail(ctx, trx, user!);
      await recordAudit(trx, { action: 'user.registered', userId: user!.id, accountId, details: { persona: body.persona, invited: pending }, ipAddress: client.ip, userAgent: client.userAgent });
      return await signedIn(ctx, trx, user!, client, accountId);
    });
    if (invited) await membershipChanged(ctx, invited.accountId, [result.user.id]);
    return result;
  } catch (error) {
    // Two registrations of one email at once: the unique index decides, and the later one gets the
    // same answer as any registration of a known address.
    if (isUniqueViolation(error)) {
      const winner = await findUserByEmail(ctx.db, email);
      if (winner) return registrationOfKnownEmail(ctx, winner, body.password!, client);
      throw new ConflictError(AuthErrors.EMAIL_ALREADY_REGISTERED);
    }
    throw error;
  }
}

// ---------- login ----------

interface AttemptInput {
  email: string;
  userId: string | null;
  success: boolean;
  factors: LoginRiskFactor[];
  score: number;
  client: ClientInfo;
  now: Date;
}

async function recordAttempt(db: Knex, attempt: AttemptInput): Promise<void> {
  await db('core.login_attempts').insert({
    email: attempt.email,
    user_id: attempt.userId,
    ip_address: attempt.client.ip,
    user_agent: attempt.client.userAgent,
    success: attempt.success,
    risk_factors: JSON.stringify(attempt.factors),
    risk_score: attempt.score,
    created_at: attempt.now,
  });
}

function recentFailures(value: unknown, now: Date): number[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  const since = now.getTime() - LOCKOUT.WINDOW_MS;
  return list.filter((t): t is number => typeof t === 'number' && t > since && t <= now.getTime());
}

/** Failed logins of an email that has no user (so unknown emails lock like known ones). */
async function unknownEmailFailures(db: Knex, email: string, now: Date): Promise<number> {
  const [row] = (await db('core.login_attempts')
    .where({ email, success: false })
    .whereNull('user_id')
    .where('created_at', '>', new Date(now.getTime() - LOCKOUT.WINDOW_MS))
    .count('* as count')) as { count: string | number }[];
  return Number(row?.count ?? 0);
}

/**
 * Password sign-in. Unknown email and wrong password answer the same text after the same work (a
 * hash is verified either way). Every attempt is recorded with its risk score; the fifth failure
 * within 30 minutes locks the account for 30 minutes. With a second factor on (and an untrusted
 * device) the answer is a pending token instead of a session.
 */
export async function login(ctx: CoreContext, body: { email: string; password: string; deviceFingerprint?: string }, meta: SignInMeta): Promise<SignInResult | TwoFactorRequired> {
  const now = ctx.now();
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(ctx.db, email);
  const fingerprint = body.deviceFingerprint ?? meta.deviceFingerprint ?? null;
  const trusted = user ? await isTrustedDevice(ctx.db, ctx.config, user.id, fingerprint, now) : false;
  const risk = loginRisk({ trustedDevice: trusted, country: countryOf(meta.headers), at: now });
  const attempt = (success: boolean): AttemptInput => ({ email, userId: user?.id ?? null, success, factors: risk.factors, score: risk.score, client: meta.client, now });
  const audit = { userId: user?.id ?? null, ipAddress: meta.client.ip, userAgent: meta.client.userAgent };

  if (user && isLocked(user, now)) {
    // The same password work as every other answer, so a lockout does not tell the e-mail exists.
    await verifyPassword(await dummyPasswordHash(), body.password);
    await recordAttempt(ctx.db, attempt(false));
    await recordAudit(ctx.db, { ...audit, action: 'auth.login_refused_locked', details: { email, lockedUntil: user.locked_until!.toISOString() } });
    throw locked();
  }
  if (!user && (await unknownEmailFailures(ctx.db, email, now)) >= LOCKOUT.MAX_FAILURES) {
    await verifyPassword(await dummyPasswordHash(), body.password);
    await recordAttempt(ctx.db, attempt(false));
    throw locked();
  }

  let valid = false;
  if (user && user.status === 'ACTIVE' && user.password_hash) valid = await verifyPassword(user.password_hash, body.password);
  // Same work without a usable user, so the answer time does not tell whether the email exists.
  else await verifyPassword(await dummyPasswordHash(), body.password);
  if (!valid || !user) {
    const lockedNow = await ctx.db.transaction(async (trx) => {
      await recordAttempt(trx, attempt(false));
      if (!user) {
        await recordAudit(trx, { ...audit, action: 'auth.login_failed', details: { email, knownUser: false, riskScore: risk.score } });
        return (await unknownEmailFailures(trx, email, now)) >= LOCKOUT.MAX_FAILURES;
      }
      const current = (await trx('core.users').where('id', user.id).forUpdate().first('recent_login_failures')) as { recent_login_failures: unknown };
      const failures = [...recentFailures(current.recent_login_failures, now), now.getTime()];
      const lockNow = failures.length >= LOCKOUT.MAX_FAILURES;
      await trx('core.users')
        .where('id', user.id)
        .update(
          lockNow
            ? { recent_login_failures: JSON.stringify([]), locked_until: new Date(now.getTime() + LOCKOUT.LOCK_MS), lock_reason: LOCKOUT.REASON }
            : { recent_login_failures: JSON.stringify(failures) },
        );
      await recordAudit(trx, { ...audit, action: 'auth.login_failed', details: { email, failures: failures.length, riskScore: risk.score } });
      if (lockNow) await recordAudit(trx, { ...audit, action: 'auth.account_locked', details: { email, reason: LOCKOUT.REASON, lockedForMinutes: LOCKOUT.LOCK_MS / 60_000 } });
      return lockNow;
    });
    if (user) ctx.auth.invalidateUser(user.id);
    throw lockedNow ? locked() : invalidCredentials();
  }

  return ctx.db.transaction(async (trx) => {
    await recordAttempt(trx, attempt(true));
    await trx('core.users').where('id', user.id).update({ last_login_at: now, recent_login_failures: JSON.stringify([]) });
    if (user.two_factor_method && !trusted) return startSecondFactor(ctx, trx, user, fingerprint);
    const result = await signedIn(ctx, trx, user, meta.client);
    await recordAudit(trx, { ...audit, action: 'auth.login_succeeded', accountId: result.accountId, details: { email, riskScore: risk.score, riskFactors: risk.factors } });
    return result;
  });
}

async function startSecondFactor(ctx: CoreContext, trx: Knex, user: UserRow, fingerprint: string | null): Promise<TwoFactorRequired> {
  const method = user.two_factor_method!;
  const code = method === 'email' ? sixDigitCode() : null;
  const { token } = await issueOneTimeToken(trx, {
    userId: user.id,
    purpose: 'two_factor',
    now: ctx.now(),
    codeHash: code ? sha256Hex(code) : null,
    context: { method, fingerprint, resends: 0 },
  });
  if (code) await mailCode(ctx, trx, user, code);
  return { requiresTwoFactor: true, pendingToken: token, method };
}

/** The second step of a login: the code from the mail or the authenticator app. */
export async function verifySecondFactor(ctx: CoreContext, body: { pendingToken: string; code: string; trustDevice?: boolean }, client: ClientInfo): Promise<SignInResult> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (trx) => {
    const pending = await findUsableToken(trx, 'two_factor', body.pendingToken, now);
    const user = pending ? await findUser(trx, pending.user_id) : undefined;
    if (!pending || !user || !user.two_factor_method || user.status !== 'ACTIVE') return { kind: 'expired' as const };
    const method = pending.context.method === 'totp' ? 'totp' : 'email';
    const valid = method === 'totp' ? isValidTotp(decryptTotpSecret(ctx.config, user.totp_secret), body.code, now) : isValidEmailCode(pending.code_hash, body.code);
    if (!valid) {
      const burnt = await countWrongCode(trx, pending, now);
      await recordAudit(trx, { action: 'auth.two_factor_failed', userId: user.id, ipAddress: client.ip, userAgent: client.userAgent, details: { method, burnt } });
      return { kind: 'wrong' as const };
    }
    if (!(await consumeToken(trx, pending.id, now))) return { kind: 'expired' as const };
    // Trusting the device: a secret made here (never the client's own id), stored as a digest and
    // given to the client once; its previous id's record is replaced.
    const fingerprint = typeof pending.context.fingerprint === 'string' ? pending.context.fingerprint : null;
    const device = body.trustDevice ? await trustNewDevice(trx, ctx.config, user.id, { now, label: deviceLabel(client.userAgent), replacing: fingerprint }) : null;
    const signed = await signedIn(ctx, trx, user, client);
    const result: SignInResult = device ? { ...signed, deviceToken: device.secret } : signed;
    await recordAudit(trx, { action: 'auth.login_succeeded', userId: user.id, accountId: result.accountId, ipAddress: client.ip, userAgent: client.userAgent, details: { email: user.email, secondFactor: method, trustedDevice: device !== null } });
    if (device) await recordAudit(trx, { action: 'security.device_trusted', userId: user.id, ipAddress: client.ip, userAgent: client.userAgent, details: { deviceId: device.row.id, via: 'second_factor' } });
    return { kind: 'signed-in' as const, result };
  });
  if (outcome.kind === 'expired') throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  if (outcome.kind === 'wrong') throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
  return outcome.result;
}

/** Mail a new sign-in code for a pending login (email method only). */
export async function resendSecondFactorCode(ctx: CoreContext, pendingToken: string): Promise<{ resent: true }> {
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    const pending = await findUsableToken(trx, 'two_factor', pendingToken, now);
    const resends = Number(pending?.context.resends ?? 0);
    const user = pending ? await findUser(trx, pending.user_id) : undefined;
    if (!pending || !user || pending.context.method !== 'email' || resends >= MAX_CODE_RESENDS) throw new ValidationError(AuthErrors.RESEND_CODE_FAILED);
    const code = sixDigitCode();
    await trx('core.one_time_tokens')
      .where('id', pending.id)
      .update({ code_hash: sha256Hex(code), context: JSON.stringify({ ...pending.context, resends: resends + 1 }), expires_at: new Date(now.getTime() + 10 * 60_000) });
    await mailCode(ctx, trx, user, code);
  });
  return { resent: true };
}

// ---------- tokens and sessions ----------

export function refresh(ctx: CoreContext, refreshToken: string, client: ClientInfo): Promise<RefreshResult> {
  return rotateRefreshToken(ctx, refreshToken, client);
}

/** End the caller's session (or the session of the given refresh token). Always succeeds. */
export async function logout(ctx: CoreContext, user: AuthUser | null, refreshToken: string | undefined, client: ClientInfo): Promise<{ loggedOut: true }> {
  let sessionId = user?.sessionId ?? null;
  let userId = user?.id ?? null;
  if (!sessionId && refreshToken) {
    const row = (await ctx.db('core.refresh_tokens as r').join('core.auth_sessions as s', 's.id', 'r.session_id').where('r.token_hash', sha256Hex(refreshToken)).first('s.id', 's.user_id')) as
      | { id: string; user_id: string }
      | undefined;
    sessionId = row?.id ?? null;
    userId = row?.user_id ?? null;
  }
  if (sessionId) {
    await ctx.db.transaction(async (trx) => {
      const ended = await revokeSessions(ctx, trx, { sessionIds: [sessionId] }, 'logout');
      if (ended.length > 0) await recordAudit(trx, { action: 'auth.logout', userId, sessionId, ipAddress: client.ip, userAgent: client.userAgent });
    });
  }
  return { loggedOut: true };
}

/** GET /auth/session: the user, the active account with rights and features, all memberships. */
export async function sessionInfo(ctx: CoreContext, authUser: AuthUser, tenant: TenantContext | null): Promise<SessionResponse> {
  const user = await findUser(ctx.db, authUser.id);
  if (!user) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  const memberships = (await ctx.db('core.memberships as m')
    .join('core.accounts as a', 'a.id', 'm.account_id')
    .where({ 'm.user_id': user.id, 'm.status': 'ACTIVE', 'a.status': 'ACTIVE' })
    .orderBy('m.joined_at')
    .select('a.id', 'a.name', 'a.slug', 'a.plan', 'm.role')) as { id: string; name: string; slug: string; plan: string; role: string }[];
  let account: SessionResponse['account'] = null;
  if (tenant) {
    const row = memberships.find((m) => m.id === tenant.accountId);
    const state = await loadFeatureState(ctx.db, tenant.accountId);
    if (row && state) {
      account = { id: row.id, name: row.name, slug: row.slug, role: tenant.role, permissions: tenant.permissions, plan: tenant.plan, enabledFeatures: enabledFeatureList(state) };
    }
  }
  return {
    user: userProfile(user),
    account,
    memberships: memberships.map((m) => ({ accountId: m.id, accountName: m.name, accountSlug: m.slug, role: m.role as SessionResponse['memberships'][number]['role'], plan: m.plan as SessionResponse['memberships'][number]['plan'] })),
    sessionId: authUser.sessionId,
    devTools: devToolsAllowed(ctx.config, user.email),
  };
}

// ---------- passwords ----------

/** Change the password (the current one must match); the user's other sessions end. */
export async function changePassword(ctx: CoreContext, authUser: AuthUser, body: { currentPassword: string; newPassword: string }, client: ClientInfo): Promise<{ changed: true; endedSessions: number }> {
  if (body.newPassword.length < PASSWORD_MIN_LENGTH) throw new ValidationError(AuthErrors.PASSWORD_TOO_SHORT, [{ field: 'newPassword', message: AuthErrors.PASSWORD_TOO_SHORT }]);
  const user = await findUser(ctx.db, authUser.id);
  if (!user) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, body.currentPassword))) {
    throw new ValidationError(AuthErrors.PASSWORD_INCORRECT, [{ field: 'currentPassword', message: AuthErrors.PASSWORD_INCORRECT }]);
  }
  const hash = await hashPassword(body.newPassword);
  const now = ctx.now();
  const ended = await ctx.db.transaction(async (trx) => {
    await trx('core.users').where('id', user.id).update({ password_hash: hash, password_changed_at: now, updated_at: now });
    const ids = await revokeSessions(ctx, trx, { userId: user.id, exceptSessionId: authUser.sessionId }, 'password_changed');
    await recordAudit(trx, { action: 'auth.password_changed', userId: user.id, sessionId: authUser.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { endedSessions: ids.length } });
    return ids.length;
  });
  ctx.auth.invalidateUser(user.id);
  return { changed: true, endedSessions: ended };
}

/** Mail a reset link (1 hour, single use) when the email has an account; the answer never tells. */
export async function forgotPassword(ctx: CoreContext, rawEmail: string): Promise<{ message: string }> {
  if (!isValidEmail(rawEmail)) throw new ValidationError(AuthErrors.INVALID_EMAIL, [{ field: 'email', message: AuthErrors.INVALID_EMAIL }]);
  const user = await findUserByEmail(ctx.db, rawEmail);
  if (user && user.status === 'ACTIVE') {
    await ctx.db.transaction(async (trx) => {
      const { token } = await issueOneTimeToken(trx, { userId: user.id, purpose: 'password_reset', now: ctx.now() });
      await ctx.mailer.send(
        { to: user.email, template: 'password-reset', language: user.language, data: { link: `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`, firstName: user.first_name } },
        trx,
      );
    });
  }
  return { message: AuthErrors.PASSWORD_RESET_SENT };
}

/** Set a new password from a reset link; every session of the user ends. */
export async function resetPassword(ctx: CoreContext, body: { token?: string; newPassword?: string; confirmPassword?: string }, client: ClientInfo): Promise<{ reset: true }> {
  const problems = resetPasswordProblems(body);
  if (problems.length > 0) throw firstProblem(problems);
  const now = ctx.now();
  const valid = await findUsableToken(ctx.db, 'password_reset', body.token!, now);
  const invalidLink = () => new ValidationError(AuthErrors.RESET_LINK_INVALID, [{ field: 'token', message: AuthErrors.RESET_LINK_INVALID }]);
  if (!valid) throw invalidLink();
  const hash = await hashPassword(body.newPassword!);
  const userId = await ctx.db.transaction(async (trx) => {
    if (!(await consumeToken(trx, valid.id, now))) return null;
    const user = await findUser(trx, valid.user_id);
    if (!user) return null;
    // A reset also lifts a lockout caused by failed logins (not an admin's lock).
    const unlock = user.lock_reason === LOCKOUT.REASON && isLocked(user, now) ? { locked_until: now, lock_reason: null } : {};
    await trx('core.users')
      .where('id', user.id)
      .update({ password_hash: hash, password_changed_at: now, updated_at: now, recent_login_failures: JSON.stringify([]), ...unlock });
    const ended = await revokeSessions(ctx, trx, { userId: user.id }, 'password_reset');
    await recordAudit(trx, { action: 'auth.password_reset', userId: user.id, ipAddress: client.ip, userAgent: client.userAgent, details: { endedSessions: ended.length } });
    return user.id;
  });
  if (!userId) throw invalidLink();
  ctx.auth.invalidateUser(userId);
  return { reset: true };
}

// ---------- email verification ----------

export async function verifyEmail(ctx: CoreContext, token: string, client: ClientInfo): Promise<{ verified: true; email: string }> {
  const now = ctx.now();
  const user = await ctx.db.transaction(async (trx) => {
    const row = await findUsableToken(trx, 'email_verification', token, now);
    if (!row || !(await consumeToken(trx, row.id, now))) return null;
    const [updated] = (await trx('core.users').where('id', row.user_id).update({ email_verified_at: now, updated_at: now }).returning(['id', 'email'])) as { id: string; email: string }[];
    if (updated) await recordAudit(trx, { action: 'auth.email_verified', userId: updated.id, ipAddress: client.ip, userAgent: client.userAgent });
    return updated ?? null;
  });
  if (!user) throw new ValidationError(AuthErrors.VERIFICATION_FAILED);
  ctx.auth.invalidateUser(user.id);
  return { verified: true, email: user.email };
}

/** A new verification link for the signed-in user (nothing is sent when already verified). */
export async function resendVerification(ctx: CoreContext, userId: string): Promise<{ message: string; alreadyVerified: boolean }> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  if (user.email_verified_at) return { message: AuthErrors.RESEND_VERIFICATION_SENT, alreadyVerified: true };
  await ctx.db.transaction((trx) => sendVerificationMail(ctx, trx, user));
  return { message: AuthErrors.RESEND_VERIFICATION_SENT, alreadyVerified: false };
}

/** Signed out: the same answer whether or not the email has an unverified account. */
export async function resendVerificationPublic(ctx: CoreContext, email: string | undefined): Promise<{ message: string }> {
  if (!email?.trim()) throw new ValidationError(AuthErrors.RESEND_NEEDS_EMAIL, [{ field: 'email', message: AuthErrors.RESEND_NEEDS_EMAIL }]);
  const user = isValidEmail(email) ? await findUserByEmail(ctx.db, email) : undefined;
  if (user && !user.email_verified_at && user.status === 'ACTIVE') await ctx.db.transaction((trx) => sendVerificationMail(ctx, trx, user));
  return { message: AuthErrors.RESEND_VERIFICATION_SENT };
}

// ---------- demo ----------

/** Sign in one of the seeded demo accounts (never in production). */
export async function demoLogin(ctx: CoreContext, body: { email: string; password: string }, client: ClientInfo): Promise<DemoLoginResult> {
  if (ctx.config.environment === 'production') throw new NotFoundError();
  const email = normalizeEmail(body.email);
  if (!DEMO_ACCOUNTS.some((demo) => demo.email === email)) throw new UnauthorizedError(AuthErrors.DEMO_LOGIN_UNAVAILABLE);
  // The real sign-in: attempts recorded, failures counted towards the lockout, the same answers.
  const result = await login(ctx, { email, password: body.password }, { client, headers: {}, deviceFingerprint: null });
  if (!('tokens' in result) || !result.tokens) throw new UnauthorizedError(AuthErrors.DEMO_LOGIN_UNAVAILABLE);
  await recordAudit(ctx.db, { action: 'auth.demo_login', userId: result.user.id, accountId: result.accountId, ipAddress: client.ip, userAgent: client.userAgent, details: { email } });
  return { token: result.tokens.accessToken, tokens: result.tokens, user: result.user, accountId: result.accountId };
}
