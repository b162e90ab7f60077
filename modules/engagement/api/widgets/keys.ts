import { createHash, randomBytes } from 'node:crypto';

/** A widget API key: 'ew_' and 32 random base64url characters (well above the 16 of section 9). */
export function generateWidgetKey(): string {
  return `ew_${randomBytes(24).toString('base64url')}`;
}

/** Keys are stored hashed: a leaked table does not leak working keys. */
export function hashWidgetKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
