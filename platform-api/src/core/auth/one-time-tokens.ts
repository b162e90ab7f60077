import type { Knex } from 'knex';
import { randomToken, sha256Hex } from './secrets.js';

/**
 * Single-use secrets sent by mail or held by the client between two steps: email verification
 * (24 h), password reset (1 h), the pending second factor of a login (10 min) and a second-factor
 * setup waiting for its first code, a code confirming a signed-in step. Only hashes are stored.
 */
export type OneTimePurpose = 'email_verification' | 'password_reset' | 'two_factor' | 'two_factor_setup' | 'second_factor_check';

export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  email_verification: 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
  two_factor: 10 * 60_000,
  two_factor_setup: 15 * 60_000,
  // A code mailed to a signed-in user to confirm a sensitive step (trusting a device).
  second_factor_check: 10 * 60_000,
};

/** Wrong codes that burn a pending second factor (or a setup). */
export const MAX_CODE_ATTEMPTS = 5;

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  purpose: OneTimePurpose;
  token_hash: string;
  code_hash: string | null;
  attempts: number;
  context: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface IssueInput {
  userId: string;
  purpose: OneTimePurpose;
  now: Date;
  codeHash?: string | null;
  context?: Record<string, unknown>;
}

/** Issue a token; earlier unused tokens of the same purpose stop working (only the newest link counts). */
export async function issueOneTimeToken(db: Knex, input: IssueInput): Promise<{ id: string; token: string }> {
  await retireTokens(db, input.userId, input.purpose, input.now);
  const token = randomToken();
  const [row] = (await db('core.one_time_tokens')
    .insert({
      user_id: input.userId,
      purpose: input.purpose,
      token_hash: sha256Hex(token),
      code_hash: input.codeHash ?? null,
      context: JSON.stringify(input.context ?? {}),
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + ONE_TIME_TTL_MS[input.purpose]),
    })
    .returning('id')) as { id: string }[];
  return { id: row!.id, token };
}

function parsed(row: OneTimeTokenRow | undefined): OneTimeTokenRow | undefined {
  if (row && typeof row.context === 'string') row.context = JSON.parse(row.context) as Record<string, unknown>;
  return row;
}

/** The unused, unexpired token of this purpose, or undefined. */
export async function findUsableToken(db: Knex, purpose: OneTimePurpose, token: string, now: Date): Promise<OneTimeTokenRow | undefined> {
  if (!token) return undefined;
  const row = (await db('core.one_time_tokens')
    .where({ purpose, token_hash: sha256Hex(token) })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .first()) as OneTimeTokenRow | undefined;
  return parsed(row);
}

/** The newest usable token of a user for a purpose (setups are looked up by user, not by secret). */
export async function latestUsableToken(db: Knex, userId: string, purpose: OneTimePurpose, now: Date): Promise<OneTimeTokenRow | undefined> {
  const row = (await db('core.one_time_tokens')
    .where({ user_id: userId, purpose })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .first()) as OneTimeTokenRow | undefined;
  return parsed(row);
}

/** Mark a token used; false when another request used it first. */
export async function consumeToken(db: Knex, id: string, now: Date): Promise<boolean> {
  return (await db('core.one_time_tokens').where('id', id).whereNull('used_at').update({ used_at: now })) > 0;
}

/** Count a wrong code; the token is burnt at MAX_CODE_ATTEMPTS. Returns whether it is burnt. */
export async function countWrongCode(db: Knex, row: OneTimeTokenRow, now: Date): Promise<boolean> {
  const attempts = row.attempts + 1;
  const burnt = attempts >= MAX_CODE_ATTEMPTS;
  await db('core.one_time_tokens').where('id', row.id).update({ attempts, ...(burnt ? { used_at: now } : {}) });
  return burnt;
}

export async function retireTokens(db: Knex, userId: string, purpose: OneTimePurpose, now: Date): Promise<void> {
  await db('core.one_time_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: now });
}
