import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Code, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentMethodView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { BillingEndpoints } from '@suite/sdk/endpoints';
import { TextField } from '@suite/sdk/ui';
import { isDevEnvironment, useSystemConfig } from '../../dev/system-config.js';
import { failureText } from '../failure.js';
import { cardBody, cardFieldProblems, formatCardNumber, formatExpiry, SANDBOX_TEST_CARDS, type CardField, type CardForm } from './card-form.js';

/**
 * Adding a card: number, expiry, CVC and name. The number and CVC go to the payment provider
 * and are never stored (brand and last 4 only). Checked as typed with the provider's own texts;
 * the sandbox test cards are listed outside production.
 */
export function AddCardForm({ makeDefault, onAdded, onCancel }: { makeDefault: boolean; onAdded: (method: PaymentMethodView) => void; onCancel: () => void }) {
  const { t } = useTranslation('billing');
  const config = useSystemConfig();
  const [form, setForm] = useState<CardForm>({ number: '', expiry: '', cvc: '', holderName: '' });
  const [asDefault, setAsDefault] = useState(makeDefault);
  const [touched, setTouched] = useState<Partial<Record<CardField, boolean>>>({});
  const problems = cardFieldProblems(form, new Date());
  const shown = (field: CardField) => (touched[field] ? (problems[field] ?? null) : null);
  const add = useMutation({
    mutationFn: () => callEndpoint(BillingEndpoints.addPaymentMethod, { body: cardBody(form, asDefault) }),
    onSuccess: onAdded,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ number: true, expiry: true, cvc: true });
    if (Object.keys(problems).length === 0 && !add.isPending) add.mutate();
  };
  const touch = (field: CardField) => () => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <Paper p="md" radius="md" withBorder component="section" aria-labelledby="add-card-title" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id="add-card-title">
            {t('payment.addTitle')}
          </Title>
          <TextField
            label={t('payment.number')}
            value={form.number}
            onChange={(event) => setForm({ ...form, number: formatCardNumber(event.currentTarget.value) })}
            onBlur={touch('number')}
            error={shown('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            required
            data-autofocus
            autoFocus
          />
          <SimpleGrid cols={{ base: 2 }} spacing="sm">
            <TextField
              label={t('payment.expiry')}
              value={form.expiry}
              onChange={(event) => setForm({ ...form, expiry: formatExpiry(event.currentTarget.value, form.expiry) })}
              onBlur={touch('expiry')}
              error={shown('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('payment.expiryPlaceholder')}
              maxLength={7}
              required
            />
            <TextField
              label={t('payment.cvc')}
              value={form.cvc}
              onChange={(event) => setForm({ ...form, cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
              onBlur={touch('cvc')}
              error={shown('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              required
            />
          </SimpleGrid>
          <TextField label={t('payment.holderName')} value={form.holderName} onChange={(event) => setForm({ ...form, holderName: event.currentTarget.value })} autoComplete="cc-name" maxLength={120} />
          <Checkbox label={t('payment.makeDefault')} checked={asDefault} onChange={(event) => setAsDefault(event.currentTarget.checked)} />
          <Text size="xs" c="dimmed">
            {t('payment.privacy')}
          </Text>
          {add.isError ? (
            <Alert color="red" variant="light" role="alert">
              {failureText(add.error, t('payment.addFailed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" type="button" onClick={onCancel}>
              {t('payment.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('payment.save')}
            </Button>
          </Group>
          {isDevEnvironment(config.data) ? (
            <Alert color="blue" variant="light" title={t('payment.testCardsTitle')}>
              <Text size="xs" mb={6}>
                {t('payment.testCardsBody')}
              </Text>
              <List size="xs" spacing={2}>
                {SANDBOX_TEST_CARDS.map((card) => (
                  <List.Item key={card.number}>
                    <Code>{card.number}</Code> — {t(`payment.testOutcome.${card.outcome}`)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
