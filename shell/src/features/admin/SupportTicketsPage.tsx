import { useMemo, useState } from 'react';
import { Badge, Button, Grid, Group, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, SUPPORT_TICKET_STATUSES, type SupportCategory, type SupportPriority, type SupportTicketStatus, type SupportTicketView } from '@suite/sdk';
import { DataTable, EmptyState, ErrorState, PageHeader, type DataTableColumn } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { formatDateTime } from '../account/format.js';
import { TICKET_PAGE_SIZE, useSupportTickets, type TicketFilters } from './api.js';
import { TicketDrawer } from './TicketDrawer.js';
import { deskScope, priorityColor, statusColor } from './ticket-view.js';

interface FilterInput {
  status: SupportTicketStatus | '';
  category: SupportCategory | '';
  priority: SupportPriority | '';
  q: string;
}
const NO_FILTERS: FilterInput = { status: '', category: '', priority: '', q: '' };
const TICKET_PARAM = 'ticket';

/** The ticket list as cards, for phones. */
function TicketCards({ tickets, total, offset, onOffset, onOpen }: { tickets: SupportTicketView[]; total: number; offset: number; onOffset(offset: number): void; onOpen(id: string): void }) {
  const { t, i18n } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / TICKET_PAGE_SIZE));
  return (
    <Stack gap="xs" role="list" aria-label={t('tickets.caption')}>
      {tickets.map((ticket) => (
        <UnstyledButton key={ticket.id} role="listitem" onClick={() => onOpen(ticket.id)} style={{ borderRadius: 8 }}>
          <Paper withBorder radius="md" p="sm">
            <Text size="sm" fw={600} lineClamp={2}>
              {ticket.subject}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {ticket.reference} · {ticket.name} · {formatDateTime(ticket.createdAt, i18n.language)}
            </Text>
            <Group gap={4} mt={6}>
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
          </Paper>
        </UnstyledButton>
      ))}
      {pages > 1 ? (
        <Pagination size="sm" total={pages} value={Math.floor(offset / TICKET_PAGE_SIZE) + 1} onChange={(page) => onOffset((page - 1) * TICKET_PAGE_SIZE)} />
      ) : null}
    </Stack>
  );
}

function SupportTickets() {
  const { t, i18n } = useTranslation('admin');
  const { user, account } = useSession();
  const scope = deskScope(user, account?.id);
  const [input, setInput] = useState<FilterInput>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const [q] = useDebouncedValue(input.q, 350);
  const [params, setParams] = useSearchParams();
  const openId = params.get(TICKET_PARAM);
  const filters: TicketFilters = useMemo(
    () => ({ status: input.status || undefined, category: input.category || undefined, priority: input.priority || undefined, q: q || undefined, limit: TICKET_PAGE_SIZE, offset }),
    [input.status, input.category, input.priority, q, offset],
  );
  const tickets = useSupportTickets(scope, filters);
  // Phones get cards rather than a table that scrolls sideways.
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const filtered = JSON.stringify(input) !== JSON.stringify(NO_FILTERS);

  const update = <K extends keyof FilterInput>(field: K, value: FilterInput[K]) => {
    setInput((current) => ({ ...current, [field]: value }));
    setOffset(0);
  };
  const openTicket = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(TICKET_PARAM, id);
        else next.delete(TICKET_PARAM);
        return next;
      },
      { replace: !id },
    );

  const columns: DataTableColumn<SupportTicketView>[] = [
    {
      key: 'subject',
      header: t('tickets.subject'),
      render: (ticket) => (
        <Stack gap={0} maw={360}>
          <Text size="sm" fw={600} lineClamp={1}>
            {ticket.subject}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {ticket.reference} · {ticket.name} &lt;{ticket.email}&gt;
          </Text>
        </Stack>
      ),
    },
    { key: 'category', header: t('tickets.category'), render: (ticket) => <Text size="sm">{t(`categories.${ticket.category}`)}</Text> },
    {
      key: 'priority',
      header: t('tickets.priority'),
      render: (ticket) => (
        <Badge color={priorityColor(ticket.priority)} variant="dot" tt="none">
          {t(`priorities.${ticket.priority}`)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('tickets.status'),
      render: (ticket) => (
        <Badge color={statusColor(ticket.status)} variant="light" tt="none">
          {t(`statuses.${ticket.status}`)}
        </Badge>
      ),
    },
    { key: 'replies', header: t('tickets.replies'), align: 'right', render: (ticket) => <Text size="sm">{ticket.replyCount}</Text> },
    { key: 'created', header: t('tickets.created'), render: (ticket) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(ticket.createdAt, i18n.language)}</Text> },
  ];

  const counts = tickets.data?.counts;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SUPPORT_TICKET_STATUSES.map((status) => {
          const selected = input.status === status;
          return (
            <UnstyledButton key={status} onClick={() => update('status', selected ? '' : status)} aria-pressed={selected} style={{ borderRadius: 8 }}>
              <Paper withBorder radius="md" p="sm" style={selected ? { borderColor: `var(--mantine-color-${statusColor(status)}-6)`, borderWidth: 2 } : undefined}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`statuses.${status}`)}
                </Text>
                <Text fz={22} fw={700}>
                  {counts ? counts[status] : '—'}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Grid gap="sm" mb="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput label={t('tickets.search')} placeholder={t('tickets.searchPlaceholder')} leftSection={<IconSearch size={14} />} value={input.q} onChange={(event) => update('q', event.currentTarget.value)} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 3 }}>
            <Select
              label={t('tickets.status')}
              placeholder={t('tickets.any')}
              clearable
              data={SUPPORT_TICKET_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              value={input.status || null}
              onChange={(value) => update('status', (value ?? '') as FilterInput['status'])}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 3 }}>
            <Select
              label={t('tickets.category')}
              placeholder={t('tickets.any')}
              clearable
              data={SUPPORT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
              value={input.category || null}
              onChange={(value) => update('category', (value ?? '') as FilterInput['category'])}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 3 }}>
            <Select
              label={t('tickets.priority')}
              placeholder={t('tickets.any')}
              clearable
              data={SUPPORT_PRIORITIES.map((priority) => ({ value: priority, label: t(`priorities.${priority}`) }))}
              value={input.priority || null}
              onChange={(value) => update('priority', (value ?? '') as FilterInput['priority'])}
            />
          </Grid.Col>
        </Grid>
        {filtered ? (
          <Group justify="flex-end" mb="xs">
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconFilterOff size={14} />}
              onClick={() => {
                setInput(NO_FILTERS);
                setOffset(0);
              }}
            >
              {t('tickets.clearFilters')}
            </Button>
          </Group>
        ) : null}
        {tickets.isError ? (
          <ErrorState error={tickets.error} title={t('tickets.loadFailed')} onRetry={() => void tickets.refetch()} />
        ) : isPhone && !tickets.isPending && (tickets.data?.tickets.length ?? 0) > 0 ? (
          <TicketCards tickets={tickets.data?.tickets ?? []} total={tickets.data?.total ?? 0} offset={offset} onOffset={setOffset} onOpen={openTicket} />
        ) : (
          <DataTable
            columns={columns}
            rows={tickets.data?.tickets ?? []}
            rowKey={(ticket) => ticket.id}
            loading={tickets.isPending}
            onRowClick={(ticket) => openTicket(ticket.id)}
            caption={t('tickets.caption')}
            empty={<EmptyState title={filtered ? t('tickets.noMatchTitle') : t('tickets.emptyTitle')} description={filtered ? t('tickets.noMatchHint') : t('tickets.emptyHint')} />}
            pagination={{ total: tickets.data?.total ?? 0, limit: TICKET_PAGE_SIZE, offset, onChange: setOffset }}
          />
        )}
      </Paper>
      <TicketDrawer ticketId={openId} scope={scope} onClose={() => openTicket(null)} />
    </Stack>
  );
}

function Header() {
  const { t } = useTranslation('admin');
  const { user, account } = useSession();
  return <PageHeader eyebrow={user?.isSuperAdmin ? t('tickets.allAccounts') : account?.name} title={t('tickets.title')} description={t('tickets.description')} />;
}

/** /admin/support-tickets (SUPER_ADMIN and OWNER): the tickets, their conversation, status and replies. */
export default function SupportTicketsPage() {
  return (
    <AccountPageFrame can={['read', 'SupportTickets']}>
      <Header />
      <SupportTickets />
    </AccountPageFrame>
  );
}
