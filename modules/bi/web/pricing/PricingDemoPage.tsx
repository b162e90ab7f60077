import { useEffect } from 'react';
import { DEMO_PASSWORD } from '@suite/sdk';
import { AuthEndpoints } from '@suite/sdk/endpoints/auth';
import { authTokens, callEndpoint, Center, Loader, Stack, Text, useNavigate, useSession, useTranslation } from '@suite/sdk/web';

/** The demo account whose models the demo shows: the PRO demo company's founder. */
export const PRICING_DEMO_EMAIL = 'founder@demo.suite.test';
/** Section 9: the demo redirect delay. */
export const DEMO_REDIRECT_MS = 1500;

/**
 * Logs in as the demo account: session flags for demo and demo type, a demo login, the returned
 * token stored. True when signed in; false when the login answered without a token; throws when
 * the call fails.
 */
export async function demoLogin(): Promise<boolean> {
  sessionStorage.setItem('isDemo', 'true');
  sessionStorage.setItem('demoType', 'pricing-simulator');
  const result = await callEndpoint(AuthEndpoints.demoLogin, { body: { email: PRICING_DEMO_EMAIL, password: DEMO_PASSWORD, userType: 'facilitator' } });
  if (!result?.tokens) return false;
  authTokens.write(result.tokens);
  return true;
}

/** /demo/pricing-simulator: "Setting up your pricing simulator demo...", demo login, 1.5 s, then the simulator; /login when the demo login throws. */
export default function PricingDemoPage() {
  const { t } = useTranslation('bi');
  const navigate = useNavigate();
  const session = useSession();
  const loading = session.status === 'loading';
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (loading) return;
    if (signedIn) {
      navigate('/pricing-simulator', { replace: true });
      return;
    }
    let cancelled = false;
    const started = Date.now();
    demoLogin()
      .then(async (signedInNow) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, DEMO_REDIRECT_MS - (Date.now() - started))));
        if (cancelled) return;
        // A full load: the shell reads the stored token at start (a remote's token store is not the shell's).
        if (signedInNow) window.location.replace('/pricing-simulator');
        else navigate('/pricing-simulator', { replace: true });
      })
      .catch(() => !cancelled && navigate('/login', { replace: true }));
    return () => {
      cancelled = true;
    };
    // Runs once the session is known (not again when the demo login signs in during the wait).
  }, [loading]);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>{t('pricing.demoLoading')}</Text>
      </Stack>
    </Center>
  );
}
