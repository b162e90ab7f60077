import {
  AccountErrors,
  BACKLOG,
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RetroErrors,
  ValidationError,
  directoryFor,
  type CapabilityRegistry,
  type Logger,
  type TenantScope,
} from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { assertAgileLimit } from '../usage.js';
import {
  OPEN_ACTION_ITEM_STATUSES,
  RETRO_DEFAULT_SETTINGS,
  RetroEvents,
  builtInTemplateIdOf,
  retroParticipantRoom,
  retroRoom,
  type ActionItemBody,
  type CreateRetroBody,
  type GeneratedActionItem,
  type RetroActionItem,
  type RetroCard,
  type RetroChange,
  type RetroColumn,
  type RetroFormat,
  type RetroGroup,
  type RetroParticipantRole,
  type RetroPhase,
  type RetroSessionList,
  type RetroSessionStatus,
  type RetroSettings,
  type RetroSnapshot,
  type RetroTimerState,
  type UpdateActionItemBody,
  type UpdateRetroBody,
} from '../../shared/retro.js';
import { TimerSchedule, type ScheduledTimer } from '../live/timers.js';
import { createPresence } from '../live/presence.js';
import { TT } from '../teams/rows.js';
import { findTeam, recordTeamActivity } from '../teams/service.js';
import type { RetroActor } from './actor.js';
import { generateActionItems } from './analytics.js';
import {
  RT,
  actionItemView,
  actionItemsQuery,
  withAssigneeNames,
  iso,
  json,
  ms,
  participantView,
  sessionView,
  type Db,
  type RetroActionItemRow,
  type RetroCardRow,
  type RetroGroupRow,
  type RetroParticipantRow,
  type RetroSessionRow,
} from './rows.js';
import { actionItemTitle, canAdvance, cardContent, checkSettings, customColumns, dueDate, formatColumns, nextPhase } from './rules.js';
import type { RetroTemplates } from './templates.js';

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
}

interface PhaseTimer extends ScheduledTimer {
  phase: RetroPhase;
}

/** Everything about a session, unredacted: what snapshots for each viewer are cut from. */
export interface RetroState {
  session: RetroSessionRow;
  participants: RetroParticipantRow[];
  online: Set<string>;
  cards: RetroCardRow[];
  /** Who voted on what: stays on the server. */
  votes: { card_id: string; participant_id: string }[];
  groups: RetroGroupRow[];
  actionItems: RetroActionItemRow[];
  previousReview: RetroSnapshot['previousReview'];
}

const CLOSED: readonly RetroSessionStatus[] = ['COMPLETED', 'ARCHIVED'];
const isClosed = (session: RetroSessionRow) => CLOSED.includes(session.status);
const settingsOf = (session: RetroSessionRow) => json<RetroSettings>(session.settings);
const columnsOf = (session: RetroSessionRow) => json<RetroColumn[]>(session.columns);
/** Others' cards are blurred while collecting, when the facilitator chose so. */
const blurActive = (session: RetroSessionRow) => session.current_phase === 'COLLECT' && settingsOf(session).blurCards;
const isModerator = (actor: RetroActor, session: RetroSessionRow) => actor.isAdmin || session.facilitator_id === actor.userId;

/** Status changes PATCH may make (phases move status too: leaving SETUP starts, reaching COMPLETED completes). */
const STATUS_MOVES: Record<RetroSessionStatus, readonly RetroSessionStatus[]> = {
  DRAFT: ['WAITING', 'ACTIVE', 'ARCHIVED'],
  WAITING: ['DRAFT', 'ACTIVE', 'ARCHIVED'],
  ACTIVE: ['COMPLETED'],
  COMPLETED: ['ARCHIVED'],
  ARCHIVED: [],
};

/**
 * Retrospectives (agile.md sections 3-9): every rule and text lives here, and REST routes and
 * socket events call the same functions. Each change is written first, then broadcast to the
 * session's room; votes never leave the server with their voter, and while cards are blurred
 * each participant is sent only their own cards' content.
 */
export function createRetroService(deps: RetroServiceDeps) {
  const { db, now, templates } = deps;
  const timers = new TimerSchedule<PhaseTimer>(now, (timer) => expireTimer(timer));
  const presence = createPresence({ db, table: RT.presence, log: deps.log, label: 'retro' });

  const send = async (room: string, event: string, data: unknown) => {
    // The change is committed: a failed broadcast is logged, never reported as a failed change.
    await deps.broadcast(room, event, data).catch((error: unknown) => deps.log.error({ err: error, event }, 'retro broadcast failed'));
  };
  const toRoom = (accountId: string, sessionId: string, event: string, data: unknown) => send(retroRoom(accountId, sessionId), event, data);

  // ---------- reading ----------

  async function findSession(scope: TenantScope, sessionId: string): Promise<RetroSessionRow> {
    const row = (await scope.table<RetroSessionRow>(RT.sessions).where('id', sessionId).first()) as RetroSessionRow | undefined;
    if (!row) throw new NotFoundError(RetroErrors.SESSION_NOT_FOUND);
    return row;
  }

  async function participantOf(scope: TenantScope, userId: string, sessionId: string, includeLeft = false): Promise<RetroParticipantRow | undefined> {
    const query = scope.table<RetroParticipantRow>(RT.participants).where({ session_id: sessionId, user_id: userId });
    if (!includeLeft) query.whereNull('left_at');
    return (await query.first()) as RetroParticipantRow | undefined;
  }

  function assertModerator(actor: RetroActor, session: RetroSessionRow): void {
    if (!isModerator(actor, session)) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
  }

  /** A participant who may write, vote and group (observers only watch). */
  async function contributorOf(actor: RetroActor, scope: TenantScope, sessionId: string, observerText: string = RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE): Promise<RetroParticipantRow> {
    const participant = await participantOf(scope, actor.userId, sessionId);
    if (!participant) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    if (participant.role === 'OBSERVER' || !actor.canContribute) throw new ForbiddenError(observerText);
    return participant;
  }

  async function userDisplayName(scope: TenantScope, userId: string): Promise<string> {
    const directory = await directoryFor(deps.capabilities, scope.accountId);
    return (await directory.people(scope.accountId, [userId], { trx: scope.knex })).get(userId)?.name ?? 'Member';
  }

  async function countsFor(scope: TenantScope, ids: string[]): Promise<Map<string, { participants: number; cards: number; actionItems: number }>> {
    const counts = new Map(ids.map((id) => [id, { participants: 0, cards: 0, actionItems: 0 }]));
    if (!ids.length) return counts;
    const count = async (table: string, field: 'participants' | 'cards' | 'actionItems', active = false) => {
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

  async function viewOf(scope: TenantScope, session: RetroSessionRow) {
    return sessionView(session, (await countsFor(scope, [session.id])).get(session.id)!);
  }

  function timerOf(session: RetroSessionRow): RetroTimerState | null {
    const endsAt = ms(session.timer_ends_at);
    if (endsAt === null || session.timer_expired_at || !session.timer_phase) return null;
    if (endsAt <= now().getTime()) {
      // Due but not yet noticed (another instance, or a restart): expire it now.
      void expireTimer({ accountId: session.account_id, sessionId: session.id, phase: session.timer_phase, endsAt });
      return null;
    }
    return { phase: session.timer_phase, endsAt, durationSeconds: Number(session.timer_duration ?? 0) };
  }

  /** The previous retro of the same team (completed before this one was created) and its open action items. */
  async function previousReviewOf(scope: TenantScope, session: RetroSessionRow): Promise<RetroSnapshot['previousReview']> {
    if (!session.team_id) return null;
    const previous = (await scope
      .table<RetroSessionRow>(RT.sessions)
      .where('team_id', session.team_id)
      .whereNot('id', session.id)
      .whereIn('status', CLOSED)
      .whereRaw('(created_at, seq) < (?, ?)', [session.created_at, session.seq])
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }])
      .first()) as RetroSessionRow | undefined;
    if (!previous) return null;
    const items = await withAssigneeNames(deps.capabilities, scope, (await actionItemsQuery(scope).where('ai.session_id', previous.id).whereIn('ai.status', OPEN_ACTION_ITEM_STATUSES).orderBy([{ column: 'ai.created_at' }, { column: 'ai.seq' }])) as RetroActionItemRow[]);
    return { sessionId: previous.id, name: previous.name, completedAt: iso(previous.completed_at), actionItems: items.map(actionItemView) };
  }

  async function loadState(scope: TenantScope, session: RetroSessionRow): Promise<RetroState> {
    const participants = (await scope.table<RetroParticipantRow>(RT.participants).where('session_id', session.id).whereNull('left_at').orderBy([{ column: 'joined_at' }, { column: 'seq' }])) as RetroParticipantRow[];
    const cards = (await scope.table<RetroCardRow>(RT.cards).where('session_id', session.id).orderBy([{ column: 'created_at' }, { column: 'seq' }])) as RetroCardRow[];
    const votes = (await scope.table(RT.votes).where('session_id', session.id).select('card_id', 'participant_id')) as { card_id: string; participant_id: string }[];
    const groups = (await scope.table<RetroGroupRow>(RT.groups).where('session_id', session.id).orderBy([{ column: 'created_at' }, { column: 'seq' }])) as RetroGroupRow[];
    const actionItems = await withAssigneeNames(deps.capabilities, scope, (await actionItemsQuery(scope).where('ai.session_id', session.id).orderBy([{ column: 'ai.created_at' }, { column: 'ai.seq' }])) as RetroActionItemRow[]);
    return { session, participants, online: await presence.online(scope, session.id), cards, votes, groups, actionItems, previousReview: await previousReviewOf(scope, session) };
  }

  function voteCounts(state: Pick<RetroState, 'votes'>): Map<string, number> {
    const counts = new Map<string, number>();
    for (const vote of state.votes) counts.set(vote.card_id, (counts.get(vote.card_id) ?? 0) + 1);
    return counts;
  }

  function cardView(row: RetroCardRow, votes: number, blurred: boolean): RetroCard {
    return {
      id: row.id,
      sessionId: row.session_id,
      columnId: row.column_id,
      authorId: row.participant_id,
      authorName: row.author_name,
      content: blurred ? null : row.content,
      blurred,
      groupId: row.group_id,
      votes,
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    };
  }

  function groupView(row: RetroGroupRow, cards: readonly RetroCardRow[], counts: Map<string, number>): RetroGroup {
    const members = cards.filter((card) => card.group_id === row.id);
    return { id: row.id, sessionId: row.session_id, title: row.title, cardIds: members.map((card) => card.id), votes: members.reduce((sum, card) => sum + (counts.get(card.id) ?? 0), 0), createdAt: iso(row.created_at)! };
  }

  /** The state as one viewer (a participant row, or nobody) may see it. */
  function snapshotFor(state: RetroState, viewer: RetroParticipantRow | null, actor: RetroActor | null): RetroSnapshot {
    const { session } = state;
    const settings = settingsOf(session);
    const counts = voteCounts(state);
    const blur = blurActive(session);
    const mine = viewer ? state.votes.filter((vote) => vote.participant_id === viewer.id).map((vote) => vote.card_id) : [];
    const myCards = viewer ? state.cards.filter((card) => card.participant_id === viewer.id).length : 0;
    return {
      session: sessionView(session, { participants: state.participants.length, cards: state.cards.length, actionItems: state.actionItems.length }),
      participants: state.participants.map((row) => participantView(row, state.online.has(row.id))),
      cards: state.cards.map((card) => cardView(card, counts.get(card.id) ?? 0, blur && card.participant_id !== viewer?.id)),
      groups: state.groups.map((group) => groupView(group, state.cards, counts)),
      actionItems: state.actionItems.map(actionItemView),
      previousReview: state.previousReview,
      timer: timerOf(session),
      voteCount: state.votes.length,
      voterCount: new Set(state.votes.map((vote) => vote.participant_id)).size,
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
  async function deliver(session: RetroSessionRow, participants: readonly RetroParticipantRow[], event: string, make: (viewer: RetroParticipantRow | null) => unknown): Promise<void> {
    if (!blurActive(session)) return toRoom(session.account_id, session.id, event, make(null));
    await Promise.all(participants.map((participant) => send(retroParticipantRoom(session.account_id, session.id, participant.id), event, make(participant))));
  }

  /** Tell the room what changed, with the new state (without anyone's `me`). */
  async function publishChange(accountId: string, sessionId: string, change: RetroChange): Promise<void> {
    const scope = deps.scopeFor(accountId);
    const session = (await scope.table<RetroSessionRow>(RT.sessions).where('id', sessionId).first()) as RetroSessionRow | undefined;
    if (!session) return;
    const state = await loadState(scope, session);
    await deliver(session, state.participants, RetroEvents.CHANGED, (viewer) => {
      const { me: _me, ...snapshot } = snapshotFor(state, viewer, null);
      return { sessionId, change, snapshot };
    });
  }

  async function publishCard(scope: TenantScope, sessionId: string, action: 'added' | 'updated', cardId: string): Promise<RetroCard> {
    const session = await findSession(scope, sessionId);
    const card = (await scope.table<RetroCardRow>(RT.cards).where('id', cardId).first()) as RetroCardRow;
    const [{ n }] = (await scope.table(RT.votes).where('card_id', cardId).select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
    const participants = blurActive(session) ? ((await scope.table<RetroParticipantRow>(RT.participants).where('session_id', sessionId).whereNull('left_at')) as RetroParticipantRow[]) : [];
    await deliver(session, participants, RetroEvents.CARD, (viewer) => ({ sessionId, action, card: cardView(card, Number(n), viewer !== null && viewer.id !== card.participant_id) }));
    return cardView(card, Number(n), false);
  }

  async function publishGroups(scope: TenantScope, sessionId: string, groupIds: readonly string[], deletedIds: readonly string[] = []): Promise<RetroGroup[]> {
    const views: RetroGroup[] = [];
    if (groupIds.length) {
      const rows = (await scope.table<RetroGroupRow>(RT.groups).whereIn('id', groupIds)) as RetroGroupRow[];
      const cards = (await scope.table<RetroCardRow>(RT.cards).whereIn('group_id', groupIds).orderBy([{ column: 'created_at' }, { column: 'seq' }])) as RetroCardRow[];
      const votes = cards.length ? ((await scope.table(RT.votes).whereIn('card_id', cards.map((card) => card.id)).select('card_id', 'participant_id')) as { card_id: string; participant_id: string }[]) : [];
      const counts = voteCounts({ votes });
      for (const row of rows) views.push(groupView(row, cards, counts));
    }
    for (const group of views) await toRoom(scope.accountId, sessionId, RetroEvents.GROUP, { sessionId, group });
    for (const deletedId of deletedIds) await toRoom(scope.accountId, sessionId, RetroEvents.GROUP, { sessionId, deletedId });
    return views;
  }

  // ---------- sessions ----------

  async function listSessions(scope: TenantScope, query: { status?: RetroSessionStatus; teamId?: string; limit: number; offset: number }): Promise<RetroSessionList> {
    const base = () => {
      const q = scope.table<RetroSessionRow>(RT.sessions);
      if (query.status) q.where('status', query.status);
      if (query.teamId) q.where('team_id', query.teamId);
      return q;
    };
    const rows = (await base().orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(query.limit).offset(query.offset)) as RetroSessionRow[];
    const [{ total }] = (await base().count<{ total: number }[]>('* as total')) as { total: number }[];
    const counts = await countsFor(scope, rows.map((row) => row.id));
    return { sessions: rows.map((row) => sessionView(row, counts.get(row.id)!)), total: Number(total) };
  }

  /** Format, columns and default settings from a template, a built-in format or custom columns. */
  async function resolveLayout(scope: TenantScope, input: CreateRetroBody): Promise<{ format: RetroFormat; columns: RetroColumn[]; templateId: string | null; defaults: Partial<RetroSettings> }> {
    if (input.templateId) {
      const template = await templates.get(scope, input.templateId);
      return { format: template.format, columns: template.columns.map((c) => ({ ...c })), templateId: template.id, defaults: template.settings };
    }
    const format = input.format ?? 'START_STOP_CONTINUE';
    if (format === 'CUSTOM') {
      const columns = customColumns(input.columns);
      if (!columns) throw new ValidationError(RetroErrors.CUSTOM_COLUMNS);
      return { format, columns, templateId: null, defaults: {} };
    }
    return { format, columns: formatColumns(format), templateId: builtInTemplateIdOf(format), defaults: {} };
  }

  /** A new retro starts WAITING in SETUP, its creator as facilitator and first participant. */
  async function createSession(actor: RetroActor, scope: TenantScope, input: CreateRetroBody) {
    if (!actor.canCreate) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
    const layout = await resolveLayout(scope, input);
    const settings = checkSettings(input.settings, checkSettings(layout.defaults, RETRO_DEFAULT_SETTINGS));
    if (input.teamId) await findTeam(scope, input.teamId);
    await assertAgileLimit(deps.capabilities, scope, 'sessionsPerMonth', now());
    const displayName = await userDisplayName(scope, actor.userId);
    const at = now();
    const session = await scope.transaction(async (trx) => {
      const [row] = (await trx
        .insert(RT.sessions, {
          name: input.name.trim(),
          description: input.description ?? null,
          status: 'WAITING',
          current_phase: 'SETUP',
          format: layout.format,
          template_id: layout.templateId,
          team_id: input.teamId ?? null,
          facilitator_id: actor.userId,
          settings: JSON.stringify(settings),
          columns: JSON.stringify(layout.columns),
          phase_started_at: at,
          created_by: actor.userId,
          created_at: at,
          updated_at: at,
        })
        .returning('*')) as unknown as RetroSessionRow[];
      await trx.insert(RT.participants, { session_id: row!.id, user_id: actor.userId, display_name: displayName, role: 'FACILITATOR', joined_at: at });
      if (layout.templateId) await templates.recordUse(trx, layout.templateId);
      if (row!.team_id) await recordTeamActivity(trx, row!.team_id, 'retro_created', actor.userId, { sessionId: row!.id, name: row!.name }, at);
      return row!;
    });
    return viewOf(scope, session);
  }

  async function getSnapshot(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<RetroSnapshot> {
    const session = await findSession(scope, sessionId);
    return snapshotFor(await loadState(scope, session), (await participantOf(scope, actor.userId, sessionId)) ?? null, actor);
  }

  /**
   * PATCH: name, description, settings, team and facilitator while the retro is open; status
   * DRAFT <-> WAITING -> ACTIVE -> COMPLETED -> ARCHIVED (a completed retro may only be archived).
   */
  async function updateSession(actor: RetroActor, scope: TenantScope, sessionId: string, input: UpdateRetroBody) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const { status, ...fields } = input;
    if (isClosed(session) && !(status === 'ARCHIVED' && Object.keys(fields).length === 0)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
    if (status && status !== session.status && !STATUS_MOVES[session.status].includes(status)) throw new ConflictError(RetroErrors.sessionTransition(session.status, status));
    const at = now();
    const patch: Record<string, unknown> = {};
    if (fields.name !== undefined) patch.name = fields.name.trim();
    if (fields.description !== undefined) patch.description = fields.description;
    if (fields.settings !== undefined) patch.settings = JSON.stringify(checkSettings(fields.settings, settingsOf(session)));
    if (fields.teamId !== undefined && fields.teamId !== session.team_id) {
      if (fields.teamId) await findTeam(scope, fields.teamId);
      patch.team_id = fields.teamId;
    }
    if (fields.facilitatorId !== undefined && fields.facilitatorId !== session.facilitator_id) {
      const next = await participantOf(scope, fields.facilitatorId, sessionId);
      if (!next) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
      await handOver(scope, session, next);
    }
    let phaseChanged = false;
    if (status && status !== session.status) {
      if (status === 'ACTIVE') Object.assign(patch, { status, started_at: session.started_at ?? at });
      else if (status === 'COMPLETED') {
        Object.assign(patch, phasePatch(session, 'COMPLETED', at));
        phaseChanged = true;
      } else if (status === 'ARCHIVED') Object.assign(patch, { status, archived_at: at, ...(session.status === 'COMPLETED' ? {} : clearedTimer()) });
      else patch.status = status;
    }
    if (Object.keys(patch).length) {
      const [updated] = (await scope.table(RT.sessions).where('id', sessionId).update({ ...patch, updated_at: at }).returning('*')) as unknown as RetroSessionRow[];
      if (phaseChanged || status === 'ARCHIVED') await afterPhaseChange(scope, session, updated!);
      else await publishChange(scope.accountId, sessionId, status && status !== session.status ? 'status_changed' : 'session_updated');
    } else if (fields.facilitatorId !== undefined) await publishChange(scope.accountId, sessionId, 'participant_role');
    return viewOf(scope, await findSession(scope, sessionId));
  }

  /** The new facilitator takes the role; the previous one becomes a participant. */
  async function handOver(scope: TenantScope, session: RetroSessionRow, next: RetroParticipantRow): Promise<void> {
    await scope.transaction(async (trx) => {
      await trx.table(RT.participants).where({ session_id: session.id, role: 'FACILITATOR' }).update({ role: 'PARTICIPANT' });
      await trx.table(RT.participants).where('id', next.id).update({ role: 'FACILITATOR' });
      await trx.table(RT.sessions).where('id', session.id).update({ facilitator_id: next.user_id, updated_at: now() });
    });
  }

  async function deleteSession(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'ACTIVE') throw new ConflictError(PokerErrors.CANNOT_DELETE_ACTIVE);
    await scope.table(RT.sessions).where('id', sessionId).delete();
    timers.cancel(sessionId);
    return { deleted: true };
  }

  // ---------- participants ----------

  /** Join (REST; the socket's join calls it for someone not in the retro yet). Completed or archived retros cannot be joined. */
  async function joinSession(actor: RetroActor, scope: TenantScope, sessionId: string, input: { role?: 'PARTICIPANT' | 'OBSERVER' } = {}, options: { announce?: boolean } = {}) {
    const session = await findSession(scope, sessionId);
    const existing = await participantOf(scope, actor.userId, sessionId, true);
    if (existing && !existing.left_at) throw new ConflictError(PokerErrors.ALREADY_PARTICIPANT);
    if (isClosed(session)) throw new ConflictError(RetroErrors.SESSION_CLOSED);
    let role: RetroParticipantRole = input.role ?? 'PARTICIPANT';
    if (session.facilitator_id === actor.userId) role = 'FACILITATOR';
    else if (!actor.canContribute) role = 'OBSERVER';
    else if (role === 'PARTICIPANT' && session.team_id && (await scope.table(TT.members).where({ team_id: session.team_id, user_id: actor.userId }).first('user_id'))) role = 'MEMBER';
    let participant: RetroParticipantRow;
    if (existing) {
      [participant] = (await scope.table(RT.participants).where('id', existing.id).update({ left_at: null, role, joined_at: now() }).returning('*')) as unknown as RetroParticipantRow[];
    } else {
      const displayName = await userDisplayName(scope, actor.userId);
      [participant] = (await scope.insert(RT.participants, { session_id: sessionId, user_id: actor.userId, display_name: displayName, role, joined_at: now() }).returning('*')) as unknown as RetroParticipantRow[];
    }
    if (options.announce !== false) await publishChange(scope.accountId, sessionId, 'participant_joined');
    const state = await loadState(scope, await findSession(scope, sessionId));
    return { participant: participant!, snapshot: snapshotFor(state, participant!, actor) };
  }

  /** The socket's retro:join (also after every reconnect): a participant comes back as they are. */
  async function enterSession(actor: RetroActor, scope: TenantScope, sessionId: string) {
    const session = await findSession(scope, sessionId);
    const existing = await participantOf(scope, actor.userId, sessionId);
    if (existing) return { participant: existing, snapshot: snapshotFor(await loadState(scope, session), existing, actor), joined: false };
    return { ...(await joinSession(actor, scope, sessionId, {}, { announce: false })), joined: true };
  }

  async function leaveSession(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<{ left: true }> {
    const session = await findSession(scope, sessionId);
    const participant = await participantOf(scope, actor.userId, sessionId);
    if (!participant) throw new NotFoundError(RetroErrors.NOT_PARTICIPANT);
    const isFacilitator = participant.role === 'FACILITATOR' || session.facilitator_id === actor.userId;
    if (isFacilitator && session.status === 'ACTIVE') throw new ConflictError(PokerErrors.FACILITATOR_CANNOT_LEAVE);
    await scope.table(RT.participants).where('id', participant.id).update({ left_at: now() });
    await presence.forget(scope, participant.id);
    await publishChange(scope.accountId, sessionId, 'participant_left');
    return { left: true };
  }

  async function findParticipant(scope: TenantScope, sessionId: string, participantId: string): Promise<RetroParticipantRow> {
    const row = (await scope.table<RetroParticipantRow>(RT.participants).where({ id: participantId, session_id: sessionId }).whereNull('left_at').first()) as RetroParticipantRow | undefined;
    if (!row) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
    return row;
  }

  async function updateParticipantRole(actor: RetroActor, scope: TenantScope, sessionId: string, participantId: string, role: RetroParticipantRole) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (isClosed(session)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
    const participant = await findParticipant(scope, sessionId, participantId);
    const isFacilitator = participant.user_id === session.facilitator_id;
    if (role === 'FACILITATOR') {
      if (!isFacilitator) await handOver(scope, session, participant);
    } else {
      if (isFacilitator) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
      await scope.table(RT.participants).where('id', participantId).update({ role });
    }
    await publishChange(scope.accountId, sessionId, 'participant_role');
    const updated = await findParticipant(scope, sessionId, participantId);
    return participantView(updated, (await presence.online(scope, sessionId)).has(updated.id));
  }

  /** Removed participants leave the retro; their cards and votes stay. */
  async function removeParticipant(actor: RetroActor, scope: TenantScope, sessionId: string, participantId: string): Promise<{ removed: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (isClosed(session)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
    const participant = await findParticipant(scope, sessionId, participantId);
    if (participant.user_id === session.facilitator_id) throw new BusinessRuleError(PokerErrors.CANNOT_REMOVE_FACILITATOR);
    await scope.table(RT.participants).where('id', participantId).update({ left_at: now() });
    await presence.forget(scope, participantId);
    // The removed person hears this last change (they are no longer in it), then nothing more.
    await publishChange(scope.accountId, sessionId, 'participant_removed');
    if (participant.user_id) {
      await deps.evict(retroRoom(scope.accountId, sessionId), participant.user_id);
      await deps.evict(retroParticipantRoom(scope.accountId, sessionId, participant.id), participant.user_id);
    }
    return { removed: true };
  }

  // ---------- phases ----------

  const clearedTimer = () => ({ timer_phase: null, timer_ends_at: null, timer_duration: null, timer_expired_at: null });

  /** Entering a phase: its start time, its timer when the timer is on, completion at the end. */
  function phasePatch(session: RetroSessionRow, phase: RetroPhase, at: Date): Record<string, unknown> {
    const settings = settingsOf(session);
    const seconds = settings.timerEnabled && phase !== 'COMPLETED' ? (settings.phaseTimers[phase] ?? 0) : 0;
    const patch: Record<string, unknown> = { current_phase: phase, phase_started_at: at, ...clearedTimer() };
    if (seconds > 0) Object.assign(patch, { timer_phase: phase, timer_ends_at: new Date(at.getTime() + seconds * 1000), timer_duration: seconds });
    if (phase === 'COMPLETED') Object.assign(patch, { status: 'COMPLETED', completed_at: at });
    return patch;
  }

  /** After a phase or status change is committed: the timer, the room, the team's feed. */
  async function afterPhaseChange(scope: TenantScope, before: RetroSessionRow, after: RetroSessionRow): Promise<void> {
    const timer = timerOf(after);
    if (timer) timers.schedule({ accountId: after.account_id, sessionId: after.id, phase: timer.phase, endsAt: timer.endsAt });
    else timers.cancel(after.id);
    if (timer || before.timer_ends_at) await toRoom(scope.accountId, after.id, RetroEvents.TIMER, { sessionId: after.id, timer, serverTime: now().getTime() });
    await publishChange(scope.accountId, after.id, before.current_phase !== after.current_phase ? 'phase_changed' : 'status_changed');
    if (after.status === 'COMPLETED' && before.status !== 'COMPLETED' && after.team_id) {
      await recordTeamActivity(scope, after.team_id, 'retro_completed', null, { sessionId: after.id, name: after.name }, now());
    }
  }

  async function phaseFacts(scope: TenantScope, session: RetroSessionRow) {
    const count = async (table: string, active = false) => {
      const query = scope.table(table).where('session_id', session.id);
      if (active) query.whereNull('left_at');
      const [{ n }] = (await query.select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
      return Number(n);
    };
    return { participants: await count(RT.participants, true), cards: await count(RT.cards), votes: await count(RT.votes), actionItems: await count(RT.actionItems), settings: settingsOf(session) };
  }

  /**
   * The next phase, when the current one's condition holds ('Cannot advance phase yet'). Leaving
   * SETUP starts the retro (ACTIVE); reaching COMPLETED completes it.
   */
  async function advancePhase(actor: RetroActor, scope: TenantScope, sessionId: string) {
    assertModerator(actor, await findSession(scope, sessionId));
    const at = now();
    const { before, after } = await scope.transaction(async (trx) => {
      const current = (await trx.table<RetroSessionRow>(RT.sessions).where('id', sessionId).forUpdate().first()) as RetroSessionRow;
      const phase = current.current_phase;
      const next = nextPhase(phase);
      if (!next || isClosed(current) || (phase !== 'SETUP' && current.status !== 'ACTIVE')) throw new ConflictError(RetroErrors.CANNOT_ADVANCE);
      if (!canAdvance(phase, await phaseFacts(trx, current))) throw new ConflictError(RetroErrors.CANNOT_ADVANCE);
      const patch = phasePatch(current, next, at);
      if (phase === 'SETUP') Object.assign(patch, { status: 'ACTIVE', started_at: current.started_at ?? at });
      const [row] = (await trx.table(RT.sessions).where('id', sessionId).update({ ...patch, updated_at: at }).returning('*')) as unknown as RetroSessionRow[];
      return { before: current, after: row! };
    });
    await afterPhaseChange(scope, before, after);
    return viewOf(scope, after);
  }

  /**
   * Jump to a phase (the facilitator's phase bar): only while the retro is ACTIVE ('Session must
   * be in progress to set phase'), except a reset to SETUP, which puts it back to WAITING.
   */
  async function setPhase(actor: RetroActor, scope: TenantScope, sessionId: string, phase: RetroPhase) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const at = now();
    const patch = phasePatch(session, phase, at);
    if (phase === 'SETUP') {
      if (isClosed(session)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
      if (session.status === 'ACTIVE') patch.status = 'WAITING';
    } else if (session.status !== 'ACTIVE') throw new ConflictError(RetroErrors.SET_PHASE_NOT_IN_PROGRESS);
    const [after] = (await scope.table(RT.sessions).where('id', sessionId).update({ ...patch, updated_at: at }).returning('*')) as unknown as RetroSessionRow[];
    await afterPhaseChange(scope, session, after!);
    return viewOf(scope, after!);
  }

  // ---------- timer ----------

  async function startTimer(actor: RetroActor, scope: TenantScope, sessionId: string, duration?: number | null): Promise<RetroTimerState> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(RetroErrors.TIMER_NOT_ACTIVE);
    const seconds = duration ?? settingsOf(session).phaseTimers[session.current_phase] ?? 0;
    if (!Number.isInteger(seconds) || seconds <= 0) throw new ValidationError(RetroErrors.TIMER_DURATION_REQUIRED);
    const endsAt = now().getTime() + seconds * 1000;
    await scope.table(RT.sessions).where('id', sessionId).update({ timer_phase: session.current_phase, timer_ends_at: new Date(endsAt), timer_duration: seconds, timer_expired_at: null, updated_at: now() });
    timers.schedule({ accountId: scope.accountId, sessionId, phase: session.current_phase, endsAt });
    const timer: RetroTimerState = { phase: session.current_phase, endsAt, durationSeconds: seconds };
    await toRoom(scope.accountId, sessionId, RetroEvents.TIMER, { sessionId, timer, serverTime: now().getTime() });
    return timer;
  }

  async function stopTimer(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<{ timer: null }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    await scope.table(RT.sessions).where('id', sessionId).update({ ...clearedTimer(), updated_at: now() });
    timers.cancel(sessionId);
    await toRoom(scope.accountId, sessionId, RetroEvents.TIMER, { sessionId, timer: null, serverTime: now().getTime() });
    return { timer: null };
  }

  /** A phase timer is due: exactly one instance marks it expired and tells the room. */
  async function expireTimer(timer: PhaseTimer): Promise<void> {
    try {
      const marked = (await deps
        .scopeFor(timer.accountId)
        .table(RT.sessions)
        .where({ id: timer.sessionId, timer_ends_at: new Date(timer.endsAt) })
        .whereNull('timer_expired_at')
        .update({ timer_expired_at: now() })
        .returning('id')) as unknown[];
      if (marked.length) await toRoom(timer.accountId, timer.sessionId, RetroEvents.TIMER_EXPIRED, { sessionId: timer.sessionId, phase: timer.phase, serverTime: now().getTime() });
    } catch (error) {
      deps.log.warn({ err: error, sessionId: timer.sessionId }, 'could not expire the retro timer');
    }
  }

  /** After a start or a restart: watch every phase timer still running in the database. */
  async function resumeTimers(): Promise<number> {
    const rows = (await db(RT.sessions).whereNotNull('timer_ends_at').whereNull('timer_expired_at').whereNotNull('timer_phase').select('id', 'account_id', 'timer_phase', 'timer_ends_at')) as RetroSessionRow[];
    for (const row of rows) timers.schedule({ accountId: row.account_id, sessionId: row.id, phase: row.timer_phase!, endsAt: ms(row.timer_ends_at)! });
    return rows.length;
  }

  // ---------- cards ----------

  async function findCard(scope: TenantScope, sessionId: string, cardId: string): Promise<RetroCardRow> {
    const row = (await scope.table<RetroCardRow>(RT.cards).where({ id: cardId, session_id: sessionId }).first()) as RetroCardRow | undefined;
    if (!row) throw new NotFoundError(RetroErrors.CARD_NOT_FOUND);
    return row;
  }

  function assertColumn(session: RetroSessionRow, columnId: unknown): string {
    if (typeof columnId !== 'string' || !columnsOf(session).some((column) => column.id === columnId)) throw new ValidationError(RetroErrors.COLUMN_NOT_FOUND);
    return columnId;
  }

  /** A card: by a participant (not an observer), only in COLLECT, in a column of the retro, within the per-participant limit. */
  async function addCard(actor: RetroActor, scope: TenantScope, sessionId: string, input: { columnId: unknown; content: unknown }): Promise<RetroCard> {
    const content = cardContent(input.content);
    const session = await findSession(scope, sessionId);
    const participant = await contributorOf(actor, scope, sessionId);
    if (session.current_phase !== 'COLLECT') throw new ConflictError(RetroErrors.CARD_ADD_PHASE);
    const columnId = assertColumn(session, input.columnId);
    const limit = settingsOf(session).maxCardsPerParticipant;
    const at = now();
    const cardId = await scope.transaction(async (trx) => {
      // One participant's cards are counted and written one at a time.
      await trx.table(RT.participants).where('id', participant.id).forUpdate().first('id');
      if (limit !== null) {
        const [{ n }] = (await trx.table(RT.cards).where({ session_id: sessionId, participant_id: participant.id }).select(trx.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
        if (Number(n) >= limit) throw new BusinessRuleError(RetroErrors.maxCards(limit));
      }
      const [row] = (await trx
        .insert(RT.cards, { session_id: sessionId, participant_id: participant.id, author_name: participant.display_name, column_id: columnId, content, created_at: at, updated_at: at })
        .returning('id')) as { id: string }[];
      return row!.id;
    });
    return publishCard(scope, sessionId, 'added', cardId);
  }

  /** Only in COLLECT or GROUP, by its author or the facilitator. */
  async function cardForChange(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string): Promise<{ session: RetroSessionRow; card: RetroCardRow }> {
    const session = await findSession(scope, sessionId);
    const card = await findCard(scope, sessionId, cardId);
    if (session.current_phase !== 'COLLECT' && session.current_phase !== 'GROUP') throw new ConflictError(RetroErrors.CARD_EDIT_PHASE);
    if (!isModerator(actor, session)) {
      const participant = await contributorOf(actor, scope, sessionId);
      if (participant.id !== card.participant_id) throw new ForbiddenError(RetroErrors.CARD_AUTHOR_ONLY);
    }
    return { session, card };
  }

  async function updateCard(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string, input: { content?: unknown; columnId?: unknown }): Promise<RetroCard> {
    const { session } = await cardForChange(actor, scope, sessionId, cardId);
    const patch: Record<string, unknown> = {};
    if (input.content !== undefined) patch.content = cardContent(input.content);
    if (input.columnId !== undefined) patch.column_id = assertColumn(session, input.columnId);
    if (Object.keys(patch).length) await scope.table(RT.cards).where('id', cardId).update({ ...patch, updated_at: now() });
    return publishCard(scope, sessionId, 'updated', cardId);
  }

  async function deleteCard(actor: RetroActor, scope: TenantScope, sessionId: string, cardId: string): Promise<{ deleted: true }> {
    const { card } = await cardForChange(actor, scope, sessionId, cardId);
    const emptied = await scope.transaction(async (trx) => {
      await trx.table(RT.cards).where('id', cardId).delete();
      return card.group_id ? dropIfEmpty(trx, card.group_id) : [];
    });
    await toRoom(scope.accountId, sessionId, RetroEvents.CARD, { sessionId, action: 'deleted', deletedId: cardId });
    await publishGroups(scope, sessionId, card.group_id && !emptied.length ? [card.group_id] : [], emptied);
    return { deleted: true };
  }

  // ---------- votes ----------

  async function votesEvent(scope: TenantScope, sessionId: string, card: RetroCardRow) {
    const [{ n, total, voters }] = (await scope
      .table(RT.votes)
      .where('session_id', sessionId)
      .select(
        scope.knex.raw('count(*) filter (where card_id = ?)::int as n', [card.id]),
        scope.knex.raw('count(*)::int as total'),
        scope.knex.raw('count(distinct participant_id)::int as voters'),
      )) as unknown as { n: number; total: number; voters: number }[];
    const event = { sessionId, cardId: card.id, votes: Number(n), groupId: card.group_id, voteCount: Number(total), voterCount: Number(voters) };
    await toRoom(scope.accountId, sessionId, RetroEvents.VOTES, event);
    return event;
  }

  async function myVotes(scope: TenantScope, sessionId: string, participantId: string): Promise<string[]> {
    return (await scope.table(RT.votes).where({ session_id: sessionId, participant_id: participantId }).orderBy([{ column: 'created_at' }, { column: 'id' }]).pluck('card_id')) as string[];
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
    if (session.current_phase !== 'VOTE') throw new ConflictError(RetroErrors.VOTE_PHASE);
    const limit = settingsOf(session).votesPerParticipant;
    await scope.transaction(async (trx) => {
      await trx.table(RT.participants).where('id', participant.id).forUpdate().first('id');
      if (await trx.table(RT.votes).where({ card_id: cardId, participant_id: participant.id }).first('id')) throw new ConflictError(RetroErrors.ALREADY_VOTED);
      const [{ n }] = (await trx.table(RT.votes).where({ session_id: sessionId, participant_id: participant.id }).select(trx.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
      if (Number(n) >= limit) throw new BusinessRuleError(RetroErrors.maxVotes(limit));
      await trx.insert(RT.votes, { session_id: sessionId, card_id: cardId, participant_id: participant.id, created_at: now() });
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
    if (session.current_phase !== 'VOTE') throw new ConflictError(RetroErrors.VOTE_REMOVAL_PHASE);
    const removed = Number(await scope.table(RT.votes).where({ card_id: cardId, participant_id: participant.id }).delete());
    if (!removed) throw new NotFoundError(RetroErrors.NOT_VOTED);
    const event = await votesEvent(scope, sessionId, card);
    const votedCardIds = await myVotes(scope, sessionId, participant.id);
    return { cardId, votes: event.votes, votedCardIds, votesRemaining: Math.max(0, settingsOf(session).votesPerParticipant - votedCardIds.length) };
  }

  // ---------- groups ----------

  async function findGroup(scope: TenantScope, sessionId: string, groupId: string): Promise<RetroGroupRow> {
    const row = (await scope.table<RetroGroupRow>(RT.groups).where({ id: groupId, session_id: sessionId }).first()) as RetroGroupRow | undefined;
    if (!row) throw new NotFoundError(RetroErrors.GROUP_NOT_FOUND);
    return row;
  }

  /** Groups are made and changed in GROUP by participants (not observers) or the facilitator. */
  async function assertGrouper(actor: RetroActor, scope: TenantScope, session: RetroSessionRow): Promise<void> {
    if (!isModerator(actor, session)) await contributorOf(actor, scope, session.id);
  }

  /** Delete the groups left without cards (a group lives while it holds a card). */
  async function dropIfEmpty(trx: TenantScope, ...groupIds: string[]): Promise<string[]> {
    const dropped: string[] = [];
    for (const groupId of new Set(groupIds)) {
      if (await trx.table(RT.cards).where('group_id', groupId).first('id')) continue;
      await trx.table(RT.groups).where('id', groupId).delete();
      dropped.push(groupId);
    }
    return dropped;
  }

  /** A group, with the cards named moved into it (from their former groups). */
  async function createGroup(actor: RetroActor, scope: TenantScope, sessionId: string, input: { title?: string; cardIds?: string[] }): Promise<RetroGroup> {
    const session = await findSession(scope, sessionId);
    if (session.current_phase !== 'GROUP') throw new ConflictError(RetroErrors.GROUPING_PHASE);
    if (!settingsOf(session).enableCardGrouping) throw new BusinessRuleError(RetroErrors.GROUPING_DISABLED);
    await assertGrouper(actor, scope, session);
    const cardIds = [...new Set(input.cardIds ?? [])];
    const cards = cardIds.length ? ((await scope.table<RetroCardRow>(RT.cards).where('session_id', sessionId).whereIn('id', cardIds)) as RetroCardRow[]) : [];
    if (cards.length !== cardIds.length) throw new NotFoundError(RetroErrors.CARD_NOT_FOUND);
    const title = input.title?.trim() || (cards[0] ? cards[0].content.slice(0, 60) : '');
    const at = now();
    const { groupId, emptied } = await scope.transaction(async (trx) => {
      const [row] = (await trx.insert(RT.groups, { session_id: sessionId, title, created_at: at, updated_at: at }).returning('id')) as { id: string }[];
      if (cardIds.length) await trx.table(RT.cards).whereIn('id', cardIds).update({ group_id: row!.id, updated_at: at });
      const former = cards.map((card) => card.group_id).filter((id): id is string => id !== null);
      return { groupId: row!.id, emptied: await dropIfEmpty(trx, ...former) };
    });
    const former = cards.map((card) => card.group_id).filter((id): id is string => id !== null && !emptied.includes(id));
    const [group] = await publishGroups(scope, sessionId, [groupId, ...new Set(former)], emptied);
    return group!;
  }

  async function updateGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string, title: string): Promise<RetroGroup> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    if (session.current_phase !== 'GROUP') throw new ConflictError(RetroErrors.GROUP_UPDATE_PHASE);
    await assertGrouper(actor, scope, session);
    await scope.table(RT.groups).where('id', groupId).update({ title: title.trim(), updated_at: now() });
    const [group] = await publishGroups(scope, sessionId, [groupId]);
    return group!;
  }

  /** Deleting a group ungroups its cards. */
  async function deleteGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    if (session.current_phase !== 'GROUP') throw new ConflictError(RetroErrors.GROUP_DELETE_PHASE);
    await assertGrouper(actor, scope, session);
    await scope.table(RT.groups).where('id', groupId).delete();
    await publishGroups(scope, sessionId, [], [groupId]);
    return { deleted: true };
  }

  async function addCardToGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string, cardId: string): Promise<RetroGroup> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    const card = await findCard(scope, sessionId, cardId);
    if (session.current_phase !== 'GROUP') throw new ConflictError(RetroErrors.CARD_GROUPING_PHASE);
    if (!settingsOf(session).enableCardGrouping) throw new BusinessRuleError(RetroErrors.GROUPING_DISABLED);
    await assertGrouper(actor, scope, session);
    if (card.group_id === groupId) return (await publishGroups(scope, sessionId, [groupId]))[0]!;
    const emptied = await scope.transaction(async (trx) => {
      await trx.table(RT.cards).where('id', cardId).update({ group_id: groupId, updated_at: now() });
      return card.group_id ? dropIfEmpty(trx, card.group_id) : [];
    });
    const touched = card.group_id && !emptied.length ? [groupId, card.group_id] : [groupId];
    return (await publishGroups(scope, sessionId, touched, emptied))[0]!;
  }

  /** Take a card out of its group; a group left empty goes. */
  async function removeCardFromGroup(actor: RetroActor, scope: TenantScope, sessionId: string, groupId: string, cardId: string): Promise<{ groupId: string; deleted: boolean }> {
    const session = await findSession(scope, sessionId);
    await findGroup(scope, sessionId, groupId);
    const card = await findCard(scope, sessionId, cardId);
    if (session.current_phase !== 'GROUP') throw new ConflictError(RetroErrors.CARD_UNGROUPING_PHASE);
    await assertGrouper(actor, scope, session);
    if (card.group_id !== groupId) throw new NotFoundError(RetroErrors.CARD_NOT_IN_GROUP);
    const emptied = await scope.transaction(async (trx) => {
      await trx.table(RT.cards).where('id', cardId).update({ group_id: null, updated_at: now() });
      return dropIfEmpty(trx, groupId);
    });
    await publishGroups(scope, sessionId, emptied.length ? [] : [groupId], emptied);
    return { groupId, deleted: emptied.length > 0 };
  }

  // ---------- action items ----------

  async function findActionItem(scope: TenantScope, itemId: string): Promise<RetroActionItemRow> {
    const row = (await actionItemsQuery(scope).where('ai.id', itemId).first()) as RetroActionItemRow | undefined;
    if (!row) throw new NotFoundError(RetroErrors.ACTION_ITEM_NOT_FOUND);
    return (await withAssigneeNames(deps.capabilities, scope, [row]))[0]!;
  }

  async function assertAssignee(scope: TenantScope, userId: string | null | undefined): Promise<void> {
    if (!userId) return;
    const membership = await (await directoryFor(deps.capabilities, scope.accountId)).membership(scope.accountId, userId, { trx: scope.knex });
    if (!membership?.active) throw new NotFoundError(AccountErrors.NOT_A_MEMBER);
  }

  /** The phase and settings rules of action items, then who may write them. */
  async function assertActionItemsOpen(actor: RetroActor, scope: TenantScope, session: RetroSessionRow): Promise<void> {
    if (session.current_phase !== 'ACTION_ITEMS') throw new ConflictError(RetroErrors.ACTION_ITEMS_PHASE);
    if (!settingsOf(session).enableActionItems) throw new BusinessRuleError(RetroErrors.ACTION_ITEMS_DISABLED);
    if (isModerator(actor, session)) return;
    const participant = await participantOf(scope, actor.userId, session.id);
    if (!participant) throw new ForbiddenError(RetroErrors.NOT_PARTICIPANT);
    if (!actor.canCreateActionItems) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
  }

  async function publishActionItem(scope: TenantScope, sessionId: string, itemId: string): Promise<RetroActionItem> {
    const item = actionItemView(await findActionItem(scope, itemId));
    await toRoom(scope.accountId, sessionId, RetroEvents.ACTION_ITEM, { sessionId, actionItem: item });
    return item;
  }

  async function listActionItems(scope: TenantScope, sessionId: string): Promise<RetroActionItem[]> {
    await findSession(scope, sessionId);
    return (await withAssigneeNames(deps.capabilities, scope, (await actionItemsQuery(scope).where('ai.session_id', sessionId).orderBy([{ column: 'ai.created_at' }, { column: 'ai.seq' }])) as RetroActionItemRow[])).map(actionItemView);
  }

  /** Only in ACTION_ITEMS, when enabled; a title after trimming; a due date not in the past. */
  async function createActionItem(actor: RetroActor, scope: TenantScope, sessionId: string, input: ActionItemBody): Promise<RetroActionItem> {
    const session = await findSession(scope, sessionId);
    await assertActionItemsOpen(actor, scope, session);
    const title = actionItemTitle(input.title);
    const due = dueDate(input.dueDate, now());
    await assertAssignee(scope, input.assigneeId);
    if (input.cardId) await findCard(scope, sessionId, input.cardId);
    const at = now();
    const [row] = (await scope
      .insert(RT.actionItems, {
        session_id: sessionId,
        team_id: session.team_id,
        title,
        description: input.description?.trim() || null,
        priority: input.priority ?? 'MEDIUM',
        status: 'OPEN',
        due_date: due,
        assignee_id: input.assigneeId ?? null,
        card_id: input.cardId ?? null,
        created_by: actor.userId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')) as { id: string }[];
    return publishActionItem(scope, sessionId, row!.id);
  }

  /** The generated action items (cards with 3+ votes, top 5) not created yet, as action items. */
  async function createGeneratedActionItems(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<RetroActionItem[]> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    await assertActionItemsOpen(actor, scope, session);
    const state = await loadState(scope, session);
    const counts = voteCounts(state);
    const done = new Set(state.actionItems.map((item) => item.card_id).filter(Boolean));
    const generated: GeneratedActionItem[] = generateActionItems(state.cards.map((card) => ({ id: card.id, content: card.content, votes: counts.get(card.id) ?? 0, createdAt: iso(card.created_at)! }))).filter(
      (item) => !done.has(item.cardId),
    );
    const created: RetroActionItem[] = [];
    for (const item of generated) created.push(await createActionItem(actor, scope, sessionId, { title: item.title, priority: item.priority, cardId: item.cardId }));
    return created;
  }

  /** PATCH /retrospectives/action-items/{id}: any time; a title stays non-empty, a new due date not in the past. */
  async function updateActionItem(actor: RetroActor, scope: TenantScope, itemId: string, input: UpdateActionItemBody): Promise<RetroActionItem> {
    const item = await findActionItem(scope, itemId);
    const session = await findSession(scope, item.session_id);
    if (!actor.canUpdateActionItems && !isModerator(actor, session)) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
    const patch: Record<string, unknown> = {};
    if (input.title !== undefined) patch.title = actionItemTitle(input.title);
    if (input.description !== undefined) patch.description = input.description?.trim() || null;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.status !== undefined) patch.status = input.status;
    if (input.dueDate !== undefined) patch.due_date = dueDate(input.dueDate, now());
    if (input.assigneeId !== undefined) {
      await assertAssignee(scope, input.assigneeId);
      patch.assignee_id = input.assigneeId;
    }
    if (Object.keys(patch).length) await scope.table(RT.actionItems).where('id', itemId).update({ ...patch, updated_at: now() });
    return publishActionItem(scope, item.session_id, itemId);
  }

  /** An action item becomes a card on a team board through the kanban's BACKLOG capability (once). */
  async function actionItemToBoard(actor: RetroActor, scope: TenantScope, itemId: string, input: { boardId?: string }): Promise<RetroActionItem> {
    const item = await findActionItem(scope, itemId);
    const session = await findSession(scope, item.session_id);
    if (!actor.canUpdateActionItems && !isModerator(actor, session)) throw new ForbiddenError(RetroErrors.OBSERVERS_CANNOT_CONTRIBUTE);
    if (item.board_item_id) return actionItemView(item);
    const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
    if (!backlog) throw new BusinessRuleError(RetroErrors.BOARD_UNAVAILABLE);
    const created = await backlog.addItem(scope.accountId, {
      ...(input.boardId ? { boardId: input.boardId } : {}),
      ...(item.team_id ? { teamId: item.team_id } : {}),
      title: item.title,
      ...(item.description ? { description: item.description } : {}),
      source: `retrospective:${item.session_id}`,
    });
    await scope.table(RT.actionItems).where('id', itemId).update({ board_item_id: created.id, updated_at: now() });
    return publishActionItem(scope, item.session_id, itemId);
  }

  // ---------- presence ----------

  async function enterPresence(scope: TenantScope, sessionId: string, participant: RetroParticipantRow, socketId: string, instanceId: string): Promise<void> {
    if (await presence.enter(scope, sessionId, participant.id, socketId, instanceId)) {
      await toRoom(scope.accountId, sessionId, RetroEvents.PRESENCE, { sessionId, participantId: participant.id, online: true, participant: participantView(participant, true) });
    }
  }

  async function exitPresence(scope: TenantScope, sessionId: string, socketId: string): Promise<void> {
    const participantId = await presence.exit(scope, sessionId, socketId);
    if (!participantId) return;
    const participant = (await scope.table<RetroParticipantRow>(RT.participants).where('id', participantId).first()) as RetroParticipantRow | undefined;
    if (participant) await toRoom(scope.accountId, sessionId, RetroEvents.PRESENCE, { sessionId, participantId, online: false, participant: participantView(participant, false) });
  }

  return {
    timers,
    presence,
    findSession,
    loadState,
    snapshotFor,
    listSessions,
    createSession,
    getSnapshot,
    updateSession,
    deleteSession,
    joinSession,
    enterSession,
    leaveSession,
    updateParticipantRole,
    removeParticipant,
    advancePhase,
    setPhase,
    startTimer,
    stopTimer,
    resumeTimers,
    addCard,
    updateCard,
    deleteCard,
    castVote,
    removeVote,
    createGroup,
    updateGroup,
    deleteGroup,
    addCardToGroup,
    removeCardFromGroup,
    listActionItems,
    createActionItem,
    createGeneratedActionItems,
    updateActionItem,
    actionItemToBoard,
    enterPresence,
    exitPresence,
    publishChange,
  };
}

export type RetroService = ReturnType<typeof createRetroService>;
