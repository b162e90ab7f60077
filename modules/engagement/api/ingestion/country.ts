/**
 * The visitor's country for the widget's country targeting, from a header set by a trusted proxy
 * in front of the platform (Cloudflare's `CF-IPCountry`, or an `X-Country` a load balancer adds
 * from its geo lookup). Only the header named by ENGAGEMENT_COUNTRY_HEADER is read, and only when
 * it is set: without a proxy that sets it, a header would be whatever the browser sent. Without it
 * the loader falls back to the region of the browser's language ('fr-CA' -> CA), which is the
 * visitor's setting, not where they are. There is no IP geolocation database in the platform.
 */
export function countryFromHeaders(headers: Record<string, string | string[] | undefined>, headerName = process.env.ENGAGEMENT_COUNTRY_HEADER): string | null {
  if (!headerName) return null;
  const raw = headers[headerName.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  // XX: unknown, T1: Tor (Cloudflare's codes); anything else not two letters is not a country.
  if (!value || !/^[A-Z]{2}$/.test(value) || value === 'XX' || value === 'T1') return null;
  return value;
}
