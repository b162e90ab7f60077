import { useState } from 'react';
import { Alert, Badge, Button, Checkbox, Drawer, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TICKET_STATUSES, SupportErrors, type SupportTicketDetailView, type SupportTicketStatus } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { ErrorState, LoadingState, TextareaField } from '@suite/sdk/ui';
import { formatDateTime } from '../account/format.js';
import { adminKeys, refreshTicketLists, replyToTicket, setTicketStatus, useSupportTicket } from './api.js';
import { priorityColor, statusColor } from './ticket-view.js';

const errorText = (error: unknown) => translateError(error instanceof Error && error.message ? error.message : String(error));

function TicketDetail({ ticket, scope }: { ticket: SupportTicketDetailView; scope: string }) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [reply, setReply] = useState('');
  const [resolve, setResolve] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<'status' | 'reply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const store = async (next: SupportTicketDetailView) => {
    queryClient.setQueryData(adminKeys.ticket(scope, next.id), next);
    await refreshTicketLists(queryClient);
  };

  const changeStatus = async (status: SupportTicketStatus) => {
    setBusy('status');
    setFailure(null);
    try {
      await store(await setTicketStatus(ticket.id, status));
      notifications.show({ color: 'green', message: t('tickets.statusChanged', { status: t(`statuses.${status}`) }) });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  const sendReply = async () => {
    setTried(true);
    if (!reply.trim()) return;
    setBusy('reply');
    setFailure(null);
    try {
      await store(await replyToTicket(ticket.id, reply.trim(), resolve ? 'resolved' : undefined));
      setReply('');
      setResolve(false);
      setTried(false);
      notifications.show({ color: 'green', message: t('tickets.replySent', { email: ticket.email }) });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap={6}>
          <Badge variant="outline" color="gray" tt="none" ff="monospace">
            {ticket.reference}
          </Badge>
          <Badge color={statusColor(ticket.status)} variant="light" tt="none">
            {t(`statuses.${ticket.status}`)}
          </Badge>
          <Badge color={priorityColor(ticket.priority)} variant="dot" tt="none">
            {t(`priorities.${ticket.priority}`)}
          </Badge>
          <Badge color="gray" variant="light" tt="none">
            {t(`categories.${ticket.category}`)}
          </Badge>
        </Group>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('tickets.from', { name: ticket.name, email: ticket.email })}
          {ticket.accountName ? ` · ${ticket.accountName}` : ''}
        </Text>
      </Stack>
      <Select
        label={t('tickets.status')}
        data={SUPPORT_TICKET_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={ticket.status}
        onChange={(value) => value && value !== ticket.status && void changeStatus(value as SupportTicketStatus)}
        allowDeselect={false}
        disabled={busy !== null}
        maw={260}
      />
      <Stack gap="xs" aria-label={t('tickets.conversation')} role="list">
        {ticket.messages.map((message) => (
          <Paper
            key={message.id}
            role="listitem"
            withBorder
            radius="md"
            p="sm"
            bg={message.kind === 'reply' ? 'var(--mantine-color-blue-light)' : undefined}
            ml={message.kind === 'reply' ? { base: 'md', sm: 'xl' } : 0}
            mr={message.kind === 'request' ? { base: 'md', sm: 'xl' } : 0}
          >
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="xs" fw={600}>
                {message.kind === 'reply' ? t('tickets.replyBy', { name: message.authorName ?? t('tickets.support') }) : message.authorName ?? ticket.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.createdAt, i18n.language)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          </Paper>
        ))}
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendReply();
        }}
      >
        <Stack gap="xs">
          <TextareaField
            label={t('tickets.reply')}
            description={t('tickets.replyHint', { email: ticket.email })}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
            error={tried && !reply.trim() ? SupportErrors.REPLY_REQUIRED : null}
            minRows={4}
            maxLength={10_000}
            onKeyDown={(event) => {
              // Ctrl/Cmd + Enter sends; Enter alone starts a new line.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void sendReply();
              }
            }}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('tickets.markResolved')} checked={resolve} onChange={(event) => setResolve(event.currentTarget.checked)} />
            <Button type="submit" leftSection={<IconSend size={16} />} loading={busy === 'reply'} disabled={busy === 'status'}>
              {t('tickets.sendReply')}
            </Button>
          </Group>
        </Stack>
      </form>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** One ticket: its conversation, its status, and a reply mailed to the requester. */
export function TicketDrawer({ ticketId, scope, onClose }: { ticketId: string | null; scope: string; onClose(): void }) {
  const { t } = useTranslation('admin');
  const ticket = useSupportTicket(scope, ticketId);
  return (
    <Drawer opened={ticketId !== null} onClose={onClose} position="right" size="lg" title={t('tickets.detailTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
      {ticket.isPending ? (
        <LoadingState variant="detail" rows={6} />
      ) : ticket.isError ? (
        <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />
      ) : (
        <TicketDetail key={ticket.data.id} ticket={ticket.data} scope={scope} />
      )}
    </Drawer>
  );
}
