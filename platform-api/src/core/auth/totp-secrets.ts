import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { PlatformConfig } from '../../config.js';

/**
 * TOTP secrets at rest: AES-256-GCM with a key from the configuration (TOTP_ENCRYPTION_KEY, or
 * derived from JWT_SECRET when unset), stored as `v1:<iv>:<tag>:<ciphertext>` (base64url). A value
 * without the prefix is a secret stored in clear before encryption, read as it is.
 */
const PREFIX = 'v1:';

type KeyConfig = Pick<PlatformConfig, 'jwtSecret' | 'totpEncryptionKey'>;

const keys = new Map<string, Buffer>();
function keyOf(config: KeyConfig): Buffer {
  const material = config.totpEncryptionKey || config.jwtSecret;
  let key = keys.get(material);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', material, 'suite-totp-secrets', 'totp v1', 32));
    keys.set(material, key);
  }
  return key;
}

export function encryptTotpSecret(config: KeyConfig, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${sealed.toString('base64url')}`;
}

/** The secret in clear, or null when it cannot be read (another key, tampered). */
export function decryptTotpSecret(config: KeyConfig, stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, tag, sealed] = stored.slice(PREFIX.length).split(':');
  if (!iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
