import { parse } from 'csv-parse/sync';
import type { TObject } from '@sinclair/typebox';
import { tenantQuery } from '@suite/sdk/server';
import { BusinessRuleError, ValidationError, type PluginContext, type TenantScope } from '@suite/sdk';
import { BiErrors } from '../../shared/errors.js';
import { EXPENSE_CATEGORIES, EXPENSE_RECURRENCES, type ExpenseCategory, type ExpenseRecurrence } from '../../shared/finance.js';
import { ImportEndpoints } from '../../shared/endpoints.js';
import type { ImportKind, ImportPreview } from '../../shared/views.js';
import { settingsStore } from '../finance/store.js';
import { cashKind, expenseKind, incomeKind, revenueKind, type EntryKind } from '../entries/register-entries.js';
import { RevenueEntryModel, type BiModel } from '../finance/models.js';
import { queueBurnAlertCheck } from '../alerts/burn-alerts.js';

/**
 * CSV import of cash balances, expenses, other income and manual revenue: the file is parsed,
 * its columns mapped to fields (by the user's mapping, else by the field's name), every row
 * checked with the same texts as the forms; the import writes every row in one transaction, or
 * refuses the whole file with the first bad row's error ("Row 3: ..." counting the header as row 1).
 * Amounts are in currency units ("1234.50", "$1,234.50"), stored in cents.
 */

interface FieldSpec {
  field: string;
  required: boolean;
  aliases: string[];
}
const field = (name: string, required: boolean, ...aliases: string[]): FieldSpec => ({ field: name, required, aliases: [name.toLowerCase(), ...aliases] });

export const IMPORT_FIELDS: Record<ImportKind, FieldSpec[]> = {
  cash: [field('asOf', true, 'date', 'as of', 'day'), field('amount', true, 'balance', 'cash'), field('accountName', true, 'account', 'account name', 'bank'), field('currency', false)],
  expenses: [
    field('month', true),
    field('category', true),
    field('amount', true, 'cost'),
    field('recurrence', false, 'recurring', 'type'),
    field('endMonth', false, 'end month', 'end'),
    field('description', false, 'label', 'note'),
    field('channel', false),
  ],
  income: [field('month', true), field('amount', true), field('description', false, 'label', 'note')],
  revenue: [
    field('month', true),
    field('mrr', true),
    field('newMrr', false, 'new mrr'),
    field('expansionMrr', false, 'expansion mrr', 'expansion'),
    field('churnedMrr', false, 'churned mrr'),
    field('customers', false),
    field('newCustomers', false, 'new customers'),
    field('churnedCustomers', false, 'churned customers'),
  ],
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

class RowError extends Error {}

function cents(value: string | undefined): number {
  const cleaned = (value ?? '').replace(/[\s$€£,]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(cleaned)) throw new RowError(BiErrors.AMOUNT_CENTS);
  const amount = Math.round(Number(cleaned) * 100);
  if (amount < 0) throw new RowError(BiErrors.AMOUNT_NOT_NEGATIVE);
  return amount;
}
function count(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim())) throw new RowError(BiErrors.AMOUNT_CENTS);
  return Number(value.trim());
}
function month(value: string | undefined): string {
  if (!value || !MONTH.test(value.trim())) throw new RowError(BiErrors.MONTH_FORMAT);
  return value.trim();
}
const optionalCents = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : cents(value));

/** A row's values as the kind's body (the same as the form's), or the row's error. */
function bodyOf(kind: ImportKind, values: Record<string, string | undefined>, currency: string): Record<string, unknown> {
  switch (kind) {
    case 'cash': {
      const asOf = values.asOf?.trim() ?? '';
      if (!DAY.test(asOf)) throw new RowError(BiErrors.DATE_FORMAT);
      const amountCents = cents(values.amount);
      if (!values.accountName?.trim()) throw new RowError(BiErrors.ACCOUNT_NAME_REQUIRED);
      return { asOf, amountCents, accountName: values.accountName.trim(), currency: values.currency?.trim().toUpperCase() || currency };
    }
    case 'expenses': {
      const start = month(values.month);
      const category = (values.category ?? '').trim().toLowerCase();
      if (!(EXPENSE_CATEGORIES as readonly string[]).includes(category)) throw new RowError(BiErrors.CATEGORY_INVALID);
      const amountCents = cents(values.amount);
      const recurrenceText = (values.recurrence ?? '').trim().toUpperCase().replace(/[\s-]/g, '_') || 'ONE_OFF';
      const recurrence = recurrenceText === 'YES' || recurrenceText === 'TRUE' ? 'RECURRING' : recurrenceText === 'NO' || recurrenceText === 'FALSE' ? 'ONE_OFF' : recurrenceText;
      if (!(EXPENSE_RECURRENCES as readonly string[]).includes(recurrence)) throw new RowError(BiErrors.RECURRENCE_INVALID);
      const endMonth = values.endMonth?.trim() ? month(values.endMonth) : null;
      if (endMonth && endMonth < start) throw new RowError(BiErrors.END_BEFORE_START);
      return { month: start, category: category as ExpenseCategory, amountCents, recurrence: recurrence as ExpenseRecurrence, endMonth, description: values.description?.trim() ?? '', channel: values.channel?.trim() || null, currency };
    }
    case 'income':
      return { month: month(values.month), amountCents: cents(values.amount), description: values.description?.trim() ?? '', currency };
    case 'revenue':
      return {
        month: month(values.month),
        mrrCents: cents(values.mrr),
        newMrrCents: optionalCents(values.newMrr),
        expansionMrrCents: optionalCents(values.expansionMrr),
        churnedMrrCents: optionalCents(values.churnedMrr),
        customers: count(values.customers),
        newCustomers: count(values.newCustomers),
        churnedCustomers: count(values.churnedCustomers),
        currency,
      };
  }
}

interface ParsedFile {
  columns: string[];
  mapping: Record<string, string>;
  rows: { row: number; values: Record<string, unknown>; body: Record<string, unknown> | null; error: string | null }[];
}

function parseFile(kind: ImportKind, csv: string, requested: Record<string, string> | undefined, currency: string, takenMonths: Set<string>): ParsedFile {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    throw new ValidationError(BiErrors.CSV_ROW(Number((error as { lines?: number }).lines ?? 1), (error as Error).message));
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw new ValidationError(BiErrors.CSV_EMPTY);
  const columns = header.map((column) => column.trim());
  const mapping: Record<string, string> = {};
  for (const spec of IMPORT_FIELDS[kind]) {
    const chosen = requested?.[spec.field];
    const column = chosen && columns.includes(chosen) ? chosen : columns.find((c) => spec.aliases.includes(c.toLowerCase()));
    if (column) mapping[spec.field] = column;
    else if (spec.required) throw new ValidationError(BiErrors.CSV_COLUMN_MISSING(spec.field));
  }
  const seenMonths = new Set<string>();
  const rows = data.map((record, index) => {
    const values: Record<string, string | undefined> = {};
    for (const [name, column] of Object.entries(mapping)) values[name] = record[columns.indexOf(column)];
    const row = index + 2;
    try {
      const body = bodyOf(kind, values, currency);
      if (kind === 'revenue') {
        const m = body.month as string;
        if (takenMonths.has(m) || seenMonths.has(m)) throw new RowError(BiErrors.REVENUE_MONTH_TAKEN);
        seenMonths.add(m);
      }
      return { row, values, body, error: null };
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      return { row, values, body: null, error: error.message };
    }
  });
  return { columns, mapping, rows };
}

async function takenRevenueMonths(scope: TenantScope, kind: ImportKind): Promise<Set<string>> {
  if (kind !== 'revenue') return new Set();
  return new Set((await tenantQuery(scope, RevenueEntryModel).select('month')).map((entry) => entry.month));
}

const KINDS = { cash: cashKind, expenses: expenseKind, income: incomeKind, revenue: revenueKind } as const;

export function registerImport(ctx: PluginContext): void {
  ctx.routes.implement(ImportEndpoints.preview, async (req): Promise<ImportPreview> => {
    const scope = req.scope!;
    const { currency } = await settingsStore.read(scope);
    const parsed = parseFile(req.body.kind, req.body.csv, req.body.mapping, currency, await takenRevenueMonths(scope, req.body.kind));
    const errorRows = parsed.rows.filter((row) => row.error).length;
    return {
      kind: req.body.kind,
      columns: parsed.columns,
      fields: IMPORT_FIELDS[req.body.kind].map(({ field: name, required }) => ({ field: name, required })),
      mapping: parsed.mapping,
      rows: parsed.rows.map(({ row, values, error }) => ({ row, values, error })),
      validRows: parsed.rows.length - errorRows,
      errorRows,
    };
  });
  ctx.routes.implement(ImportEndpoints.commit, async (req) => {
    const scope = req.scope!;
    const { currency } = await settingsStore.read(scope);
    const parsed = parseFile(req.body.kind, req.body.csv, req.body.mapping, currency, await takenRevenueMonths(scope, req.body.kind));
    const bad = parsed.rows.find((row) => row.error);
    if (bad) throw new BusinessRuleError(BiErrors.CSV_ROW(bad.row, bad.error!));
    const kind = KINDS[req.body.kind] as unknown as Pick<EntryKind<TObject, BiModel, unknown>, 'model' | 'toRow'>;
    const rows = parsed.rows.map((row) => ({ ...kind.toRow(row.body as never, currency), accountId: scope.accountId }));
    await scope.transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += 500) await kind.model.query(trx.knex).insert(rows.slice(start, start + 500));
    });
    await queueBurnAlertCheck(ctx, scope.accountId);
    return { kind: req.body.kind, imported: rows.length };
  });
}
