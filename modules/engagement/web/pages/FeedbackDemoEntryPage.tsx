import { useEffect } from 'react';
import { DEMO_PASSWORD } from '@suite/sdk';
import { AuthEndpoints } from '@suite/sdk/endpoints/auth';
// From '@suite/sdk/web', the shell's shared instance: the tokens written here are the ones its
// session listens to, so it signs in before /feedback/setup asks (a remote's own copy of
// '@suite/sdk/client' would write them unseen).
import { authTokens, callEndpoint, Center, Loader, Stack, Text, useNavigate, useSession, useTranslation } from '@suite/sdk/web';

/** The demo company (Acme Robotics) whose founder owns the demo widget and its feedback. */
export const FEEDBACK_DEMO_EMAIL = 'founder@demo.suite.test';
/** finance-and-growth.md section 2 / 9: the demo entry screen navigates after 1.5 s. */
export const DEMO_REDIRECT_MS = 1500;
/** Where the feedback demo lands (section 2: "one to /feedback/setup"). */
export const FEEDBACK_DEMO_TARGET = '/feedback/setup';

/**
 * The demo login of section 2: session flags for demo and demo type, POST /api/auth/demo-login,
 * the returned token stored. True when signed in, false when the login answered without a token;
 * throws when the call fails.
 */
export async function feedbackDemoLogin(): Promise<boolean> {
  sessionStorage.setItem('isDemo', 'true');
  sessionStorage.setItem('demoType', 'feedback');
  const result = await callEndpoint(AuthEndpoints.demoLogin, { body: { email: FEEDBACK_DEMO_EMAIL, password: DEMO_PASSWORD, userType: 'facilitator' } });
  if (!result?.tokens) return false;
  authTokens.write(result.tokens);
  return true;
}

/**
 * /demo/feedback, the demo entry screen: "Setting up your feedback demo...", the demo login, then
 * /feedback/setup after 1.5 s; a signed-in visitor goes straight there; a failed login goes to /login.
 */
export default function FeedbackDemoEntryPage() {
  const { t } = useTranslation('engagement');
  const navigate = useNavigate();
  const session = useSession();
  const loading = session.status === 'loading';
  const signedIn = session.status === 'authenticated';
  useEffect(() => {
    if (loading) return;
    if (signedIn) {
      navigate(FEEDBACK_DEMO_TARGET, { replace: true });
      return;
    }
    let cancelled = false;
    const started = Date.now();
    feedbackDemoLogin()
      .then((ok) => {
        if (!ok) throw new Error('demo login refused');
        return new Promise((resolve) => setTimeout(resolve, Math.max(0, DEMO_REDIRECT_MS - (Date.now() - started))));
      })
      .then(() => !cancelled && navigate(FEEDBACK_DEMO_TARGET, { replace: true }))
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
        <Text>{t('demo.loading')}</Text>
      </Stack>
    </Center>
  );
}
