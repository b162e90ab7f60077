import type { Knex } from 'knex';
import { BillingErrors, NotFoundError, type InvoiceLineView, type InvoiceListView, type InvoiceStatus, type InvoiceView } from '@suite/sdk';
import type { Seller } from './settings.js';
import { fromBasisPoints, toBasisPoints } from './settings.js';
import { recordPaidInvoice } from '../public-site/affiliate.js';

export interface InvoiceCustomer {
  accountName: string;
  email: string | null;
  address?: string[];
}

export interface InvoiceRow {
  id: string;
  account_id: string;
  subscription_id: string | null;
  number: string;
  status: InvoiceStatus;
  currency: string;
  issued_at: Date;
  period_start: Date | null;
  period_end: Date | null;
  lines: InvoiceLineView[] | string;
  subtotal_cents: number;
  discount_code: string | null;
  discount_cents: number;
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  amount_paid_cents: number;
  paid_at: Date | null;
  charge_ref: string | null;
  payment_brand: string | null;
  payment_last4: string | null;
  seller: Seller | string;
  customer: InvoiceCustomer | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The next invoice number of a year: INV-2026-000001, INV-2026-000002, ... The counter row is
 * updated inside the issuing transaction (and locked by it), so numbers are unique and a rolled
 * back checkout gives its number back: the sequence has no gaps.
 */
export async function nextInvoiceNumber(trx: Knex, issuedAt: Date): Promise<string> {
  const year = issuedAt.getUTCFullYear();
  const result = await trx.raw<{ rows: { last_number: number }[] }>(
    'insert into core.invoice_sequences (year, last_number) values (?, 1) on conflict (year) do update set last_number = core.invoice_sequences.last_number + 1 returning last_number',
    [year],
  );
  const number = Number(result.rows[0]!.last_number);
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}

export interface NewInvoice {
  accountId: string;
  subscriptionId: string | null;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  lines: InvoiceLineView[];
  subtotalCents: number;
  discountCode: string | null;
  discountCents: number;
  prorationCreditCents: number;
  /** The account's credit balance used (an ACCOUNT_CREDIT line). */
  accountCreditCents?: number;
  taxRatePercent: number;
  taxCents: number;
  totalCents: number;
  chargeRef: string | null;
  payment: { brand: string; last4: string } | null;
  seller: Seller;
  customer: InvoiceCustomer;
}

/** Issue a paid invoice (inside the charge's transaction). */
export async function issueInvoice(trx: Knex, invoice: NewInvoice): Promise<InvoiceView> {
  const number = await nextInvoiceNumber(trx, invoice.issuedAt);
  const lines: InvoiceLineView[] = [...invoice.lines];
  if (invoice.prorationCreditCents > 0) lines.push({ type: 'PRORATION_CREDIT', description: 'Credit for unused days of the previous period', quantity: 1, unitPriceCents: -invoice.prorationCreditCents, amountCents: -invoice.prorationCreditCents });
  const accountCredit = invoice.accountCreditCents ?? 0;
  if (accountCredit > 0) lines.push({ type: 'ACCOUNT_CREDIT', description: 'Account credit applied', quantity: 1, unitPriceCents: -accountCredit, amountCents: -accountCredit });
  const [row] = (await trx('core.invoices')
    .insert({
      account_id: invoice.accountId,
      subscription_id: invoice.subscriptionId,
      number,
      status: 'PAID',
      currency: 'USD',
      issued_at: invoice.issuedAt,
      period_start: invoice.periodStart,
      period_end: invoice.periodEnd,
      lines: JSON.stringify(lines),
      subtotal_cents: invoice.subtotalCents,
      discount_code: invoice.discountCode,
      discount_cents: invoice.discountCents,
      tax_rate_bp: toBasisPoints(invoice.taxRatePercent),
      tax_cents: invoice.taxCents,
      total_cents: invoice.totalCents,
      amount_paid_cents: invoice.totalCents,
      paid_at: invoice.issuedAt,
      charge_ref: invoice.chargeRef,
      payment_brand: invoice.payment?.brand ?? null,
      payment_last4: invoice.payment?.last4 ?? null,
      seller: JSON.stringify(invoice.seller),
      customer: JSON.stringify(invoice.customer),
      created_at: invoice.issuedAt,
    })
    .returning('*')) as InvoiceRow[];
  const view = invoiceView(row!);
  // A referred account's paid invoice earns its affiliate a commission (core/public-site/affiliate.ts).
  await recordPaidInvoice(trx, { id: view.id, accountId: view.accountId, totalCents: view.amountPaidCents, paidAt: invoice.issuedAt });
  return view;
}

export function invoiceLines(row: InvoiceRow): InvoiceLineView[] {
  return json<InvoiceLineView[]>(row.lines);
}

export function invoiceView(row: InvoiceRow): InvoiceView {
  const lines = invoiceLines(row);
  const creditOf = (type: InvoiceLineView['type']) => lines.filter((line) => line.type === type).reduce((sum, line) => sum - line.amountCents, 0);
  const credit = creditOf('PRORATION_CREDIT');
  return {
    id: row.id,
    number: row.number,
    accountId: row.account_id,
    subscriptionId: row.subscription_id,
    status: row.status,
    currency: 'USD',
    issuedAt: new Date(row.issued_at).toISOString(),
    periodStart: row.period_start ? new Date(row.period_start).toISOString() : null,
    periodEnd: row.period_end ? new Date(row.period_end).toISOString() : null,
    lines,
    subtotalCents: Number(row.subtotal_cents),
    discountCode: row.discount_code,
    discountCents: Number(row.discount_cents),
    prorationCreditCents: credit,
    accountCreditCents: creditOf('ACCOUNT_CREDIT'),
    taxRatePercent: fromBasisPoints(row.tax_rate_bp),
    taxCents: Number(row.tax_cents),
    totalCents: Number(row.total_cents),
    amountPaidCents: Number(row.amount_paid_cents),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    paymentMethod: row.payment_brand && row.payment_last4 ? { brand: row.payment_brand, last4: row.payment_last4 } : null,
    downloadPath: `/api/billing/invoices/${row.id}/download`,
  };
}

export function invoiceParties(row: InvoiceRow): { seller: Seller; customer: InvoiceCustomer } {
  return { seller: json<Seller>(row.seller), customer: json<InvoiceCustomer>(row.customer) };
}

/** GET /billing/invoices: newest first, limit / offset (10 / 0). */
export async function listInvoices(db: Knex, accountId: string, page: { limit: number; offset: number }): Promise<InvoiceListView> {
  const rows = (await db('core.invoices').where('account_id', accountId).orderBy([{ column: 'issued_at', order: 'desc' }, { column: 'number', order: 'desc' }]).limit(page.limit).offset(page.offset)) as InvoiceRow[];
  const total = (await db('core.invoices').where('account_id', accountId).count<{ count: number }[]>('* as count'))[0]?.count;
  return { invoices: rows.map(invoiceView), total: Number(total ?? 0), limit: page.limit, offset: page.offset };
}

/** An invoice of this account; another account's id is 'Invoice not found'. */
export async function invoiceRowOf(db: Knex, accountId: string, id: string): Promise<InvoiceRow> {
  const row = (await db('core.invoices').where({ id, account_id: accountId }).first()) as InvoiceRow | undefined;
  if (!row) throw new NotFoundError(BillingErrors.INVOICE_NOT_FOUND);
  return row;
}
