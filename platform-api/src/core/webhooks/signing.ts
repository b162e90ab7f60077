import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How a delivery is signed (and how a receiver checks it; the same steps are on
 * /integrations/communication and in docs/architecture.md):
 *
 *   signed   = `${X-Suite-Timestamp}.${raw request body}`
 *   expected = 'v1=' + hex(HMAC-SHA256(endpoint secret, signed))
 *
 * The receiver compares `X-Suite-Signature` with `expected` in constant time and refuses a
 * timestamp more than 5 minutes from its clock (so a captured delivery cannot be replayed later).
 */
export const SIGNATURE_VERSION = 'v1';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `${SIGNATURE_VERSION}=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A receiver's check, as documented: signature, then the timestamp's age. */
export function verifyWebhook(secret: string, headers: { timestamp: string | undefined; signature: string | undefined }, body: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || !headers.signature) return false;
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
