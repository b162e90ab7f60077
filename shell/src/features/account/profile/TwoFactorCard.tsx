import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Code, CopyButton, Group, Image, Paper, PinInput, Radio, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { PasswordField } from '@suite/sdk/ui';
import type { UserProfile } from '@suite/sdk';
import { accountErrorText, messageOf } from '../account-errors.js';
import { accountKeys, type TwoFactorSetup } from '../api.js';

type Method = 'email' | 'totp';
const CODE_LENGTH = 6;

function ServerError({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" variant="light" role="alert">
      {accountErrorText(messageOf(error, fallback), t)}
    </Alert>
  );
}

/** Confirm the method with a code: the authenticator's, or the one just mailed. */
function ConfirmStep({ setup, email, onDone, onCancel, onResend, resending }: { setup: TwoFactorSetup; email: string; onDone: () => void; onCancel: () => void; onResend: () => void; resending: boolean }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const enable = useMutation({
    mutationFn: () => callEndpoint(AuthEndpoints.enableTwoFactor, { body: { method: setup.method, code } }),
    onSuccess: onDone,
  });
  const complete = code.length === CODE_LENGTH;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !enable.isPending) enable.mutate();
      }}
    >
      <Stack gap="sm">
        {setup.method === 'totp' ? (
          <>
            <Text size="sm">{t('twoFactor.scan')}</Text>
            {setup.qrCodeDataUrl ? <Image src={setup.qrCodeDataUrl} alt={t('twoFactor.qrAlt')} w={180} h={180} radius="sm" style={{ border: '1px solid var(--mantine-color-default-border)' }} /> : null}
            {setup.secret ? (
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('twoFactor.secretLabel')}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Code style={{ overflowWrap: 'anywhere', fontSize: 13 }}>{setup.secret}</Code>
                  <CopyButton value={setup.secret}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? t('common.copied') : t('common.copy')}>
                        <ActionIcon variant="subtle" onClick={copy} aria-label={t('twoFactor.copySecret')}>
                          {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
            ) : null}
          </>
        ) : (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('twoFactor.codeSent', { email: setup.sentTo ?? email })}</Text>
            <Button variant="subtle" size="compact-sm" onClick={onResend} loading={resending}>
              {t('twoFactor.resend')}
            </Button>
          </Group>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="two-factor-code-label">
            {t('twoFactor.codeLabel')}
          </Text>
          <PinInput length={CODE_LENGTH} type="number" oneTimeCode value={code} onChange={setCode} aria-labelledby="two-factor-code-label" inputMode="numeric" size="md" gap={6} />
        </Stack>
        {enable.isError ? <ServerError error={enable.error} fallback={t('twoFactor.failed')} /> : null}
        <Group gap="xs">
          <Button type="submit" disabled={!complete} loading={enable.isPending}>
            {t('twoFactor.confirm')}
          </Button>
          <Button variant="default" type="button" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const disable = useMutation({ mutationFn: () => callEndpoint(AuthEndpoints.disableTwoFactor, { body: { password } }), onSuccess: onDone });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (password && !disable.isPending) disable.mutate();
      }}
    >
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('twoFactor.disableHint')}</Text>
        {disable.isError ? <ServerError error={disable.error} fallback={t('twoFactor.failed')} /> : null}
        <PasswordField
          label={t('password.current')}
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={touched && !password ? t('password.currentRequired') : null}
          data-autofocus
        />
        <Group gap="xs">
          <Button type="submit" color="red" loading={disable.isPending}>
            {t('twoFactor.turnOff')}
          </Button>
          <Button variant="default" type="button" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The optional second factor (DECISIONS.md "Sign-in details"): off, an emailed code, or an authenticator app. */
export function TwoFactorCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method>('totp');
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [disabling, setDisabling] = useState(false);
  // Turning the second factor on asks for the password (checked at setup, so the code alone confirms).
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const setup = useMutation({
    mutationFn: (chosen: Method) => callEndpoint(AuthEndpoints.setupTwoFactor, { body: { method: chosen, password } }),
    onSuccess: (result, chosen) => setPending({ ...result, method: chosen }),
  });
  const start = () => {
    setPasswordTouched(true);
    if (password && !setup.isPending) setup.mutate(method);
  };

  const settled = async (message: string) => {
    setPending(null);
    setDisabling(false);
    setPassword('');
    setPasswordTouched(false);
    notifications.show({ color: 'green', message });
    await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
  };

  const active = profile.twoFactorMethod;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb={4} gap="xs">
        <Group gap="xs">
          <IconShieldLock size={20} stroke={1.6} aria-hidden />
          <Title order={2} size="h4">
            {t('twoFactor.title')}
          </Title>
        </Group>
        <Badge variant="light" color={active ? 'green' : 'gray'}>
          {active ? t(`twoFactor.method.${active}`) : t('twoFactor.off')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('twoFactor.hint')}
      </Text>

      {active ? (
        disabling ? (
          <DisableForm onDone={() => void settled(t('twoFactor.disabled'))} onCancel={() => setDisabling(false)} />
        ) : (
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('twoFactor.onWith', { method: t(`twoFactor.method.${active}`) })}</Text>
            <Button variant="default" color="red" onClick={() => setDisabling(true)}>
              {t('twoFactor.turnOff')}
            </Button>
          </Group>
        )
      ) : pending ? (
        <ConfirmStep
          setup={pending}
          email={profile.email}
          onDone={() => void settled(t('twoFactor.enabled'))}
          onCancel={() => {
            setPending(null);
            setPassword('');
            setPasswordTouched(false);
          }}
          onResend={() => setup.mutate('email')}
          resending={setup.isPending}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <Stack gap="sm">
            <Radio.Group value={method} onChange={(value) => setMethod(value as Method)} label={t('twoFactor.choose')}>
              <Stack gap="xs" mt={6}>
                <Radio value="totp" label={t('twoFactor.method.totp')} description={t('twoFactor.totpHint')} />
                <Radio value="email" label={t('twoFactor.method.email')} description={t('twoFactor.emailHint', { email: profile.email })} />
              </Stack>
            </Radio.Group>
            <PasswordField
              label={t('password.current')}
              required
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={passwordTouched && !password ? t('password.currentRequired') : null}
              maw={420}
            />
            {setup.isError ? <ServerError error={setup.error} fallback={t('twoFactor.failed')} /> : null}
            <Group>
              <Button type="submit" loading={setup.isPending}>
                {t('twoFactor.turnOn')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
