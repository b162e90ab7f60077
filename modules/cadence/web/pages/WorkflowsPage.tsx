import { DataTable, EmptyState, ErrorState, PageHeader, Text, useTranslation } from '@suite/sdk/web';
import type { Ritual } from '../../shared/calendar-endpoints.js';
import { useRituals } from '../api.js';
import { formatDateTime, formatDay } from '../components/format.js';

/** /operational-cadence/workflows: the cadence calendar, which rituals run when and who owns them. */
export default function WorkflowsPage() {
  const { t } = useTranslation('cadence');
  const rituals = useRituals();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.workflows')} description={t('workflows.description')} />
      {rituals.isError ? (
        <ErrorState error={rituals.error} title={t('workflows.loadError')} onRetry={() => void rituals.refetch()} />
      ) : (
        <DataTable<Ritual>
          loading={rituals.isPending}
          rows={rituals.data ?? []}
          rowKey={(row) => `${row.kind}-${row.name}`}
          caption={t('pages.workflows')}
          empty={<EmptyState title={t('workflows.emptyTitle')} description={t('workflows.empty')} />}
          columns={[
            { key: 'ritual', header: t('workflows.ritual'), render: (row) => <Text size="sm" fw={500}>{t(`workflows.kind.${row.kind}`, { name: row.name, count: row.count })}</Text> },
            { key: 'every', header: t('workflows.every'), render: (row) => (row.everyDays ? t('oneOnOnes.form.every', { count: row.everyDays }) : t('workflows.once')) },
            { key: 'owner', header: t('workflows.owner'), render: (row) => row.ownerName ?? t('workflows.team') },
            { key: 'next', header: t('workflows.next'), render: (row) => (row.next ? (row.next.length > 10 ? formatDateTime(row.next) : formatDay(row.next)) : '—') },
          ]}
        />
      )}
    </>
  );
}
