import type { Knex } from 'knex';
import { sha256Hex } from '../auth/secrets.js';

/** A trusted device skips the second factor and lowers the login risk for this long. */
export const TRUSTED_DEVICE_DAYS = 30;

export interface TrustedDeviceRow {
  id: string;
  user_id: string;
  fingerprint_hash: string;
  label: string | null;
  trusted_at: Date | null;
  last_seen_at: Date;
}

export async function isTrustedDevice(db: Knex, userId: string, fingerprint: string | null | undefined, now: Date): Promise<boolean> {
  if (!fingerprint) return false;
  const since = new Date(now.getTime() - TRUSTED_DEVICE_DAYS * 24 * 60 * 60_000);
  const row = await db('core.trusted_devices').where({ user_id: userId, fingerprint_hash: sha256Hex(fingerprint) }).where('trusted_at', '>', since).first('id');
  return row !== undefined;
}

/** Record a device of the user (seen now), optionally trusting it. */
export async function rememberDevice(db: Knex, userId: string, fingerprint: string, options: { now: Date; trust: boolean; label?: string | null }): Promise<TrustedDeviceRow> {
  const values: Record<string, unknown> = { user_id: userId, fingerprint_hash: sha256Hex(fingerprint), last_seen_at: options.now };
  if (options.label) values.label = options.label;
  if (options.trust) values.trusted_at = options.now;
  const merge = ['last_seen_at', ...(options.label ? ['label'] : []), ...(options.trust ? ['trusted_at'] : [])];
  const [row] = (await db('core.trusted_devices').insert(values).onConflict(['user_id', 'fingerprint_hash']).merge(merge).returning('*')) as TrustedDeviceRow[];
  return row!;
}
