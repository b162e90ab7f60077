import { BACKLOG, ConflictError, FeatureErrors, ForbiddenError, NotFoundError, BusinessRuleError, ValidationError, directoryFor, type CapabilityRegistry, type FeatureChecker, type FeatureKey, type GuestIssuer, type Logger, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { assertAgileLimit } from '../usage.js';
import type { Static } from '@suite/sdk/schemas';
import {
  PokerEvents,
  POKER_STORY_LIMIT,
  pokerGuestScope,
  pokerRoom,
  type CreatePokerSessionBody,
  type JoinBody,
  type PokerChange,
  type PokerGuestPass,
  type PokerJoinInfo,
  type PokerParticipantRole,
  type PokerSessionList,
  type PokerSessionStatus,
  type PokerSettings,
  type PokerSnapshot,
  type PokerStory,
  type PokerStoryComment,
  type PokerTimerState,
  type PokerVoteView,
  type RevealSummary,
  type SimilarEstimates,
  type StoryBody,
  type UpdatePokerSessionBody,
  type UpdateStoryBody,
  type VotingSystem,
} from '../../shared/poker.js';
import { assertGuestScope, type PokerActor } from './actor.js';
import { cardFor, summarize } from './estimates.js';
import {
  T,
  commentView,
  iso,
  json,
  ms,
  num,
  participantView,
  sessionView,
  storyView,
  type CommentRow,
  type Db,
  type ParticipantRow,
  type SessionRow,
  type StoryRow,
  type VoteRow,
} from './rows.js';
import { TimerSchedule, type RunningTimer } from './timers.js';
import { createVotingSystems } from './voting-systems.js';

type UpdateSessionInput = Static<typeof UpdatePokerSessionBody>;
type StoryInput = Static<typeof StoryBody>;
type UpdateStoryInput = Static<typeof UpdateStoryBody>;
type JoinInput = Static<typeof JoinBody>;

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
}

export const GUEST_PASS_SECONDS = 12 * 60 * 60;
/** A socket's presence counts while its instance refreshed it within this window. */
export const PRESENCE_FRESH_SECONDS = 90;
const SIMILAR_PER_ESTIMATE = 3;
const MIN_TIMER_SECONDS = 10;
const MAX_TIMER_SECONDS = 3600;

const isModerator = (actor: PokerActor, session: SessionRow) => actor.isAdmin || (actor.userId !== null && session.facilitator_id === actor.userId);

function checkSettings(settings: Partial<PokerSettings> | undefined): PokerSettings | undefined {
  if (!settings) return undefined;
  const enableTimer = settings.enableTimer ?? false;
  const timerDuration = settings.timerDuration ?? null;
  if (enableTimer && timerDuration == null) throw new ValidationError(PokerErrors.TIMER_DURATION_REQUIRED);
  return { enableTimer, timerDuration, autoReveal: settings.autoReveal ?? false };
}

function checkEstimate(estimate: unknown): number {
  if (typeof estimate !== 'number' || !Number.isFinite(estimate) || estimate < 0) throw new ValidationError(PokerErrors.ESTIMATE_NEGATIVE);
  return Math.round(estimate * 100) / 100;
}

/**
 * Planning poker (agile.md sections 3-8): every rule and text lives here, and REST routes and
 * socket events call the same functions. Each change is written first, then broadcast to the
 * session's room; votes never leave the server with their values before the reveal.
 */
export function createPokerService(deps: PokerServiceDeps) {
  const { db, now } = deps;
  const votingSystems = createVotingSystems();
  const timers = new TimerSchedule(now, (timer) => expireTimer(timer));

  const broadcast = async (accountId: string, sessionId: string, event: string, data: unknown) => {
    // The change is committed: a failed broadcast is logged, never reported as a failed change.
    await deps.broadcast(pokerRoom(accountId, sessionId), event, data).catch((error: unknown) => deps.log.error({ err: error, event }, 'poker broadcast failed'));
  };

  // ---------- reading ----------

  async function findSession(scope: TenantScope, sessionId: string): Promise<SessionRow> {
    const row = (await scope.table<SessionRow>(T.sessions).where('id', sessionId).first()) as SessionRow | undefined;
    if (!row) throw new NotFoundError(PokerErrors.SESSION_NOT_FOUND);
    return row;
  }

  async function findStory(scope: TenantScope, sessionId: string, storyId: string): Promise<StoryRow> {
    const row = (await scope.table<StoryRow>(T.stories).where({ id: storyId, session_id: sessionId }).first()) as StoryRow | undefined;
    if (!row) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
    return row;
  }

  /** The actor's own participant row in a session (a guest's is the one of their pass). */
  async function participantOf(scope: TenantScope, actor: PokerActor, sessionId: string, includeLeft = false): Promise<ParticipantRow | undefined> {
    const query = scope.table<ParticipantRow>(T.participants).where('session_id', sessionId);
    if (actor.guest) query.where('id', actor.guest.participantId);
    else query.where('user_id', actor.userId);
    if (!includeLeft) query.whereNull('left_at');
    return (await query.first()) as ParticipantRow | undefined;
  }

  async function loadSessionFor(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<SessionRow> {
    assertGuestScope(actor, sessionId);
    return findSession(scope, sessionId);
  }

  function assertModerator(actor: PokerActor, session: SessionRow): void {
    if (!isModerator(actor, session)) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
  }

  function assertOpen(session: SessionRow): void {
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED_READ_ONLY);
  }

  async function userDisplayName(scope: TenantScope, userId: string): Promise<string> {
    const directory = await directoryFor(deps.capabilities, scope.accountId);
    return (await directory.people(scope.accountId, [userId], { trx: scope.knex })).get(userId)?.name ?? 'Member';
  }

  async function countsFor(scope: TenantScope, sessionIds: string[]): Promise<Map<string, { participants: number; stories: number; estimated: number }>> {
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
      .select('session_id', scope.knex.raw('count(*)::int as n'), scope.knex.raw("count(*) filter (where status = 'ESTIMATED')::int as estimated"))) as unknown as {
      session_id: string;
      n: number;
      estimated: number;
    }[];
    for (const row of stories) Object.assign(counts.get(row.session_id)!, { stories: Number(row.n), estimated: Number(row.estimated) });
    return counts;
  }

  async function viewOf(scope: TenantScope, session: SessionRow) {
    return sessionView(session, (await countsFor(scope, [session.id])).get(session.id)!);
  }

  async function onlineParticipantIds(scope: TenantScope, sessionId: string): Promise<Set<string>> {
    const rows = (await scope
      .table(T.presence)
      .where('session_id', sessionId)
      .where('seen_at', '>', scope.knex.raw(`now() - interval '${PRESENCE_FRESH_SECONDS} seconds'`))
      .distinct('participant_id')) as { participant_id: string }[];
    return new Set(rows.map((row) => row.participant_id));
  }

  function timerOf(session: SessionRow): PokerTimerState | null {
    const endsAt = ms(session.timer_ends_at);
    if (endsAt === null || session.timer_expired_at || !session.timer_story_id) return null;
    if (endsAt <= now().getTime()) {
      // Due but not yet noticed (another instance, or a restart): expire it now.
      void expireTimer({ accountId: session.account_id, sessionId: session.id, storyId: session.timer_story_id, endsAt });
      return null;
    }
    return { storyId: session.timer_story_id, endsAt, durationSeconds: Number(session.timer_duration ?? 0) };
  }

  async function votesOf(scope: TenantScope, storyId: string, round: number): Promise<VoteRow[]> {
    return (await scope.table<VoteRow>(T.votes).where({ story_id: storyId, round }).orderBy('first_cast_at')) as VoteRow[];
  }

  const revealed = (story: StoryRow) => story.status === 'VOTED' || story.status === 'ESTIMATED';

  /** The whole state of a session, for one viewer (their participant) or for the room (none). */
  async function buildSnapshot(scope: TenantScope, session: SessionRow, viewer: ParticipantRow | null): Promise<PokerSnapshot> {
    const participants = (await scope.table<ParticipantRow>(T.participants).where('session_id', session.id).whereNull('left_at').orderBy('joined_at')) as ParticipantRow[];
    const online = await onlineParticipantIds(scope, session.id);
    const stories = (await scope.table<StoryRow>(T.stories).where('session_id', session.id).orderBy([{ column: 'sort_order' }, { column: 'created_at' }])) as StoryRow[];
    const estimated = stories.filter((story) => story.status === 'ESTIMATED').length;
    const current = stories.find((story) => story.id === session.current_story_id) ?? null;
    const system = json<VotingSystem>(session.voting_system);
    let votes: PokerVoteView[] = [];
    let reveal: RevealSummary | null = null;
    let myVote: string | null = null;
    if (current) {
      const rows = await votesOf(scope, current.id, Number(current.round));
      const open = revealed(current);
      votes = rows.map((row) => (open ? { participantId: row.participant_id, hasVoted: true, value: row.value, confidence: row.confidence } : { participantId: row.participant_id, hasVoted: true }));
      if (open) reveal = summarize(system, current.id, Number(current.round), rows.map((row) => ({ participantId: row.participant_id, value: row.value, confidence: row.confidence })));
      myVote = viewer ? (rows.find((row) => row.participant_id === viewer.id)?.value ?? null) : null;
    }
    return {
      session: sessionView(session, { participants: participants.length, stories: stories.length, estimated }),
      participants: participants.map((row) => participantView(row, online.has(row.id))),
      stories: stories.map(storyView),
      currentStoryId: session.current_story_id,
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
    const session = (await scope.table<SessionRow>(T.sessions).where('id', sessionId).first()) as SessionRow | undefined;
    if (!session) return;
    const { me: _me, ...snapshot } = await buildSnapshot(scope, session, null);
    await broadcast(accountId, sessionId, PokerEvents.CHANGED, { sessionId, change, snapshot });
  }

  // ---------- sessions ----------

  async function listSessions(scope: TenantScope, query: { status?: PokerSessionStatus; limit: number; offset: number }): Promise<PokerSessionList> {
    const base = () => {
      const q = scope.table<SessionRow>(T.sessions);
      if (query.status) q.where('status', query.status);
      return q;
    };
    const rows = (await base().orderBy('created_at', 'desc').orderBy('id').limit(query.limit).offset(query.offset)) as SessionRow[];
    const [{ total }] = (await base().count<{ total: number }[]>('* as total')) as { total: number }[];
    const counts = await countsFor(scope, rows.map((row) => row.id));
    return { sessions: rows.map((row) => sessionView(row, counts.get(row.id)!)), total: Number(total) };
  }

  async function createSession(actor: PokerActor, scope: TenantScope, input: Static<typeof CreatePokerSessionBody>) {
    if (!actor.canCreate || !actor.userId) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
    const settings = checkSettings(input.settings) ?? { enableTimer: false, timerDuration: null, autoReveal: false };
    const titles = (input.stories ?? []).map((title) => title.trim()).filter(Boolean);
    if (titles.length > POKER_STORY_LIMIT) throw new BusinessRuleError(PokerErrors.STORY_LIMIT);
    const system = await votingSystems.resolve(scope, input.votingSystemId ?? 'fibonacci');
    await assertAgileLimit(deps.capabilities, scope, 'sessionsPerMonth', now());
    const displayName = await userDisplayName(scope, actor.userId);
    const at = now();
    const session = await scope.transaction(async (trx) => {
      const [row] = (await trx
        .insert(T.sessions, {
          name: input.name.trim(),
          description: input.description ?? null,
          status: 'DRAFT',
          facilitator_id: actor.userId,
          team_id: input.teamId ?? null,
          voting_system_id: system.id,
          voting_system: JSON.stringify(system),
          settings: JSON.stringify(settings),
          created_by: actor.userId,
          created_at: at,
          updated_at: at,
        })
        .returning('*')) as unknown as SessionRow[];
      await trx.insert(T.participants, { session_id: row!.id, user_id: actor.userId, display_name: displayName, role: 'FACILITATOR', joined_at: at });
      if (titles.length) await trx.insert(T.stories, titles.map((title, index) => ({ session_id: row!.id, title, sort_order: index, created_at: at, updated_at: at })));
      return row!;
    });
    return viewOf(scope, session);
  }

  async function getSnapshot(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<PokerSnapshot> {
    const session = await loadSessionFor(actor, scope, sessionId);
    return buildSnapshot(scope, session, (await participantOf(scope, actor, sessionId)) ?? null);
  }

  async function startSession(actor: PokerActor, scope: TenantScope, sessionId: string) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'ACTIVE') return viewOf(scope, session);
    if (session.status !== 'DRAFT') throw new ConflictError(PokerErrors.sessionTransition(session.status, 'ACTIVE'));
    const first = (await scope.table<StoryRow>(T.stories).where('session_id', sessionId).orderBy([{ column: 'sort_order' }, { column: 'created_at' }]).first('id')) as { id: string } | undefined;
    const [row] = (await scope
      .table(T.sessions)
      .where('id', sessionId)
      .update({ status: 'ACTIVE', started_at: now(), updated_at: now(), current_story_id: session.current_story_id ?? first?.id ?? null })
      .returning('*')) as unknown as SessionRow[];
    await publishChange(scope.accountId, sessionId, 'session_started');
    return viewOf(scope, row!);
  }

  async function completeSession(actor: PokerActor, scope: TenantScope, sessionId: string) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'COMPLETED') return viewOf(scope, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(PokerErrors.sessionTransition(session.status, 'COMPLETED'));
    const [row] = (await scope
      .table(T.sessions)
      .where('id', sessionId)
      .update({ status: 'COMPLETED', completed_at: now(), updated_at: now(), timer_story_id: null, timer_ends_at: null, timer_duration: null, timer_expired_at: null })
      .returning('*')) as unknown as SessionRow[];
    timers.cancel(sessionId);
    await publishChange(scope.accountId, sessionId, 'session_completed');
    return viewOf(scope, row!);
  }

  async function updateSession(actor: PokerActor, scope: TenantScope, sessionId: string, input: UpdateSessionInput) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const { status, ...fields } = input;
    const changesFields = Object.keys(fields).length > 0;
    if (changesFields) assertOpen(session);
    if (status && status !== session.status && !((session.status === 'DRAFT' && status === 'ACTIVE') || (session.status === 'ACTIVE' && status === 'COMPLETED'))) {
      throw new ConflictError(PokerErrors.sessionTransition(session.status, status));
    }
    const patch: Record<string, unknown> = {};
    if (fields.name !== undefined) patch.name = fields.name.trim();
    if (fields.description !== undefined) patch.description = fields.description;
    if (fields.settings !== undefined) patch.settings = JSON.stringify(checkSettings(fields.settings));
    if (fields.votingSystemId !== undefined && fields.votingSystemId !== session.voting_system_id) {
      const system = await votingSystems.resolve(scope, fields.votingSystemId);
      const voting = await scope.table(T.stories).where({ session_id: sessionId, status: 'VOTING' }).first('id');
      if (voting) throw new ConflictError(PokerErrors.VOTING_SYSTEM_LOCKED);
      Object.assign(patch, { voting_system_id: system.id, voting_system: JSON.stringify(system) });
    }
    if (fields.facilitatorId !== undefined && fields.facilitatorId !== session.facilitator_id) {
      const next = (await scope.table<ParticipantRow>(T.participants).where({ session_id: sessionId, user_id: fields.facilitatorId }).whereNull('left_at').first()) as ParticipantRow | undefined;
      if (!next) throw new BusinessRuleError(PokerErrors.FACILITATOR_MUST_BE_MEMBER);
      await handOver(scope, session, next);
    }
    if (Object.keys(patch).length) {
      await scope.table(T.sessions).where('id', sessionId).update({ ...patch, updated_at: now() });
      await publishChange(scope.accountId, sessionId, 'session_updated');
    } else if (fields.facilitatorId !== undefined) await publishChange(scope.accountId, sessionId, 'participant_role');
    if (status === 'ACTIVE' && session.status === 'DRAFT') return startSession(actor, scope, sessionId);
    if (status === 'COMPLETED' && session.status === 'ACTIVE') return completeSession(actor, scope, sessionId);
    return viewOf(scope, await findSession(scope, sessionId));
  }

  /** The new facilitator takes the role; the previous one becomes a participant. */
  async function handOver(scope: TenantScope, session: SessionRow, next: ParticipantRow): Promise<void> {
    if (!next.user_id) throw new BusinessRuleError(PokerErrors.FACILITATOR_MUST_BE_MEMBER);
    await scope.transaction(async (trx) => {
      await trx.table(T.participants).where({ session_id: session.id, role: 'FACILITATOR' }).update({ role: 'PARTICIPANT' });
      await trx.table(T.participants).where('id', next.id).update({ role: 'FACILITATOR' });
      await trx.table(T.sessions).where('id', session.id).update({ facilitator_id: next.user_id, updated_at: now() });
    });
  }

  async function deleteSession(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'ACTIVE') throw new ConflictError(PokerErrors.CANNOT_DELETE_ACTIVE);
    await scope.table(T.sessions).where('id', sessionId).delete();
    timers.cancel(sessionId);
    return { deleted: true };
  }

  // ---------- participants ----------

  async function insertParticipant(scope: TenantScope, session: SessionRow, values: { userId: string | null; displayName: string; role: PokerParticipantRole }): Promise<ParticipantRow> {
    const [row] = (await scope
      .insert(T.participants, { session_id: session.id, user_id: values.userId, display_name: values.displayName, role: values.role, joined_at: now() })
      .returning('*')) as unknown as ParticipantRow[];
    return row!;
  }

  /** Join as a member (REST join; the socket's join calls it for someone not in the session yet). */
  async function joinSession(
    actor: PokerActor,
    scope: TenantScope,
    sessionId: string,
    input: JoinInput = {},
    options: { announce?: boolean } = {},
  ): Promise<{ participant: ParticipantRow; snapshot: PokerSnapshot }> {
    const session = await loadSessionFor(actor, scope, sessionId);
    const existing = await participantOf(scope, actor, sessionId, true);
    if (existing && !existing.left_at) throw new ConflictError(PokerErrors.ALREADY_PARTICIPANT);
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED);
    if (actor.guest && !existing) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    // Account observers only watch; everyone else joins as asked (PARTICIPANT by default).
    const role: PokerParticipantRole = !actor.canVote ? 'OBSERVER' : (input.role ?? 'PARTICIPANT');
    let participant: ParticipantRow;
    if (existing) {
      const restoredRole = existing.user_id && existing.user_id === session.facilitator_id ? 'FACILITATOR' : actor.guest ? existing.role : role;
      [participant] = (await scope.table(T.participants).where('id', existing.id).update({ left_at: null, role: restoredRole, joined_at: now() }).returning('*')) as unknown as ParticipantRow[];
    } else {
      const displayName = input.displayName?.trim() || (await userDisplayName(scope, actor.userId!));
      participant = await insertParticipant(scope, session, { userId: actor.userId, displayName, role });
    }
    if (options.announce !== false) await publishChange(scope.accountId, sessionId, 'participant_joined');
    return { participant: participant!, snapshot: await buildSnapshot(scope, await findSession(scope, sessionId), participant!) };
  }

  /**
   * The socket's session:join (also after every reconnect): a participant comes back as they
   * are; someone new joins as by REST, announced to the room by their presence (which carries
   * the whole participant) rather than a full session:changed: a room of hundreds filling up
   * would otherwise send the whole state to everyone at each arrival.
   */
  async function enterSession(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ participant: ParticipantRow; snapshot: PokerSnapshot }> {
    const session = await loadSessionFor(actor, scope, sessionId);
    const existing = await participantOf(scope, actor, sessionId);
    if (existing) return { participant: existing, snapshot: await buildSnapshot(scope, session, existing) };
    return joinSession(actor, scope, sessionId, {}, { announce: false });
  }

  async function leaveSession(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ left: true }> {
    const session = await loadSessionFor(actor, scope, sessionId);
    const participant = await participantOf(scope, actor, sessionId);
    if (!participant) throw new NotFoundError(RetroErrors.NOT_PARTICIPANT);
    const isFacilitator = participant.role === 'FACILITATOR' || (participant.user_id !== null && participant.user_id === session.facilitator_id);
    if (isFacilitator && session.status === 'ACTIVE') throw new ConflictError(PokerErrors.FACILITATOR_CANNOT_LEAVE);
    await scope.table(T.participants).where('id', participant.id).update({ left_at: now() });
    await scope.table(T.presence).where('participant_id', participant.id).delete();
    await publishChange(scope.accountId, sessionId, 'participant_left');
    return { left: true };
  }

  async function findParticipant(scope: TenantScope, sessionId: string, participantId: string): Promise<ParticipantRow> {
    const row = (await scope.table<ParticipantRow>(T.participants).where({ id: participantId, session_id: sessionId }).whereNull('left_at').first()) as ParticipantRow | undefined;
    if (!row) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    return row;
  }

  async function updateParticipantRole(actor: PokerActor, scope: TenantScope, sessionId: string, participantId: string, role: PokerParticipantRole) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const participant = await findParticipant(scope, sessionId, participantId);
    const isFacilitator = participant.user_id !== null && participant.user_id === session.facilitator_id;
    if (role === 'FACILITATOR') {
      if (!isFacilitator) await handOver(scope, session, participant);
    } else {
      if (isFacilitator) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
      await scope.table(T.participants).where('id', participantId).update({ role });
    }
    await publishChange(scope.accountId, sessionId, 'participant_role');
    const updated = await findParticipant(scope, sessionId, participantId);
    return participantView(updated, (await onlineParticipantIds(scope, sessionId)).has(updated.id));
  }

  async function removeParticipant(actor: PokerActor, scope: TenantScope, sessionId: string, participantId: string): Promise<{ removed: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const participant = await findParticipant(scope, sessionId, participantId);
    if (participant.user_id !== null && participant.user_id === session.facilitator_id) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
    await scope.table(T.participants).where('id', participantId).delete();
    // The removed person hears this last change (they are no longer in it), then nothing more.
    await publishChange(scope.accountId, sessionId, 'participant_removed');
    await deps.evict(pokerRoom(scope.accountId, sessionId), participant.user_id ?? participant.id);
    return { removed: true };
  }

  // ---------- guests ----------

  async function publicSession(sessionId: string): Promise<SessionRow> {
    const session = (await db(T.sessions).where('id', sessionId).first()) as SessionRow | undefined;
    if (!session) throw new NotFoundError(PokerErrors.SESSION_NOT_FOUND);
    if (!(await deps.features.isEnabled(session.account_id, deps.feature))) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
    return session;
  }

  /** What the join page shows: the link (the session id) is the secret. */
  async function joinInfo(sessionId: string): Promise<PokerJoinInfo> {
    const session = await publicSession(sessionId);
    const account = await (await directoryFor(deps.capabilities, session.account_id)).account(session.account_id);
    const counts = await countsFor(deps.scopeFor(session.account_id), [session.id]);
    return {
      id: session.id,
      name: session.name,
      status: session.status,
      accountName: account?.name ?? '',
      participantCount: counts.get(session.id)!.participants,
      joinable: session.status !== 'COMPLETED',
    };
  }

  async function guestJoin(sessionId: string, displayName: string): Promise<PokerGuestPass> {
    const session = await publicSession(sessionId);
    if (session.status === 'COMPLETED') throw new ConflictError(PokerErrors.SESSION_COMPLETED);
    const scope = deps.scopeFor(session.account_id);
    const name = displayName.trim();
    if (!name) throw new ValidationError(PokerErrors.DISPLAY_NAME_REQUIRED);
    const participant = await insertParticipant(scope, session, { userId: null, displayName: name, role: 'PARTICIPANT' });
    const token = await deps.guests.issue({ accountId: session.account_id, guestId: participant.id, scope: pokerGuestScope(session.id), displayName: name, ttlSeconds: GUEST_PASS_SECONDS });
    await publishChange(session.account_id, session.id, 'participant_joined');
    return { token, participantId: participant.id, sessionId: session.id, accountId: session.account_id, displayName: name, expiresIn: GUEST_PASS_SECONDS };
  }

  // ---------- stories ----------

  async function addStory(actor: PokerActor, scope: TenantScope, sessionId: string, input: StoryInput): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const title = typeof input.title === 'string' ? input.title.trim() : '';
    if (!title) throw new ValidationError(PokerErrors.STORY_TITLE_REQUIRED);
    if (input.order !== undefined && (!Number.isInteger(input.order) || input.order < 0)) throw new ValidationError(PokerErrors.STORY_ORDER_NEGATIVE);
    const [{ n, top }] = (await scope
      .table(T.stories)
      .where('session_id', sessionId)
      .select(scope.knex.raw('count(*)::int as n'), scope.knex.raw('coalesce(max(sort_order), -1)::int as top'))) as unknown as { n: number; top: number }[];
    if (Number(n) >= POKER_STORY_LIMIT) throw new BusinessRuleError(PokerErrors.STORY_LIMIT);
    const [row] = (await scope
      .insert(T.stories, {
        session_id: sessionId,
        title,
        description: input.description ?? null,
        sort_order: input.order ?? Number(top) + 1,
        backlog_item_id: input.backlogItemId ?? null,
        created_at: now(),
        updated_at: now(),
      })
      .returning('*')) as unknown as StoryRow[];
    if (session.status === 'ACTIVE' && !session.current_story_id) await scope.table(T.sessions).where('id', sessionId).update({ current_story_id: row!.id });
    await publishChange(scope.accountId, sessionId, 'story_added');
    return storyView(row!);
  }

  async function updateStory(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, input: UpdateStoryInput): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const story = await findStory(scope, sessionId, storyId);
    const patch: Record<string, unknown> = {};
    if (input.title !== undefined) patch.title = input.title.trim();
    if (input.description !== undefined) patch.description = input.description;
    if (input.backlogItemId !== undefined) patch.backlog_item_id = input.backlogItemId;
    if (input.order !== undefined) {
      if (!Number.isInteger(input.order) || input.order < 0) throw new ValidationError(PokerErrors.STORY_ORDER_NEGATIVE);
      patch.sort_order = input.order;
    }
    if (input.finalEstimate !== undefined && input.status !== 'ESTIMATED') {
      if (input.finalEstimate === null && story.status === 'ESTIMATED') throw new ValidationError(PokerErrors.FINAL_ESTIMATE_REQUIRED);
      patch.final_estimate = input.finalEstimate === null ? null : checkEstimate(input.finalEstimate);
    }
    if (Object.keys(patch).length) {
      await scope.table(T.stories).where('id', storyId).update({ ...patch, updated_at: now() });
      if (!input.status || input.status === story.status) await publishChange(scope.accountId, sessionId, 'story_updated');
    }
    if (input.status && input.status !== story.status) {
      if (input.status === 'VOTING') await startVoting(actor, scope, sessionId, storyId);
      else if (input.status === 'VOTED') await reveal(actor, scope, sessionId, storyId);
      else if (input.status === 'ESTIMATED') {
        const estimate = input.finalEstimate !== undefined ? input.finalEstimate : num(story.final_estimate);
        if (estimate === null || estimate === undefined) throw new ValidationError(PokerErrors.FINAL_ESTIMATE_REQUIRED);
        await estimateStory(actor, scope, sessionId, storyId, estimate);
      } else await returnToPending(scope, session, story);
    }
    return storyView(await findStory(scope, sessionId, storyId));
  }

  /** Back to PENDING: an unrevealed round is dropped, a final estimate cleared. */
  async function returnToPending(scope: TenantScope, session: SessionRow, story: StoryRow): Promise<void> {
    await scope.transaction(async (trx) => {
      if (story.status === 'VOTING') await trx.table(T.votes).where({ story_id: story.id, round: story.round }).delete();
      await trx.table(T.stories).where('id', story.id).update({ status: 'PENDING', final_estimate: null, estimated_at: null, voting_started_at: null, updated_at: now() });
    });
    await publishChange(scope.accountId, session.id, 'story_updated');
  }

  async function deleteStory(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status === 'VOTING') throw new ConflictError(PokerErrors.STORY_BEING_VOTED);
    await scope.transaction(async (trx) => {
      await trx.table(T.stories).where('id', storyId).delete();
      if (session.current_story_id === storyId) {
        const next = (await trx
          .table<StoryRow>(T.stories)
          .where('session_id', sessionId)
          .where('sort_order', '>=', story.sort_order)
          .orderBy([{ column: 'sort_order' }, { column: 'created_at' }])
          .first('id')) as { id: string } | undefined;
        await trx.table(T.sessions).where('id', sessionId).update({ current_story_id: next?.id ?? null });
      }
      if (session.timer_story_id === storyId) await trx.table(T.sessions).where('id', sessionId).update({ timer_story_id: null, timer_ends_at: null, timer_duration: null, timer_expired_at: null });
    });
    if (session.timer_story_id === storyId) timers.cancel(sessionId);
    await publishChange(scope.accountId, sessionId, 'story_deleted');
    return { deleted: true };
  }

  async function reorderStories(actor: PokerActor, scope: TenantScope, sessionId: string, storyIds: string[]): Promise<PokerStory[]> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const existing = (await scope.table(T.stories).where('session_id', sessionId).pluck('id')) as string[];
    const wanted = new Set(storyIds);
    if (wanted.size !== storyIds.length || wanted.size !== existing.length || existing.some((id) => !wanted.has(id))) throw new ValidationError(PokerErrors.REORDER_MISMATCH);
    await scope.transaction(async (trx) => {
      for (const [index, id] of storyIds.entries()) await trx.table(T.stories).where('id', id).update({ sort_order: index });
    });
    await publishChange(scope.accountId, sessionId, 'stories_reordered');
    return ((await scope.table<StoryRow>(T.stories).where('session_id', sessionId).orderBy('sort_order')) as StoryRow[]).map(storyView);
  }

  // ---------- voting ----------

  /**
   * Open voting on a story: PENDING starts its round, VOTED or ESTIMATED opens the next round.
   * Another story still being voted goes back to PENDING (its unrevealed round is dropped).
   */
  async function startVoting(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(PokerErrors.SESSION_NOT_ACTIVE);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status === 'VOTING') {
      if (session.current_story_id !== storyId) {
        await scope.table(T.sessions).where('id', sessionId).update({ current_story_id: storyId });
        await publishChange(scope.accountId, sessionId, 'current_story');
      }
      return storyView(story);
    }
    const at = now();
    const stopTimer = session.timer_story_id !== null && session.timer_story_id !== storyId;
    const updated = await scope.transaction(async (trx) => {
      const others = (await trx.table<StoryRow>(T.stories).where({ session_id: sessionId, status: 'VOTING' }).whereNot('id', storyId)) as StoryRow[];
      for (const other of others) {
        await trx.table(T.votes).where({ story_id: other.id, round: other.round }).delete();
        await trx.table(T.stories).where('id', other.id).update({ status: 'PENDING', voting_started_at: null, updated_at: at });
      }
      const round = story.status === 'PENDING' ? Number(story.round) : Number(story.round) + 1;
      const [row] = (await trx
        .table(T.stories)
        .where('id', storyId)
        .update({ status: 'VOTING', round, voting_started_at: at, first_voting_at: story.first_voting_at ?? at, revealed_at: null, updated_at: at })
        .returning('*')) as unknown as StoryRow[];
      const sessionPatch: Record<string, unknown> = { current_story_id: storyId, updated_at: at };
      if (stopTimer) Object.assign(sessionPatch, { timer_story_id: null, timer_ends_at: null, timer_duration: null, timer_expired_at: null });
      await trx.table(T.sessions).where('id', sessionId).update(sessionPatch);
      return row!;
    });
    if (stopTimer) {
      timers.cancel(sessionId);
      await broadcast(scope.accountId, sessionId, PokerEvents.TIMER, { sessionId, timer: null, serverTime: now().getTime() });
    }
    await publishChange(scope.accountId, sessionId, 'voting_started');
    return storyView(updated);
  }

  /** Reset votes: a round being voted starts over empty; a revealed one opens the next round. */
  async function resetVotes(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status !== 'VOTING') return startVoting(actor, scope, sessionId, storyId);
    await scope.transaction(async (trx) => {
      await trx.table(T.votes).where({ story_id: storyId, round: story.round }).delete();
      await trx.table(T.stories).where('id', storyId).update({ voting_started_at: now(), updated_at: now() });
    });
    await publishChange(scope.accountId, sessionId, 'votes_reset');
    return storyView(await findStory(scope, sessionId, storyId));
  }

  interface VoteContext {
    session_status: PokerSessionStatus;
    voting_system: VotingSystem | string;
    settings: PokerSettings | string;
    story_status: string;
    round: number;
    participant_id: string | null;
    role: PokerParticipantRole | null;
  }

  /**
   * A vote: only by a participant who is not an observer, only while the story is VOTING, only a
   * card of the voting system unless it allows custom values. A second vote in the round
   * replaces the first and marks the vote as changed. The room hears who voted, never the value.
   */
  async function castVote(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, input: { value: unknown; confidence?: unknown }) {
    assertGuestScope(actor, sessionId);
    const value = typeof input.value === 'string' ? input.value.trim() : '';
    if (!value || value.length > 20) throw new ValidationError(PokerErrors.invalidVote(String(input.value ?? '')));
    const confidence = input.confidence ?? null;
    if (confidence !== null && (typeof confidence !== 'number' || !Number.isInteger(confidence) || confidence < 1 || confidence > 5)) throw new ValidationError(PokerErrors.CONFIDENCE_RANGE);
    const knex = scope.knex;
    const context = (await scope
      .table(`${T.stories} as st`)
      .join(`${T.sessions} as s`, 's.id', 'st.session_id')
      .leftJoin(`${T.participants} as p`, (join) => {
        join.on('p.session_id', '=', 's.id').andOnNull('p.left_at');
        if (actor.guest) join.andOn('p.id', '=', knex.raw('?', [actor.guest.participantId]));
        else join.andOn('p.user_id', '=', knex.raw('?', [actor.userId]));
      })
      .where('st.id', storyId)
      .where('st.session_id', sessionId)
      .first('s.status as session_status', 's.voting_system', 's.settings', 'st.status as story_status', 'st.round', 'p.id as participant_id', 'p.role')) as VoteContext | undefined;
    if (!context) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
    if (!context.participant_id) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    if (context.role === 'OBSERVER' || !actor.canVote) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_VOTE);
    if (context.session_status !== 'ACTIVE' || context.story_status !== 'VOTING') throw new ConflictError(PokerErrors.VOTING_CLOSED);
    const system = json<VotingSystem>(context.voting_system);
    if (!system.allowCustomValues && !system.values.some((card) => card.value === value)) throw new ValidationError(PokerErrors.invalidVote(value));
    const round = Number(context.round);
    const at = now();
    // Written only if the story is still in this round of voting (a reveal locks it first); the
    // same statement counts the votes (the others' plus this one) and the voters.
    const result = (await knex.raw(
      `with cast_vote as (
         insert into ${T.votes} as v (account_id, session_id, story_id, round, participant_id, value, initial_value, confidence, first_cast_at, cast_at)
         select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         where exists (select 1 from ${T.stories} where id = ? and status = 'VOTING' and round = ? for share)
         on conflict (story_id, round, participant_id) do update
           set value = excluded.value, confidence = excluded.confidence, cast_at = excluded.cast_at,
               changed = v.changed or v.value <> excluded.value
         returning changed
       )
       select cast_vote.changed,
              (select count(*)::int from ${T.votes} where story_id = ? and round = ? and participant_id <> ?) + 1 as voted,
              (select count(*)::int from ${T.participants} where session_id = ? and left_at is null and role <> 'OBSERVER') as voters
       from cast_vote`,
      [scope.accountId, sessionId, storyId, round, context.participant_id, value, value, confidence, at, at, storyId, round, storyId, round, context.participant_id, sessionId],
    )) as { rows: { changed: boolean; voted: number; voters: number }[] };
    const written = result.rows[0];
    if (!written) throw new ConflictError(PokerErrors.VOTING_CLOSED);
    const voted = Number(written.voted);
    const voters = Number(written.voters);
    await broadcast(scope.accountId, sessionId, PokerEvents.VOTE_PROGRESS, { sessionId, storyId, round, participantId: context.participant_id, hasVoted: true, votedCount: voted, voterCount: voters });
    const settings = json<PokerSettings>(context.settings);
    if (settings.autoReveal && voted >= voters) {
      await revealRound(scope, sessionId, storyId).catch((error: unknown) => deps.log.debug({ err: error }, 'auto reveal skipped'));
    }
    return { storyId, round, participantId: context.participant_id, value, confidence, changed: Boolean(written.changed) };
  }

  async function reveal(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<RevealSummary> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    return revealRound(scope, sessionId, storyId);
  }

  /** VOTING -> VOTED: the values go out, and each vote of the round enters the voting history. */
  async function revealRound(scope: TenantScope, sessionId: string, storyId: string): Promise<RevealSummary> {
    const at = now();
    const { story, summary, timerStopped } = await scope.transaction(async (trx) => {
      const current = (await trx.table<StoryRow>(T.stories).where({ id: storyId, session_id: sessionId }).forUpdate().first()) as StoryRow | undefined;
      if (!current) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
      if (current.status !== 'VOTING') throw new ConflictError(PokerErrors.storyTransition(current.status, 'VOTED'));
      const [row] = (await trx.table(T.stories).where('id', storyId).update({ status: 'VOTED', revealed_at: at, updated_at: at }).returning('*')) as unknown as StoryRow[];
      const session = (await trx.table<SessionRow>(T.sessions).where('id', sessionId).first()) as SessionRow;
      const votes = (await trx.table<VoteRow>(T.votes).where({ story_id: storyId, round: current.round }).orderBy('first_cast_at')) as VoteRow[];
      const opened = ms(current.voting_started_at);
      if (votes.length) {
        await trx.insert(
          T.history,
          votes.map((vote) => ({
            session_id: sessionId,
            story_id: storyId,
            participant_id: vote.participant_id,
            voting_round: current.round,
            initial_vote: vote.initial_value,
            final_vote: vote.value,
            confidence_level: vote.confidence,
            voting_duration: opened === null ? null : Math.max(0, Math.round((ms(vote.cast_at)! - opened) / 1000)),
            changed_vote: Boolean(vote.changed),
            recorded_at: at,
          })),
        );
      }
      const stop = session.timer_story_id === storyId && !session.timer_expired_at;
      if (stop) await trx.table(T.sessions).where('id', sessionId).update({ timer_story_id: null, timer_ends_at: null, timer_duration: null, timer_expired_at: null });
      const system = json<VotingSystem>(session.voting_system);
      return {
        story: row!,
        timerStopped: stop,
        summary: summarize(system, storyId, Number(current.round), votes.map((vote) => ({ participantId: vote.participant_id, value: vote.value, confidence: vote.confidence }))),
      };
    });
    if (timerStopped) {
      timers.cancel(sessionId);
      await broadcast(scope.accountId, sessionId, PokerEvents.TIMER, { sessionId, timer: null, serverTime: now().getTime() });
    }
    await broadcast(scope.accountId, sessionId, PokerEvents.REVEALED, { sessionId, storyId, reveal: summary, story: storyView(story) });
    return summary;
  }

  /** VOTED -> ESTIMATED with a non-negative final estimate; also written to the backlog item. */
  async function estimateStory(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, estimateInput: unknown): Promise<PokerStory> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (estimateInput === null || estimateInput === undefined) throw new ValidationError(PokerErrors.FINAL_ESTIMATE_REQUIRED);
    const estimate = checkEstimate(estimateInput);
    const story = await findStory(scope, sessionId, storyId);
    if (story.status !== 'VOTED' && story.status !== 'ESTIMATED') throw new ConflictError(PokerErrors.storyTransition(story.status, 'ESTIMATED'));
    const [row] = (await scope
      .table(T.stories)
      .where('id', storyId)
      .update({ status: 'ESTIMATED', final_estimate: estimate, estimated_at: now(), updated_at: now() })
      .returning('*')) as unknown as StoryRow[];
    if (row!.backlog_item_id) {
      const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
      await backlog?.setStoryPoints(scope.accountId, row!.backlog_item_id, estimate).catch((error: unknown) => deps.log.warn({ err: error, storyId }, 'could not write the estimate to the backlog item'));
    }
    await publishChange(scope.accountId, sessionId, 'story_estimated');
    return storyView(row!);
  }

  /** story:next / story:previous: move the current story along the order. */
  async function navigate(actor: PokerActor, scope: TenantScope, sessionId: string, direction: 'next' | 'previous'): Promise<{ currentStoryId: string }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    assertOpen(session);
    const ids = (await scope.table(T.stories).where('session_id', sessionId).orderBy([{ column: 'sort_order' }, { column: 'created_at' }]).pluck('id')) as string[];
    const index = session.current_story_id ? ids.indexOf(session.current_story_id) : -1;
    const target = direction === 'next' ? ids[index + 1] : index > 0 ? ids[index - 1] : undefined;
    if (!target) throw new ConflictError(PokerErrors.NO_CURRENT_STORY);
    await scope.table(T.sessions).where('id', sessionId).update({ current_story_id: target, updated_at: now() });
    await publishChange(scope.accountId, sessionId, 'current_story');
    return { currentStoryId: target };
  }

  // ---------- timer ----------

  async function startTimer(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, duration?: number | null): Promise<PokerTimerState> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(PokerErrors.SESSION_NOT_ACTIVE);
    await findStory(scope, sessionId, storyId);
    const seconds = duration ?? json<PokerSettings>(session.settings).timerDuration;
    if (seconds === null || seconds === undefined) throw new ValidationError(PokerErrors.TIMER_DURATION_REQUIRED);
    if (!Number.isInteger(seconds) || seconds < MIN_TIMER_SECONDS || seconds > MAX_TIMER_SECONDS) throw new ValidationError(PokerErrors.TIMER_DURATION_RANGE);
    const endsAt = now().getTime() + seconds * 1000;
    await scope.table(T.sessions).where('id', sessionId).update({ timer_story_id: storyId, timer_ends_at: new Date(endsAt), timer_duration: seconds, timer_expired_at: null, updated_at: now() });
    timers.schedule({ accountId: scope.accountId, sessionId, storyId, endsAt });
    const timer: PokerTimerState = { storyId, endsAt, durationSeconds: seconds };
    await broadcast(scope.accountId, sessionId, PokerEvents.TIMER, { sessionId, timer, serverTime: now().getTime() });
    return timer;
  }

  async function stopTimer(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ timer: null }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    await scope.table(T.sessions).where('id', sessionId).update({ timer_story_id: null, timer_ends_at: null, timer_duration: null, timer_expired_at: null, updated_at: now() });
    timers.cancel(sessionId);
    await broadcast(scope.accountId, sessionId, PokerEvents.TIMER, { sessionId, timer: null, serverTime: now().getTime() });
    return { timer: null };
  }

  /** A timer is due: exactly one instance marks it expired and tells the room. */
  async function expireTimer(timer: RunningTimer): Promise<void> {
    try {
      const marked = (await deps
        .scopeFor(timer.accountId)
        .table(T.sessions)
        .where({ id: timer.sessionId, timer_ends_at: new Date(timer.endsAt) })
        .whereNull('timer_expired_at')
        .update({ timer_expired_at: now() })
        .returning('id')) as unknown[];
      if (marked.length) await broadcast(timer.accountId, timer.sessionId, PokerEvents.TIMER_EXPIRED, { sessionId: timer.sessionId, storyId: timer.storyId, serverTime: now().getTime() });
    } catch (error) {
      deps.log.warn({ err: error, sessionId: timer.sessionId }, 'could not expire the poker timer');
    }
  }

  /** After a start or a restart: watch every timer still running in the database. */
  async function resumeTimers(): Promise<number> {
    const rows = (await db(T.sessions).whereNotNull('timer_ends_at').whereNull('timer_expired_at').whereNotNull('timer_story_id').select('id', 'account_id', 'timer_story_id', 'timer_ends_at')) as SessionRow[];
    for (const row of rows) timers.schedule({ accountId: row.account_id, sessionId: row.id, storyId: row.timer_story_id!, endsAt: ms(row.timer_ends_at)! });
    return rows.length;
  }

  // ---------- presence ----------

  const FRESH = `seen_at > now() - interval '${PRESENCE_FRESH_SECONDS} seconds'`;

  /**
   * A socket entered the room: the participant is online while any of their sockets is there.
   * One statement each way, so a crowd connecting or leaving costs one query per socket.
   */
  async function enterPresence(scope: TenantScope, sessionId: string, participant: ParticipantRow, socketId: string, instanceId: string): Promise<void> {
    const result = (await scope.knex.raw(
      `with here as (
         insert into ${T.presence} (socket_id, account_id, session_id, participant_id, instance_id, seen_at)
         values (?, ?, ?, ?, ?, now())
         on conflict (socket_id, session_id) do update set participant_id = excluded.participant_id, instance_id = excluded.instance_id, seen_at = excluded.seen_at
         returning participant_id
       )
       select (select count(*)::int from ${T.presence} where session_id = ? and participant_id = here.participant_id and socket_id <> ? and ${FRESH}) as others from here`,
      [socketId, scope.accountId, sessionId, participant.id, instanceId, sessionId, socketId],
    )) as { rows: { others: number }[] };
    if (Number(result.rows[0]?.others ?? 0) === 0) {
      await broadcast(scope.accountId, sessionId, PokerEvents.PRESENCE, { sessionId, participantId: participant.id, online: true, participant: participantView(participant, true) });
    }
  }

  async function exitPresence(scope: TenantScope, sessionId: string, socketId: string): Promise<void> {
    const result = (await scope.knex.raw(
      `with gone as (
         delete from ${T.presence} where socket_id = ? and session_id = ? and account_id = ? returning participant_id
       )
       select p.*, (select count(*)::int from ${T.presence} where session_id = ? and participant_id = gone.participant_id and socket_id <> ? and ${FRESH}) as others
       from gone join ${T.participants} p on p.id = gone.participant_id`,
      [socketId, sessionId, scope.accountId, sessionId, socketId],
    )) as { rows: (ParticipantRow & { others: number })[] };
    const participant = result.rows[0];
    if (!participant || Number(participant.others) > 0) return;
    await broadcast(scope.accountId, sessionId, PokerEvents.PRESENCE, { sessionId, participantId: participant.id, online: false, participant: participantView(participant, false) });
  }

  /** Keep this instance's sockets fresh (rows of a dead instance go stale). */
  async function refreshPresence(instanceId: string): Promise<void> {
    await db(T.presence).where('instance_id', instanceId).update({ seen_at: db.fn.now() });
  }

  // ---------- discussion and similar estimates ----------

  async function listComments(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string): Promise<PokerStoryComment[]> {
    await loadSessionFor(actor, scope, sessionId);
    await findStory(scope, sessionId, storyId);
    return ((await scope.table<CommentRow>(T.comments).where('story_id', storyId).orderBy('created_at')) as CommentRow[]).map(commentView);
  }

  async function addComment(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, body: string): Promise<PokerStoryComment> {
    await loadSessionFor(actor, scope, sessionId);
    await findStory(scope, sessionId, storyId);
    const text = typeof body === 'string' ? body.trim() : '';
    if (!text) throw new ValidationError(PokerErrors.COMMENT_EMPTY);
    const participant = await participantOf(scope, actor, sessionId);
    if (actor.guest && !participant) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    const authorName = participant?.display_name ?? (await userDisplayName(scope, actor.userId!));
    const [row] = (await scope.insert(T.comments, { session_id: sessionId, story_id: storyId, participant_id: participant?.id ?? null, author_name: authorName, body: text, created_at: now() }).returning('*')) as unknown as CommentRow[];
    const comment = commentView(row!);
    await broadcast(scope.accountId, sessionId, PokerEvents.DISCUSSION, { sessionId, storyId, comment });
    return comment;
  }

  async function deleteComment(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, commentId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    const row = (await scope.table<CommentRow>(T.comments).where({ id: commentId, story_id: storyId }).where('session_id', sessionId).first()) as CommentRow | undefined;
    if (!row) throw new NotFoundError(PokerErrors.COMMENT_NOT_FOUND);
    const participant = await participantOf(scope, actor, sessionId);
    const isAuthor = participant !== undefined && row.participant_id === participant.id;
    if (!isAuthor) assertModerator(actor, session);
    await scope.table(T.comments).where('id', commentId).delete();
    await broadcast(scope.accountId, sessionId, PokerEvents.DISCUSSION, { sessionId, storyId, deletedId: commentId });
    return { deleted: true };
  }

  /** Stories of this account already estimated, by estimate, most recent first, a few each. */
  async function similarEstimates(scope: TenantScope, sessionId: string, storyId: string): Promise<SimilarEstimates> {
    const session = await findSession(scope, sessionId);
    await findStory(scope, sessionId, storyId);
    const rows = (await scope
      .table(`${T.stories} as st`)
      .join(`${T.sessions} as s`, 's.id', 'st.session_id')
      .where('st.status', 'ESTIMATED')
      .whereNot('st.id', storyId)
      .orderBy('st.estimated_at', 'desc')
      .limit(500)
      .select('st.id', 'st.title', 'st.session_id', 's.name as session_name', 'st.final_estimate', 'st.estimated_at')) as {
      id: string;
      title: string;
      session_id: string;
      session_name: string;
      final_estimate: number | string;
      estimated_at: Date | string | null;
    }[];
    const system = json<VotingSystem>(session.voting_system);
    const groups = new Map<number, SimilarEstimates['groups'][number]>();
    for (const row of rows) {
      const estimate = Number(row.final_estimate);
      let group = groups.get(estimate);
      if (!group) {
        group = { estimate, cardValue: cardFor(system, estimate), stories: [] };
        groups.set(estimate, group);
      }
      if (group.stories.length < SIMILAR_PER_ESTIMATE) group.stories.push({ id: row.id, title: row.title, sessionId: row.session_id, sessionName: row.session_name, estimatedAt: iso(row.estimated_at) });
    }
    return { storyId, groups: [...groups.values()].sort((a, b) => a.estimate - b.estimate) };
  }

  return {
    votingSystems,
    timers,
    findSession,
    findStory,
    participantOf,
    assertModerator,
    buildSnapshot,
    listSessions,
    createSession,
    getSnapshot,
    updateSession,
    startSession,
    completeSession,
    deleteSession,
    joinSession,
    enterSession,
    leaveSession,
    updateParticipantRole,
    removeParticipant,
    joinInfo,
    guestJoin,
    addStory,
    updateStory,
    deleteStory,
    reorderStories,
    startVoting,
    resetVotes,
    castVote,
    reveal,
    estimateStory,
    navigate,
    startTimer,
    stopTimer,
    resumeTimers,
    enterPresence,
    exitPresence,
    refreshPresence,
    listComments,
    addComment,
    deleteComment,
    similarEstimates,
  };
}

export type PokerService = ReturnType<typeof createPokerService>;
