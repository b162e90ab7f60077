/**
 * The login risk score of platform.md section 9: untrusted device +20, non-US country +15,
 * off-hours +10, capped at 100. Stored with every login attempt.
 */
export const LOGIN_RISK = {
  UNTRUSTED_DEVICE: 20,
  NON_US_COUNTRY: 15,
  OFF_HOURS: 10,
  MAX: 100,
} as const;

export type LoginRiskFactor = 'untrusted_device' | 'non_us_country' | 'off_hours';

/** Off hours: before 06:00 or from 22:00 (UTC: the server does not know the user's zone). */
export function isOffHours(at: Date): boolean {
  const hour = at.getUTCHours();
  return hour < 6 || hour >= 22;
}

export interface LoginRiskInput {
  trustedDevice: boolean;
  /** ISO country code from the edge (cf-ipcountry / x-country-code); null when unknown. */
  country: string | null;
  at: Date;
}

export function loginRisk(input: LoginRiskInput): { score: number; factors: LoginRiskFactor[] } {
  const factors: LoginRiskFactor[] = [];
  let score = 0;
  if (!input.trustedDevice) {
    factors.push('untrusted_device');
    score += LOGIN_RISK.UNTRUSTED_DEVICE;
  }
  // Unknown countries (no header, or the edge's "XX"/"T1" placeholders) do not count as non-US.
  const country = input.country?.trim().toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(country) && country !== 'US' && country !== 'XX' && country !== 'T1') {
    factors.push('non_us_country');
    score += LOGIN_RISK.NON_US_COUNTRY;
  }
  if (isOffHours(input.at)) {
    factors.push('off_hours');
    score += LOGIN_RISK.OFF_HOURS;
  }
  return { score: Math.min(score, LOGIN_RISK.MAX), factors };
}

/** The country an edge proxy reports for the request, when it does. */
export function countryOf(headers: Record<string, string | string[] | undefined>): string | null {
  for (const name of ['cf-ipcountry', 'x-country-code']) {
    const value = headers[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text && text.trim()) return text.trim().toUpperCase();
  }
  return null;
}
