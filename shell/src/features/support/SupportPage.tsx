import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SupportErrors, type SupportCategory, type SupportPriority } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { SupportEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { PageHeader, SelectField, TextField, TextareaField } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { afterSent, initialSupportForm, sentToast, supportPayload, visibleProblems, canSend, type SupportField, type SupportFormValues } from './support-form.js';

/** /support: the support form (platform.md sections 2.4, 5 and 7), signed in or out. */
export default function SupportPage() {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const [values, setValues] = useState<SupportFormValues>(() => initialSupportForm(user));
  const [touched, setTouched] = useState<Set<SupportField>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const [sending, setSending] = useState(false);
  const [lastReference, setLastReference] = useState<string | null>(null);
  const problems = visibleProblems(values, touched, showAll);

  const set = (field: keyof SupportFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'name' || field === 'email' || field === 'subject' || field === 'message') setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const send = async () => {
    setShowAll(true);
    if (!canSend(values) || sending) return;
    setSending(true);
    try {
      // Signed in, the token goes along (the ticket names its sender); the endpoint is public.
      const result = await callEndpoint(SupportEndpoints.request, { body: supportPayload(values) }, { public: false });
      const toast = sentToast(result);
      notifications.show({ color: 'green', title: translateError(SupportErrors.SENT), message: t('sentDetail', toast), autoClose: 8000 });
      setLastReference(toast.reference);
      setValues(afterSent);
      setTouched(new Set());
      setShowAll(false);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : SupportErrors.SEND_FAILED;
      notifications.show({ color: 'red', title: translateError(SupportErrors.ERROR_TITLE), message: translateError(message) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md" maw={760}>
      <PageHeader title={t('title')} description={t('description')} />
      {lastReference ? (
        <Alert color="green" variant="light" role="status" withCloseButton onClose={() => setLastReference(null)} closeButtonLabel={t('dismiss')}>
          {t('sentDetail', { reference: lastReference, hours: sentToast({ ticketId: lastReference }).hours })}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField label={t('name')} value={values.name} onChange={(event) => set('name')(event.currentTarget.value)} error={problems.name} required autoComplete="name" maxLength={200} />
              <TextField label={t('email')} type="email" value={values.email} onChange={(event) => set('email')(event.currentTarget.value)} error={problems.email} required autoComplete="email" maxLength={254} />
            </SimpleGrid>
            <TextField label={t('subject')} value={values.subject} onChange={(event) => set('subject')(event.currentTarget.value)} error={problems.subject} required maxLength={200} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <SelectField
                label={t('category')}
                data={SUPPORT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
                value={values.category}
                onChange={(value) => value && set('category')(value as SupportCategory)}
                required
              />
              <SelectField
                label={t('priority')}
                data={SUPPORT_PRIORITIES.map((priority) => ({ value: priority, label: t(`priorities.${priority}`) }))}
                value={values.priority}
                onChange={(value) => value && set('priority')(value as SupportPriority)}
              />
            </SimpleGrid>
            <TextareaField label={t('message')} value={values.message} onChange={(event) => set('message')(event.currentTarget.value)} error={problems.message} required minRows={5} maxLength={10_000} />
            <Group justify="space-between" gap="sm">
              <Text size="xs" c="dimmed" style={{ flex: '1 1 240px' }}>
                {t('promise', { hours: sentToast({ ticketId: '' }).hours })}
              </Text>
              <Button type="submit" loading={sending} leftSection={<IconSend size={16} />}>
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
