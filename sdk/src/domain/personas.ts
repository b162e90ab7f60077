/** Personas decide the landing dashboard (platform.md section 1). */
export const PERSONAS = ['FOUNDER', 'INVESTOR', 'TEAM_MEMBER', 'AFFILIATE'] as const;
export type Persona = (typeof PERSONAS)[number];

/** Personas a visitor may pick on the registration form; AFFILIATE arrives through its own link. */
export const REGISTRATION_PERSONAS: readonly Persona[] = ['FOUNDER', 'INVESTOR', 'AFFILIATE'];

/** Where a persona lands after sign-in when no origin page is remembered. */
export function landingPathFor(persona: Persona | null | undefined): string {
  if (persona === 'INVESTOR') return '/investor/dashboard';
  if (persona === 'AFFILIATE') return '/affiliate-dashboard';
  return '/dashboard';
}
