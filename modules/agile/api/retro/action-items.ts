import { tenantQuery } from '@suite/sdk/server';
import { AccountErrors, BACKLOG, BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, directoryFor, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { RetroEvents, type ActionItemBody, type GeneratedActionItem, type RetroActionItem, type UpdateActionItemBody } from '../../shared/retro.js';
import type { RetroActor } from './actor.js';
import { generateActionItems } from './analytics.js';
import type { RetroCards } from './cards.js';
import { isModerator, type RetroCore } from './core.js';
import { RetroActionItemModel, iso, type RetroSessionModel } from './models.js';
import { actionItemTitle, dueDate } from './rules.js';

/** Action items (agile.md section 6): written in ACTION_ITEMS, followed up any time, sent to a team board once. */
export function createRetroActionItems(core: RetroCore, cards: Pick<RetroCards, 'findCard'>) {
  const { deps, now, findSession } = core;

  async function findActionItem(scope: TenantScope, itemId: string): Promise<RetroActionItemModel> {
    const item = await tenantQuery(scope, RetroActionItemModel).findById(itemId);
    if (!item) throw new NotFoundError(RetroErrors.ACTION_ITEM_NOT_FOUND);
    return item;
  }

  async function assertAssignee(scope: TenantScope, userId: string | null | undefined): Promise<void> {
    if (!userId) return;
    const membership = await (await directoryFor(deps.capabilities, scope.accountId)).membership(scope.accountId, userId, { trx: scope.knex });
    if (!membership?.active) throw new NotFoundError(AccountErrors.NOT_A_MEMBER);
  }

  /** The phase and settings rules of action items, then who may write them. */
  async function assertActionItemsOpen(actor: RetroActor, scope: TenantScope, session: RetroSessionModel): Promise<void> {
    if (session.currentPhase !== 'ACTION_ITEMS') throw new ConflictError(RetroErrors.ACTION_ITEMS_PHASE);
    if (!session.settings.enableActionItems) throw new BusinessRuleError(RetroErrors.ACTION_ITEMS_DISABLED);
    if (isModerator(actor, session)) return;
    if (!(await core.participantOf(scope, actor.userId, session.id))) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    if (!actor.canCreateActionItems) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
  }

  /** Account observers only watch; members (action_items rules) and the facilitator follow items up. */
  function assertUpdater(actor: RetroActor, session: RetroSessionModel): void {
    if (!actor.canUpdateActionItems && !isModerator(actor, session)) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
  }

  async function publishActionItem(scope: TenantScope, sessionId: string, itemId: string): Promise<RetroActionItem> {
    const [item] = await core.namedActionItems(scope, [await findActionItem(scope, itemId)]);
    await core.broadcast(scope.accountId, sessionId, RetroEvents.ACTION_ITEM, { sessionId, actionItem: item });
    return item!;
  }

  async function listActionItems(scope: TenantScope, sessionId: string): Promise<RetroActionItem[]> {
    await findSession(scope, sessionId);
    return core.namedActionItems(scope, await core.actionItemsOf(scope, sessionId));
  }

  /** Only in ACTION_ITEMS, when enabled; a title after trimming; a due date not in the past. */
  async function createActionItem(actor: RetroActor, scope: TenantScope, sessionId: string, input: ActionItemBody): Promise<RetroActionItem> {
    const session = await findSession(scope, sessionId);
    await assertActionItemsOpen(actor, scope, session);
    const title = actionItemTitle(input.title);
    const due = dueDate(input.dueDate, now());
    await assertAssignee(scope, input.assigneeId);
    if (input.cardId) await cards.findCard(scope, sessionId, input.cardId);
    const at = now();
    const item = await RetroActionItemModel.query(scope.knex).insert({
      accountId: scope.accountId,
      sessionId,
      teamId: session.teamId,
      title,
      description: input.description?.trim() || null,
      priority: input.priority ?? 'MEDIUM',
      status: 'OPEN',
      dueDate: due,
      assigneeId: input.assigneeId ?? null,
      cardId: input.cardId ?? null,
      createdBy: actor.userId,
      createdAt: at,
      updatedAt: at,
    });
    return publishActionItem(scope, sessionId, item.id);
  }

  /** The generated action items (cards with 3+ votes, top 5) not created yet, as action items. */
  async function createGeneratedActionItems(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<RetroActionItem[]> {
    const session = await findSession(scope, sessionId);
    core.assertModerator(actor, session);
    await assertActionItemsOpen(actor, scope, session);
    const state = await core.loadState(scope, session);
    const counts = core.voteCounts(state.votes);
    const done = new Set(state.actionItems.map((item) => item.cardId).filter(Boolean));
    const generated: GeneratedActionItem[] = generateActionItems(state.cards.map((card) => ({ id: card.id, content: card.content, votes: counts.get(card.id) ?? 0, createdAt: iso(card.createdAt)! }))).filter(
      (item) => !done.has(item.cardId),
    );
    const created: RetroActionItem[] = [];
    for (const item of generated) created.push(await createActionItem(actor, scope, sessionId, { title: item.title, priority: item.priority, cardId: item.cardId }));
    return created;
  }

  /** PATCH /retrospectives/action-items/{id}: any time; a title stays non-empty, a new due date not in the past. */
  async function updateActionItem(actor: RetroActor, scope: TenantScope, itemId: string, input: UpdateActionItemBody): Promise<RetroActionItem> {
    const item = await findActionItem(scope, itemId);
    assertUpdater(actor, await findSession(scope, item.sessionId));
    const patch: Partial<RetroActionItemModel> = {};
    if (input.title !== undefined) patch.title = actionItemTitle(input.title);
    if (input.description !== undefined) patch.description = input.description?.trim() || null;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.status !== undefined) patch.status = input.status;
    if (input.dueDate !== undefined) patch.dueDate = dueDate(input.dueDate, now());
    if (input.assigneeId !== undefined) {
      await assertAssignee(scope, input.assigneeId);
      patch.assigneeId = input.assigneeId;
    }
    if (Object.keys(patch).length) await tenantQuery(scope, RetroActionItemModel).findById(itemId).patch({ ...patch, updatedAt: now() });
    return publishActionItem(scope, item.sessionId, itemId);
  }

  /** An action item becomes a card on a team board through the kanban's BACKLOG capability (once). */
  async function actionItemToBoard(actor: RetroActor, scope: TenantScope, itemId: string, input: { boardId?: string }): Promise<RetroActionItem> {
    const item = await findActionItem(scope, itemId);
    assertUpdater(actor, await findSession(scope, item.sessionId));
    if (item.boardItemId) return (await core.namedActionItems(scope, [item]))[0]!;
    const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
    if (!backlog) throw new BusinessRuleError(RetroErrors.BOARD_UNAVAILABLE);
    const created = await backlog.addItem(scope.accountId, {
      ...(input.boardId ? { boardId: input.boardId } : {}),
      ...(item.teamId ? { teamId: item.teamId } : {}),
      title: item.title,
      ...(item.description ? { description: item.description } : {}),
      source: `retrospective:${item.sessionId}`,
    });
    await tenantQuery(scope, RetroActionItemModel).findById(itemId).patch({ boardItemId: created.id, updatedAt: now() });
    return publishActionItem(scope, item.sessionId, itemId);
  }

  return { listActionItems, createActionItem, createGeneratedActionItems, updateActionItem, actionItemToBoard };
}
