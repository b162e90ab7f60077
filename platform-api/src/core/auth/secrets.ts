import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque secret for links and refresh tokens: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secrets are stored as their SHA-256 (hex), never in clear. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit code for the emailed second factor. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Compare two hex digests in constant time. */
export function sameDigest(a: string | null | undefined, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
