import { Suspense, useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { AccountErrors } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { AccountEndpoints } from '@suite/sdk/endpoints';
import { LoadingState, TextField, TextareaField } from '@suite/sdk/ui';
import { accountErrorText, messageOf } from '../account-errors.js';

/** The success view closes itself after 2 s (platform.md section 2.3). */
export const CONTACT_ADMIN_SUCCESS_CLOSE_MS = 2000;

interface ContactAdminDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The page the user was refused, sent along so the administrators know what was asked. */
  page?: string;
}

function ContactAdminForm({ onClose, page }: Omit<ContactAdminDialogProps, 'opened'>) {
  const { t } = useTranslation('account');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({ mutationFn: () => callEndpoint(AccountEndpoints.contactAdmin, { body: { subject: subject.trim(), message: message.trim(), page } }) });

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = setTimeout(onClose, CONTACT_ADMIN_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [send.isSuccess, onClose]);

  if (send.isSuccess) {
    return (
      <Stack align="center" gap="sm" py="md" role="status" aria-live="polite">
        <ThemeIcon size={44} radius="xl" color="green" variant="light">
          <IconCheck size={24} />
        </ThemeIcon>
        <Text fw={600}>{t('contactAdmin.sentTitle')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('contactAdmin.sentBody')}
        </Text>
      </Stack>
    );
  }

  // Both are required, with the server's own sentence (ContactAdminBody), shown once at the first empty field.
  const subjectError = touched && !subject.trim() ? AccountErrors.CONTACT_ADMIN_REQUIRED : null;
  const messageError = touched && subject.trim() && !message.trim() ? AccountErrors.CONTACT_ADMIN_REQUIRED : null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (subject.trim() && message.trim() && !send.isPending) send.mutate();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('contactAdmin.intro')}
        </Text>
        {send.isError ? (
          <Alert color="red" variant="light" role="alert">
            {accountErrorText(messageOf(send.error, t('contactAdmin.failed')), t)} {t('common.retryAdvice')}
          </Alert>
        ) : null}
        <TextField label={t('contactAdmin.subject')} required value={subject} onChange={(event) => setSubject(event.currentTarget.value)} error={subjectError} maxLength={200} data-autofocus />
        <TextareaField label={t('contactAdmin.message')} required value={message} onChange={(event) => setMessage(event.currentTarget.value)} error={messageError} maxLength={5000} minRows={4} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} type="button">
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('contactAdmin.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ContactAdminTitle() {
  const { t } = useTranslation('account');
  return <>{t('contactAdmin.title')}</>;
}

/** 'Contact Administrator': subject and message, both required, stored and mailed to the account's admins. */
export function ContactAdminDialog({ opened, onClose, page }: ContactAdminDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        <Suspense fallback={null}>
          <ContactAdminTitle />
        </Suspense>
      }
    >
      <Suspense fallback={<LoadingState variant="detail" rows={3} />}>{opened ? <ContactAdminForm onClose={onClose} page={page} /> : null}</Suspense>
    </Modal>
  );
}
