import { APPROVALS, BACKLOG, approvalHandler, reply, type PluginContext, type StatusReply, type TenantScope } from '@suite/sdk';
import { randomUUID } from 'node:crypto';
import type { CreateItemBody, CreateItemResult, ItemChangeResult, MoveItemBody, PortfolioItem, PortfolioPendingApproval, UpdateItemBody } from '../../shared/portfolio-endpoints.js';
import { sendToDelivery } from './delivery.js';
import { findItem, type PortfolioService } from './items.js';

type DeliveryTarget = { boardId?: string; teamId?: string; storyPoints?: number; placement?: 'board' | 'backlog' };

/** Amounts in a summary: 12,000.00 (the request's words are stored once, in no particular language). */
const money = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The portfolio under approval workflows (/governance/approvals), through the core's APPROVALS
 * capability: raising an item's budget allocation or creating an item with a budget
 * ('product.budget-allocation', from the amount a workflow sets), sending an item to delivery
 * ('product.portfolio-delivery') and moving an item under another parent ('product.portfolio-move'). When a workflow
 * holds the change, nothing of the held part is applied and the route answers 202 with the
 * request; the core calls the handlers below once the last approver approves, which apply the
 * change with the portfolio's own rules. A rejection changes nothing.
 */
export function registerPortfolioApprovals(ctx: PluginContext, portfolio: PortfolioService) {
  const deliveryDeps = { capabilities: ctx.capabilities, portfolio, now: ctx.now };

  ctx.capabilities.provide(approvalHandler('product.budget-allocation'), {
    async onApproved(request) {
      const scope = ctx.scopeFor(request.accountId);
      // A creation: the item is made now, with the id its request named.
      if (request.payload.create) await portfolio.createItem(request.requestedBy, scope, request.payload.create as CreateItemBody, { id: request.subject.id });
      else await portfolio.updateItem(scope, request.subject.id, { budget: { allocated: Number(request.payload.allocated) } }, request.requestedBy);
    },
  });
  ctx.capabilities.provide(approvalHandler('product.portfolio-move'), {
    async onApproved(request) {
      const scope = ctx.scopeFor(request.accountId);
      await portfolio.moveItem(scope, request.subject.id, request.payload as MoveItemBody);
    },
  });
  ctx.capabilities.provide(approvalHandler('product.portfolio-delivery'), {
    async onApproved(request) {
      const scope = ctx.scopeFor(request.accountId);
      await sendToDelivery(deliveryDeps, scope, request.subject.id, request.payload as DeliveryTarget);
    },
  });

  /** Each item's changes waiting for approval (none when no workflow ever held one). */
  async function pendingApprovals(accountId: string): Promise<Map<string, PortfolioPendingApproval[]>> {
    const pending = new Map<string, PortfolioPendingApproval[]>();
    const approvals = await ctx.capabilities.get(APPROVALS, accountId);
    if (!approvals) return pending;
    const [budgets, deliveries, moves] = await Promise.all([
      approvals.pending(accountId, 'product.budget-allocation'),
      approvals.pending(accountId, 'product.portfolio-delivery'),
      approvals.pending(accountId, 'product.portfolio-move'),
    ]);
    for (const [kind, list] of [['budget', budgets], ['delivery', deliveries], ['move', moves]] as const) {
      for (const request of list) pending.set(request.subjectId, [...(pending.get(request.subjectId) ?? []), { requestId: request.requestId, kind, summary: request.summary, amountCents: request.amountCents }]);
    }
    return pending;
  }

  /** PATCH an item: a budget raise a workflow covers waits; the rest of the change is applied now. */
  async function updateItem(scope: TenantScope, id: string, body: UpdateItemBody, userId: string | null): Promise<ItemChangeResult | StatusReply<ItemChangeResult>> {
    const approvals = body.budget && userId ? await ctx.capabilities.get(APPROVALS, scope.accountId) : undefined;
    if (!approvals || !body.budget || !userId) return portfolio.updateItem(scope, id, body, userId);
    const existing = await findItem(scope, id);
    const previous = Number(existing.budgetAllocated);
    const allocated = body.budget.allocated;
    if (allocated <= previous) return portfolio.updateItem(scope, id, body, userId);
    // A raise the portfolio's rules refuse anyway is refused now, with their text, not sent for approval.
    const parent = existing.parentId ? await findItem(scope, existing.parentId) : null;
    if (parent && allocated - previous > Number(parent.budgetRemaining)) return portfolio.updateItem(scope, id, body, userId);
    const title = body.title?.trim() || existing.title;
    const outcome = await approvals.require(scope.accountId, {
      trigger: 'product.budget-allocation',
      requestedBy: userId,
      subject: { type: 'PortfolioItem', id, label: title },
      summary: `${title}: budget ${money(previous)} → ${money(allocated)}`,
      amountCents: allocated,
      payload: { allocated, previous },
    });
    if (outcome.status === 'approved') return portfolio.updateItem(scope, id, body, userId);
    const { budget: _held, ...rest } = body;
    const item: PortfolioItem = Object.keys(rest).length ? await portfolio.updateItem(scope, id, rest, userId) : await portfolio.viewOf(scope, id);
    return reply.status(202, { ...item, approval: outcome });
  }

  /** Send to delivery: under a workflow, the request waits and the item stays where it is. */
  async function deliver(scope: TenantScope, id: string, target: DeliveryTarget, userId: string | null): Promise<ItemChangeResult | StatusReply<ItemChangeResult>> {
    const approvals = userId ? await ctx.capabilities.get(APPROVALS, scope.accountId) : undefined;
    if (!approvals || !userId) return sendToDelivery(deliveryDeps, scope, id, target);
    const existing = await findItem(scope, id);
    // What delivery refuses anyway (level, already sent, agile off) is refused now with its text.
    if ((existing.level !== 'epic' && existing.level !== 'story') || existing.deliveryItemId || !(await ctx.capabilities.get(BACKLOG, scope.accountId))) return sendToDelivery(deliveryDeps, scope, id, target);
    const outcome = await approvals.require(scope.accountId, {
      trigger: 'product.portfolio-delivery',
      requestedBy: userId,
      subject: { type: 'PortfolioItem', id, label: existing.title },
      summary: `${existing.title}: send to delivery`,
      payload: { ...target },
    });
    if (outcome.status === 'approved') return sendToDelivery(deliveryDeps, scope, id, target);
    return reply.status(202, { ...(await portfolio.viewOf(scope, id)), approval: outcome });
  }

  /**
   * Create an item: a budget a workflow covers (from its amount) waits, and nothing is created until
   * the last approval; what the portfolio refuses anyway is refused now with its text.
   */
  async function createItem(scope: TenantScope, body: CreateItemBody, userId: string | null): Promise<CreateItemResult | StatusReply<CreateItemResult>> {
    const allocated = body.budget?.allocated ?? 0;
    const approvals = allocated > 0 && userId ? await ctx.capabilities.get(APPROVALS, scope.accountId) : undefined;
    if (!approvals || !userId) return portfolio.createItem(userId, scope, body);
    await portfolio.checkCreate(scope, body);
    const id = randomUUID();
    const title = body.title.trim();
    const outcome = await approvals.require(scope.accountId, {
      trigger: 'product.budget-allocation',
      requestedBy: userId,
      subject: { type: 'PortfolioItem', id, label: title },
      summary: `${title}: new ${body.level}, budget ${money(allocated)}`,
      amountCents: allocated,
      payload: { create: { ...body, title }, allocated },
    });
    if (outcome.status === 'approved') return portfolio.createItem(userId, scope, body);
    return reply.status(202, { approval: outcome, pendingCreation: { id, level: body.level, parentId: body.parentId ?? null, title, allocated } });
  }

  /** Move an item under another parent: under a workflow, the request waits and the item stays where it is. */
  async function moveItem(scope: TenantScope, id: string, body: MoveItemBody, userId: string | null): Promise<ItemChangeResult | StatusReply<ItemChangeResult>> {
    const approvals = userId ? await ctx.capabilities.get(APPROVALS, scope.accountId) : undefined;
    if (!approvals || !userId) return portfolio.moveItem(scope, id, body);
    const { item, target, reparent } = await portfolio.checkMove(scope, id, body);
    // Reordering among the same siblings is not a move.
    if (!reparent) return portfolio.moveItem(scope, id, body);
    const outcome = await approvals.require(scope.accountId, {
      trigger: 'product.portfolio-move',
      requestedBy: userId,
      subject: { type: 'PortfolioItem', id, label: item.title },
      summary: `${item.title}: move under ${target.title}`,
      payload: { ...body },
    });
    if (outcome.status === 'approved') return portfolio.moveItem(scope, id, body);
    return reply.status(202, { ...(await portfolio.viewOf(scope, id)), approval: outcome });
  }

  return { updateItem, deliver, createItem, moveItem, pendingApprovals };
}
