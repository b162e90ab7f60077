import type { Knex } from 'knex';
import { normalizeLanguage, type Persona, type UserProfile } from '@suite/sdk';

/** A row of core.users with the identity columns. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  primary_persona: string | null;
  avatar_url: string | null;
  language: string;
  email_verified_at: Date | null;
  is_super_admin: boolean;
  status: string;
  created_at: Date;
  updated_at: Date;
  two_factor_method: 'email' | 'totp' | null;
  totp_secret: string | null;
  locked_until: Date | null;
  lock_reason: string | null;
  password_changed_at: Date | null;
  last_login_at: Date | null;
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  return (await db('core.users').whereRaw('lower(email) = ?', [normalizeEmail(email)]).first()) as UserRow | undefined;
}

export async function findUser(db: Knex, id: string): Promise<UserRow | undefined> {
  return (await db('core.users').where('id', id).first()) as UserRow | undefined;
}

export function userProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    primaryPersona: (row.primary_persona as Persona | null) ?? null,
    emailVerified: row.email_verified_at !== null,
    isSuperAdmin: row.is_super_admin,
    language: normalizeLanguage(row.language),
    status: row.status,
    twoFactorMethod: row.two_factor_method ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Is the user locked (by the lockout rule or an admin) at this moment? */
export function isLocked(row: Pick<UserRow, 'locked_until'>, now: Date): boolean {
  return row.locked_until !== null && row.locked_until.getTime() > now.getTime();
}
