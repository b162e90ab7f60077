import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { DEMO_PASSWORD } from '../domain/demo-accounts.js';
import { AuthEndpoints } from '../endpoints/auth.js';
import { authTokens } from '../client/tokens.js';
import { callEndpoint } from '../client/endpoints.js';
import { useSession } from './session.js';

/** finance-and-growth.md sections 2 and 9: a demo entry screen navigates after 1.5 s. */
export const DEMO_REDIRECT_MS = 1500;
/** The demo company's founder (Acme Robotics, PRO), whose data the finance and growth demos show. */
export const DEMO_FOUNDER_EMAIL = 'founder@demo.suite.test';

export interface DemoLoginOptions {
  /** The demo account to sign in as. */
  email: string;
  /** Kept in sessionStorage as `demoType` (with `isDemo`), as section 2 says. */
  demoType: string;
}

/**
 * The demo login of section 2: the session flags `isDemo` and `demoType`, POST
 * /api/auth/demo-login, the returned tokens stored in the shared token store (the shell's
 * session listens to it, so the target page opens signed in). True when signed in, false when the
 * login answered without tokens; throws when the call fails.
 */
export async function demoLogin({ email, demoType }: DemoLoginOptions): Promise<boolean> {
  sessionStorage.setItem('isDemo', 'true');
  sessionStorage.setItem('demoType', demoType);
  const result = await callEndpoint(AuthEndpoints.demoLogin, { body: { email, password: DEMO_PASSWORD, userType: 'facilitator' } });
  if (!result?.tokens) return false;
  authTokens.write(result.tokens);
  return true;
}

export interface DemoEntryProps extends DemoLoginOptions {
  /** Where the demo lands. */
  target: string;
  /** "Setting up your {feature} demo...", in the visitor's language. */
  loadingText: string;
}

/**
 * A /demo/* entry screen: the loading text, the demo login, then the target after 1.5 s. A visitor
 * who is already signed in goes straight to the target; a failed demo login goes to /login.
 */
export function DemoEntry({ email, demoType, target, loadingText }: DemoEntryProps) {
  const navigate = useNavigate();
  const session = useSession();
  const loading = session.status === 'loading';
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (loading) return;
    if (signedIn) {
      navigate(target, { replace: true });
      return;
    }
    let cancelled = false;
    const started = Date.now();
    demoLogin({ email, demoType })
      .then((ok) => {
        if (!ok) throw new Error('demo login refused');
        return new Promise((resolve) => setTimeout(resolve, Math.max(0, DEMO_REDIRECT_MS - (Date.now() - started))));
      })
      .then(() => !cancelled && navigate(target, { replace: true }))
      .catch(() => !cancelled && navigate('/login', { replace: true }));
    return () => {
      cancelled = true;
    };
    // Runs once the session is known (not again when the demo login signs in during the wait).
  }, [loading]);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>{loadingText}</Text>
      </Stack>
    </Center>
  );
}
