import type { Knex } from 'knex';
import {
  AppError,
  AuthErrors,
  ConflictError,
  DELETE_PROFILE_CONFIRMATION,
  NAME_MAX_LENGTH,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  type FieldProblem,
  type UserProfile,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { CoreContext } from '../context.js';
import { revokeSessions, type ClientInfo } from '../sessions/store.js';
import { findUser, userProfile, type UserRow } from './users.js';

/** Avatars: PNG, JPEG, WebP or GIF, at most 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

export interface UpdateProfileInput {
  firstName?: string;
  lastName?: string;
  phone?: string;
  language?: 'en' | 'fr' | 'es';
  primaryPersona?: 'FOUNDER' | 'INVESTOR' | 'TEAM_MEMBER' | 'AFFILIATE';
}

async function requireUser(db: Knex, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  return user;
}

export async function getProfile(ctx: CoreContext, userId: string): Promise<UserProfile> {
  return userProfile(await requireUser(ctx.db, userId));
}

/** Names 1 to 50 characters after trimming (platform.md section 5); an empty phone clears it. */
export async function updateProfile(ctx: CoreContext, userId: string, input: UpdateProfileInput): Promise<UserProfile> {
  const problems: FieldProblem[] = [];
  const name = (value: string | undefined, field: string, message: string) => {
    if (value === undefined) return undefined;
    const trimmed = value.trim();
    if (trimmed.length < 1 || trimmed.length > NAME_MAX_LENGTH) problems.push({ field, message });
    return trimmed;
  };
  const firstName = name(input.firstName, 'firstName', AuthErrors.FIRST_NAME_LENGTH);
  const lastName = name(input.lastName, 'lastName', AuthErrors.LAST_NAME_LENGTH);
  if (problems.length > 0) throw new ValidationError(problems[0]!.message, problems);
  const changes: Record<string, unknown> = {};
  if (firstName !== undefined) changes.first_name = firstName;
  if (lastName !== undefined) changes.last_name = lastName;
  if (input.phone !== undefined) changes.phone = input.phone.trim() || null;
  if (input.language !== undefined) changes.language = input.language;
  if (input.primaryPersona !== undefined) changes.primary_persona = input.primaryPersona;
  if (Object.keys(changes).length === 0) return getProfile(ctx, userId);
  const [row] = (await ctx.db('core.users')
    .where('id', userId)
    .update({ ...changes, updated_at: ctx.now() })
    .returning('*')) as UserRow[];
  if (!row) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  ctx.auth.invalidateUser(userId);
  return userProfile(row);
}

/** The image type from the file's first bytes (the declared type is not trusted). */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

export interface UploadedAvatar {
  declaredType: string;
  bytes: Buffer;
}

/** Store the avatar in core.user_avatars; its URL changes with every upload (long browser caching). */
export async function setAvatar(ctx: CoreContext, userId: string, file: UploadedAvatar | null): Promise<{ avatarUrl: string }> {
  if (!file || file.bytes.length === 0) throw new ValidationError(AuthErrors.AVATAR_MISSING, [{ field: 'avatar', message: AuthErrors.AVATAR_MISSING }]);
  if (file.bytes.length > AVATAR_MAX_BYTES) throw new AppError(AuthErrors.AVATAR_TOO_LARGE, 413, [{ field: 'avatar', message: AuthErrors.AVATAR_TOO_LARGE }]);
  const type = sniffImageType(file.bytes);
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(file.declaredType === 'image/jpg' ? 'image/jpeg' : file.declaredType)) {
    throw new ValidationError(AuthErrors.AVATAR_TYPE, [{ field: 'avatar', message: AuthErrors.AVATAR_TYPE }]);
  }
  const now = ctx.now();
  const avatarUrl = `/api/users/${userId}/avatar?v=${now.getTime()}`;
  await ctx.db.transaction(async (trx) => {
    await requireUser(trx, userId);
    await trx('core.user_avatars')
      .insert({ user_id: userId, content_type: type, data: file.bytes, size_bytes: file.bytes.length, updated_at: now })
      .onConflict('user_id')
      .merge(['content_type', 'data', 'size_bytes', 'updated_at']);
    await trx('core.users').where('id', userId).update({ avatar_url: avatarUrl, updated_at: now });
  });
  ctx.auth.invalidateUser(userId);
  return { avatarUrl };
}

export async function deleteAvatar(ctx: CoreContext, userId: string): Promise<{ avatarUrl: null }> {
  await ctx.db.transaction(async (trx) => {
    await trx('core.user_avatars').where('user_id', userId).delete();
    await trx('core.users').where('id', userId).update({ avatar_url: null, updated_at: ctx.now() });
  });
  return { avatarUrl: null };
}

/** The stored avatar of a user, for GET /api/users/{id}/avatar. */
export async function readAvatar(db: Knex, userId: string): Promise<{ contentType: string; data: Buffer; updatedAt: Date }> {
  const row = (await db('core.user_avatars').where('user_id', userId).first('content_type', 'data', 'updated_at')) as
    | { content_type: string; data: Buffer | Uint8Array; updated_at: Date }
    | undefined;
  if (!row) throw new NotFoundError();
  return { contentType: row.content_type, data: Buffer.from(row.data), updatedAt: row.updated_at };
}

/**
 * Delete the signed-in user: the confirmation word must be typed exactly; an owner of an account
 * with other members must hand it over first. Accounts where the user is the only member go too.
 */
export async function deleteProfile(ctx: CoreContext, userId: string, confirmation: string, client: ClientInfo): Promise<{ deleted: true }> {
  if (confirmation !== DELETE_PROFILE_CONFIRMATION) {
    const message = AuthErrors.deleteConfirmationMismatch(DELETE_PROFILE_CONFIRMATION);
    throw new ValidationError(message, [{ field: 'confirmation', message }]);
  }
  const shared = (await ctx.db('core.accounts as a')
    .join('core.memberships as mine', function () {
      this.on('mine.account_id', '=', 'a.id').andOnVal('mine.user_id', '=', userId).andOnVal('mine.role', '=', 'OWNER');
    })
    .whereExists(function () {
      this.select('*').from('core.memberships as other').whereRaw('other.account_id = a.id').whereNot('other.user_id', userId);
    })
    .orderBy('a.name')
    .first('a.name')) as { name: string } | undefined;
  if (shared) throw new ConflictError(AuthErrors.ownerOfSharedAccount(shared.name));

  const user = await requireUser(ctx.db, userId);
  const accountIds = await ctx.db.transaction(async (trx) => {
    const solo = (await trx('core.memberships as m')
      .where('m.user_id', userId)
      .whereNotExists(function () {
        this.select('*').from('core.memberships as other').whereRaw('other.account_id = m.account_id').whereNot('other.user_id', userId);
      })
      .pluck('m.account_id')) as string[];
    await revokeSessions(ctx, trx, { userId }, 'profile_deleted');
    try {
      await trx.transaction(async (savepoint) => {
        if (solo.length > 0) await savepoint('core.accounts').whereIn('id', solo).delete();
        await savepoint('core.users').where('id', userId).delete();
      });
    } catch (error) {
      // A row elsewhere still points at the user or an account without a cascade: anonymise instead.
      if ((error as { code?: string } | null)?.code !== '23503') throw error;
      if (solo.length > 0) await trx('core.accounts').whereIn('id', solo).update({ status: 'DELETED', updated_at: ctx.now() });
      await trx('core.memberships').where('user_id', userId).delete();
      await trx('core.user_avatars').where('user_id', userId).delete();
      await trx('core.users')
        .where('id', userId)
        .update({ status: 'DELETED', email: `deleted-${userId}@deleted.invalid`, first_name: '', last_name: '', phone: null, avatar_url: null, password_hash: null, totp_secret: null, two_factor_method: null, updated_at: ctx.now() });
    }
    // The user row is gone: the entry names them in its details.
    await recordAudit(trx, { action: 'user.deleted', details: { userId, email: user.email, deletedAccounts: solo }, ipAddress: client.ip, userAgent: client.userAgent });
    return solo;
  });
  ctx.auth.invalidateUser(userId);
  for (const accountId of accountIds) ctx.auth.invalidateAccount(accountId);
  return { deleted: true };
}
