import PDFDocument from 'pdfkit';
import { formatMoney, type InvoiceView } from '@suite/sdk';
import type { InvoiceCustomer } from './invoices.js';
import type { Seller } from './settings.js';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * The invoice as a real PDF (pdfkit, built-in Helvetica): seller, customer account, number, dates,
 * lines, discount, credit, tax, total and what was paid with which card.
 */
export function renderInvoicePdf(invoice: InvoiceView, parties: { seller: Seller; customer: InvoiceCustomer }, options: { compress: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: options.compress, info: { Title: `Invoice ${invoice.number}`, Author: parties.seller.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = 50;
    const right = doc.page.width - 50;
    // The invoice is written in English.
    const money = (cents: number) => formatMoney(cents, 'en', invoice.currency);

    doc.font('Helvetica-Bold').fontSize(20).text('INVOICE', left, 50);
    doc.font('Helvetica').fontSize(10).text(`Invoice number: ${invoice.number}`, left, 80);
    doc.text(`Date: ${day(invoice.issuedAt)}`);
    if (invoice.periodStart && invoice.periodEnd) doc.text(`Service period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`);
    doc.text(`Status: ${invoice.status}`);

    const partiesTop = 150;
    doc.font('Helvetica-Bold').text('From', left, partiesTop);
    doc.font('Helvetica').text(parties.seller.name);
    for (const line of parties.seller.addressLines) doc.text(line);
    doc.text(parties.seller.email);
    if (parties.seller.taxId) doc.text(`Tax ID: ${parties.seller.taxId}`);
    doc.font('Helvetica-Bold').text('Bill to', 320, partiesTop);
    doc.font('Helvetica').text(parties.customer.accountName, 320);
    if (parties.customer.email) doc.text(parties.customer.email, 320);
    for (const line of parties.customer.address ?? []) doc.text(line, 320);

    let y = 260;
    const columns = { description: left, quantity: 330, unit: 390, amount: 470 };
    doc.font('Helvetica-Bold');
    doc.text('Description', columns.description, y);
    doc.text('Qty', columns.quantity, y, { width: 50, align: 'right' });
    doc.text('Unit price', columns.unit, y, { width: 70, align: 'right' });
    doc.text('Amount', columns.amount, y, { width: right - columns.amount, align: 'right' });
    y += 16;
    doc.moveTo(left, y).lineTo(right, y).stroke();
    y += 6;
    doc.font('Helvetica');
    for (const line of invoice.lines) {
      doc.text(line.description, columns.description, y, { width: 270 });
      const height = doc.heightOfString(line.description, { width: 270 });
      doc.text(String(line.quantity), columns.quantity, y, { width: 50, align: 'right' });
      doc.text(money(line.unitPriceCents), columns.unit, y, { width: 70, align: 'right' });
      doc.text(money(line.amountCents), columns.amount, y, { width: right - columns.amount, align: 'right' });
      y += Math.max(height, 12) + 6;
    }
    doc.moveTo(left, y).lineTo(right, y).stroke();
    y += 10;

    const totalRow = (label: string, value: string, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
      doc.text(label, 300, y, { width: 160, align: 'right' });
      doc.text(value, columns.amount, y, { width: right - columns.amount, align: 'right' });
      y += 16;
    };
    totalRow('Subtotal', money(invoice.subtotalCents));
    if (invoice.discountCents > 0) totalRow(`Discount${invoice.discountCode ? ` (${invoice.discountCode})` : ''}`, money(-invoice.discountCents));
    if (invoice.prorationCreditCents > 0) totalRow('Credit for unused days', money(-invoice.prorationCreditCents));
    if (invoice.accountCreditCents > 0) totalRow('Account credit applied', money(-invoice.accountCreditCents));
    totalRow(`Tax (${invoice.taxRatePercent}%)`, money(invoice.taxCents));
    totalRow('Total', money(invoice.totalCents), true);
    totalRow('Amount paid', money(invoice.amountPaidCents));
    totalRow('Amount due', money(invoice.totalCents - invoice.amountPaidCents));

    y += 20;
    doc.font('Helvetica').fontSize(10);
    if (invoice.paidAt) {
      const card = invoice.paymentMethod ? ` with ${invoice.paymentMethod.brand} ending ${invoice.paymentMethod.last4}` : '';
      doc.text(`Paid on ${day(invoice.paidAt)}${card}.`, left, y);
    }
    doc.text(`All amounts in ${invoice.currency}. Thank you for your business.`, left);
    doc.end();
  });
}
