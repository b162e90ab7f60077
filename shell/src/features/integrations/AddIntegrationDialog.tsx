import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RevenueIntegrationView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { IntegrationEndpoints } from '@suite/sdk/endpoints';
import { PasswordField, SelectField, TextField } from '@suite/sdk/ui';
import { failureText } from '../billing/failure.js';
import { apiKeyProblem, keyRuleOf, PROVIDER_CHOICES, PROVIDER_NAME, providerOf, type ProviderChoice } from './providers.js';

/** Connect a revenue source: provider, name, and an API key checked by the provider's rule as typed. */
export function AddIntegrationDialog({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded: (integration: RevenueIntegrationView) => void }) {
  const { t } = useTranslation('integrations');
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} centered fullScreen={isPhone}>
      {opened ? <AddForm onClose={onClose} onAdded={onAdded} /> : null}
    </Modal>
  );
}

function AddForm({ onClose, onAdded }: { onClose: () => void; onAdded: (integration: RevenueIntegrationView) => void }) {
  const { t } = useTranslation('integrations');
  const [choice, setChoice] = useState<ProviderChoice>('csv');
  const [otherName, setOtherName] = useState('');
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [touched, setTouched] = useState(false);
  const provider = providerOf(choice, otherName);
  const needsKey = keyRuleOf(provider) !== 'csv';
  const nameProblem = choice === 'other' && !PROVIDER_NAME.test(provider) ? t('add.providerNameRule') : null;
  const keyProblem = needsKey ? apiKeyProblem(provider, apiKey) : null;
  const create = useMutation({
    mutationFn: () =>
      callEndpoint(IntegrationEndpoints.create, { body: { provider, ...(name.trim() ? { name: name.trim() } : {}), ...(needsKey ? { apiKey: apiKey.trim() } : {}) } }),
    onSuccess: onAdded,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameProblem && !keyProblem && !create.isPending) create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SelectField
          label={t('add.provider')}
          data={PROVIDER_CHOICES.map((value) => ({ value, label: t(`providers.${value}`) }))}
          value={choice}
          onChange={(value) => value && setChoice(value as ProviderChoice)}
          data-autofocus
        />
        {choice === 'other' ? (
          <TextField label={t('add.providerName')} description={t('add.providerNameRule')} value={otherName} onChange={(event) => setOtherName(event.currentTarget.value)} error={touched ? nameProblem : null} required maxLength={40} />
        ) : null}
        <TextField label={t('add.name')} placeholder={t(`providers.${choice}`)} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={120} />
        {needsKey ? (
          <PasswordField
            label={t('add.apiKey')}
            description={t(`add.keyRules.${keyRuleOf(provider)}`)}
            value={apiKey}
            onChange={(event) => setApiKey(event.currentTarget.value)}
            onBlur={() => apiKey && setTouched(true)}
            error={touched || apiKey.length >= 8 ? keyProblem : null}
            required
            autoComplete="off"
            maxLength={500}
          />
        ) : (
          <Alert color="blue" variant="light">
            {t('add.csvNote')}
          </Alert>
        )}
        {create.isError ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(create.error, t('add.failed'))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" type="button" onClick={onClose}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
