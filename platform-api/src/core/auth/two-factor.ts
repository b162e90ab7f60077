import type { Knex } from 'knex';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { AuthErrors, ConflictError, UnauthorizedError, ValidationError, type TwoFactorSetupResult, type UserProfile } from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { CoreContext } from '../context.js';
import type { ClientInfo } from '../sessions/store.js';
import { countWrongCode, consumeToken, issueOneTimeToken, latestUsableToken } from './one-time-tokens.js';
import { verifyPassword } from './passwords.js';
import { sameDigest, sha256Hex, sixDigitCode } from './secrets.js';
import { findUser, userProfile, type UserRow } from './users.js';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secrets.js';

export type TwoFactorMethod = 'email' | 'totp';

/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Suite';

/** A TOTP code at the platform's clock, one 30-second step of drift allowed either way. */
export function isValidTotp(secret: string | null, code: string, now: Date): boolean {
  if (!secret || !/^\d{6}$/.test(code)) return false;
  try {
    return authenticator.clone({ epoch: now.getTime(), window: 1 }).check(code, secret);
  } catch {
    return false;
  }
}

export function isValidEmailCode(codeHash: string | null, code: string): boolean {
  return /^\d{6}$/.test(code) && sameDigest(codeHash, sha256Hex(code));
}

/** Mail a 6-digit code (sign-in or setup) with the 'two-factor-code' template. */
export async function mailCode(ctx: CoreContext, db: Knex, user: Pick<UserRow, 'email' | 'first_name' | 'language'>, code: string): Promise<void> {
  await ctx.mailer.send({ to: user.email, template: 'two-factor-code', language: user.language, data: { code, firstName: user.first_name } }, db);
}

async function requireUser(ctx: CoreContext, db: Knex, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  return user;
}

/** The password asked again before the second factor changes (a 400 naming the field otherwise). */
async function requirePassword(user: UserRow, password: string | undefined): Promise<void> {
  if (!password) throw new ValidationError(AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED, [{ field: 'password', message: AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED }]);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
    throw new ValidationError(AuthErrors.PASSWORD_INCORRECT, [{ field: 'password', message: AuthErrors.PASSWORD_INCORRECT }]);
  }
}

/**
 * Start turning on a second factor: a TOTP secret to scan, or a code mailed to confirm the address.
 * The password may be given here (then enable does not ask it again) or at enable; setup with the
 * method alone stays callable, as the spec's client does.
 */
export async function setupTwoFactor(ctx: CoreContext, userId: string, method: TwoFactorMethod, password?: string): Promise<TwoFactorSetupResult> {
  const now = ctx.now();
  const current = await requireUser(ctx, ctx.db, userId);
  if (current.two_factor_method) throw new ConflictError(AuthErrors.TWO_FACTOR_ALREADY_ON);
  if (password !== undefined) await requirePassword(current, password);
  const passwordConfirmed = password !== undefined;
  return ctx.db.transaction(async (trx) => {
    const user = await requireUser(ctx, trx, userId);
    if (user.two_factor_method) throw new ConflictError(AuthErrors.TWO_FACTOR_ALREADY_ON);
    if (method === 'email') {
      const code = sixDigitCode();
      await issueOneTimeToken(trx, { userId, purpose: 'two_factor_setup', now, codeHash: sha256Hex(code), context: { method, passwordConfirmed } });
      await mailCode(ctx, trx, user, code);
      return { method, sentTo: user.email };
    }
    const secret = authenticator.generateSecret();
    await issueOneTimeToken(trx, { userId, purpose: 'two_factor_setup', now, context: { method, passwordConfirmed, secret: encryptTotpSecret(ctx.config, secret) } });
    const otpauthUrl = authenticator.keyuri(user.email, TOTP_ISSUER, secret);
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 });
    return { method, secret, otpauthUrl, qrCodeDataUrl };
  });
}

/**
 * Confirm the setup with its first code; from then on sign-in asks for the second factor. The
 * password is asked here unless the setup already checked it.
 */
export async function enableTwoFactor(ctx: CoreContext, userId: string, method: TwoFactorMethod, code: string, client: ClientInfo, password?: string): Promise<UserProfile> {
  const now = ctx.now();
  const current = await requireUser(ctx, ctx.db, userId);
  const pendingSetup = await latestUsableToken(ctx.db, userId, 'two_factor_setup', now);
  if (!current.two_factor_method && pendingSetup?.context.method === method && pendingSetup.context.passwordConfirmed !== true) await requirePassword(current, password);
  else if (password !== undefined) await requirePassword(current, password);
  const outcome = await ctx.db.transaction(async (trx) => {
    const user = await requireUser(ctx, trx, userId);
    if (user.two_factor_method) throw new ConflictError(AuthErrors.TWO_FACTOR_ALREADY_ON);
    const setup = await latestUsableToken(trx, userId, 'two_factor_setup', now);
    if (!setup || setup.context.method !== method) throw new ValidationError(AuthErrors.TWO_FACTOR_SETUP_MISSING);
    const secret = typeof setup.context.secret === 'string' ? decryptTotpSecret(ctx.config, setup.context.secret) : null;
    const valid = method === 'totp' ? isValidTotp(secret, code, now) : isValidEmailCode(setup.code_hash, code);
    if (!valid) {
      await countWrongCode(trx, setup, now);
      return { ok: false as const };
    }
    await consumeToken(trx, setup.id, now);
    const [row] = (await trx('core.users')
      .where('id', userId)
      .update({ two_factor_method: method, totp_secret: method === 'totp' && secret ? encryptTotpSecret(ctx.config, secret) : null, updated_at: now })
      .returning('*')) as UserRow[];
    await recordAudit(trx, { action: 'auth.two_factor_enabled', userId, details: { method }, ipAddress: client.ip, userAgent: client.userAgent });
    return { ok: true as const, row: row! };
  });
  // The wrong-code count is kept (committed) before refusing.
  if (!outcome.ok) throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
  ctx.auth.invalidateUser(userId);
  return userProfile(outcome.row);
}

/** Turn the second factor off (also the first step of changing its method); the password is asked again. */
export async function disableTwoFactor(ctx: CoreContext, userId: string, password: string, client: ClientInfo): Promise<UserProfile> {
  const user = await requireUser(ctx, ctx.db, userId);
  await requirePassword(user, password);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (trx) => {
    const [updated] = (await trx('core.users').where('id', userId).update({ two_factor_method: null, totp_secret: null, updated_at: now }).returning('*')) as UserRow[];
    await trx('core.one_time_tokens').where({ user_id: userId }).whereIn('purpose', ['two_factor', 'two_factor_setup']).whereNull('used_at').update({ used_at: now });
    if (user.two_factor_method) await recordAudit(trx, { action: 'auth.two_factor_disabled', userId, details: { method: user.two_factor_method }, ipAddress: client.ip, userAgent: client.userAgent });
    return updated!;
  });
  ctx.auth.invalidateUser(userId);
  return userProfile(row);
}

/**
 * A fresh second-factor check of a signed-in user (trusting a device): a current authenticator code,
 * or the code mailed by mailSecondFactorCheck. A wrong code counts towards burning the mailed one.
 */
export async function checkSecondFactorCode(ctx: CoreContext, trx: Knex, user: UserRow, code: string, now: Date): Promise<boolean> {
  if (user.two_factor_method === 'totp') return isValidTotp(decryptTotpSecret(ctx.config, user.totp_secret), code, now);
  if (user.two_factor_method !== 'email') return false;
  const check = await latestUsableToken(trx, user.id, 'second_factor_check', now);
  if (!check) return false;
  if (!isValidEmailCode(check.code_hash, code)) {
    await countWrongCode(trx, check, now);
    return false;
  }
  return consumeToken(trx, check.id, now);
}

/** Mail a code for checkSecondFactorCode (the emailed method). */
export async function mailSecondFactorCheck(ctx: CoreContext, trx: Knex, user: UserRow, now: Date): Promise<void> {
  const code = sixDigitCode();
  await issueOneTimeToken(trx, { userId: user.id, purpose: 'second_factor_check', now, codeHash: sha256Hex(code) });
  await mailCode(ctx, trx, user, code);
}
