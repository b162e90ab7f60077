import { createContext, useContext } from 'react';
import type { AccountRole } from '../domain/roles.js';
import type { Persona } from '../domain/personas.js';
import type { PlanId } from '../domain/plans.js';
import type { FeatureKey } from '../domain/features.js';
import type { Language } from '../i18n/languages.js';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  primaryPersona: Persona | null;
  emailVerified: boolean;
  isSuperAdmin: boolean;
  language: Language;
}

export interface ActiveAccount {
  id: string;
  name: string;
  slug: string;
  role: AccountRole;
  permissions: string[];
  plan: PlanId;
  enabledFeatures: FeatureKey[];
}

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  account: ActiveAccount | null;
}

/** The signed-in user and active account, provided by the shell; remotes read it. */
export const SessionContext = createContext<Session>({ status: 'loading', user: null, account: null });

export function useSession(): Session {
  return useContext(SessionContext);
}
