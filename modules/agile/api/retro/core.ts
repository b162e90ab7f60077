import { tenantQuery } from '@suite/sdk/server';
import { ForbiddenError, NotFoundError, directoryFor, type CapabilityRegistry, type EventPublisher, type Logger, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { OPEN_ACTION_ITEM_STATUSES, RetroEvents, retroParticipantRoom, retroRoom, type RetroActionItem, type RetroCard, type RetroChange, type RetroGroup, type RetroPhase, type RetroSessionStatus, type RetroSnapshot, type RetroTimerState } from '../../shared/retro.js';
import { createPresence } from '../live/presence.js';
import { TimerSchedule, expireOnce, runningTimer, type ScheduledTimer } from '../live/timers.js';
import type { RetroActor } from './actor.js';
import { IN_ORDER, RT, RetroActionItemModel, RetroCardModel, RetroGroupModel, RetroParticipantModel, RetroSessionModel, RetroVoteModel, iso, ms, type Db } from './models.js';
import type { RetroTemplates } from './templates.js';
import { actionItemView, cardView, groupView, participantView, sessionView, type SessionCounts } from './views.js';

export interface RetroServiceDeps {
  db: Db;
  scopeFor(accountId: string, knex?: Db): TenantScope;
  now(): Date;
  broadcast(room: string, event: string, data: unknown): Promise<void>;
  /** Take a user's sockets out of a room on every instance. */
  evict(room: string, userId: string): Promise<void>;
  capabilities: CapabilityRegistry;
  templates: RetroTemplates;
  log: Logger;
  /** Domain events (outgoing webhooks): retro.completed. */
  events?: EventPublisher;
}

export interface PhaseTimer extends ScheduledTimer {
  phase: RetroPhase;
}

/** Everything about a session, unredacted: what snapshots for each viewer are cut from. */
export interface RetroState {
  session: RetroSessionModel;
  participants: RetroParticipantModel[];
  online: Set<string>;
  /** With their `author`. */
  cards: RetroCardModel[];
  /** Who voted on what: stays on the server. */
  votes: Pick<RetroVoteModel, 'cardId' | 'participantId'>[];
  groups: RetroGroupModel[];
  actionItems: RetroActionItem[];
  previousReview: RetroSnapshot['previousReview'];
}

/** What a timer clears on a session. */
export const NO_TIMER = { timerPhase: null, timerEndsAt: null, timerDuration: null, timerExpiredAt: null } as const;

const CLOSED: readonly RetroSessionStatus[] = ['COMPLETED', 'ARCHIVED'];
export const isClosed = (session: RetroSessionModel) => CLOSED.includes(session.status);
/** Others' cards are blurred while collecting, when the facilitator chose so. */
export const blurActive = (session: RetroSessionModel) => session.currentPhase === 'COLLECT' && session.settings.blurCards;
export const isModerator = (actor: RetroActor, session: RetroSessionModel) => actor.isAdmin || session.facilitatorId === actor.userId;

/**
 * What every retro use case shares (agile.md sections 3-9): finding rows, the facilitator and
 * contributor rules, the whole state of a session and telling its room. Each change is written
 * first, then broadcast; votes never leave the server with their voter, and while cards are
 * blurred each participant is sent only their own cards' content.
 */
export function createRetroCore(deps: RetroServiceDeps) {
  const { now } = deps;
  const presence = createPresence({ db: deps.db, table: RT.presence, participants: RT.participants, log: deps.log, label: 'retro' });
  const timers = new TimerSchedule<PhaseTimer>(now, (timer) => expireTimer(timer));

  const send = async (room: string, event: string, data: unknown) => {
    // The change is committed: a failed broadcast is logged, never reported as a failed change.
    await deps.broadcast(room, event, data).catch((error: unknown) => deps.log.error({ err: error, event }, 'retro broadcast failed'));
  };
  const broadcast = (accountId: string, sessionId: string, event: string, data: unknown) => send(retroRoom(accountId, sessionId), event, data);

  async function findSession(scope: TenantScope, sessionId: string): Promise<RetroSessionModel> {
    const session = await tenantQuery(scope, RetroSessionModel).findById(sessionId);
    if (!session) throw new NotFoundError(RetroErrors.SESSION_NOT_FOUND);
    return session;
  }

  async function participantOf(scope: TenantScope, userId: string, sessionId: string, includeLeft = false): Promise<RetroParticipantModel | undefined> {
    const query = tenantQuery(scope, RetroParticipantModel).where({ session_id: sessionId, user_id: userId });
    if (!includeLeft) query.whereNull('left_at');
    return query.first();
  }

  function assertModerator(actor: RetroActor, session: RetroSessionModel): void {
    if (!isModerator(actor, session)) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
  }

  /** A participant who may write, vote and group (observers only watch). */
  async function contributorOf(actor: RetroActor, scope: TenantScope, sessionId: string, observerText: string = RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE): Promise<RetroParticipantModel> {
    const participant = await participantOf(scope, actor.userId, sessionId);
    if (!participant) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    if (participant.role === 'OBSERVER' || !actor.canContribute) throw new ForbiddenError(observerText);
    return participant;
  }

  async function userDisplayName(scope: TenantScope, userId: string): Promise<string> {
    const directory = await directoryFor(deps.capabilities, scope.accountId);
    return (await directory.people(scope.accountId, [userId], { trx: scope.knex })).get(userId)?.name ?? 'Member';
  }

  /** Action items as the API answers them: their assignees named from the directory (one lookup for them all). */
  async function namedActionItems(scope: TenantScope, items: RetroActionItemModel[]): Promise<RetroActionItem[]> {
    const assignees = items.map((item) => item.assigneeId).filter((id): id is string => id !== null);
    const people = assignees.length ? await (await directoryFor(deps.capabilities, scope.accountId)).people(scope.accountId, assignees, { trx: scope.knex }) : new Map();
    return items.map((item) => actionItemView(item, item.assigneeId ? (people.get(item.assigneeId)?.name ?? null) : null));
  }

  const actionItemsOf = (scope: TenantScope, sessionId: string) => tenantQuery(scope, RetroActionItemModel).where('session_id', sessionId).orderBy(IN_ORDER('created_at'));
  const cardsOf = (scope: TenantScope) => tenantQuery(scope, RetroCardModel).withGraphFetched('author').orderBy(IN_ORDER('created_at'));

  async function countsFor(scope: TenantScope, ids: string[]): Promise<Map<string, SessionCounts>> {
    const counts = new Map(ids.map((id) => [id, { participants: 0, cards: 0, actionItems: 0 }]));
    if (!ids.length) return counts;
    const count = async (table: string, field: keyof SessionCounts, active = false) => {
      const query = scope.table(table).whereIn('session_id', ids);
      if (active) query.whereNull('left_at');
      const rows = (await query.groupBy('session_id').select('session_id', scope.knex.raw('count(*)::int as n'))) as unknown as { session_id: string; n: number }[];
      for (const row of rows) counts.get(row.session_id)![field] = Number(row.n);
    };
    await count(RT.participants, 'participants', true);
    await count(RT.cards, 'cards');
    await count(RT.actionItems, 'actionItems');
    return counts;
  }

  async function viewOf(scope: TenantScope, session: RetroSessionModel) {
    return sessionView(session, (await countsFor(scope, [session.id])).get(session.id)!);
  }

  function timerOf(session: RetroSessionModel): RetroTimerState | null {
    const endsAt = ms(session.timerEndsAt);
    const set = endsAt !== null && session.timerPhase ? { accountId: session.accountId, sessionId: session.id, phase: session.timerPhase, endsAt } : null;
    const timer = runningTimer(set, Boolean(session.timerExpiredAt), now(), expireTimer);
    return timer && { phase: timer.phase, endsAt: timer.endsAt, durationSeconds: Number(session.timerDuration ?? 0) };
  }

  /** The previous retro of the same team (completed before this one was created) and its open action items. */
  async function previousReviewOf(scope: TenantScope, session: RetroSessionModel): Promise<RetroSnapshot['previousReview']> {
    if (!session.teamId) return null;
    const previous = await tenantQuery(scope, RetroSessionModel)
      .where('team_id', session.teamId)
      .whereNot('id', session.id)
      .whereIn('status', CLOSED)
      .whereRaw('(created_at, seq) < (?, ?)', [new Date(session.createdAt), session.seq])
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }])
      .first();
    if (!previous) return null;
    const items = await namedActionItems(scope, await actionItemsOf(scope, previous.id).whereIn('status', OPEN_ACTION_ITEM_STATUSES));
    return { sessionId: previous.id, name: previous.name, completedAt: iso(previous.completedAt), actionItems: items };
  }

  async function loadState(scope: TenantScope, session: RetroSessionModel): Promise<RetroState> {
    const participants = await tenantQuery(scope, RetroParticipantModel).where('session_id', session.id).whereNull('left_at').orderBy(IN_ORDER('joined_at'));
    const cards = await cardsOf(scope).where(`${RT.cards}.session_id`, session.id);
    const votes = await tenantQuery(scope, RetroVoteModel).where('session_id', session.id).select('card_id', 'participant_id');
    const groups = await tenantQuery(scope, RetroGroupModel).where('session_id', session.id).orderBy(IN_ORDER('created_at'));
    const actionItems = await namedActionItems(scope, await actionItemsOf(scope, session.id));
    return { session, participants, online: await presence.online(scope, session.id), cards, votes, groups, actionItems, previousReview: await previousReviewOf(scope, session) };
  }

  function voteCounts(votes: RetroState['votes']): Map<string, number> {
    const counts = new Map<string, number>();
    for (const vote of votes) counts.set(vote.cardId, (counts.get(vote.cardId) ?? 0) + 1);
    return counts;
  }

  /** The state as one viewer (a participant, or nobody) may see it. */
  function snapshotFor(state: RetroState, viewer: RetroParticipantModel | null, actor: RetroActor | null): RetroSnapshot {
    const { session } = state;
    const { settings } = session;
    const counts = voteCounts(state.votes);
    const blur = blurActive(session);
    const mine = viewer ? state.votes.filter((vote) => vote.participantId === viewer.id).map((vote) => vote.cardId) : [];
    const myCards = viewer ? state.cards.filter((card) => card.participantId === viewer.id).length : 0;
    return {
      session: sessionView(session, { participants: state.participants.length, cards: state.cards.length, actionItems: state.actionItems.length }),
      participants: state.participants.map((participant) => participantView(participant, state.online.has(participant.id))),
      cards: state.cards.map((card) => cardView(card, counts.get(card.id) ?? 0, blur && card.participantId !== viewer?.id)),
      groups: state.groups.map((group) => groupView(group, state.cards, counts)),
      actionItems: state.actionItems,
      previousReview: state.previousReview,
      timer: timerOf(session),
      voteCount: state.votes.length,
      voterCount: new Set(state.votes.map((vote) => vote.participantId)).size,
      me: {
        participantId: viewer?.id ?? null,
        role: viewer?.role ?? null,
        votedCardIds: mine,
        votesRemaining: viewer && viewer.role !== 'OBSERVER' ? Math.max(0, settings.votesPerParticipant - mine.length) : 0,
        cardCount: myCards,
        cardsRemaining: settings.maxCardsPerParticipant === null ? null : Math.max(0, settings.maxCardsPerParticipant - myCards),
        canModerate: actor ? isModerator(actor, session) : false,
      },
      serverTime: now().getTime(),
    };
  }

  /**
   * Send an event whose content depends on the viewer: while cards are blurred, each participant
   * gets their own copy in their own room; otherwise the room gets one.
   */
  async function deliver(session: RetroSessionModel, participants: readonly RetroParticipantModel[], event: string, make: (viewer: RetroParticipantModel | null) => unknown): Promise<void> {
    if (!blurActive(session)) return broadcast(session.accountId, session.id, event, make(null));
    await Promise.all(participants.map((participant) => send(retroParticipantRoom(session.accountId, session.id, participant.id), event, make(participant))));
  }

  /** Tell the room what changed, with the new state (without anyone's `me`). */
  async function publishChange(accountId: string, sessionId: string, change: RetroChange): Promise<void> {
    const scope = deps.scopeFor(accountId);
    const session = await tenantQuery(scope, RetroSessionModel).findById(sessionId);
    if (!session) return;
    const state = await loadState(scope, session);
    await deliver(session, state.participants, RetroEvents.CHANGED, (viewer) => {
      const { me: _me, ...snapshot } = snapshotFor(state, viewer, null);
      return { sessionId, change, snapshot };
    });
  }

  async function publishCard(scope: TenantScope, sessionId: string, action: 'added' | 'updated', cardId: string): Promise<RetroCard> {
    const session = await findSession(scope, sessionId);
    const card = (await cardsOf(scope).findById(cardId))!;
    const votes = await tenantQuery(scope, RetroVoteModel).where('card_id', cardId).resultSize();
    const participants = blurActive(session) ? await tenantQuery(scope, RetroParticipantModel).where('session_id', sessionId).whereNull('left_at') : [];
    await deliver(session, participants, RetroEvents.CARD, (viewer) => ({ sessionId, action, card: cardView(card, votes, viewer !== null && viewer.id !== card.participantId) }));
    return cardView(card, votes, false);
  }

  async function publishGroups(scope: TenantScope, sessionId: string, groupIds: readonly string[], deletedIds: readonly string[] = []): Promise<RetroGroup[]> {
    const views: RetroGroup[] = [];
    if (groupIds.length) {
      const groups = await tenantQuery(scope, RetroGroupModel).whereIn('id', groupIds);
      const cards = await tenantQuery(scope, RetroCardModel).whereIn('group_id', groupIds).orderBy(IN_ORDER('created_at'));
      const votes = cards.length ? await tenantQuery(scope, RetroVoteModel).whereIn('card_id', cards.map((card) => card.id)).select('card_id', 'participant_id') : [];
      const counts = voteCounts(votes);
      for (const group of groups) views.push(groupView(group, cards, counts));
    }
    for (const group of views) await broadcast(scope.accountId, sessionId, RetroEvents.GROUP, { sessionId, group });
    for (const deletedId of deletedIds) await broadcast(scope.accountId, sessionId, RetroEvents.GROUP, { sessionId, deletedId });
    return views;
  }

  /** A phase timer is due: exactly one instance marks it expired and tells the room. */
  function expireTimer(timer: PhaseTimer): Promise<void> {
    return expireOnce(
      async () => tenantQuery(deps.scopeFor(timer.accountId), RetroSessionModel).where({ id: timer.sessionId, timer_ends_at: new Date(timer.endsAt) }).whereNull('timer_expired_at').patch({ timerExpiredAt: now() }),
      () => broadcast(timer.accountId, timer.sessionId, RetroEvents.TIMER_EXPIRED, { sessionId: timer.sessionId, phase: timer.phase, serverTime: now().getTime() }),
      (error) => deps.log.warn({ err: error, sessionId: timer.sessionId }, 'could not expire the retro timer'),
    );
  }

  return {
    deps,
    now,
    presence,
    timers,
    send,
    broadcast,
    findSession,
    participantOf,
    assertModerator,
    contributorOf,
    userDisplayName,
    namedActionItems,
    actionItemsOf,
    cardsOf,
    countsFor,
    viewOf,
    timerOf,
    loadState,
    voteCounts,
    snapshotFor,
    publishChange,
    publishCard,
    publishGroups,
  };
}

export type RetroCore = ReturnType<typeof createRetroCore>;
