import { assertOwnReferences, tenantQuery } from '@suite/sdk/server';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { TT } from '../teams/models.js';
import { BusinessRuleError, ConflictError, ForbiddenError, ValidationError, type TenantScope } from '@suite/sdk';
import type { Static } from '@suite/sdk/schemas';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { POKER_STORY_LIMIT, type CreatePokerSessionBody, type PokerSessionList, type PokerSessionStatus, type PokerSettings, type PokerSnapshot, type UpdatePokerSessionBody } from '../../shared/poker.js';
import { assertAgileLimit } from '../usage.js';
import type { PokerActor } from './actor.js';
import { NO_TIMER, type PokerCore } from './core.js';
import { PokerParticipantModel, PokerSessionModel, PokerStoryModel } from './models.js';
import type { VotingSystems } from './voting-systems.js';
import { sessionView } from './views.js';

type UpdateSessionInput = Static<typeof UpdatePokerSessionBody>;

export function checkSettings(settings: Partial<PokerSettings> | undefined): PokerSettings | undefined {
  if (!settings) return undefined;
  const enableTimer = settings.enableTimer ?? false;
  const timerDuration = settings.timerDuration ?? null;
  if (enableTimer && timerDuration == null) throw new ValidationError(PokerErrors.TIMER_DURATION_REQUIRED);
  return { enableTimer, timerDuration, autoReveal: settings.autoReveal ?? false };
}

/** Sessions (agile.md section 4): the list, create, edit, start, complete, hand over, delete. */
export function createPokerSessions(core: PokerCore, votingSystems: VotingSystems) {
  const { now, findSession, assertModerator, assertOpen, viewOf, publishChange } = core;

  async function listSessions(scope: TenantScope, query: { status?: PokerSessionStatus; limit: number; offset: number }): Promise<PokerSessionList> {
    const base = () => {
      const q = tenantQuery(scope, PokerSessionModel);
      if (query.status) q.where('status', query.status);
      return q;
    };
    const rows = await base().orderBy('created_at', 'desc').orderBy('id').limit(query.limit).offset(query.offset);
    const total = await base().resultSize();
    const counts = await core.countsFor(scope, rows.map((row) => row.id));
    return { sessions: rows.map((row) => sessionView(row, counts.get(row.id)!)), total };
  }

  async function createSession(actor: PokerActor, scope: TenantScope, input: Static<typeof CreatePokerSessionBody>) {
    if (!actor.canCreate || !actor.userId) throw new ForbiddenError(PokerErrors.FACILITATOR_ONLY);
    const settings = checkSettings(input.settings) ?? { enableTimer: false, timerDuration: null, autoReveal: false };
    const titles = (input.stories ?? []).map((title) => title.trim()).filter(Boolean);
    if (titles.length > POKER_STORY_LIMIT) throw new BusinessRuleError(PokerErrors.STORY_LIMIT);
    const system = await votingSystems.resolve(scope, input.votingSystemId ?? 'fibonacci');
    // Another account's team is refused (404), never stored.
    await assertOwnReferences(scope, [{ field: 'teamId', table: TT.teams, id: input.teamId, notFound: TeamErrors.TEAM_NOT_FOUND }]);
    await assertAgileLimit(core.deps.capabilities, scope, 'sessionsPerMonth', now());
    const displayName = await core.userDisplayName(scope, actor.userId);
    const at = now();
    const session = await scope.transaction(async (inner) => {
      const created = await PokerSessionModel.query(inner.knex).insert({
        accountId: scope.accountId,
        name: input.name.trim(),
        description: input.description ?? null,
        status: 'DRAFT',
        facilitatorId: actor.userId,
        teamId: input.teamId ?? null,
        votingSystemId: system.id,
        votingSystem: system,
        settings,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
      await PokerParticipantModel.query(inner.knex).insert({ accountId: scope.accountId, sessionId: created.id, userId: actor.userId, displayName, role: 'FACILITATOR', joinedAt: at });
      if (titles.length) {
        await PokerStoryModel.query(inner.knex).insert(titles.map((title, index) => ({ accountId: scope.accountId, sessionId: created.id, title, sortOrder: index, createdAt: at, updatedAt: at })));
      }
      return tenantQuery(inner, PokerSessionModel).findById(created.id);
    });
    return viewOf(scope, session!);
  }

  async function getSnapshot(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<PokerSnapshot> {
    const session = await core.loadSessionFor(actor, scope, sessionId);
    return core.buildSnapshot(scope, session, (await core.participantOf(scope, actor, sessionId)) ?? null);
  }

  async function startSession(actor: PokerActor, scope: TenantScope, sessionId: string) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'ACTIVE') return viewOf(scope, session);
    if (session.status !== 'DRAFT') throw new ConflictError(PokerErrors.sessionTransition(session.status, 'ACTIVE'));
    const first = await core.storiesOf(scope, sessionId).first();
    const started = await tenantQuery(scope, PokerSessionModel)
      .patchAndFetchById(sessionId, { status: 'ACTIVE', startedAt: now(), updatedAt: now(), currentStoryId: session.currentStoryId ?? first?.id ?? null });
    await publishChange(scope.accountId, sessionId, 'session_started');
    return viewOf(scope, started);
  }

  async function completeSession(actor: PokerActor, scope: TenantScope, sessionId: string) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'COMPLETED') return viewOf(scope, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(PokerErrors.sessionTransition(session.status, 'COMPLETED'));
    const completed = await tenantQuery(scope, PokerSessionModel).patchAndFetchById(sessionId, { status: 'COMPLETED', completedAt: now(), updatedAt: now(), ...NO_TIMER });
    core.timers.cancel(sessionId);
    await publishChange(scope.accountId, sessionId, 'session_completed');
    return viewOf(scope, completed);
  }

  async function updateSession(actor: PokerActor, scope: TenantScope, sessionId: string, input: UpdateSessionInput) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const { status, ...fields } = input;
    if (Object.keys(fields).length > 0) assertOpen(session);
    if (status && status !== session.status && !((session.status === 'DRAFT' && status === 'ACTIVE') || (session.status === 'ACTIVE' && status === 'COMPLETED'))) {
      throw new ConflictError(PokerErrors.sessionTransition(session.status, status));
    }
    const patch: Partial<PokerSessionModel> = {};
    if (fields.name !== undefined) patch.name = fields.name.trim();
    if (fields.description !== undefined) patch.description = fields.description;
    if (fields.settings !== undefined) patch.settings = checkSettings(fields.settings)!;
    if (fields.votingSystemId !== undefined && fields.votingSystemId !== session.votingSystemId) {
      const system = await votingSystems.resolve(scope, fields.votingSystemId);
      const voting = await tenantQuery(scope, PokerStoryModel).findOne({ session_id: sessionId, status: 'VOTING' });
      if (voting) throw new ConflictError(PokerErrors.VOTING_SYSTEM_LOCKED);
      Object.assign(patch, { votingSystemId: system.id, votingSystem: system });
    }
    if (fields.facilitatorId !== undefined && fields.facilitatorId !== session.facilitatorId) {
      const next = await tenantQuery(scope, PokerParticipantModel).findOne({ session_id: sessionId, user_id: fields.facilitatorId }).whereNull('left_at');
      if (!next) throw new BusinessRuleError(PokerErrors.FACILITATOR_MUST_BE_MEMBER);
      await handOver(scope, session, next);
    }
    if (Object.keys(patch).length) {
      await tenantQuery(scope, PokerSessionModel).findById(sessionId).patch({ ...patch, updatedAt: now() });
      await publishChange(scope.accountId, sessionId, 'session_updated');
    } else if (fields.facilitatorId !== undefined) await publishChange(scope.accountId, sessionId, 'participant_role');
    if (status === 'ACTIVE' && session.status === 'DRAFT') return startSession(actor, scope, sessionId);
    if (status === 'COMPLETED' && session.status === 'ACTIVE') return completeSession(actor, scope, sessionId);
    return viewOf(scope, await findSession(scope, sessionId));
  }

  /** The new facilitator takes the role; the previous one becomes a participant. */
  async function handOver(scope: TenantScope, session: PokerSessionModel, next: PokerParticipantModel): Promise<void> {
    if (!next.userId) throw new BusinessRuleError(PokerErrors.FACILITATOR_MUST_BE_MEMBER);
    await scope.transaction(async (inner) => {
      await tenantQuery(inner, PokerParticipantModel).where({ session_id: session.id, role: 'FACILITATOR' }).patch({ role: 'PARTICIPANT' });
      await tenantQuery(inner, PokerParticipantModel).findById(next.id).patch({ role: 'FACILITATOR' });
      await tenantQuery(inner, PokerSessionModel).findById(session.id).patch({ facilitatorId: next.userId, updatedAt: now() });
    });
  }

  async function deleteSession(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'ACTIVE') throw new ConflictError(PokerErrors.CANNOT_DELETE_ACTIVE);
    await tenantQuery(scope, PokerSessionModel).deleteById(sessionId);
    core.timers.cancel(sessionId);
    return { deleted: true };
  }

  return { listSessions, createSession, getSnapshot, startSession, completeSession, updateSession, handOver, deleteSession };
}
