import { tenantQuery } from '@suite/sdk/server';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { RetroEvents, type RetroCard } from '../../shared/retro.js';
import type { RetroActor } from './actor.js';
import { isModerator, type RetroCore } from './core.js';
import { RetroCardModel, RetroGroupModel, RetroParticipantModel, RetroVoteModel, type RetroSessionModel } from './models.js';
import { cardContent } from './rules.js';
import { cardView } from './views.js';

/** Delete the groups left without cards (a group lives while it holds a card). */
export async function dropIfEmpty(trx: TenantScope, ...groupIds: string[]): Promise<string[]> {
  const dropped: string[] = [];
  for (const groupId of new Set(groupIds)) {
    if (await tenantQuery(trx, RetroCardModel).where('group_id', groupId).first()) continue;
    await tenantQuery(trx, RetroGroupModel).deleteById(groupId);
    dropped.push(groupId);
  }
  return dropped;
}

/** Cards and dot votes (agile.md section 5, COLLECT to VOTE). */
export function createRetroCards(core: RetroCore) {
  const { now, findSession, contributorOf, participantOf } = core;

  async function findCard(scope: TenantScope, sessionId: string, cardId: string): Promise<RetroCardModel> {
    const card = await core.cardsOf(scope).findOne({ [`${RetroCardModel.tableName}.id`]: cardId, session_id: sessionId });
    if (!card) throw new NotFoundError(RetroErrors.CARD_NOT_FOUND);
    return card;
  }

  function assertColumn(session: RetroSessionModel, columnId: unknown): string {
    if (typeof columnId !== 'string' || !session.columns.some((column) => column.id === columnId)) throw new ValidationError(RetroErrors.COLUMN_NOT_FOUND);
    return columnId;
  }

  /** A card: by a participant (not an observer), only in COLLECT, in a column of the retro, within the per-participant limit. */
  async function addCard(actor: RetroActor, scope: TenantScope, sessionId: string, input: { columnId: unknown; content: unknown }): Promise<RetroCard> {
    const content = cardContent(input.content);
    const session = await findSession(scope, sessionId);
    const participant = await contributorOf(actor, scope, sessionId);
    if (session.currentPhase !== 'COLLECT') throw new ConflictError(RetroErrors.CARD_ADD_PHASE);
    const columnId = assertColumn(session, input.columnId);
    const limit = session.settings.maxCardsPerParticipant;
    const at = now();
    const cardId = await scope.transaction(async (trx) => {
      // One participant's cards are counted and written one at a time.
      await tenantQuery(trx, RetroParticipantModel).findById(participant.id).forUpdate();
      if (limit !== null && (await tenantQuery(trx, RetroCardModel).where({ session_id: sessionId, participant_id: participant.id }).resultSize()) >= limit) {
        throw new BusinessRuleError(RetroErrors.maxCards(limit));
      }
      const card = await RetroCardModel.query(trx.knex).insert({ accountId: scope.accountId, sessionId, participantId: participant.id, authorName: participant.displayName, columnId, content, createdAt: at, updatedAt: at });
      return card.id;
    });
    return core.publishCard(scope, sessionId, 'added', cardId);
  }

  /**
   * Only in COLLECT or GROUP; by its author (the RetroCard ownership rule, judged by the actor's
   * ability), the session's facilitator or an account admin.
   */
  async function cardForChange(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string, action: 'update' | 'delete'): Promise<{ session: RetroSessionModel; card: RetroCardModel }> {
    const session = await findSession(scope, sessionId);
    const card = await findCard(scope, sessionId, cardId);
    if (session.currentPhase !== 'COLLECT' && session.currentPhase !== 'GROUP') throw new ConflictError(RetroErrors.CARD_EDIT_PHASE);
    if (!isModerator(actor, session)) {
      await contributorOf(actor, scope, sessionId);
      if (!actor.mayChangeCard(cardView(card, 0, false), action)) throw new ForbiddenError(RetroErrors.CARD_AUTHOR_ONLY);
    }
    return { session, card };
  }

  async function updateCard(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string, input: { content?: unknown; columnId?: unknown }): Promise<RetroCard> {
    const { session } = await cardForChange(actor, scope, sessionId, cardId, 'update');
    const patch: Partial<RetroCardModel> = {};
    if (input.content !== undefined) patch.content = cardContent(input.content);
    if (input.columnId !== undefined) patch.columnId = assertColumn(session, input.columnId);
    if (Object.keys(patch).length) await tenantQuery(scope, RetroCardModel).findById(cardId).patch({ ...patch, updatedAt: now() });
    return core.publishCard(scope, sessionId, 'updated', cardId);
  }

  async function deleteCard(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string): Promise<{ deleted: true }> {
    const { card } = await cardForChange(actor, scope, sessionId, cardId, 'delete');
    const emptied = await scope.transaction(async (trx) => {
      await tenantQuery(trx, RetroCardModel).deleteById(cardId);
      return card.groupId ? dropIfEmpty(trx, card.groupId) : [];
    });
    await core.broadcast(scope.accountId, sessionId, RetroEvents.CARD, { sessionId, action: 'deleted', deletedId: cardId });
    await core.publishGroups(scope, sessionId, card.groupId && !emptied.length ? [card.groupId] : [], emptied);
    return { deleted: true };
  }

  // ---------- votes ----------

  async function votesEvent(scope: TenantScope, sessionId: string, card: RetroCardModel) {
    const [{ n, total, voters }] = (await scope
      .table(RetroVoteModel.tableName)
      .where('session_id', sessionId)
      .select(
        scope.knex.raw('count(*) filter (where card_id = ?)::int as n', [card.id]),
        scope.knex.raw('count(*)::int as total'),
        scope.knex.raw('count(distinct participant_id)::int as voters'),
      )) as unknown as { n: number; total: number; voters: number }[];
    const event = { sessionId, cardId: card.id, votes: Number(n), groupId: card.groupId, voteCount: Number(total), voterCount: Number(voters) };
    await core.broadcast(scope.accountId, sessionId, RetroEvents.VOTES, event);
    return event;
  }

  async function myVotes(scope: TenantScope, sessionId: string, participantId: string): Promise<string[]> {
    const votes = await tenantQuery(scope, RetroVoteModel).where({ session_id: sessionId, participant_id: participantId }).orderBy([{ column: 'created_at' }, { column: 'id' }]).select('card_id');
    return votes.map((vote) => vote.cardId);
  }

  /**
   * A dot vote: by a participant ('User is not a participant in this session'), not an observer
   * ('Observers cannot vote'), only in VOTE, one per card ('Already voted on this card'), at most
   * votesPerParticipant ('Maximum N votes per participant allowed'). The room hears the count, never who.
   */
  async function castVote(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string) {
    const session = await findSession(scope, sessionId);
    const card = await findCard(scope, sessionId, cardId);
    const participant = await contributorOf(actor, scope, sessionId, RetroErrors.OBSERVERS_CANNOT_VOTE);
    if (session.currentPhase !== 'VOTE') throw new ConflictError(RetroErrors.VOTE_PHASE);
    const limit = session.settings.votesPerParticipant;
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, RetroParticipantModel).findById(participant.id).forUpdate();
      if (await tenantQuery(trx, RetroVoteModel).findOne({ card_id: cardId, participant_id: participant.id })) throw new ConflictError(RetroErrors.ALREADY_VOTED);
      if ((await tenantQuery(trx, RetroVoteModel).where({ session_id: sessionId, participant_id: participant.id }).resultSize()) >= limit) throw new BusinessRuleError(RetroErrors.maxVotes(limit));
      await RetroVoteModel.query(trx.knex).insert({ accountId: scope.accountId, sessionId, cardId, participantId: participant.id, createdAt: now() });
    });
    const event = await votesEvent(scope, sessionId, card);
    const votedCardIds = await myVotes(scope, sessionId, participant.id);
    return { cardId, votes: event.votes, votedCardIds, votesRemaining: Math.max(0, limit - votedCardIds.length) };
  }

  /** Take one's vote back: only in VOTE ('Vote removal is only allowed during the vote phase'). */
  async function removeVote(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string) {
    const session = await findSession(scope, sessionId);
    const card = await findCard(scope, sessionId, cardId);
    const participant = await participantOf(scope, actor.userId, sessionId);
    if (!participant) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    if (session.currentPhase !== 'VOTE') throw new ConflictError(RetroErrors.VOTE_REMOVAL_PHASE);
    const removed = await tenantQuery(scope, RetroVoteModel).where({ card_id: cardId, participant_id: participant.id }).delete();
    if (!removed) throw new NotFoundError(RetroErrors.NOT_VOTED);
    const event = await votesEvent(scope, sessionId, card);
    const votedCardIds = await myVotes(scope, sessionId, participant.id);
    return { cardId, votes: event.votes, votedCardIds, votesRemaining: Math.max(0, session.settings.votesPerParticipant - votedCardIds.length) };
  }

  return { findCard, addCard, updateCard, deleteCard, castVote, removeVote };
}

export type RetroCards = ReturnType<typeof createRetroCards>;
