import type { Knex } from 'knex';
import { DomainEvents, type EventPublisher, type InvoiceView } from '@suite/sdk';

/** invoice.paid, published with the charge's transaction (no delivery exists unless it commits). */
export async function publishInvoicePaid(events: EventPublisher | undefined, trx: Knex, invoice: InvoiceView): Promise<void> {
  if (!events) return;
  await events.publish(
    DomainEvents.invoicePaid,
    invoice.accountId,
    { invoiceId: invoice.id, number: invoice.number, amountCents: Math.round(invoice.amountPaidCents), currency: invoice.currency, paidAt: invoice.paidAt ?? new Date().toISOString() },
    { trx },
  );
}
