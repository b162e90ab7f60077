import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * In production a webhook may not reach the server's own network: a tenant could otherwise make
 * the platform POST to cloud metadata services or internal hosts. Checked at delivery time (DNS
 * can change after registration); outside production, local receivers are the point of tests.
 */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || a >= 224;
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith('::ffff:')) return isInternalAddress(lower.slice(7));
    return lower === '::' || lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe8') || lower.startsWith('fe9') || lower.startsWith('fea') || lower.startsWith('feb') || lower.startsWith('ff');
  }
  return false;
}

/** Throws when the URL's host is, or resolves to, an internal address. */
export async function assertPublicHost(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.some(isInternalAddress)) throw new Error(`${host} resolves to an internal address: refused`);
}
