import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SessionContext, type Session } from '@suite/sdk/react';
import { api, authTokens, callEndpoint, type AuthTokens } from '@suite/sdk/client';

// The session's endpoints (and their schemas) load with the first call, so signed-out public pages never carry them.
const authEndpoints = () => import('@suite/sdk/endpoints/auth').then((module) => module.AuthEndpoints);
const sessionEndpoints = () => import('@suite/sdk/endpoints/sessions').then((module) => module.SessionEndpoints);
import { i18n } from '@suite/sdk/i18n';
import { normalizeLanguage, type SessionResponse } from '@suite/sdk';
import { markSignedOut } from './sign-out-flag.js';

/** Start-up timeout: after it, stored tokens are cleared (platform.md section 4). */
export const AUTH_STARTUP_TIMEOUT_MS = 10_000;

export type Membership = SessionResponse['memberships'][number];

interface SessionControls {
  memberships: Membership[];
  /** The auth session id of this sign-in (for account switching and session lists). */
  sessionId: string | null;
  /** The server offers this user the dev tools. */
  devTools: boolean;
  /** Reload the session (after a profile change, a flag change). */
  refresh(): Promise<void>;
  /** Store the tokens of a successful sign-in and load the session. */
  signIn(tokens: AuthTokens): Promise<void>;
  /** Revoke this session on the server and forget the tokens. */
  signOut(): Promise<void>;
  /** Act for another account: a new token for the same session, then reload. */
  switchAccount(accountId: string): Promise<void>;
}

const ControlsContext = createContext<SessionControls | null>(null);

export function useSessionControls(): SessionControls {
  const controls = useContext(ControlsContext);
  if (!controls) throw new Error('useSessionControls outside SessionProvider');
  return controls;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('startup timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Who is signed in and for which account (light: it runs on public pages too). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null, account: null });
  const [memberships, setMemberships] = useState<Membership[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [devTools, setDevTools] = useState(false);
  const loading = useRef(0);

  const becomeAnonymous = useCallback(() => {
    api.setTenant(null);
    setSession({ status: 'anonymous', user: null, account: null });
    setMemberships([]);
    setSessionId(null);
    setDevTools(false);
  }, []);

  const load = useCallback(async () => {
    const ticket = ++loading.current;
    if (!authTokens.read()) return becomeAnonymous();
    try {
      const payload = await withTimeout(callEndpoint((await authEndpoints()).session, {}), AUTH_STARTUP_TIMEOUT_MS);
      if (ticket !== loading.current) return;
      api.setTenant(payload.account?.id ?? null);
      setSession({
        status: 'authenticated',
        user: { ...payload.user, language: normalizeLanguage(payload.user.language) },
        account: payload.account,
      });
      setMemberships(payload.memberships);
      setSessionId(payload.sessionId);
      setDevTools(payload.devTools === true);
      // The profile's language wins once signed in.
      const language = normalizeLanguage(payload.user.language);
      if (language !== normalizeLanguage(i18n.resolvedLanguage)) void i18n.changeLanguage(language);
    } catch {
      if (ticket !== loading.current) return;
      authTokens.clear();
      becomeAnonymous();
    }
  }, [becomeAnonymous]);

  useEffect(() => {
    void load();
    let last = authTokens.read()?.accessToken ?? null;
    return authTokens.subscribe((tokens) => {
      const next = tokens?.accessToken ?? null;
      // A refreshed token of the same session needs no reload; signing in or out does.
      if ((last === null) !== (next === null)) void load();
      last = next;
    });
  }, [load]);

  const controls = useMemo<SessionControls>(
    () => ({
      memberships,
      sessionId,
      devTools,
      refresh: load,
      signIn: async (tokens) => {
        api.setTenant(null);
        authTokens.write(tokens);
        await load();
      },
      signOut: async () => {
        const refreshToken = authTokens.read()?.refreshToken;
        await callEndpoint((await authEndpoints()).logout, { body: { refreshToken } }).catch(() => undefined);
        markSignedOut();
        authTokens.clear();
      },
      switchAccount: async (accountId) => {
        if (sessionId) {
          // The session keeps its refresh token; only the access token names the new account.
          const result = await callEndpoint((await sessionEndpoints()).switchAccount, { params: { id: sessionId }, body: { accountId } });
          authTokens.write({ ...authTokens.read(), ...result.tokens });
        }
        api.setTenant(accountId);
        await load();
      },
    }),
    [memberships, sessionId, devTools, load],
  );

  return (
    <SessionContext.Provider value={session}>
      <ControlsContext.Provider value={controls}>{children}</ControlsContext.Provider>
    </SessionContext.Provider>
  );
}
