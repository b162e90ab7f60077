import { useState, type FormEvent, type ReactNode } from 'react';
import { FormActions, FormError, Modal, translateError, NumberInput, Select, SimpleGrid, Stack, TextInput, notifications, useTranslation } from '@suite/sdk/web';
import { EXPENSE_CATEGORIES, EXPENSE_RECURRENCES, type CashBalance, type Expense, type ExpenseCategory, type ExpenseRecurrence, type Income, type RevenueEntry } from '../../shared/finance.js';
import { BiErrors } from '../../shared/errors.js';
import { CashEndpoints, ExpenseEndpoints, IncomeEndpoints, RevenueEntryEndpoints } from '../../shared/endpoints.js';
import { useBiMutation } from '../api.js';

/**
 * The forms that enter an account's numbers: amounts typed in currency units and sent in cents,
 * months as YYYY-MM, checked as the user types with the server's texts.
 */

export type EntryKind = 'cash' | 'expense' | 'income' | 'revenue';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const thisMonth = () => new Date().toISOString().slice(0, 7);
export const today = () => new Date().toISOString().slice(0, 10);
const toCents = (value: number | string) => Math.round(Number(value) * 100);
const fromCents = (cents: number | undefined) => (cents === undefined ? '' : cents / 100);

function FormModal({ opened, title, onClose, onSubmit, saving, error, children, submitLabel }: { opened: boolean; title: string; onClose: () => void; onSubmit: () => void; saving: boolean; error: unknown; children: ReactNode; submitLabel: string }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {children}
          <FormError error={error} />
          <FormActions submitLabel={submitLabel} onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}

function useSaved(onClose: () => void) {
  const { t } = useTranslation('bi');
  return () => {
    notifications.show({ color: 'green', message: t('entries.saved') });
    onClose();
  };
}

function amountError(value: number | string, touched: boolean): string | undefined {
  if (!touched) return undefined;
  if (value === '' || Number.isNaN(Number(value))) return translateError(BiErrors.AMOUNT_CENTS);
  return Number(value) < 0 ? translateError(BiErrors.AMOUNT_NOT_NEGATIVE) : undefined;
}

export function CashForm({ opened, onClose, entry }: { opened: boolean; onClose: () => void; entry?: CashBalance }) {
  const { t } = useTranslation('bi');
  const [asOf, setAsOf] = useState(entry?.asOf ?? today());
  const [amount, setAmount] = useState<number | string>(fromCents(entry?.amountCents));
  const [accountName, setAccountName] = useState(entry?.accountName ?? t('entries.defaultBank'));
  const [touched, setTouched] = useState(false);
  const create = useBiMutation(CashEndpoints.create);
  const update = useBiMutation(CashEndpoints.update);
  const saved = useSaved(onClose);
  const mutation = entry ? update : create;
  const errors = { asOf: touched && !DAY.test(asOf) ? translateError(BiErrors.DATE_FORMAT) : undefined, amount: amountError(amount, touched), accountName: touched && !accountName.trim() ? translateError(BiErrors.ACCOUNT_NAME_REQUIRED) : undefined };
  const submit = () => {
    setTouched(true);
    if (!DAY.test(asOf) || amountError(amount, true) || !accountName.trim()) return;
    const body = { asOf, amountCents: toCents(amount), accountName: accountName.trim() };
    if (entry) update.mutate({ params: { id: entry.id }, body }, { onSuccess: saved });
    else create.mutate({ body }, { onSuccess: saved });
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={entry ? t('entries.cash.edit') : t('entries.cash.add')} onSubmit={submit} saving={mutation.isPending} error={mutation.error} submitLabel={t('entries.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label={t('entries.cash.asOf')} value={asOf} onChange={(e) => setAsOf(e.currentTarget.value)} error={errors.asOf} required data-autofocus />
        <NumberInput label={t('entries.cash.amount')} value={amount} onChange={setAmount} error={errors.amount} min={0} decimalScale={2} thousandSeparator="," required />
      </SimpleGrid>
      <TextInput label={t('entries.cash.accountName')} description={t('entries.cash.accountNameHint')} value={accountName} onChange={(e) => setAccountName(e.currentTarget.value)} error={errors.accountName} required />
    </FormModal>
  );
}

export function ExpenseForm({ opened, onClose, entry }: { opened: boolean; onClose: () => void; entry?: Expense }) {
  const { t } = useTranslation('bi');
  const [month, setMonth] = useState(entry?.month ?? thisMonth());
  const [endMonth, setEndMonth] = useState(entry?.endMonth ?? '');
  const [category, setCategory] = useState<ExpenseCategory>(entry?.category ?? 'payroll');
  const [recurrence, setRecurrence] = useState<ExpenseRecurrence>(entry?.recurrence ?? 'RECURRING');
  const [amount, setAmount] = useState<number | string>(fromCents(entry?.amountCents));
  const [description, setDescription] = useState(entry?.description ?? '');
  const [channel, setChannel] = useState(entry?.channel ?? '');
  const [customers, setCustomers] = useState<number | string>(entry?.customersAcquired ?? '');
  const [touched, setTouched] = useState(false);
  const create = useBiMutation(ExpenseEndpoints.create);
  const update = useBiMutation(ExpenseEndpoints.update);
  const saved = useSaved(onClose);
  const mutation = entry ? update : create;
  const endError = recurrence === 'RECURRING' && endMonth && (!MONTH.test(endMonth) ? translateError(BiErrors.MONTH_FORMAT) : endMonth < month ? translateError(BiErrors.END_BEFORE_START) : undefined);
  const errors = { month: touched && !MONTH.test(month) ? translateError(BiErrors.MONTH_FORMAT) : undefined, amount: amountError(amount, touched), endMonth: endError || undefined };
  const submit = () => {
    setTouched(true);
    if (!MONTH.test(month) || amountError(amount, true) || endError) return;
    const body = {
      month,
      endMonth: recurrence === 'RECURRING' && endMonth ? endMonth : null,
      category,
      recurrence,
      amountCents: toCents(amount),
      description: description.trim(),
      channel: category === 'marketing' && channel.trim() ? channel.trim() : null,
      customersAcquired: category === 'marketing' && customers !== '' ? Number(customers) : null,
    };
    if (entry) update.mutate({ params: { id: entry.id }, body }, { onSuccess: saved });
    else create.mutate({ body }, { onSuccess: saved });
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={entry ? t('entries.expense.edit') : t('entries.expense.add')} onSubmit={submit} saving={mutation.isPending} error={mutation.error} submitLabel={t('entries.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t('entries.expense.category')} data={EXPENSE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} value={category} onChange={(value) => value && setCategory(value as ExpenseCategory)} allowDeselect={false} required data-autofocus />
        <NumberInput label={t('entries.expense.amount')} value={amount} onChange={setAmount} error={errors.amount} min={0} decimalScale={2} thousandSeparator="," required />
        <Select label={t('entries.expense.recurrence')} data={EXPENSE_RECURRENCES.map((value) => ({ value, label: t(`recurrence.${value}`) }))} value={recurrence} onChange={(value) => value && setRecurrence(value as ExpenseRecurrence)} allowDeselect={false} required />
        <TextInput type="month" label={recurrence === 'RECURRING' ? t('entries.expense.startMonth') : t('entries.month')} placeholder="YYYY-MM" value={month} onChange={(e) => setMonth(e.currentTarget.value)} error={errors.month} required />
        {recurrence === 'RECURRING' ? <TextInput type="month" label={t('entries.expense.endMonth')} description={t('entries.expense.endMonthHint')} placeholder="YYYY-MM" value={endMonth} onChange={(e) => setEndMonth(e.currentTarget.value)} error={errors.endMonth} /> : null}
        <TextInput label={t('entries.description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} />
        {category === 'marketing' ? (
          <>
            <TextInput label={t('entries.expense.channel')} description={t('entries.expense.channelHint')} value={channel} onChange={(e) => setChannel(e.currentTarget.value)} maxLength={60} />
            <NumberInput label={t('entries.expense.customersAcquired')} value={customers} onChange={setCustomers} min={0} allowDecimal={false} />
          </>
        ) : null}
      </SimpleGrid>
    </FormModal>
  );
}

export function IncomeForm({ opened, onClose, entry }: { opened: boolean; onClose: () => void; entry?: Income }) {
  const { t } = useTranslation('bi');
  const [month, setMonth] = useState(entry?.month ?? thisMonth());
  const [amount, setAmount] = useState<number | string>(fromCents(entry?.amountCents));
  const [description, setDescription] = useState(entry?.description ?? '');
  const [touched, setTouched] = useState(false);
  const create = useBiMutation(IncomeEndpoints.create);
  const update = useBiMutation(IncomeEndpoints.update);
  const saved = useSaved(onClose);
  const mutation = entry ? update : create;
  const submit = () => {
    setTouched(true);
    if (!MONTH.test(month) || amountError(amount, true)) return;
    const body = { month, amountCents: toCents(amount), description: description.trim() };
    if (entry) update.mutate({ params: { id: entry.id }, body }, { onSuccess: saved });
    else create.mutate({ body }, { onSuccess: saved });
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={entry ? t('entries.income.edit') : t('entries.income.add')} onSubmit={submit} saving={mutation.isPending} error={mutation.error} submitLabel={t('entries.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="month" label={t('entries.month')} value={month} onChange={(e) => setMonth(e.currentTarget.value)} error={touched && !MONTH.test(month) ? translateError(BiErrors.MONTH_FORMAT) : undefined} required data-autofocus />
        <NumberInput label={t('entries.income.amount')} value={amount} onChange={setAmount} error={amountError(amount, touched)} min={0} decimalScale={2} thousandSeparator="," required />
      </SimpleGrid>
      <TextInput label={t('entries.description')} placeholder={t('entries.income.placeholder')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} />
    </FormModal>
  );
}

export function RevenueForm({ opened, onClose, entry }: { opened: boolean; onClose: () => void; entry?: RevenueEntry }) {
  const { t } = useTranslation('bi');
  const [month, setMonth] = useState(entry?.month ?? thisMonth());
  const [mrr, setMrr] = useState<number | string>(fromCents(entry?.mrrCents));
  const [newMrr, setNewMrr] = useState<number | string>(fromCents(entry?.newMrrCents ?? 0));
  const [expansionMrr, setExpansionMrr] = useState<number | string>(fromCents(entry?.expansionMrrCents ?? 0));
  const [churnedMrr, setChurnedMrr] = useState<number | string>(fromCents(entry?.churnedMrrCents ?? 0));
  const [customers, setCustomers] = useState<number | string>(entry?.customers ?? 0);
  const [newCustomers, setNewCustomers] = useState<number | string>(entry?.newCustomers ?? 0);
  const [churnedCustomers, setChurnedCustomers] = useState<number | string>(entry?.churnedCustomers ?? 0);
  const [touched, setTouched] = useState(false);
  const create = useBiMutation(RevenueEntryEndpoints.create);
  const update = useBiMutation(RevenueEntryEndpoints.update);
  const saved = useSaved(onClose);
  const mutation = entry ? update : create;
  const submit = () => {
    setTouched(true);
    if (!MONTH.test(month) || amountError(mrr, true)) return;
    const body = {
      month,
      mrrCents: toCents(mrr),
      newMrrCents: toCents(newMrr || 0),
      expansionMrrCents: toCents(expansionMrr || 0),
      churnedMrrCents: toCents(churnedMrr || 0),
      customers: Number(customers || 0),
      newCustomers: Number(newCustomers || 0),
      churnedCustomers: Number(churnedCustomers || 0),
    };
    if (entry) update.mutate({ params: { id: entry.id }, body }, { onSuccess: saved });
    else create.mutate({ body }, { onSuccess: saved });
  };
  const money = (label: string, value: number | string, set: (v: number | string) => void, error?: string) => <NumberInput label={label} value={value} onChange={set} error={error} min={0} decimalScale={2} thousandSeparator="," />;
  const count = (label: string, value: number | string, set: (v: number | string) => void) => <NumberInput label={label} value={value} onChange={set} min={0} allowDecimal={false} />;
  return (
    <FormModal opened={opened} onClose={onClose} title={entry ? t('entries.revenue.edit') : t('entries.revenue.add')} onSubmit={submit} saving={mutation.isPending} error={mutation.error} submitLabel={t('entries.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="month" label={t('entries.month')} value={month} onChange={(e) => setMonth(e.currentTarget.value)} error={touched && !MONTH.test(month) ? translateError(BiErrors.MONTH_FORMAT) : undefined} required data-autofocus />
        {money(t('revenue.mrr'), mrr, setMrr, amountError(mrr, touched))}
        {money(t('revenue.newMrr'), newMrr, setNewMrr)}
        {money(t('revenue.expansionMrr'), expansionMrr, setExpansionMrr)}
        {money(t('revenue.churnedMrr'), churnedMrr, setChurnedMrr)}
        {count(t('revenue.customers'), customers, setCustomers)}
        {count(t('revenue.newCustomers'), newCustomers, setNewCustomers)}
        {count(t('revenue.churnedCustomers'), churnedCustomers, setChurnedCustomers)}
      </SimpleGrid>
    </FormModal>
  );
}
