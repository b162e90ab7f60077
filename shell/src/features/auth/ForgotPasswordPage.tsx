import { useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors, isValidEmail } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { AuthLayout } from './AuthLayout.js';
import { fieldError, focusField } from './form-state.js';

function ForgotPasswordForm() {
  const { t } = useTranslation(['authRecovery', 'auth']);
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  /** The address the confirmation names, once the request was sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problem = isValidEmail(email) ? null : AuthErrors.INVALID_EMAIL;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return focusField(form.current, 'email');
    setPending(true);
    const address = email.trim();
    // The same confirmation whatever the answer (platform.md section 2.1): nothing tells whether the address has an account.
    await callEndpoint(AuthEndpoints.forgotPassword, { body: { email: address } }).catch(() => undefined);
    setPending(false);
    setSentTo(address);
  };

  if (sentTo !== null) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('forgot.sentTitle')}
        </Title>
        <Alert color="green" variant="light" role="status" data-testid="forgot-password-sent">
          <Text size="sm">{t('forgot.sentBody', { email: sentTo })}</Text>
        </Alert>
        <Text size="sm" c="dimmed">
          {t('forgot.sentHint')}
        </Text>
        <Button component={Link} to="/login" fullWidth>
          {t('auth:common.backToSignIn')}
        </Button>
        <Button variant="subtle" onClick={() => setSentTo(null)}>
          {t('forgot.tryAnother')}
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('forgot.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('forgot.subtitle')}
          </Text>
        </div>
        <TextInput
          name="email"
          type="email"
          label={t('auth:common.email')}
          placeholder={t('auth:common.emailPlaceholder')}
          autoComplete="email"
          inputMode="email"
          autoFocus
          withAsterisk
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(email !== '')}
          error={fieldError(touched ? problem : null)}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('forgot.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth:common.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** /forgot-password (platform.md section 2.1). Open to everyone, signed in or not. */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
