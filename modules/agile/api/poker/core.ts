import { tenantQuery } from '@suite/sdk/server';
import { ConflictError, ForbiddenError, NotFoundError, directoryFor, type CapabilityRegistry, type EventPublisher, type FeatureChecker, type FeatureKey, type GuestIssuer, type Logger, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { PokerEvents, pokerRoom, type PokerChange, type PokerSnapshot, type PokerTimerState, type PokerVoteView, type RevealSummary } from '../../shared/poker.js';
import { createPresence } from '../live/presence.js';
import { TimerSchedule, type ScheduledTimer } from '../live/timers.js';
import { assertGuestScope, type PokerActor } from './actor.js';
import { summarize } from './estimates.js';
import { PokerParticipantModel, PokerSessionModel, PokerStoryModel, PokerVoteModel, T, ms, type Db } from './models.js';
import { participantView, sessionView, storyView, type SessionCounts } from './views.js';

export interface PokerServiceDeps {
  db: Db;
  scopeFor(accountId: string, knex?: Db): TenantScope;
  now(): Date;
  broadcast(room: string, event: string, data: unknown): Promise<void>;
  /** Take a user's (or guest's) sockets out of a room on every instance. */
  evict(room: string, userId: string): Promise<void>;
  capabilities: CapabilityRegistry;
  guests: GuestIssuer;
  features: FeatureChecker;
  /** The agile module's flag (guest links check it: they bypass the plugin gate). */
  feature: FeatureKey;
  log: Logger;
  /** Domain events (outgoing webhooks): poker.estimate.saved. */
  events?: EventPublisher;
}

export interface RunningTimer extends ScheduledTimer {
  storyId: string;
}

/** What a timer clears on a session. */
export const NO_TIMER = { timerStoryId: null, timerEndsAt: null, timerDuration: null, timerExpiredAt: null } as const;

const STORY_ORDER = [{ column: 'sort_order' }, { column: 'created_at' }];

/**
 * What every poker use case shares (agile.md sections 3-8): finding rows, the moderator rule,
 * the whole state of a session and telling its room. Each change is written first, then
 * broadcast; votes never leave the server with their values before the reveal.
 */
export function createPokerCore(deps: PokerServiceDeps) {
  const { now } = deps;
  const presence = createPresence({ db: deps.db, table: T.presence, participants: T.participants, log: deps.log, label: 'poker' });
  const timers = new TimerSchedule<RunningTimer>(now, (timer) => expireTimer(timer));

  async function broadcast(accountId: string, sessionId: string, event: string, data: unknown): Promise<void> {
    // The change is committed: a failed broadcast is logged, never reported as a failed change.
    await deps.broadcast(pokerRoom(accountId, sessionId), event, data).catch((error: unknown) => deps.log.error({ err: error, event }, 'poker broadcast failed'));
  }

  async function findSession(scope: TenantScope, sessionId: string): Promise<PokerSessionModel> {
    const session = await tenantQuery(scope, PokerSessionModel).findById(sessionId);
    if (!session) throw new NotFoundError(PokerErrors.SESSION_NOT_FOUND);
    return session;
  }

  async function findStory(scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStoryModel> {
    const story = await tenantQuery(scope, PokerStoryModel).findOne({ id: storyId, session_id: sessionId });
    if (!story) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
    return story;
  }

  const storiesOf = (scope: TenantScope, sessionId: string) => tenantQuery(scope, PokerStoryModel).where('session_id', sessionId).orderBy(STORY_ORDER);

  /** The actor's own participant in a session (a guest's is the one of their pass). */
  async function participantOf(scope: TenantScope, actor: PokerActor, sessionId: string, includeLeft = false): Promise<PokerParticipantModel | undefined> {
    const query = tenantQuery(scope, PokerParticipantModel).where('session_id', sessionId);
    if (actor.guest) query.where('id', actor.guest.participantId);
    else query.where('user_id', actor.userId!);
    if (!includeLeft) query.whereNull('left_at');
    return query.first();
  }

  async function loadSessionFor(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<PokerSessionModel> {
    assertGuestScope(actor, sessionId);
    return findSession(scope, sessionId);
  }

  /** Account admins drive every session; its facilitator theirs (unless an account observer). */
  const isModerator = (actor: PokerActor, session: PokerSessionModel) => actor.isAdmin || (actor.canDrive && actor.userId !== null && session.facilitatorId === actor.userId);

  function assertModerator(actor: PokerActor, session: PokerSessionModel): void {
    if (!isModerator(actor, session)) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
  }

  function assertOpen(session: PokerSessionModel): void {
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED_READ_ONLY);
  }

  async function userDisplayName(scope: TenantScope, userId: string): Promise<string> {
    const directory = await directoryFor(deps.capabilities, scope.accountId);
    return (await directory.people(scope.accountId, [userId], { trx: scope.knex })).get(userId)?.name ?? 'Member';
  }

  async function countsFor(scope: TenantScope, sessionIds: string[]): Promise<Map<string, SessionCounts>> {
    const counts = new Map(sessionIds.map((id) => [id, { participants: 0, stories: 0, estimated: 0 }]));
    if (sessionIds.length === 0) return counts;
    const participants = (await scope
      .table(T.participants)
      .whereIn('session_id', sessionIds)
      .whereNull('left_at')
      .groupBy('session_id')
      .select('session_id', scope.knex.raw('count(*)::int as n'))) as unknown as { session_id: string; n: number }[];
    for (const row of participants) counts.get(row.session_id)!.participants = Number(row.n);
    const stories = (await scope
      .table(T.stories)
      .whereIn('session_id', sessionIds)
      .groupBy('session_id')
      .select('session_id', scope.knex.raw('count(*)::int as n'), scope.knex.raw("count(*) filter (where status = 'ESTIMATED')::int as estimated"))) as unknown as { session_id: string; n: number; estimated: number }[];
    for (const row of stories) Object.assign(counts.get(row.session_id)!, { stories: Number(row.n), estimated: Number(row.estimated) });
    return counts;
  }

  async function viewOf(scope: TenantScope, session: PokerSessionModel) {
    return sessionView(session, (await countsFor(scope, [session.id])).get(session.id)!);
  }

  function timerOf(session: PokerSessionModel): PokerTimerState | null {
    const endsAt = ms(session.timerEndsAt);
    if (endsAt === null || session.timerExpiredAt || !session.timerStoryId) return null;
    if (endsAt <= now().getTime()) {
      // Due but not yet noticed (another instance, or a restart): expire it now.
      void expireTimer({ accountId: session.accountId, sessionId: session.id, storyId: session.timerStoryId, endsAt });
      return null;
    }
    return { storyId: session.timerStoryId, endsAt, durationSeconds: Number(session.timerDuration ?? 0) };
  }

  const votesOf = (scope: TenantScope, storyId: string, round: number) => tenantQuery(scope, PokerVoteModel).where({ story_id: storyId, round }).orderBy('first_cast_at');
  const revealed = (story: PokerStoryModel) => story.status === 'VOTED' || story.status === 'ESTIMATED';

  /** The whole state of a session, for one viewer (their participant) or for the room (none). */
  async function buildSnapshot(scope: TenantScope, session: PokerSessionModel, viewer: PokerParticipantModel | null): Promise<PokerSnapshot> {
    const participants = await tenantQuery(scope, PokerParticipantModel).where('session_id', session.id).whereNull('left_at').orderBy('joined_at');
    const online = await presence.online(scope, session.id);
    const stories = await storiesOf(scope, session.id);
    const estimated = stories.filter((story) => story.status === 'ESTIMATED').length;
    const current = stories.find((story) => story.id === session.currentStoryId) ?? null;
    let votes: PokerVoteView[] = [];
    let reveal: RevealSummary | null = null;
    let myVote: string | null = null;
    if (current) {
      const rows = await votesOf(scope, current.id, Number(current.round));
      const open = revealed(current);
      votes = rows.map((row) => (open ? { participantId: row.participantId, hasVoted: true, value: row.value, confidence: row.confidence } : { participantId: row.participantId, hasVoted: true }));
      if (open) reveal = summarize(session.votingSystem, current.id, Number(current.round), rows.map((row) => ({ participantId: row.participantId, value: row.value, confidence: row.confidence })));
      myVote = viewer ? (rows.find((row) => row.participantId === viewer.id)?.value ?? null) : null;
    }
    return {
      session: sessionView(session, { participants: participants.length, stories: stories.length, estimated }),
      participants: participants.map((row) => participantView(row, online.has(row.id))),
      stories: stories.map(storyView),
      currentStoryId: session.currentStoryId,
      votes,
      reveal,
      timer: timerOf(session),
      me: { participantId: viewer?.id ?? null, role: viewer?.role ?? null, vote: myVote },
      serverTime: now().getTime(),
    };
  }

  /** Tell the room what changed, with the new state (without anyone's `me`). */
  async function publishChange(accountId: string, sessionId: string, change: PokerChange): Promise<void> {
    const scope = deps.scopeFor(accountId);
    const session = await tenantQuery(scope, PokerSessionModel).findById(sessionId);
    if (!session) return;
    const { me: _me, ...snapshot } = await buildSnapshot(scope, session, null);
    await broadcast(accountId, sessionId, PokerEvents.CHANGED, { sessionId, change, snapshot });
  }

  /** Stop a session's timer and tell the room. */
  async function timerStopped(accountId: string, sessionId: string): Promise<void> {
    timers.cancel(sessionId);
    await broadcast(accountId, sessionId, PokerEvents.TIMER, { sessionId, timer: null, serverTime: now().getTime() });
  }

  /** A timer is due: exactly one instance marks it expired and tells the room. */
  async function expireTimer(timer: RunningTimer): Promise<void> {
    try {
      const marked = await tenantQuery(deps.scopeFor(timer.accountId), PokerSessionModel)
        .where({ id: timer.sessionId, timer_ends_at: new Date(timer.endsAt) })
        .whereNull('timer_expired_at')
        .patch({ timerExpiredAt: now() });
      if (marked) await broadcast(timer.accountId, timer.sessionId, PokerEvents.TIMER_EXPIRED, { sessionId: timer.sessionId, storyId: timer.storyId, serverTime: now().getTime() });
    } catch (error) {
      deps.log.warn({ err: error, sessionId: timer.sessionId }, 'could not expire the poker timer');
    }
  }

  return {
    deps,
    now,
    presence,
    timers,
    broadcast,
    findSession,
    findStory,
    storiesOf,
    participantOf,
    loadSessionFor,
    isModerator,
    assertModerator,
    assertOpen,
    userDisplayName,
    countsFor,
    viewOf,
    votesOf,
    buildSnapshot,
    publishChange,
    timerStopped,
  };
}

export type PokerCore = ReturnType<typeof createPokerCore>;
