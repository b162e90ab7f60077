import { useMemo, useState } from 'react';
import { Button, Code, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuditTrailEntry } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';
import { DataTable, EmptyState, ErrorState, PageHeader, type DataTableColumn } from '@suite/sdk/ui';
import { useAppAbility } from '@suite/sdk/react';
import { AccountPageFrame } from '../account/components/AccountPageFrame.js';
import { AuditDetailsCell, ClearAuditFilters, useAuditFilters } from '../account/audit-ui.js';
import { formatDateTime } from '../account/format.js';
import { AUDIT_PAGE_SIZE, NO_AUDIT_FILTERS, auditQuery, downloadAuditCsv, useAuditTrail, type AuditFilters } from './api.js';

const errorText = (error: unknown) => translateError(error instanceof Error && error.message ? error.message : String(error));
/** What the details column shows: everything but what the object column already says. */
const HIDDEN_DETAILS = new Set(['objectType', 'objectId', 'objectLabel']);

function AuditTrail() {
  const { t, i18n } = useTranslation('approvals');
  const ability = useAppAbility();
  const onPlan = ability.can('use', 'PlanFeature:audit_logs');
  const { filters, offset, setOffset, update, clear, filtered } = useAuditFilters<AuditFilters>(NO_AUDIT_FILTERS);
  const [exporting, setExporting] = useState(false);
  const [object] = useDebouncedValue(filters.object, 350);
  const query = useMemo(() => auditQuery({ ...filters, object }, AUDIT_PAGE_SIZE, offset), [filters, object, offset]);
  const trail = useAuditTrail(query, onPlan);

  if (!onPlan) {
    return (
      <>
        <PageHeader title={t('auditTrail.title')} description={t('auditTrail.description')} />
        <EmptyState
          title={t('auditTrail.planTitle')}
          description={t('auditTrail.planHint')}
          action={
            <Button component={Link} to="/pricing">
              {t('auditTrail.seePlans')}
            </Button>
          }
        />
      </>
    );
  }

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv({ ...filters, object });
    } catch (error) {
      notifications.show({ color: 'red', title: t('auditTrail.exportFailed'), message: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<AuditTrailEntry>[] = [
    { key: 'when', header: t('auditTrail.when'), render: (entry) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, i18n.language)}</Text> },
    { key: 'actor', header: t('auditTrail.actor'), render: (entry) => <Text size="sm">{entry.actor?.name ?? t('auditTrail.system')}</Text> },
    { key: 'action', header: t('auditTrail.action'), render: (entry) => <Code style={{ whiteSpace: 'nowrap' }}>{entry.action}</Code> },
    {
      key: 'object',
      header: t('auditTrail.object'),
      render: (entry) => (
        <Text size="sm">
          {entry.object.type}
          {entry.object.label ? `: ${entry.object.label}` : ''}
        </Text>
      ),
    },
    {
      key: 'details',
      header: t('auditTrail.details'),
      render: (entry) => <AuditDetailsCell details={Object.fromEntries(Object.entries(entry.details).filter(([key]) => !HIDDEN_DETAILS.has(key)))} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('auditTrail.title')}
        description={t('auditTrail.description')}
        actions={
          <Button leftSection={<IconDownload size={16} />} variant="light" loading={exporting} onClick={() => void exportCsv()}>
            {t('auditTrail.export')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="sm">
          <Select
            label={t('auditTrail.actor')}
            data={[{ value: '', label: t('auditTrail.anyActor') }, ...(trail.data?.actors ?? []).map((actor) => ({ value: actor.userId, label: actor.name }))]}
            value={filters.actor}
            onChange={(value) => update('actor')(value ?? '')}
            allowDeselect={false}
            searchable
          />
          <Select
            label={t('auditTrail.action')}
            data={[{ value: '', label: t('auditTrail.anyAction') }, ...(trail.data?.actions ?? []).map((action) => ({ value: action, label: action }))]}
            value={filters.action}
            onChange={(value) => update('action')(value ?? '')}
            allowDeselect={false}
            searchable
          />
          <TextInput label={t('auditTrail.object')} placeholder={t('auditTrail.objectPlaceholder')} value={filters.object} onChange={(event) => update('object')(event.currentTarget.value)} />
          <TextInput label={t('auditTrail.from')} type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => update('from')(event.currentTarget.value)} />
          <TextInput label={t('auditTrail.to')} type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => update('to')(event.currentTarget.value)} />
        </SimpleGrid>
        {filtered ? (
          <Group justify="flex-end" mb="xs">
            <ClearAuditFilters label={t('auditTrail.clear')} onClear={clear} />
          </Group>
        ) : null}
        {trail.isError ? (
          <ErrorState error={trail.error} title={t('auditTrail.loadFailed')} onRetry={() => void trail.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={trail.data?.entries ?? []}
            rowKey={(entry) => entry.id}
            loading={trail.isPending}
            caption={t('auditTrail.caption')}
            empty={<EmptyState title={filtered ? t('auditTrail.noMatchTitle') : t('auditTrail.emptyTitle')} description={filtered ? t('auditTrail.noMatchHint') : undefined} />}
            pagination={{ total: trail.data?.total ?? 0, limit: AUDIT_PAGE_SIZE, offset, onChange: setOffset }}
          />
        )}
      </Paper>
    </>
  );
}

/** /audit-trail: OWNER and ADMIN (read AuditLog); the log itself on ENTERPRISE (audit_logs). */
export default function AuditTrailPage() {
  return (
    <AccountPageFrame can={['read', 'AuditLog']}>
      <AuditTrail />
    </AccountPageFrame>
  );
}
