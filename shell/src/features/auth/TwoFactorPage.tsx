import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors } from '@suite/sdk';
import { authTokens, callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { AuthCardLoading, AuthLayout } from './AuthLayout.js';
import { rememberTrustedDevice } from './device.js';
import { failureText } from './failure.js';
import { clearPendingTwoFactor, readPendingTwoFactor, type PendingTwoFactor } from './handoff.js';
import { destinationAfterSignIn, readSignInOutcome, tokensOf } from './sign-in-flow.js';

export const CODE_LENGTH = 6;

type ResendState = { status: 'idle' | 'sending' } | { status: 'sent' } | { status: 'failed'; message: string };

function TwoFactorForm({ pending, onSignedIn }: { pending: PendingTwoFactor; onSignedIn: (destination: string) => void }) {
  const { t } = useTranslation(['authVerify', 'auth']);
  const { signIn } = useSessionControls();
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });

  const pins = useRef<HTMLDivElement>(null);
  // After a refused code the digits are cleared: put the keyboard back on the first one.
  useEffect(() => {
    if (error && !verifying) pins.current?.querySelector('input')?.focus();
  }, [error, verifying]);

  /** One verification at a time: typing the last digit and pasting may both complete the code. */
  const inFlight = useRef(false);

  const verify = async (value: string) => {
    if (inFlight.current || !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value)) return;
    inFlight.current = true;
    setVerifying(true);
    setError(null);
    try {
      const outcome = readSignInOutcome(await callEndpoint(AuthEndpoints.verifySecondFactor, { body: { pendingToken: pending.pendingToken, code: value, trustDevice } }));
      if (outcome?.kind !== 'signedIn') {
        setError(AuthErrors.VERIFICATION_FAILED);
      } else {
        const { user, requiresEmailVerification, deviceToken } = outcome.result;
        // Trusted: this browser now signs in with the secret the server made for it.
        if (deviceToken) rememberTrustedDevice(deviceToken);
        clearPendingTwoFactor();
        onSignedIn(destinationAfterSignIn({ from: pending.from, persona: user.primaryPersona, requiresEmailVerification }));
        await signIn(tokensOf(outcome.result));
        if (!authTokens.read()) setError(AuthErrors.LOGIN_FAILED_RETRY);
      }
    } catch (failure) {
      setError(failureText(failure, AuthErrors.VERIFICATION_FAILED));
      setCode('');
    }
    inFlight.current = false;
    setVerifying(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length < CODE_LENGTH) {
      setError(AuthErrors.VERIFICATION_FAILED);
      return;
    }
    void verify(code);
  };

  const sendAgain = async () => {
    setResend({ status: 'sending' });
    try {
      await callEndpoint(AuthEndpoints.resendSecondFactorCode, { body: { pendingToken: pending.pendingToken } });
      setResend({ status: 'sent' });
      setError(null);
    } catch {
      setResend({ status: 'failed', message: AuthErrors.RESEND_CODE_FAILED });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('twoFactor.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {pending.method === 'totp' ? t('twoFactor.totpHint') : t('twoFactor.emailHint')}
          </Text>
        </div>
        {error ? (
          <Alert color="red" variant="light" title={t('twoFactor.errorTitle')} role="alert" data-testid="two-factor-error">
            {translateError(error)}
          </Alert>
        ) : null}
        {resend.status === 'sent' ? (
          <Alert color="green" variant="light" role="status">
            {t('twoFactor.resent')}
          </Alert>
        ) : null}
        {resend.status === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {translateError(resend.message)}
          </Alert>
        ) : null}
        <div role="group" aria-labelledby="two-factor-code-label">
          <Text component="div" id="two-factor-code-label" size="sm" fw={500} mb={6}>
            {t('twoFactor.codeLabel')}
          </Text>
          <PinInput
            rootRef={pins}
            length={CODE_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="md"
            gap="xs"
            value={code}
            onChange={(value) => {
              setCode(value);
              // Typed or pasted, a complete code is sent at once.
              if (value.length === CODE_LENGTH) void verify(value);
            }}
            error={Boolean(error)}
            disabled={verifying}
            getInputProps={(index) => ({ 'aria-label': t('twoFactor.digit', { n: index + 1 }) })}
          />
        </div>
        <Checkbox label={t('twoFactor.trustDevice')} description={t('twoFactor.trustDeviceHint')} checked={trustDevice} onChange={(event) => setTrustDevice(event.currentTarget.checked)} />
        <Button type="submit" fullWidth loading={verifying}>
          {t('twoFactor.submit')}
        </Button>
        <Group justify="space-between" gap="xs">
          {pending.method === 'email' ? (
            <Anchor component="button" type="button" size="sm" onClick={() => void sendAgain()} disabled={resend.status === 'sending'}>
              {resend.status === 'sending' ? t('twoFactor.resending') : t('twoFactor.resend')}
            </Anchor>
          ) : (
            <span />
          )}
          <Anchor component={Link} to="/login" size="sm" onClick={() => clearPendingTwoFactor()}>
            {t('twoFactor.useAnotherAccount')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

/** /2fa (platform.md section 4): the second factor of a login; without pending data, back to /login. */
export default function TwoFactorPage() {
  const session = useSession();
  const [pending] = useState(readPendingTwoFactor);
  const [destination, setDestination] = useState<string | null>(null);
  if (session.status === 'authenticated') return <Navigate to={destination ?? '/dashboard'} replace />;
  if (session.status === 'anonymous' && !pending) return <Navigate to="/login" replace />;
  return <AuthLayout>{session.status === 'loading' || !pending ? <AuthCardLoading /> : <TwoFactorForm pending={pending} onSignedIn={setDestination} />}</AuthLayout>;
}
