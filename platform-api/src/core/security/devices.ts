import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { PlatformConfig } from '../../config.js';

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

type KeyConfig = Pick<PlatformConfig, 'jwtSecret'>;

const keys = new Map<string, Buffer>();
function keyOf(config: KeyConfig): Buffer {
  let key = keys.get(config.jwtSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'suite-trusted-devices', 'device v1', 32));
    keys.set(config.jwtSecret, key);
  }
  return key;
}

/**
 * How a device id is stored: an HMAC-SHA256 under a key from the configuration (hex), never the id
 * itself. Rows written before device secrets were issued by the server (plain SHA-256 of a string
 * the client chose) can never match a lookup, so none of them is trusted any more.
 */
export function deviceDigest(config: KeyConfig, deviceId: string): string {
  return createHmac('sha256', keyOf(config)).update(deviceId).digest('hex');
}

/**
 * The secret a device proves it is trusted with: made by the server after a completed second-factor
 * challenge, given to the client once (it sends it back as its device fingerprint), stored as its
 * digest. 64 hex characters, so it also fits the browser's stored device id.
 */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('hex');
}

export async function isTrustedDevice(db: Knex, config: KeyConfig, userId: string, fingerprint: string | null | undefined, now: Date): Promise<boolean> {
  if (!fingerprint) return false;
  const since = new Date(now.getTime() - TRUSTED_DEVICE_DAYS * 24 * 60 * 60_000);
  const row = await db('core.trusted_devices').where({ user_id: userId, fingerprint_hash: deviceDigest(config, fingerprint) }).where('trusted_at', '>', since).first('id');
  return row !== undefined;
}

/** Record a device of the user (seen now), untrusted: a client's own id never becomes trusted. */
export async function rememberDevice(db: Knex, config: KeyConfig, userId: string, fingerprint: string, options: { now: Date; label?: string | null }): Promise<TrustedDeviceRow> {
  const values: Record<string, unknown> = { user_id: userId, fingerprint_hash: deviceDigest(config, fingerprint), last_seen_at: options.now };
  if (options.label) values.label = options.label;
  const merge = ['last_seen_at', ...(options.label ? ['label'] : [])];
  const [row] = (await db('core.trusted_devices').insert(values).onConflict(['user_id', 'fingerprint_hash']).merge(merge).returning('*')) as TrustedDeviceRow[];
  return row!;
}

/**
 * Trust a device after a completed second-factor challenge: a new server-made secret, stored as its
 * digest, returned once. The record of the client's previous id (if any) is replaced, keeping its label.
 */
export async function trustNewDevice(
  db: Knex,
  config: KeyConfig,
  userId: string,
  options: { now: Date; label?: string | null; replacing?: string | null },
): Promise<{ row: TrustedDeviceRow; secret: string }> {
  let label = options.label ?? null;
  if (options.replacing) {
    const previous = (await db('core.trusted_devices').where({ user_id: userId, fingerprint_hash: deviceDigest(config, options.replacing) }).first('id', 'label')) as { id: string; label: string | null } | undefined;
    if (previous) {
      label ??= previous.label;
      await db('core.trusted_devices').where('id', previous.id).delete();
    }
  }
  const secret = newDeviceSecret();
  const [row] = (await db('core.trusted_devices')
    .insert({ user_id: userId, fingerprint_hash: deviceDigest(config, secret), label, trusted_at: options.now, last_seen_at: options.now })
    .returning('*')) as TrustedDeviceRow[];
  return { row: row!, secret };
}
