import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors, landingPathFor } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { SystemEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { AuthCardLoading, AuthLayout } from './AuthLayout.js';
import { useResendVerification } from './resend-verification.js';
import { forgetAfterVerification, peekAfterVerification } from './handoff.js';
import { safeFrom } from './origin.js';

/** Outside production the mail stays in the dev outbox: offer the dev mailbox (DECISIONS.md, Mail). */
function useShowsDevMailbox(): boolean {
  const [shows, setShows] = useState(false);
  useEffect(() => {
    let current = true;
    void callEndpoint(SystemEndpoints.config, {}).then(
      (config) => current && setShows(config.environment !== 'production'),
      () => undefined, // without the configuration the link is simply not offered
    );
    return () => {
      current = false;
    };
  }, []);
  return shows;
}

function VerificationRequired({ email }: { email: string }) {
  const { t } = useTranslation(['authVerify', 'auth']);
  const { refresh, signOut } = useSessionControls();
  const navigate = useNavigate();
  const { state, send } = useResendVerification();
  const [checking, setChecking] = useState(false);
  const [notYet, setNotYet] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const showsDevMailbox = useShowsDevMailbox();

  const checkVerified = async () => {
    setChecking(true);
    setNotYet(false);
    await refresh();
    // Still here after the refresh: the session says the address is not verified yet.
    setChecking(false);
    setNotYet(true);
  };

  const leave = async () => {
    setSigningOut(true);
    await signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('verificationRequired.title')}
      </Title>
      <Alert color="yellow" variant="light" title={translateError(AuthErrors.EMAIL_VERIFICATION_REQUIRED)} data-testid="verification-required">
        <Stack gap={4}>
          <Text size="sm">{translateError(AuthErrors.CHECK_INBOX)}</Text>
          <Text size="sm" fw={500}>
            {t('verificationRequired.sentTo', { email })}
          </Text>
        </Stack>
      </Alert>
      {state.status === 'sent' ? (
        <Alert color="green" variant="light" role="status">
          {t('verificationRequired.resent', { email })}
        </Alert>
      ) : null}
      {state.status === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {translateError(state.message)}
        </Alert>
      ) : null}
      {notYet ? (
        <Text size="sm" c="dimmed" role="status">
          {t('verificationRequired.notYet')}
        </Text>
      ) : null}
      <Button fullWidth onClick={() => void checkVerified()} loading={checking}>
        {t('verificationRequired.verified')}
      </Button>
      <Button fullWidth variant="light" onClick={() => void send({ signedIn: true })} loading={state.status === 'sending'}>
        {t('verificationRequired.resend')}
      </Button>
      <Group justify="space-between" gap="xs">
        {showsDevMailbox ? (
          <Anchor component={Link} to="/dev/mailbox" size="sm" title={t('verificationRequired.devMailboxHint')}>
            {t('verificationRequired.devMailbox')}
          </Anchor>
        ) : (
          <span />
        )}
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => void leave()} disabled={signingOut}>
          {t('verificationRequired.signOut')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * /email-verification-required (platform.md sections 2.1 and 4): where the gate sends signed-in
 * users whose email is not verified. Signed out: /login. Verified: on to `?from=`, the remembered
 * page (an invitation), or the persona's dashboard.
 */
export default function EmailVerificationRequiredPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const verified = session.status === 'authenticated' && session.user?.emailVerified === true;
  useEffect(() => {
    if (verified) forgetAfterVerification();
  }, [verified]);

  if (session.status === 'anonymous') return <Navigate to="/login" replace />;
  if (verified) return <Navigate to={safeFrom(params.get('from')) ?? peekAfterVerification() ?? landingPathFor(session.user?.primaryPersona)} replace />;
  return <AuthLayout>{session.status === 'loading' || !session.user ? <AuthCardLoading /> : <VerificationRequired email={session.user.email} />}</AuthLayout>;
}
