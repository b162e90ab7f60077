import { useMemo } from 'react';
import { Button, Code, Group, Paper, Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, ErrorState, type DataTableColumn } from '@suite/sdk/ui';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useAccountMembers, useAuditLogs, type AuditLogEntry, type AuditLogFilters } from '../api.js';
import { formatDateTime, fullName } from '../format.js';
import { auditQuery, type AuditFilterInput } from '../audit.js';
import { AuditDetailsCell, ClearAuditFilters, useAuditFilters } from '../audit-ui.js';

export const AUDIT_PAGE_SIZE = 20;
const NO_FILTERS: AuditFilterInput = { action: '', userId: '', from: '', to: '' };

/** Audit logs are a plan feature (ENTERPRISE): other plans see what it is and where to get it. */
function AuditLogUpsell() {
  const { t } = useTranslation('account');
  const ability = useAppAbility();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('audit.title')}
      </Title>
      <EmptyState
        icon={<IconLock size={24} />}
        title={t('audit.planTitle')}
        description={t('audit.planHint')}
        action={
          ability.can('purchase', 'Billing') ? (
            <Button component={Link} to="/pricing" variant="light">
              {t('audit.seePlans')}
            </Button>
          ) : null
        }
      />
    </Paper>
  );
}

export function AuditLogCard() {
  const ability = useAppAbility();
  return ability.can('use', 'PlanFeature:audit_logs') ? <AuditLog /> : <AuditLogUpsell />;
}

/** The account's audit log (GET /accounts/audit-logs): filters by action, person and dates; paginated. */
function AuditLog() {
  const { t, i18n } = useTranslation('account');
  const { account } = useSession();
  const members = useAccountMembers(account?.id);
  const { filters: input, offset, setOffset, update, clear, filtered } = useAuditFilters(NO_FILTERS);
  const [action] = useDebouncedValue(input.action, 350);
  const filters: AuditLogFilters = useMemo(() => auditQuery({ ...input, action }, AUDIT_PAGE_SIZE, offset), [input, action, offset]);
  const logs = useAuditLogs(account?.id, filters);

  const people = useMemo(() => new Map((members.data ?? []).map((member) => [member.userId, member])), [members.data]);
  const who = (entry: AuditLogEntry) => {
    const member = entry.userId ? people.get(entry.userId) : undefined;
    return entry.userName ?? (member ? fullName(member) : null) ?? entry.userEmail ?? (entry.userId ? entry.userId.slice(0, 8) : t('audit.system'));
  };

  const columns: DataTableColumn<AuditLogEntry>[] = [
    { key: 'when', header: t('audit.when'), render: (entry) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, i18n.language)}</Text> },
    { key: 'who', header: t('audit.who'), render: (entry) => <Text size="sm">{who(entry)}</Text> },
    { key: 'action', header: t('audit.action'), render: (entry) => <Code style={{ whiteSpace: 'nowrap' }}>{entry.action}</Code> },
    {
      key: 'details',
      header: t('audit.details'),
      render: (entry) => <AuditDetailsCell details={entry.details} />,
    },
    { key: 'ip', header: t('audit.ip'), render: (entry) => <Text size="xs">{entry.ipAddress ?? '—'}</Text> },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t('audit.title')}
        </Title>
        {filtered ? <ClearAuditFilters label={t('audit.clearFilters')} onClear={clear} /> : null}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="md">
        <TextInput label={t('audit.filterAction')} placeholder={t('audit.filterActionPlaceholder')} value={input.action} onChange={(event) => update('action')(event.currentTarget.value)} />
        <Select
          label={t('audit.filterUser')}
          placeholder={t('audit.anyone')}
          clearable
          searchable
          value={input.userId || null}
          onChange={(value) => update('userId')(value ?? '')}
          data={(members.data ?? []).map((member) => ({ value: member.userId, label: fullName(member) }))}
        />
        <TextInput label={t('audit.from')} type="date" value={input.from} max={input.to || undefined} onChange={(event) => update('from')(event.currentTarget.value)} />
        <TextInput label={t('audit.to')} type="date" value={input.to} min={input.from || undefined} onChange={(event) => update('to')(event.currentTarget.value)} />
      </SimpleGrid>
      {logs.isError ? (
        <ErrorState error={logs.error} title={t('audit.loadFailed')} onRetry={() => void logs.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={logs.data?.entries ?? []}
          rowKey={(entry) => entry.id}
          loading={logs.isPending}
          empty={<EmptyState title={filtered ? t('audit.noMatchTitle') : t('audit.emptyTitle')} description={filtered ? t('audit.noMatchHint') : t('audit.emptyHint')} />}
          pagination={{ total: logs.data?.total ?? 0, limit: AUDIT_PAGE_SIZE, offset, onChange: setOffset }}
        />
      )}
    </Paper>
  );
}
