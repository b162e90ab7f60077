/** What the registration page reads from its address: `?persona=`, `?invitation=` / `?token=`. */

/** An invitation token from `?invitation=` or `?token=`. */
export function invitationTokenFrom(params: URLSearchParams): string | null {
  const token = (params.get('invitation') ?? params.get('token') ?? '').trim();
  return token || null;
}

export type RegistrationPersona = 'FOUNDER' | 'INVESTOR' | 'AFFILIATE';

/** The persona preselected by `?persona=` (AFFILIATE only arrives through its own link). */
export function personaFrom(params: URLSearchParams): RegistrationPersona | '' {
  const value = (params.get('persona') ?? '').trim().toUpperCase();
  return value === 'FOUNDER' || value === 'INVESTOR' || value === 'AFFILIATE' ? value : '';
}
