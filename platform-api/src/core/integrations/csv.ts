import { parse } from 'csv-parse/sync';
import { BillingErrors, ValidationError, REVENUE_TRANSACTION_TYPES, type RevenueTransactionType } from '@suite/sdk';

/** One transaction read from a CSV export. Amounts are positive cents; the type says what they are. */
export interface ParsedTransaction {
  line: number;
  externalId: string | null;
  occurredAt: Date;
  customerRef: string;
  customerEmail: string | null;
  amountCents: number;
  currency: string;
  type: RevenueTransactionType;
  /** Same row imported twice gives the same key (the id column when present). */
  dedupeKey: string;
}

/** Accepted header names (lower case, spaces and dashes read as underscores). */
const ALIASES: Record<string, string> = {
  date: 'date',
  occurred_at: 'date',
  created: 'date',
  created_at: 'date',
  customer_id: 'customer_id',
  customer: 'customer_id',
  customer_email: 'customer_email',
  email: 'customer_email',
  amount: 'amount',
  currency: 'currency',
  type: 'type',
  id: 'id',
  transaction_id: 'id',
};

function column(header: string): string {
  const key = header.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
}

/** "1,299.50", "$29", "29.9" -> cents without floating point; null when not a number with at most 2 decimals. */
export function parseAmountCents(value: string): number | null {
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] ? -cents : cents;
}

/** YYYY-MM-DD (read as UTC midnight) or a full ISO 8601 date-time. */
export function parseDate(value: string): Date | null {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Reads a CSV of transactions: a header row with date, customer_id and/or customer_email, amount,
 * currency (optional, USD) and type (charge | refund | subscription), and optionally id. Rows
 * with a problem are reported by line (the header is line 1) and skipped.
 */
export function parseRevenueCsv(text: string): { rows: ParsedTransaction[]; errors: { line: number; message: string }[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][];
  } catch {
    throw new ValidationError(BillingErrors.CSV_UNREADABLE);
  }
  const [header, ...body] = records;
  if (!header) throw new ValidationError(BillingErrors.CSV_UNREADABLE);
  const columns = header.map(column);
  const missing = ['date', 'amount', 'type'].filter((name) => !columns.includes(name));
  if (!columns.includes('customer_id') && !columns.includes('customer_email')) missing.push('customer_id or customer_email');
  if (missing.length > 0) throw new ValidationError(BillingErrors.csvMissingColumns(missing.join(', ')));

  const rows: ParsedTransaction[] = [];
  const errors: { line: number; message: string }[] = [];
  const seen = new Map<string, number>();
  body.forEach((record, index) => {
    const line = index + 2;
    const cell = (name: string) => {
      const position = columns.indexOf(name);
      return position >= 0 ? (record[position] ?? '').trim() : '';
    };
    const occurredAt = parseDate(cell('date'));
    if (!occurredAt) return errors.push({ line, message: BillingErrors.CSV_DATE_INVALID });
    const type = cell('type').toLowerCase() as RevenueTransactionType;
    if (!REVENUE_TRANSACTION_TYPES.includes(type)) return errors.push({ line, message: BillingErrors.CSV_TYPE_INVALID });
    const amount = parseAmountCents(cell('amount'));
    if (amount === null || (amount < 0 && type !== 'refund')) return errors.push({ line, message: BillingErrors.CSV_AMOUNT_INVALID });
    const email = cell('customer_email').toLowerCase() || null;
    const customerRef = cell('customer_id') || email;
    if (!customerRef) return errors.push({ line, message: BillingErrors.CSV_CUSTOMER_MISSING });
    const currency = (cell('currency') || 'USD').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) return errors.push({ line, message: BillingErrors.CSV_CURRENCY_INVALID });
    const externalId = cell('id') || null;
    const amountCents = Math.abs(amount);
    let dedupeKey = externalId ? `id:${externalId}` : `row:${occurredAt.toISOString()}|${customerRef}|${amountCents}|${currency}|${type}`;
    // Two identical rows in one file are two transactions; the same file imported again is not.
    const occurrence = (seen.get(dedupeKey) ?? 0) + 1;
    seen.set(dedupeKey, occurrence);
    if (!externalId) dedupeKey = `${dedupeKey}|${occurrence}`;
    rows.push({ line, externalId, occurredAt, customerRef, customerEmail: email, amountCents, currency, type, dedupeKey });
    return undefined;
  });
  return { rows, errors };
}
