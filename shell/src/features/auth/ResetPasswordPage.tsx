import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthErrors, resetPasswordProblems } from '@suite/sdk';
import { authTokens, callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { AuthLayout } from './AuthLayout.js';
import { failureText } from './failure.js';
import { fieldError, focusField, useShownProblems } from './form-state.js';
import { SecretField } from './SecretField.js';

/** After a successful reset the page goes to /login after 1.5 s (platform.md sections 2.1 and 9). */
export const RESET_REDIRECT_DELAY_MS = 1500;

function ResetPasswordForm() {
  const { t } = useTranslation(['authRecovery', 'auth']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim() || null;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const problems = resetPasswordProblems({ token, ...values });
  const { shown, touch, markSubmitted } = useShownProblems(problems);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    markSubmitted();
    const first = problems.find((problem) => problem.field !== 'token');
    if (!token) return;
    if (first) return focusField(form.current, first.field);
    setPending(true);
    setError(null);
    try {
      await callEndpoint(AuthEndpoints.resetPassword, { body: { token, newPassword: values.newPassword, confirmPassword: values.confirmPassword } });
      // A reset ends every session of the user: tokens kept in this browser are dead now.
      if (authTokens.read()) authTokens.clear();
      setDone(true);
    } catch (failure) {
      setError(failureText(failure, AuthErrors.RESET_FAILED));
    }
    setPending(false);
  };

  const heading = (
    <div>
      <Title order={1} size="h2">
        {t('reset.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('reset.subtitle')}
      </Text>
    </div>
  );

  if (!token) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" variant="light" title={t('reset.errorTitle')} role="alert" data-testid="reset-error">
          {translateError(AuthErrors.RESET_TOKEN_MISSING)}
        </Alert>
        <Button component={Link} to="/forgot-password" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth:common.backToSignIn')}
        </Anchor>
      </Stack>
    );
  }

  if (done) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('reset.successTitle')}
        </Title>
        <Alert color="green" variant="light" role="status" data-testid="reset-success">
          {t('reset.successBody')}
        </Alert>
        <Button component={Link} to="/login" replace fullWidth>
          {t('auth:common.backToSignIn')}
        </Button>
      </Stack>
    );
  }

  const linkBroken = error === AuthErrors.RESET_LINK_INVALID || error === AuthErrors.RESET_TOKEN_MISSING;
  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {heading}
        {error ? (
          <Alert color="red" variant="light" title={t('reset.errorTitle')} role="alert" data-testid="reset-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{translateError(error)}</Text>
              {linkBroken ? (
                <Anchor component={Link} to="/forgot-password" size="sm">
                  {t('reset.requestNew')}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <SecretField
          name="newPassword"
          label={t('reset.newPassword')}
          autoComplete="new-password"
          autoFocus
          withAsterisk
          value={values.newPassword}
          onChange={(event) => {
            setValues({ ...values, newPassword: event.currentTarget.value });
            touch('newPassword');
          }}
          error={fieldError(shown('newPassword'))}
        />
        <SecretField
          name="confirmPassword"
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          value={values.confirmPassword}
          onChange={(event) => {
            setValues({ ...values, confirmPassword: event.currentTarget.value });
            touch('confirmPassword');
          }}
          error={fieldError(shown('confirmPassword'))}
        />
        <Button type="submit" fullWidth loading={pending}>
          {t('reset.submit')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth:common.backToSignIn')}
        </Anchor>
      </Stack>
    </form>
  );
}

/** /reset-password?token=... (platform.md sections 2.1 and 5). */
export default function ResetPasswordPage() {
  return (
    <AuthLayout>
      <ResetPasswordForm />
    </AuthLayout>
  );
}
