import { Suspense, useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Box, Button, Grid, Group, Paper, ScrollArea, SegmentedControl, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMail, IconRefresh, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@suite/sdk';
import { useEndpointQuery } from '@suite/sdk/client';
import { DevOutboxEndpoints } from '@suite/sdk/endpoints';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@suite/sdk/ui';
import { isDevEnvironment, useSystemConfig } from './system-config.js';
import { linkify, mailDocument, type OutboxMessage } from './mail-view.js';

export const MAILBOX_LIMIT = 50;

function formatTime(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'medium' });
}

function MessageText({ text }: { text: string }) {
  return (
    <Box component="pre" m={0} p="md" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}>
      {linkify(text).map((part, index) =>
        'href' in part ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noreferrer" inherit>
            {part.href}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  );
}

function Reader({ message, onBack }: { message: OutboxMessage; onBack?: () => void }) {
  const { t, i18n } = useTranslation('account');
  const [view, setView] = useState<'html' | 'text'>(message.html ? 'html' : 'text');
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap="sm">
        {onBack ? (
          <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={onBack} w="fit-content">
            {t('mailbox.back')}
          </Button>
        ) : null}
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed">
              {t('mailbox.to')}{' '}
            </Text>
            {message.to}
          </Text>
          <Text size="sm" c="dimmed">
            · {formatTime(message.createdAt, i18n.language)}
          </Text>
          <Badge size="sm" variant="light" color="gray">
            {message.template}
          </Badge>
          <Badge size="sm" variant="light" color="gray">
            {message.language}
          </Badge>
        </Group>
        <SegmentedControl
          value={view}
          onChange={(value) => setView(value as 'html' | 'text')}
          data={[
            { value: 'html', label: t('mailbox.html') },
            { value: 'text', label: t('mailbox.text') },
          ]}
          w="fit-content"
          size="xs"
          aria-label={t('mailbox.view')}
        />
        {view === 'html' ? (
          <iframe
            title={t('mailbox.htmlTitle', { subject: message.subject })}
            srcDoc={mailDocument(message.html)}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: 'white' }}
          />
        ) : (
          <MessageText text={message.text} />
        )}
      </Stack>
    </Paper>
  );
}

function MessageRow({ message, selected, onSelect }: { message: OutboxMessage; selected: boolean; onSelect: () => void }) {
  const { i18n } = useTranslation('account');
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      p="sm"
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 8,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Text size="sm" fw={600} lineClamp={1}>
        {message.subject}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {message.to}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(message.createdAt, i18n.language)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function DevMailbox() {
  const { t } = useTranslation('account');
  const config = useSystemConfig();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(params.get('to') ?? '');
  const [to] = useDebouncedValue(filter.trim(), 350);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const enabled = isDevEnvironment(config.data);

  useEffect(() => {
    const next = new URLSearchParams(params);
    if (to) next.set('to', to);
    else next.delete('to');
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [to, params, setParams]);

  // A whole address is asked of the server (the outbox matches it exactly); a part of one filters what is shown.
  const serverTo = isValidEmail(to) ? to : undefined;
  const mail = useEndpointQuery(DevOutboxEndpoints.messages, { query: { to: serverTo, limit: MAILBOX_LIMIT } }, { enabled, refetchOnWindowFocus: true, select: (data) => data.messages ?? [] });
  const messages = (mail.data ?? []).filter((message) => !to || message.to.toLowerCase().includes(to.toLowerCase()));
  const selected = messages.find((message) => message.id === selectedId) ?? (phone ? undefined : messages[0]);

  const header = (
    <PageHeader
      title={t('mailbox.title')}
      description={t('mailbox.description')}
      actions={
        enabled ? (
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void mail.refetch()} loading={mail.isFetching && !mail.isPending}>
            {t('mailbox.refresh')}
          </Button>
        ) : null
      }
    />
  );

  if (config.isPending) return <LoadingState variant="page" />;
  if (config.isError)
    return (
      <>
        {header}
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      </>
    );
  if (!enabled)
    return (
      <>
        {header}
        <EmptyState icon={<IconMail size={24} />} title={t('mailbox.productionTitle')} description={t('mailbox.productionHint')} />
      </>
    );

  const list = (
    <Stack gap="sm">
      <TextInput
        label={t('mailbox.filter')}
        placeholder={t('mailbox.filterPlaceholder')}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        rightSection={
          filter ? (
            <ActionIcon variant="subtle" color="gray" onClick={() => setFilter('')} aria-label={t('mailbox.clearFilter')}>
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
      />
      {mail.isPending ? (
        <LoadingState variant="table" rows={6} />
      ) : mail.isError ? (
        <ErrorState error={mail.error} onRetry={() => void mail.refetch()} />
      ) : messages.length === 0 ? (
        <EmptyState icon={<IconMail size={24} />} title={to ? t('mailbox.emptyForTitle', { to }) : t('mailbox.emptyTitle')} description={t('mailbox.emptyHint')} />
      ) : (
        <Paper withBorder radius="md" p={4}>
          <ScrollArea.Autosize mah={phone ? undefined : 620} type="auto">
            <nav aria-label={t('mailbox.listLabel')}>
              {messages.map((message) => (
                <MessageRow key={message.id} message={message} selected={message.id === selected?.id} onSelect={() => setSelectedId(message.id)} />
              ))}
            </nav>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed" p="xs">
            {t('mailbox.count', { count: messages.length, limit: MAILBOX_LIMIT })}
          </Text>
        </Paper>
      )}
    </Stack>
  );

  if (phone) {
    return (
      <>
        {header}
        {selected ? <Reader key={selected.id} message={selected} onBack={() => setSelectedId(null)} /> : list}
      </>
    );
  }
  return (
    <>
      {header}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>{list}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>{selected ? <Reader key={selected.id} message={selected} /> : null}</Grid.Col>
      </Grid>
    </>
  );
}

/** /dev/mailbox (outside production): the mail the server kept in its outbox, to read verification and invitation links. */
export default function DevMailboxPage() {
  return (
    <Suspense fallback={<LoadingState variant="page" />}>
      <DevMailbox />
    </Suspense>
  );
}
