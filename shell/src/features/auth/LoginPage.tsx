import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors, isValidEmail } from '@suite/sdk';
import { authTokens, type AuthTokens } from '@suite/sdk/client';
import { translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { AuthCardLoading, AuthLayout } from './AuthLayout.js';
import { DemoAccountsPanel } from './DemoAccountsPanel.js';
import { fieldError, focusField } from './form-state.js';
import { safeFrom } from './origin.js';
import { RichText } from './RichText.js';
import { SecretField } from './SecretField.js';

interface Credentials {
  email: string;
  password: string;
}

/** The unverified-email notice is rare: loaded only when a sign-in needs it. */
const VerificationNotice = lazy(() => import('./VerificationNotice.js'));

/** What happens after submit is loaded once the form is used: the first load carries the form only. */
const loadLoginFlow = () => import('./login-flow.js');

function LoginForm({ credentials, onChange, from, onSignedIn }: { credentials: Credentials; onChange: (next: Credentials) => void; from: string | null; onSignedIn: (destination: string) => void }) {
  const { t } = useTranslation('auth');
  const { signIn } = useSessionControls();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [emailLeft, setEmailLeft] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Set when the account's email is not verified; holds the sign-in when the server gave one. */
  const [unverified, setUnverified] = useState<{ next: { tokens: AuthTokens; destination: string } | null } | null>(null);

  const problems = {
    email: isValidEmail(credentials.email) ? null : AuthErrors.INVALID_EMAIL,
    password: credentials.password ? null : t('login.passwordRequired'),
  };
  // The email shows its problem once it was typed and left; both show after a submit.
  const shown = (field: keyof typeof problems) => (submitted || (field === 'email' && emailLeft) ? problems[field] : null);

  const complete = async (next: { tokens: AuthTokens; destination: string }) => {
    onSignedIn(next.destination);
    await signIn(next.tokens);
    // The session could not be read with the new tokens: they were dropped, stay here.
    if (!authTokens.read()) setError(AuthErrors.LOGIN_FAILED_RETRY);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const firstProblem = (['email', 'password'] as const).find((field) => problems[field]);
    if (firstProblem) return focusField(form.current, firstProblem);
    setPending(true);
    setError(null);
    setUnverified(null);
    const outcome = await loadLoginFlow().then(
      ({ logIn }) => logIn(credentials, from),
      () => ({ kind: 'failed' as const, message: AuthErrors.LOGIN_FAILED_RETRY }),
    );
    if (outcome.kind === 'twoFactor') {
      await navigate('/2fa');
      return;
    }
    if (outcome.kind === 'failed') setError(outcome.message);
    else if (outcome.kind === 'unverified') setUnverified({ next: outcome.next });
    else await complete(outcome);
    setPending(false);
  };

  const signedInUnverified = unverified?.next;
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('login.subtitle')}
          </Text>
        </div>
        {error ? (
          <Alert color="red" variant="light" title={t('login.errorTitle')} role="alert" data-testid="login-error">
            {translateError(error)}
          </Alert>
        ) : null}
        {unverified ? (
          <Suspense fallback={null}>
            <VerificationNotice email={credentials.email} onContinue={signedInUnverified ? () => void complete(signedInUnverified) : null} />
          </Suspense>
        ) : null}
        <TextInput
          name="email"
          type="email"
          label={t('common.email')}
          placeholder={t('common.emailPlaceholder')}
          autoComplete="username"
          inputMode="email"
          autoFocus
          withAsterisk
          value={credentials.email}
          onChange={(event) => {
            onChange({ ...credentials, email: event.currentTarget.value });
            void loadLoginFlow();
          }}
          onBlur={() => setEmailLeft(credentials.email !== '')}
          error={fieldError(shown('email'))}
        />
        <div>
          <SecretField
            name="password"
            label={t('common.password')}
            autoComplete="current-password"
            withAsterisk
            value={credentials.password}
            onChange={(event) => onChange({ ...credentials, password: event.currentTarget.value })}
            error={fieldError(shown('password'))}
          />
          <Group justify="flex-end" mt={6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
        </div>
        <Button type="submit" fullWidth loading={pending} id="login-submit">
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('login.createAccount')}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          <RichText
            text={t('login.legal')}
            parts={{
              terms: (text) => (
                <Anchor component={Link} to="/terms" inherit>
                  {text}
                </Anchor>
              ),
              privacy: (text) => (
                <Anchor component={Link} to="/privacy" inherit>
                  {text}
                </Anchor>
              ),
            }}
          />
        </Text>
      </Stack>
    </form>
  );
}

/** /login (platform.md sections 2.1 and 4). Signed-in visitors go on to where they were going, or /dashboard. */
export default function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const from = safeFrom(params.get('from'));
  const [destination, setDestination] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  if (session.status === 'authenticated') return <Navigate to={destination ?? from ?? '/dashboard'} replace />;
  const chooseDemo = (email: string, password: string) => {
    setCredentials({ email, password });
    document.getElementById('login-submit')?.focus();
  };
  return (
    <AuthLayout below={session.status === 'anonymous' ? <DemoAccountsPanel onChoose={chooseDemo} /> : null}>
      {session.status === 'loading' ? <AuthCardLoading /> : <LoginForm credentials={credentials} onChange={setCredentials} from={from} onSignedIn={setDestination} />}
    </AuthLayout>
  );
}
