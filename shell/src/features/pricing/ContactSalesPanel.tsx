import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SALES_TEAM_SIZES, salesContactProblems, type SalesTeamSize } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { SupportEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { SelectField, TextField, TextareaField } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { failureText } from '../billing/failure.js';

interface SalesForm {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  teamSize: SalesTeamSize | '';
  message: string;
}

type Field = keyof SalesForm;

/**
 * Contact sales (platform.md section 2.4): stored and mailed to the sales inbox (DECISIONS.md),
 * submit disabled until first name, last name and a valid email are there, the 24-hour promise.
 */
export function ContactSalesPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={t('sales.title')} size="lg" fullScreen={isPhone} centered>
      {opened ? <SalesFormBody onClose={onClose} /> : null}
    </Modal>
  );
}

function SalesFormBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const { user, account } = useSession();
  const [form, setForm] = useState<SalesForm>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    company: account?.name ?? '',
    phone: '',
    teamSize: '',
    message: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const problems = salesContactProblems(form);
  const problemOf = (field: Field) => (touched[field] ? (problems.find((problem) => problem.field === field)?.message ?? null) : null);
  const send = useMutation({
    mutationFn: () =>
      // Signed in, the token goes along (the request names its sender); the endpoint is public.
      callEndpoint(
        SupportEndpoints.sales,
        {
          body: {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            email: form.email.trim(),
            company: form.company.trim(),
            phone: form.phone.trim(),
            teamSize: form.teamSize,
            message: form.message.trim(),
          },
        },
        { public: false },
      ),
  });

  if (send.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="sm" py="lg" role="status">
        <ThemeIcon size={48} radius="xl" color="green" variant="light">
          <IconCheck size={26} />
        </ThemeIcon>
        <Title order={3}>{t('sales.sentTitle')}</Title>
        <Text c="dimmed" maw={420}>
          {t('sales.sentBody', { hours: send.data.replyWithinHours })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('sales.reference', { reference: send.data.id.slice(0, 8) })}
        </Text>
        <Button onClick={onClose} mt="sm">
          {t('sales.close')}
        </Button>
      </Stack>
    );
  }

  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true });
    if (problems.length === 0 && !send.isPending) send.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sales.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextField label={t('sales.firstName')} required value={form.firstName} onChange={(e) => set('firstName')(e.currentTarget.value)} onBlur={blur('firstName')} error={problemOf('firstName')} autoComplete="given-name" maxLength={100} data-autofocus />
          <TextField label={t('sales.lastName')} required value={form.lastName} onChange={(e) => set('lastName')(e.currentTarget.value)} onBlur={blur('lastName')} error={problemOf('lastName')} autoComplete="family-name" maxLength={100} />
        </SimpleGrid>
        <TextField label={t('sales.email')} required type="email" value={form.email} onChange={(e) => set('email')(e.currentTarget.value)} onBlur={blur('email')} error={problemOf('email')} autoComplete="email" maxLength={254} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextField label={t('sales.company')} value={form.company} onChange={(e) => set('company')(e.currentTarget.value)} autoComplete="organization" maxLength={200} />
          <TextField label={t('sales.phone')} type="tel" value={form.phone} onChange={(e) => set('phone')(e.currentTarget.value)} autoComplete="tel" maxLength={40} />
        </SimpleGrid>
        <SelectField
          label={t('sales.teamSize')}
          placeholder={t('sales.teamSizePlaceholder')}
          data={SALES_TEAM_SIZES.map((size) => ({ value: size, label: t('sales.teamSizeOption', { size }) }))}
          value={form.teamSize || null}
          onChange={(value) => set('teamSize')(value ?? '')}
          allowDeselect
          clearable
        />
        <TextareaField label={t('sales.message')} value={form.message} onChange={(e) => set('message')(e.currentTarget.value)} maxLength={5000} minRows={3} />
        {send.isError ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(send.error, translateError(send.error.message))}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('sales.promise')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} type="button">
            {t('sales.cancel')}
          </Button>
          <Button type="submit" disabled={problems.length > 0} loading={send.isPending}>
            {t('sales.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
