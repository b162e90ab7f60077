import type { Knex } from 'knex';
import { NotFoundError, SUPPORT_TICKET_STATUSES, ValidationError, SupportErrors, supportTicketReference, type SupportCategory, type SupportPriority, type SupportTicketStatus } from '@suite/sdk';
import type { SupportTicketDetailView, SupportTicketListQuery, SupportTicketMessageView, SupportTicketPageView, SupportTicketReplyBody, SupportTicketView } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { recordAudit } from '../audit/audit.js';

/**
 * Support tickets for /admin/support-tickets (platform.md section 6: SUPER_ADMIN and OWNER). A
 * super admin sees every ticket; an owner sees the tickets raised by people signed in to their
 * account, and no other account's.
 */
export interface TicketDesk {
  userId: string;
  sessionId: string | null;
  /** null: every ticket (super admin); else the only account whose tickets are visible. */
  accountId: string | null;
  ip: string | null;
  userAgent: string | null;
}

interface TicketRow {
  id: string;
  account_id: string | null;
  account_name: string | null;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: string;
  priority: string;
  status: string;
  language: string;
  reply_count: string | number;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: string;
  kind: 'request' | 'reply';
  body: string;
  author_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  created_at: Date;
}

function visible(db: Knex, desk: TicketDesk): Knex.QueryBuilder {
  const query = db('core.support_tickets as t');
  if (desk.accountId !== null) query.where('t.account_id', desk.accountId);
  return query;
}

function withDetails(query: Knex.QueryBuilder, db: Knex): Knex.QueryBuilder {
  return query
    .leftJoin('core.accounts as a', 'a.id', 't.account_id')
    .select('t.*', 'a.name as account_name', db.raw("(select count(*) from core.support_ticket_messages m where m.ticket_id = t.id and m.kind = 'reply') as reply_count"));
}

function ticketView(row: TicketRow): SupportTicketView {
  return {
    id: row.id,
    reference: supportTicketReference(row.id),
    accountId: row.account_id,
    accountName: row.account_name,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    category: row.category as SupportCategory,
    priority: row.priority as SupportPriority,
    status: row.status as SupportTicketStatus,
    replyCount: Number(row.reply_count),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** GET /admin/support-tickets: newest first, filtered and paged; counts per status under the other filters. */
export async function listTickets(db: Knex, desk: TicketDesk, filters: SupportTicketListQuery): Promise<SupportTicketPageView> {
  const base = visible(db, desk);
  if (filters.category) base.where('t.category', filters.category);
  if (filters.priority) base.where('t.priority', filters.priority);
  const words = filters.q?.trim();
  if (words) {
    const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base.where((q) => q.whereILike('t.subject', like).orWhereILike('t.message', like).orWhereILike('t.name', like).orWhereILike('t.email', like));
  }
  const byStatus = (await base.clone().groupBy('t.status').select('t.status').count<{ status: string; count: string | number }[]>('* as count')) as { status: string; count: string | number }[];
  const counts = Object.fromEntries(SUPPORT_TICKET_STATUSES.map((status) => [status, 0])) as Record<SupportTicketStatus, number>;
  for (const row of byStatus) if ((SUPPORT_TICKET_STATUSES as readonly string[]).includes(row.status)) counts[row.status as SupportTicketStatus] = Number(row.count);
  const listed = base.clone();
  if (filters.status) listed.where('t.status', filters.status);
  const [{ count } = { count: 0 }] = await listed.clone().count<{ count: string | number }[]>('* as count');
  const rows = (await withDetails(listed, db)
    .orderBy([{ column: 't.created_at', order: 'desc' }, { column: 't.id', order: 'desc' }])
    .limit(filters.limit)
    .offset(filters.offset)) as TicketRow[];
  return { tickets: rows.map(ticketView), total: Number(count), limit: filters.limit, offset: filters.offset, counts };
}

async function findTicket(db: Knex, desk: TicketDesk, ticketId: string): Promise<TicketRow> {
  const row = (await withDetails(visible(db, desk).where('t.id', ticketId), db).first()) as TicketRow | undefined;
  if (!row) throw new NotFoundError(SupportErrors.TICKET_NOT_FOUND);
  return row;
}

async function detailOf(db: Knex, row: TicketRow): Promise<SupportTicketDetailView> {
  const messages = (await db('core.support_ticket_messages as m')
    .leftJoin('core.users as u', 'u.id', 'm.author_user_id')
    .where('m.ticket_id', row.id)
    .orderBy([{ column: 'm.created_at', order: 'asc' }, { column: 'm.seq', order: 'asc' }])
    .select('m.id', 'm.kind', 'm.body', 'm.author_user_id', 'm.created_at', 'u.first_name', 'u.last_name', 'u.email')) as MessageRow[];
  const view: SupportTicketMessageView[] = messages.map((m) => ({
    id: m.id,
    kind: m.kind,
    body: m.body,
    authorUserId: m.author_user_id,
    authorName: m.kind === 'request' ? row.name : m.email ? `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim() || m.email : null,
    createdAt: new Date(m.created_at).toISOString(),
  }));
  return { ...ticketView(row), messages: view };
}

/** GET /admin/support-tickets/{id}. */
export async function getTicket(db: Knex, desk: TicketDesk, ticketId: string): Promise<SupportTicketDetailView> {
  return detailOf(db, await findTicket(db, desk, ticketId));
}

/** PATCH /admin/support-tickets/{id}/status. */
export async function setTicketStatus(ctx: CoreContext, desk: TicketDesk, ticketId: string, status: SupportTicketStatus): Promise<SupportTicketDetailView> {
  const ticket = await findTicket(ctx.db, desk, ticketId);
  await ctx.db.transaction(async (trx) => {
    await trx('core.support_tickets').where('id', ticket.id).update({ status, updated_at: ctx.now() });
    await recordAudit(trx, { action: 'support.status_changed', accountId: ticket.account_id, userId: desk.userId, sessionId: desk.sessionId, ipAddress: desk.ip, userAgent: desk.userAgent, details: { ticketId: ticket.id, from: ticket.status, to: status } });
  });
  return getTicket(ctx.db, desk, ticket.id);
}

/**
 * POST /admin/support-tickets/{id}/reply: stored on the ticket and mailed to the requester in
 * their language. An open ticket moves to in_progress unless a status is given.
 */
export async function replyToTicket(ctx: CoreContext, desk: TicketDesk, ticketId: string, input: SupportTicketReplyBody): Promise<SupportTicketDetailView> {
  const ticket = await findTicket(ctx.db, desk, ticketId);
  const message = input.message.trim();
  if (!message) throw new ValidationError(SupportErrors.REPLY_REQUIRED, [{ field: 'message', message: SupportErrors.REPLY_REQUIRED }]);
  const status: SupportTicketStatus = input.status ?? (ticket.status === 'open' ? 'in_progress' : (ticket.status as SupportTicketStatus));
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await trx('core.support_ticket_messages').insert({ ticket_id: ticket.id, kind: 'reply', body: message, author_user_id: desk.userId, created_at: now });
    await trx('core.support_tickets').where('id', ticket.id).update({ status, updated_at: now });
    await ctx.mailer.send(
      {
        to: ticket.email,
        template: 'support-reply',
        language: ticket.language,
        data: { ticket: supportTicketReference(ticket.id), ticketId: ticket.id, name: ticket.name, subject: ticket.subject, message, status },
      },
      trx,
    );
    await recordAudit(trx, { action: 'support.replied', accountId: ticket.account_id, userId: desk.userId, sessionId: desk.sessionId, ipAddress: desk.ip, userAgent: desk.userAgent, details: { ticketId: ticket.id, status } });
  });
  return getTicket(ctx.db, desk, ticket.id);
}
