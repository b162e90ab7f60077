import { useState } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type RevenueCustomerView, type RevenueTransactionView } from '@suite/sdk';
import { currentLanguage } from '@suite/sdk/i18n';
import { DataTable, EmptyState, ErrorState } from '@suite/sdk/ui';
import { formatDay } from '../billing/format.js';
import { REVENUE_PAGE_SIZE, useRevenueCustomers, useRevenueTransactions } from './api.js';

function Transactions({ accountId }: { accountId: string }) {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const [offset, setOffset] = useState(0);
  const page = useRevenueTransactions(accountId, offset, true);
  if (page.isError) return <ErrorState error={page.error} title={t('transactions.loadFailed')} onRetry={() => void page.refetch()} />;
  return (
    <DataTable<RevenueTransactionView>
      loading={page.isPending}
      rows={page.data?.transactions ?? []}
      rowKey={(row) => row.id}
      caption={t('transactions.caption')}
      empty={<EmptyState title={t('transactions.emptyTitle')} description={t('transactions.emptyBody')} />}
      pagination={page.data && page.data.total > REVENUE_PAGE_SIZE ? { total: page.data.total, limit: REVENUE_PAGE_SIZE, offset, onChange: setOffset } : undefined}
      columns={[
        { key: 'date', header: t('transactions.date'), render: (row) => formatDay(row.occurredAt, language) },
        { key: 'customer', header: t('transactions.customer'), render: (row) => row.customerEmail ?? row.customerId },
        { key: 'type', header: t('transactions.type'), render: (row) => t(`transactionTypes.${row.type}`) },
        {
          key: 'synced',
          header: t('transactions.synced'),
          render: (row) => (
            <Badge size="sm" variant="light" color={row.synced ? 'green' : 'gray'} tt="none">
              {row.synced ? t('transactions.yes') : t('transactions.pending')}
            </Badge>
          ),
        },
        { key: 'amount', header: t('transactions.amount'), align: 'right', render: (row) => formatMoney(row.type === 'refund' ? -row.amountCents : row.amountCents, language, row.currency) },
      ]}
    />
  );
}

function Customers({ accountId }: { accountId: string }) {
  const { t } = useTranslation('integrations');
  const language = currentLanguage();
  const [offset, setOffset] = useState(0);
  const page = useRevenueCustomers(accountId, offset, true);
  if (page.isError) return <ErrorState error={page.error} title={t('customers.loadFailed')} onRetry={() => void page.refetch()} />;
  return (
    <DataTable<RevenueCustomerView>
      loading={page.isPending}
      rows={page.data?.customers ?? []}
      rowKey={(row) => row.id}
      caption={t('customers.caption')}
      empty={<EmptyState title={t('customers.emptyTitle')} description={t('customers.emptyBody')} />}
      pagination={page.data && page.data.total > REVENUE_PAGE_SIZE ? { total: page.data.total, limit: REVENUE_PAGE_SIZE, offset, onChange: setOffset } : undefined}
      columns={[
        { key: 'customer', header: t('customers.customer'), render: (row) => row.email ?? row.customerId },
        {
          key: 'status',
          header: t('customers.status'),
          render: (row) => (
            <Badge size="sm" variant="light" color={row.status === 'active' ? 'green' : 'orange'} tt="none">
              {t(`customerStatuses.${row.status}`)}
            </Badge>
          ),
        },
        { key: 'first', header: t('customers.firstSeen'), render: (row) => formatDay(row.firstSeenAt, language) },
        { key: 'mrr', header: t('customers.mrr'), align: 'right', render: (row) => formatMoney(row.mrrCents, language) },
        { key: 'lifetime', header: t('customers.lifetime'), align: 'right', render: (row) => formatMoney(row.lifetimeRevenueCents, language) },
      ]}
    />
  );
}

/** Imported transactions and the customers built from them, paged (limit / offset). */
export function RevenueTables({ accountId }: { accountId: string }) {
  const { t } = useTranslation('integrations');
  return (
    <Tabs defaultValue="transactions" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="transactions">{t('tables.transactions')}</Tabs.Tab>
        <Tabs.Tab value="customers">{t('tables.customers')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="transactions">
        <Transactions accountId={accountId} />
      </Tabs.Panel>
      <Tabs.Panel value="customers">
        <Customers accountId={accountId} />
      </Tabs.Panel>
    </Tabs>
  );
}
