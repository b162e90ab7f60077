import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthErrors } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { useResendVerification } from './resend-verification.js';

/**
 * The yellow notice of an unverified sign-in (platform.md section 4): resend the verification
 * mail to the typed address; continue to the verification screen when the server signed us in.
 */
export default function VerificationNotice({ email, onContinue }: { email: string; onContinue: (() => void) | null }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const { state } = resend;
  return (
    <Alert color="yellow" variant="light" title={translateError(AuthErrors.EMAIL_VERIFICATION_REQUIRED)} data-testid="verification-notice">
      <Stack gap="xs">
        <Text size="sm">{translateError(AuthErrors.CHECK_INBOX)}</Text>
        {state.status === 'sent' ? (
          <Text size="sm" role="status">
            {translateError(AuthErrors.RESEND_VERIFICATION_SENT)}
          </Text>
        ) : null}
        {state.status === 'failed' ? (
          <Text size="sm" c="red.8" role="alert">
            {translateError(state.message)}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => void resend.send({ email })} loading={state.status === 'sending'}>
            {t('login.resend')}
          </Button>
          {onContinue ? (
            <Button size="xs" onClick={onContinue}>
              {t('login.continueUnverified')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
