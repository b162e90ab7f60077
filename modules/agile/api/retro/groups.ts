import { tenantQuery } from '@suite/sdk/server';
import { BusinessRuleError, ConflictError, NotFoundError, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import type { RetroGroup } from '../../shared/retro.js';
import type { RetroActor } from './actor.js';
import { dropIfEmpty, type RetroCards } from './cards.js';
import { isModerator, type RetroCore } from './core.js';
import { RetroCardModel, RetroGroupModel, type RetroSessionModel } from './models.js';

/** Grouping cards (agile.md section 5, GROUP): a group lives while it holds a card. */
export function createRetroGroups(core: RetroCore, cards: Pick<RetroCards, 'findCard'>) {
  const { now, findSession, publishGroups } = core;

  async function findGroup(scope: TenantScope, sessionId: string, groupId: string): Promise<RetroGroupModel> {
    const group = await tenantQuery(scope, RetroGroupModel).findOne({ id: groupId, session_id: sessionId });
    if (!group) throw new NotFoundError(RetroErrors.GROUP_NOT_FOUND);
    return group;
  }

  /** Groups are made and changed in GROUP by participants (not observers) or the facilitator. */
  async function assertGrouper(actor: RetroActor, scope: TenantScope, session: RetroSessionModel): Promise<void> {
    if (!isModerator(actor, session)) await core.contributorOf(actor, scope, session.id);
  }

  /** A group, with the cards named moved into it (from their former groups). */
  async function createGroup(actor: RetroActor, scope: TenantScope, sessionId: string, input: { title?: string; cardIds?: string[] }): Promise<RetroGroup> {
    const session = await findSession(scope, sessionId);
    if (session.currentPhase !== 'GROUP') throw new ConflictError(RetroErrors.GROUPING_PHASE);
    if (!session.settings.enableCardGrouping) throw new BusinessRuleError(RetroErrors.GROUPING_DISABLED);
    await assertGrouper(actor, scope, session);
    const cardIds = [...new Set(input.cardIds ?? [])];
    const moved = cardIds.length ? await tenantQuery(scope, RetroCardModel).where('session_id', sessionId).whereIn('id', cardIds) : [];
    if (moved.length !== cardIds.length) throw new NotFoundError(RetroErrors.CARD_NOT_FOUND);
    const title = input.title?.trim() || (moved[0] ? moved[0].content.slice(0, 60) : '');
    const at = now();
    const { groupId, emptied } = await scope.transaction(async (trx) => {
      const group = await RetroGroupModel.query(trx.knex).insert({ accountId: scope.accountId, sessionId, title, createdAt: at, updatedAt: at });
      if (cardIds.length) await tenantQuery(trx, RetroCardModel).whereIn('id', cardIds).patch({ groupId: group.id, updatedAt: at });
      const former = moved.map((card) => card.groupId).filter((id): id is string => id !== null);
      return { groupId: group.id, emptied: await dropIfEmpty(trx, ...former) };
    });
    const former = moved.map((card) => card.groupId).filter((id): id is string => id !== null && !emptied.includes(id));
    const [group] = await publishGroups(scope, sessionId, [groupId, ...new Set(former)], emptied);
    return group!;
  }

  async function updateGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string, title: string): Promise<RetroGroup> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    if (session.currentPhase !== 'GROUP') throw new ConflictError(RetroErrors.GROUP_UPDATE_PHASE);
    await assertGrouper(actor, scope, session);
    await tenantQuery(scope, RetroGroupModel).findById(groupId).patch({ title: title.trim(), updatedAt: now() });
    const [group] = await publishGroups(scope, sessionId, [groupId]);
    return group!;
  }

  /** Deleting a group ungroups its cards. */
  async function deleteGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    if (session.currentPhase !== 'GROUP') throw new ConflictError(RetroErrors.GROUP_DELETE_PHASE);
    await assertGrouper(actor, scope, session);
    await tenantQuery(scope, RetroGroupModel).deleteById(groupId);
    await publishGroups(scope, sessionId, [], [groupId]);
    return { deleted: true };
  }

  async function addCardToGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string, cardId: string): Promise<RetroGroup> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    const card = await cards.findCard(scope, sessionId, cardId);
    if (session.currentPhase !== 'GROUP') throw new ConflictError(RetroErrors.CARD_GROUPING_PHASE);
    if (!session.settings.enableCardGrouping) throw new BusinessRuleError(RetroErrors.GROUPING_DISABLED);
    await assertGrouper(actor, scope, session);
    if (card.groupId === groupId) return (await publishGroups(scope, sessionId, [groupId]))[0]!;
    const emptied = await scope.transaction(async (trx) => {
      await tenantQuery(trx, RetroCardModel).findById(cardId).patch({ groupId, updatedAt: now() });
      return card.groupId ? dropIfEmpty(trx, card.groupId) : [];
    });
    const touched = card.groupId && !emptied.length ? [groupId, card.groupId] : [groupId];
    return (await publishGroups(scope, sessionId, touched, emptied))[0]!;
  }

  /** Take a card out of its group; a group left empty goes. */
  async function removeCardFromGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string, cardId: string): Promise<{ groupId: string; deleted: boolean }> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    const card = await cards.findCard(scope, sessionId, cardId);
    if (session.currentPhase !== 'GROUP') throw new ConflictError(RetroErrors.CARD_UNGROUPING_PHASE);
    await assertGrouper(actor, scope, session);
    if (card.groupId !== groupId) throw new NotFoundError(RetroErrors.CARD_NOT_IN_GROUP);
    const emptied = await scope.transaction(async (trx) => {
      await tenantQuery(trx, RetroCardModel).findById(cardId).patch({ groupId: null, updatedAt: now() });
      return dropIfEmpty(trx, groupId);
    });
    await publishGroups(scope, sessionId, emptied.length ? [] : [groupId], emptied);
    return { groupId, deleted: emptied.length > 0 };
  }

  return { createGroup, updateGroup, deleteGroup, addCardToGroup, removeCardFromGroup };
}
