import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors, registrationProblems } from '@suite/sdk';
import type { InvitationView, RegisterBody } from '@suite/sdk/schemas';
import { authTokens } from '@suite/sdk/client';
import { currentLanguage, translateError } from '@suite/sdk/i18n';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { AuthCardLoading, AuthLayout } from './AuthLayout.js';
import { fieldError, focusField, useShownProblems } from './form-state.js';
import { PersonaChoice } from './PersonaChoice.js';
import { invitationTokenFrom, personaFrom, type RegistrationPersona } from './registration-params.js';
import { RichText } from './RichText.js';
import { SecretField } from './SecretField.js';

/** What happens after submit is loaded once the form is used: the first load carries the form only. */
const loadRegisterFlow = () => import('./register-flow.js');

interface RegistrationValues {
  persona: RegistrationPersona | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  accountName: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The fields in the order they appear, to put the keyboard on the first one with a problem. */
const FIELD_ORDER = ['persona', 'firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms'];
/** What a registration from a pending invitation is not asked: the invitation gives the email, a teammate needs no persona or phone. */
const INVITED_SKIPS = new Set(['persona', 'email', 'phone']);

type InvitationLookup = { status: 'loading' } | { status: 'done'; invitation: InvitationView | null };

/** The pending invitation of the link's token (looked up with the lazily loaded flow), or null. */
function useRegistrationInvitation(token: string | null): InvitationLookup {
  const [lookup, setLookup] = useState<InvitationLookup>(token ? { status: 'loading' } : { status: 'done', invitation: null });
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void loadRegisterFlow()
      .then(({ pendingInvitation }) => pendingInvitation(token, controller.signal))
      .catch(() => null)
      .then((invitation) => {
        if (!controller.signal.aborted) setLookup({ status: 'done', invitation });
      });
    return () => controller.abort();
  }, [token]);
  return lookup;
}

function RegisterForm({ onSignedIn, invitation }: { onSignedIn: (destination: string) => void; invitation: InvitationView | null }) {
  const { t } = useTranslation(['authRegister', 'auth']);
  const { signIn } = useSessionControls();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = invitationTokenFrom(params);
  const presetPersona = personaFrom(params);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegistrationValues>({
    persona: presetPersona,
    firstName: '',
    lastName: '',
    email: invitation?.email ?? (params.get('email') ?? '').trim(),
    phone: '',
    accountName: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const problems = registrationProblems(values).filter((problem) => !invitation || !INVITED_SKIPS.has(problem.field));
  const { shown, touch, markSubmitted } = useShownProblems(problems);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);

  // AFFILIATE is offered only to visitors who arrive through the affiliate link.
  const personas: RegistrationPersona[] = presetPersona === 'AFFILIATE' ? ['FOUNDER', 'INVESTOR', 'AFFILIATE'] : ['FOUNDER', 'INVESTOR'];

  const set = <K extends keyof RegistrationValues>(field: K, value: RegistrationValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'accountName' | 'password' | 'confirmPassword') => ({
    name: field,
    value: values[field],
    // A field shows its problem from the first keystroke: shown on blur, the message would move
    // the form under the pointer and swallow the click that left the field.
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      set(field, event.currentTarget.value);
      touch(field);
      void loadRegisterFlow();
    },
    error: fieldError(shown(field)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    if (problems.length > 0) {
      const first = FIELD_ORDER.find((field) => problems.some((problem) => problem.field === field));
      return focusField(form.current, first);
    }
    setPending(true);
    setError(null);
    setCheckEmail(null);
    const body: RegisterBody = {
      persona: values.persona,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      acceptTerms: values.acceptTerms,
      language: currentLanguage(),
      ...(invitationToken ? { invitationToken } : {}),
      ...(!invitation && values.accountName.trim() ? { accountName: values.accountName.trim() } : {}),
    };
    const outcome = await loadRegisterFlow().then(
      ({ registerAccount }) => registerAccount(body, invitation?.accountId),
      () => ({ kind: 'failed' as const, message: AuthErrors.REGISTRATION_FAILED_RETRY }),
    );
    if (outcome.kind === 'twoFactor') {
      await navigate('/2fa');
      return;
    }
    if (outcome.kind === 'checkEmail') {
      setCheckEmail(outcome.message);
    } else if (outcome.kind === 'failed') {
      setError(outcome.message);
    } else {
      onSignedIn(outcome.destination);
      await signIn(outcome.tokens);
      if (!authTokens.read()) setError(AuthErrors.REGISTRATION_FAILED_RETRY);
    }
    setPending(false);
  };

  const personaError = shown('persona');
  const termsError = shown('acceptTerms');
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {invitation ? t('register.invitedTitle', { account: invitation.accountName }) : t('register.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4} data-testid="register-note">
            {invitation
              ? t('register.invitedNote', {
                  inviter: invitation.inviterName ?? t('register.invitedSomeone'),
                  account: invitation.accountName,
                  role: t(`register.invitedRoles.${invitation.role}`, { defaultValue: invitation.role }),
                })
              : invitationToken
                ? t('register.invitationNote')
                : t('register.subtitle')}
          </Text>
        </div>
        {error ? (
          <Alert color="red" variant="light" title={t('register.errorTitle')} role="alert" data-testid="register-error">
            {translateError(error)}
          </Alert>
        ) : null}
        {checkEmail ? (
          <Alert color="blue" variant="light" role="status" data-testid="register-check-email">
            {translateError(checkEmail)}
          </Alert>
        ) : null}
        {invitation ? null : (
          <PersonaChoice
            personas={personas}
            value={values.persona}
            onChange={(persona) => {
              set('persona', persona);
              touch('persona');
            }}
            error={fieldError(personaError)}
          />
        )}
        <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' }}>
          <TextInput label={t('register.firstName')} autoComplete="given-name" withAsterisk maxLength={60} {...fieldProps('firstName')} />
          <TextInput label={t('register.lastName')} autoComplete="family-name" withAsterisk maxLength={60} {...fieldProps('lastName')} />
        </Box>
        {invitation ? (
          <TextInput type="email" label={t('auth:common.email')} autoComplete="email" name="email" value={invitation.email} readOnly />
        ) : (
          <>
            <TextInput type="email" label={t('auth:common.email')} placeholder={t('auth:common.emailPlaceholder')} autoComplete="email" inputMode="email" withAsterisk {...fieldProps('email')} />
            <TextInput type="tel" label={t('register.phone')} placeholder={t('register.phonePlaceholder')} autoComplete="tel" inputMode="tel" withAsterisk maxLength={40} {...fieldProps('phone')} />
            <TextInput label={t('register.accountName')} description={t('register.accountNameHint')} autoComplete="organization" maxLength={100} {...fieldProps('accountName')} />
          </>
        )}
        <SecretField label={t('auth:common.password')} description={t('register.passwordHint')} autoComplete="new-password" withAsterisk {...fieldProps('password')} />
        <SecretField label={t('register.confirmPassword')} autoComplete="new-password" withAsterisk {...fieldProps('confirmPassword')} />
        <div>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <input
              id="accept-terms"
              type="checkbox"
              name="acceptTerms"
              checked={values.acceptTerms}
              onChange={(event) => {
                set('acceptTerms', event.currentTarget.checked);
                touch('acceptTerms');
              }}
              aria-invalid={Boolean(termsError)}
              aria-describedby={termsError ? 'accept-terms-error' : undefined}
              style={{ width: 18, height: 18, margin: '1px 0 0', flex: 'none', accentColor: 'var(--mantine-primary-color-filled)' }}
            />
            <Text component="label" htmlFor="accept-terms" size="sm">
              <RichText
                text={t('register.terms')}
                parts={{
                  terms: (text) => (
                    <Anchor component={Link} to="/terms" inherit target="_blank">
                      {text}
                    </Anchor>
                  ),
                  privacy: (text) => (
                    <Anchor component={Link} to="/privacy" inherit target="_blank">
                      {text}
                    </Anchor>
                  ),
                }}
              />
            </Text>
          </Group>
          {termsError ? (
            <Text id="accept-terms-error" c="red" size="xs" mt={4}>
              {fieldError(termsError)}
            </Text>
          ) : null}
        </div>
        <Button type="submit" fullWidth loading={pending} disabled={!values.acceptTerms}>
          {invitation ? t('register.invitedSubmit') : t('register.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('register.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** /register (platform.md sections 2.1, 4 and 5). Signed-in visitors go to /dashboard. */
export default function RegisterPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const lookup = useRegistrationInvitation(invitationTokenFrom(params));
  const [destination, setDestination] = useState<string | null>(null);
  if (session.status === 'authenticated') return <Navigate to={destination ?? '/dashboard'} replace />;
  return (
    <AuthLayout size="md">
      {session.status === 'loading' || lookup.status === 'loading' ? <AuthCardLoading /> : <RegisterForm onSignedIn={setDestination} invitation={lookup.invitation} />}
    </AuthLayout>
  );
}
