import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors, landingPathFor } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { AuthCardLoading, AuthLayout } from './AuthLayout.js';
import { useResendVerification } from './resend-verification.js';
import { takeAfterVerification } from './handoff.js';

type Verification = { status: 'verifying' } | { status: 'verified' } | { status: 'failed' };

/**
 * One request per token: the link is single use, so a second mount (or a re-render) must reuse
 * the first answer instead of spending the token again.
 */
const verifications = new Map<string, Promise<boolean>>();

export function verifyEmailToken(token: string): Promise<boolean> {
  let request = verifications.get(token);
  if (!request) {
    request = callEndpoint(AuthEndpoints.verifyEmail, { params: { token } }).then(
      () => true,
      () => false,
    );
    verifications.set(token, request);
  }
  return request;
}

function ResendForm() {
  const { t } = useTranslation(['authVerify', 'auth']);
  const session = useSession();
  const { state, send } = useResendVerification();
  const [email, setEmail] = useState('');
  const signedIn = session.status === 'authenticated';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(signedIn ? { signedIn: true } : { email });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {state.status === 'sent' ? (
          <Alert color="green" variant="light" role="status">
            {signedIn && session.user ? t('verificationRequired.resent', { email: session.user.email }) : translateError(AuthErrors.RESEND_VERIFICATION_SENT)}
          </Alert>
        ) : null}
        {state.status === 'failed' ? (
          <Text size="sm" c="red" role="alert">
            {translateError(state.message)}
          </Text>
        ) : null}
        {signedIn ? null : (
          <TextInput name="email" type="email" label={t('auth:common.email')} placeholder={t('auth:common.emailPlaceholder')} autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        )}
        <Button type="submit" variant="light" loading={state.status === 'sending'}>
          {t('verifyEmail.resend')}
        </Button>
      </Stack>
    </form>
  );
}

function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation(['authVerify', 'auth']);
  const session = useSession();
  const { refresh } = useSessionControls();
  const navigate = useNavigate();
  const [verification, setVerification] = useState<Verification>(token ? { status: 'verifying' } : { status: 'failed' });
  const [continuing, setContinuing] = useState(false);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyEmailToken(token).then((ok) => {
      if (current) setVerification({ status: ok ? 'verified' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [token]);

  const proceed = async () => {
    const after = takeAfterVerification();
    if (session.status !== 'authenticated') {
      await navigate(after ? `/login?from=${encodeURIComponent(after)}` : '/login');
      return;
    }
    setContinuing(true);
    await refresh();
    await navigate(after ?? landingPathFor(session.user?.primaryPersona), { replace: true });
  };

  const heading = (
    <Title order={1} size="h2">
      {verification.status === 'verified' ? t('verifyEmail.successTitle') : t('verifyEmail.title')}
    </Title>
  );

  if (verification.status === 'verifying') {
    return (
      <Stack gap="md">
        {heading}
        <Text size="sm" c="dimmed" role="status">
          {t('verifyEmail.verifying')}
        </Text>
        <AuthCardLoading />
      </Stack>
    );
  }

  if (verification.status === 'verified') {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="green" variant="light" role="status" data-testid="verify-email-success">
          {t('verifyEmail.successBody')}
        </Alert>
        <Button fullWidth onClick={() => void proceed()} loading={continuing || session.status === 'loading'} autoFocus>
          {session.status === 'authenticated' ? t('verifyEmail.continue') : t('verifyEmail.signIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {heading}
      <Alert color="red" variant="light" title={t('verifyEmail.errorTitle')} role="alert" data-testid="verify-email-error">
        {translateError(AuthErrors.VERIFICATION_FAILED)}
      </Alert>
      <Text size="sm" c="dimmed">
        {t('verifyEmail.errorHint')}
      </Text>
      {session.status === 'loading' ? <AuthCardLoading /> : <ResendForm />}
    </Stack>
  );
}

/** /verify-email?token=... (platform.md sections 2.1 and 7): verifies the link, signed in or not. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim() || null;
  return (
    <AuthLayout>
      <VerifyEmail token={token} />
    </AuthLayout>
  );
}
