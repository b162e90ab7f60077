import type { Knex } from 'knex';
import {
  SUPPORT_REPLY_HOURS,
  TooManyRequestsError,
  ValidationError,
  salesContactProblems,
  supportRequestProblems,
  supportTicketReference,
  type FieldProblem,
  type Language,
} from '@suite/sdk';
import type { SalesContactBody, SalesContactResult, SupportRequestBody, SupportRequestResult } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { recordAudit } from '../audit/audit.js';

/**
 * The contact forms (DECISIONS.md "do it for real"): support requests and contact sales are
 * stored, get an id, and are mailed to the inbox and acknowledged to the sender via the outbox.
 */

/** A public form may be sent this many times an hour from one address (each form counts apart). */
export const CONTACT_REQUESTS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

/** Who sends a form: anyone; signed-in senders are remembered with the account they acted in. */
export interface ContactSender {
  userId: string | null;
  accountId: string | null;
  ip: string | null;
  language: Language;
}

function refuse(problems: FieldProblem[]): void {
  if (problems.length > 0) throw new ValidationError(problems[0]!.message, problems);
}

async function throttle(db: Knex, table: 'core.support_tickets' | 'core.sales_contacts', sender: ContactSender, now: Date): Promise<void> {
  if (!sender.ip) return;
  const [row] = await db(table)
    .where('ip_address', sender.ip)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .count<{ count: string | number }[]>('* as count');
  if (Number(row?.count ?? 0) >= CONTACT_REQUESTS_PER_HOUR) throw new TooManyRequestsError();
}

/** POST /contact/support: checked in the spec's order, stored as a ticket, mailed to support and acknowledged. */
export async function submitSupportRequest(ctx: CoreContext, sender: ContactSender, input: SupportRequestBody): Promise<SupportRequestResult> {
  refuse(supportRequestProblems(input));
  const now = ctx.now();
  await throttle(ctx.db, 'core.support_tickets', sender, now);
  const ticket = {
    name: input.name!.trim(),
    email: input.email!.trim(),
    subject: input.subject!.trim(),
    message: input.message!.trim(),
    category: input.category ?? 'general',
    priority: input.priority ?? 'medium',
  };
  const ticketId = await ctx.db.transaction(async (trx) => {
    const [row] = (await trx('core.support_tickets')
      .insert({ ...ticket, account_id: sender.accountId, user_id: sender.userId, status: 'open', language: sender.language, ip_address: sender.ip, created_at: now, updated_at: now })
      .returning('id')) as { id: string }[];
    const id = row!.id;
    await trx('core.support_ticket_messages').insert({ ticket_id: id, kind: 'request', body: ticket.message, author_user_id: sender.userId, created_at: now });
    const reference = supportTicketReference(id);
    await ctx.mailer.send(
      {
        to: ctx.config.supportEmail,
        template: 'support-request',
        language: 'en',
        data: { ticket: reference, ticketId: id, ...ticket, link: `${ctx.config.appUrl}/admin/support-tickets?ticket=${id}` },
      },
      trx,
    );
    await ctx.mailer.send({ to: ticket.email, template: 'support-acknowledgement', language: sender.language, data: { ticket: reference, ticketId: id, name: ticket.name, subject: ticket.subject, hours: SUPPORT_REPLY_HOURS } }, trx);
    if (sender.accountId) await recordAudit(trx, { action: 'support.requested', accountId: sender.accountId, userId: sender.userId, ipAddress: sender.ip, details: { ticketId: id, category: ticket.category, priority: ticket.priority } });
    return id;
  });
  return { ticketId, reference: supportTicketReference(ticketId), replyWithinHours: SUPPORT_REPLY_HOURS };
}

/** POST /contact/sales: first name, last name and email required; stored, mailed to sales, acknowledged. */
export async function submitSalesContact(ctx: CoreContext, sender: ContactSender, input: SalesContactBody): Promise<SalesContactResult> {
  refuse(salesContactProblems(input));
  const now = ctx.now();
  await throttle(ctx.db, 'core.sales_contacts', sender, now);
  const clean = (value: string | undefined) => value?.trim() || null;
  const contact = {
    first_name: input.firstName!.trim(),
    last_name: input.lastName!.trim(),
    email: input.email!.trim(),
    company: clean(input.company),
    phone: clean(input.phone),
    team_size: clean(input.teamSize),
    message: clean(input.message),
  };
  const id = await ctx.db.transaction(async (trx) => {
    const [row] = (await trx('core.sales_contacts')
      .insert({ ...contact, account_id: sender.accountId, user_id: sender.userId, language: sender.language, ip_address: sender.ip, created_at: now })
      .returning('id')) as { id: string }[];
    await ctx.mailer.send(
      {
        to: ctx.config.salesEmail,
        template: 'sales-contact',
        language: 'en',
        data: {
          contactId: row!.id,
          firstName: contact.first_name,
          lastName: contact.last_name,
          email: contact.email,
          company: contact.company ?? '-',
          phone: contact.phone ?? '-',
          teamSize: contact.team_size ?? '-',
          message: contact.message ?? '',
        },
      },
      trx,
    );
    await ctx.mailer.send({ to: contact.email, template: 'sales-acknowledgement', language: sender.language, data: { firstName: contact.first_name, hours: SUPPORT_REPLY_HOURS } }, trx);
    return row!.id;
  });
  return { id, replyWithinHours: SUPPORT_REPLY_HOURS };
}
