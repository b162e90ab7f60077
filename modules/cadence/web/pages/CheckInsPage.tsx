import { Badge, DataTable, EmptyState, ErrorState, PageHeader, Text, useTranslation } from '@suite/sdk/web';
import type { CheckIn } from '../../shared/goal-endpoints.js';
import { useCheckIns } from '../api.js';
import { formatDateTime, formatNumber } from '../components/format.js';

/** /check-ins: the history of key-result check-ins, newest first, with their comments and where each came from. */
export default function CheckInsPage() {
  const { t } = useTranslation('cadence');
  const checkIns = useCheckIns();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.checkIns')} description={t('checkIns.description')} />
      {checkIns.isError ? (
        <ErrorState error={checkIns.error} title={t('checkIns.loadError')} onRetry={() => void checkIns.refetch()} />
      ) : (
        <DataTable<CheckIn>
          loading={checkIns.isPending}
          rows={checkIns.data ?? []}
          rowKey={(row) => row.id}
          caption={t('pages.checkIns')}
          empty={<EmptyState title={t('checkIns.emptyTitle')} description={t('checkIns.empty')} />}
          columns={[
            { key: 'when', header: t('checkIns.when'), render: (row) => formatDateTime(row.createdAt) },
            {
              key: 'kr',
              header: t('checkIns.keyResult'),
              render: (row) => (
                <>
                  <Text size="sm">{row.keyResultTitle}</Text>
                  <Text size="xs" c="dimmed">
                    {row.objectiveTitle}
                  </Text>
                </>
              ),
            },
            { key: 'value', header: t('checkIns.value'), align: 'right', render: (row) => formatNumber(row.value) },
            { key: 'confidence', header: t('checkIns.confidence'), align: 'right', render: (row) => `${row.confidence} %` },
            { key: 'comment', header: t('checkIns.comment'), render: (row) => row.comment || '—' },
            {
              key: 'by',
              header: t('checkIns.by'),
              render: (row) => (row.source === 'metric' ? <Badge size="xs" variant="outline">{t('checkIns.automatic')}</Badge> : row.authorName ?? '—'),
            },
          ]}
        />
      )}
    </>
  );
}
