import { useState } from 'react';
import { Badge, Button, ConfirmDialog, DataTable, Group, Paper, Tabs, Text, Title, VisuallyHidden, notifications, useTranslation, type DataTableColumn } from '@suite/sdk/web';
import type { Endpoint } from '@suite/sdk';
import type { CashBalance, Expense, Income, RevenueEntry } from '../../shared/finance.js';
import { CashEndpoints, ExpenseEndpoints, IncomeEndpoints, RevenueEntryEndpoints } from '../../shared/endpoints.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { dayLabel, money, monthLabel } from '../format.js';
import { CashForm, ExpenseForm, IncomeForm, RevenueForm, type EntryKind } from './EntryForms.js';
import { CsvImportModal } from './CsvImportModal.js';

const PAGE_SIZE = 12;

type Editing = { kind: EntryKind; entry?: CashBalance | Expense | Income | RevenueEntry } | null;

function RowActions({ onEdit, onDelete, label }: { onEdit: () => void; onDelete: () => void; label: string }) {
  const { t } = useTranslation('bi');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="compact-xs" variant="subtle" onClick={onEdit} aria-label={`${t('entries.edit')} ${label}`}>
        {t('entries.edit')}
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} aria-label={`${t('entries.delete')} ${label}`}>
        {t('entries.delete')}
      </Button>
    </Group>
  );
}

/** The account's numbers, by kind: tables to review and edit, the forms to add, and the CSV import. */
export function EntryManager() {
  const { t, i18n } = useTranslation('bi');
  const language = i18n.language;
  const [tab, setTab] = useState<EntryKind>('cash');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ endpoint: Endpoint; id: string; label: string } | null>(null);
  const [importing, setImporting] = useState(false);
  const cash = useBiQuery(CashEndpoints.list);
  const expenses = useBiQuery(ExpenseEndpoints.list);
  const income = useBiQuery(IncomeEndpoints.list);
  const revenue = useBiQuery(RevenueEntryEndpoints.list);
  const removeCash = useBiMutation(CashEndpoints.remove);
  const removeExpense = useBiMutation(ExpenseEndpoints.remove);
  const removeIncome = useBiMutation(IncomeEndpoints.remove);
  const removeRevenue = useBiMutation(RevenueEntryEndpoints.remove);
  const removers = new Map<Endpoint, typeof removeCash>([
    [CashEndpoints.remove, removeCash],
    [ExpenseEndpoints.remove, removeExpense as unknown as typeof removeCash],
    [IncomeEndpoints.remove, removeIncome as unknown as typeof removeCash],
    [RevenueEntryEndpoints.remove, removeRevenue as unknown as typeof removeCash],
  ]);
  const remove = (endpoint: Endpoint, id: string, label: string) => setDeleting({ endpoint, id, label });

  const cashColumns: DataTableColumn<CashBalance>[] = [
    { key: 'asOf', header: t('entries.cash.asOf'), render: (row) => dayLabel(row.asOf, language) },
    { key: 'account', header: t('entries.cash.accountName'), render: (row) => row.accountName },
    { key: 'amount', header: t('entries.cash.amount'), align: 'right', render: (row) => money(row.amountCents, language, row.currency) },
    { key: 'actions', header: <VisuallyHidden>{t('entries.actions')}</VisuallyHidden>, align: 'right', render: (row) => <RowActions label={row.accountName} onEdit={() => setEditing({ kind: 'cash', entry: row })} onDelete={() => remove(CashEndpoints.remove, row.id, row.accountName)} /> },
  ];
  const expenseColumns: DataTableColumn<Expense>[] = [
    { key: 'month', header: t('entries.month'), render: (row) => (row.recurrence === 'RECURRING' ? `${monthLabel(row.month, language)} → ${row.endMonth ? monthLabel(row.endMonth, language) : t('entries.ongoing')}` : monthLabel(row.month, language)) },
    { key: 'category', header: t('entries.expense.category'), render: (row) => t(`categories.${row.category}`) },
    { key: 'recurrence', header: t('entries.expense.recurrence'), render: (row) => <Badge variant="light" color={row.recurrence === 'RECURRING' ? 'blue' : 'gray'}>{t(`recurrence.${row.recurrence}`)}</Badge> },
    { key: 'description', header: t('entries.description'), render: (row) => [row.description, row.channel].filter(Boolean).join(' · ') || '–' },
    { key: 'amount', header: t('entries.expense.amount'), align: 'right', render: (row) => money(row.amountCents, language, row.currency) },
    { key: 'actions', header: <VisuallyHidden>{t('entries.actions')}</VisuallyHidden>, align: 'right', render: (row) => <RowActions label={t(`categories.${row.category}`)} onEdit={() => setEditing({ kind: 'expense', entry: row })} onDelete={() => remove(ExpenseEndpoints.remove, row.id, t(`categories.${row.category}`))} /> },
  ];
  const incomeColumns: DataTableColumn<Income>[] = [
    { key: 'month', header: t('entries.month'), render: (row) => monthLabel(row.month, language) },
    { key: 'description', header: t('entries.description'), render: (row) => row.description || '–' },
    { key: 'amount', header: t('entries.income.amount'), align: 'right', render: (row) => money(row.amountCents, language, row.currency) },
    { key: 'actions', header: <VisuallyHidden>{t('entries.actions')}</VisuallyHidden>, align: 'right', render: (row) => <RowActions label={monthLabel(row.month, language)} onEdit={() => setEditing({ kind: 'income', entry: row })} onDelete={() => remove(IncomeEndpoints.remove, row.id, monthLabel(row.month, language))} /> },
  ];
  const revenueColumns: DataTableColumn<RevenueEntry>[] = [
    { key: 'month', header: t('entries.month'), render: (row) => monthLabel(row.month, language) },
    { key: 'mrr', header: t('revenue.mrr'), align: 'right', render: (row) => money(row.mrrCents, language, row.currency) },
    { key: 'new', header: t('revenue.newMrr'), align: 'right', render: (row) => money(row.newMrrCents, language, row.currency) },
    { key: 'churned', header: t('revenue.churnedMrr'), align: 'right', render: (row) => money(row.churnedMrrCents, language, row.currency) },
    { key: 'customers', header: t('revenue.customers'), align: 'right', render: (row) => row.customers },
    { key: 'actions', header: <VisuallyHidden>{t('entries.actions')}</VisuallyHidden>, align: 'right', render: (row) => <RowActions label={monthLabel(row.month, language)} onEdit={() => setEditing({ kind: 'revenue', entry: row })} onDelete={() => remove(RevenueEntryEndpoints.remove, row.id, monthLabel(row.month, language))} /> },
  ];
  const empty = (kind: EntryKind) => (
    <Text c="dimmed" size="sm" py="md">
      {t(`entries.${kind}.empty`)}
    </Text>
  );
  const [offsets, setOffsets] = useState<Record<EntryKind, number>>({ cash: 0, expense: 0, income: 0, revenue: 0 });
  /** Newest first, a page at a time (a few years of monthly numbers make long lists). */
  const page = <T,>(kind: EntryKind, rows: T[] | undefined) => {
    const all = [...(rows ?? [])].reverse();
    const offset = Math.min(offsets[kind], Math.max(0, Math.floor((all.length - 1) / PAGE_SIZE) * PAGE_SIZE));
    return {
      rows: all.slice(offset, offset + PAGE_SIZE),
      pagination: all.length > PAGE_SIZE ? { total: all.length, limit: PAGE_SIZE, offset, onChange: (next: number) => setOffsets((current) => ({ ...current, [kind]: next })) } : undefined,
    };
  };

  return (
    <Paper p="md" radius="md" withBorder component="section" aria-labelledby="bi-entries-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="bi-entries-title">
          {t('entries.title')}
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setImporting(true)}>
            {t('import.button')}
          </Button>
          <Button size="xs" onClick={() => setEditing({ kind: tab })}>
            {t(`entries.${tab}.add`)}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as EntryKind)} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="cash">{t('entries.cash.tab')}</Tabs.Tab>
          <Tabs.Tab value="expense">{t('entries.expense.tab')}</Tabs.Tab>
          <Tabs.Tab value="income">{t('entries.income.tab')}</Tabs.Tab>
          <Tabs.Tab value="revenue">{t('entries.revenue.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cash">
          <DataTable columns={cashColumns} {...page('cash', cash.data?.items)} rowKey={(row) => row.id} loading={cash.isPending} empty={empty('cash')} caption={t('entries.cash.tab')} />
        </Tabs.Panel>
        <Tabs.Panel value="expense">
          <DataTable columns={expenseColumns} {...page('expense', expenses.data?.items)} rowKey={(row) => row.id} loading={expenses.isPending} empty={empty('expense')} caption={t('entries.expense.tab')} />
        </Tabs.Panel>
        <Tabs.Panel value="income">
          <DataTable columns={incomeColumns} {...page('income', income.data?.items)} rowKey={(row) => row.id} loading={income.isPending} empty={empty('income')} caption={t('entries.income.tab')} />
        </Tabs.Panel>
        <Tabs.Panel value="revenue">
          <DataTable columns={revenueColumns} {...page('revenue', revenue.data?.items)} rowKey={(row) => row.id} loading={revenue.isPending} empty={empty('revenue')} caption={t('entries.revenue.tab')} />
        </Tabs.Panel>
      </Tabs>

      {editing?.kind === 'cash' ? <CashForm opened onClose={() => setEditing(null)} entry={editing.entry as CashBalance | undefined} /> : null}
      {editing?.kind === 'expense' ? <ExpenseForm opened onClose={() => setEditing(null)} entry={editing.entry as Expense | undefined} /> : null}
      {editing?.kind === 'income' ? <IncomeForm opened onClose={() => setEditing(null)} entry={editing.entry as Income | undefined} /> : null}
      {editing?.kind === 'revenue' ? <RevenueForm opened onClose={() => setEditing(null)} entry={editing.entry as RevenueEntry | undefined} /> : null}
      {importing ? <CsvImportModal onClose={() => setImporting(false)} initialKind={tab === 'expense' ? 'expenses' : tab} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('entries.deleteTitle')}
        message={t('entries.deleteMessage', { label: deleting?.label ?? '' })}
        confirmLabel={t('entries.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          removers.get(deleting.endpoint)!.mutate({ params: { id: deleting.id } } as never, {
            onSuccess: () => notifications.show({ color: 'green', message: t('entries.deleted') }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Paper>
  );
}
