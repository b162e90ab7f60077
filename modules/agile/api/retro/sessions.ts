import { tenantQuery } from '@suite/sdk/server';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { RETRO_DEFAULT_SETTINGS, builtInTemplateIdOf, type CreateRetroBody, type RetroColumn, type RetroFormat, type RetroSessionList, type RetroSessionStatus, type RetroSettings, type RetroSnapshot, type UpdateRetroBody } from '../../shared/retro.js';
import { findTeam, recordTeamActivity } from '../teams/service.js';
import { assertAgileLimit } from '../usage.js';
import type { RetroActor } from './actor.js';
import { NO_TIMER, isClosed, type RetroCore } from './core.js';
import { RetroParticipantModel, RetroSessionModel } from './models.js';
import type { RetroPhases } from './phases.js';
import { checkSettings, customColumns, formatColumns } from './rules.js';
import { sessionView } from './views.js';

/** Status changes PATCH may make (phases move status too: leaving SETUP starts, reaching COMPLETED completes). */
const STATUS_MOVES: Record<RetroSessionStatus, readonly RetroSessionStatus[]> = {
  DRAFT: ['WAITING', 'ACTIVE', 'ARCHIVED'],
  WAITING: ['DRAFT', 'ACTIVE', 'ARCHIVED'],
  ACTIVE: ['COMPLETED'],
  COMPLETED: ['ARCHIVED'],
  ARCHIVED: [],
};

/** A retro's life (agile.md section 3): listing, creating from a template or a format, changing, handing over, deleting. */
export function createRetroSessions(core: RetroCore, phases: RetroPhases) {
  const { deps, now, findSession, assertModerator, participantOf } = core;

  async function listSessions(scope: TenantScope, query: { status?: RetroSessionStatus; teamId?: string; limit: number; offset: number }): Promise<RetroSessionList> {
    const base = () => {
      const q = tenantQuery(scope, RetroSessionModel);
      if (query.status) q.where('status', query.status);
      if (query.teamId) q.where('team_id', query.teamId);
      return q;
    };
    const sessions = await base().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }]).limit(query.limit).offset(query.offset);
    const total = await base().resultSize();
    const counts = await core.countsFor(scope, sessions.map((session) => session.id));
    return { sessions: sessions.map((session) => sessionView(session, counts.get(session.id)!)), total };
  }

  /** Format, columns and default settings from a template, a built-in format or custom columns. */
  async function resolveLayout(scope: TenantScope, input: CreateRetroBody): Promise<{ format: RetroFormat; columns: RetroColumn[]; templateId: string | null; defaults: Partial<RetroSettings> }> {
    if (input.templateId) {
      const template = await deps.templates.get(scope, input.templateId);
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
    const displayName = await core.userDisplayName(scope, actor.userId);
    const at = now();
    const sessionId = await scope.transaction(async (inner) => {
      const created = await RetroSessionModel.query(inner.knex).insert({
        accountId: scope.accountId,
        name: input.name.trim(),
        description: input.description ?? null,
        status: 'WAITING',
        currentPhase: 'SETUP',
        format: layout.format,
        templateId: layout.templateId,
        teamId: input.teamId ?? null,
        facilitatorId: actor.userId,
        settings,
        columns: layout.columns,
        phaseStartedAt: at,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
      await RetroParticipantModel.query(inner.knex).insert({ accountId: scope.accountId, sessionId: created.id, userId: actor.userId, displayName, role: 'FACILITATOR', joinedAt: at });
      if (layout.templateId) await deps.templates.recordUse(inner, layout.templateId);
      if (created.teamId) await recordTeamActivity(inner, created.teamId, 'retro_created', actor.userId, { sessionId: created.id, name: created.name }, at);
      return created.id;
    });
    return core.viewOf(scope, await findSession(scope, sessionId));
  }

  async function getSnapshot(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<RetroSnapshot> {
    const session = await findSession(scope, sessionId);
    return core.snapshotFor(await core.loadState(scope, session), (await participantOf(scope, actor.userId, sessionId)) ?? null, actor);
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
    const patch: Partial<RetroSessionModel> = {};
    if (fields.name !== undefined) patch.name = fields.name.trim();
    if (fields.description !== undefined) patch.description = fields.description;
    if (fields.settings !== undefined) patch.settings = checkSettings(fields.settings, session.settings);
    if (fields.teamId !== undefined && fields.teamId !== session.teamId) {
      if (fields.teamId) await findTeam(scope, fields.teamId);
      patch.teamId = fields.teamId;
    }
    if (fields.facilitatorId !== undefined && fields.facilitatorId !== session.facilitatorId) {
      const next = await participantOf(scope, fields.facilitatorId, sessionId);
      if (!next) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
      await handOver(scope, session, next);
    }
    let phaseChanged = false;
    if (status && status !== session.status) {
      if (status === 'ACTIVE') Object.assign(patch, { status, startedAt: session.startedAt ?? at });
      else if (status === 'COMPLETED') {
        Object.assign(patch, phases.phasePatch(session, 'COMPLETED', at));
        phaseChanged = true;
      } else if (status === 'ARCHIVED') Object.assign(patch, { status, archivedAt: at, ...(session.status === 'COMPLETED' ? {} : NO_TIMER) });
      else patch.status = status;
    }
    if (Object.keys(patch).length) {
      const updated = await phases.patchSession(scope, sessionId, patch);
      if (phaseChanged || status === 'ARCHIVED') await phases.afterPhaseChange(scope, session, updated);
      else await core.publishChange(scope.accountId, sessionId, status && status !== session.status ? 'status_changed' : 'session_updated');
    } else if (fields.facilitatorId !== undefined) await core.publishChange(scope.accountId, sessionId, 'participant_role');
    return core.viewOf(scope, await findSession(scope, sessionId));
  }

  /** The new facilitator takes the role; the previous one becomes a participant. */
  async function handOver(scope: TenantScope, session: RetroSessionModel, next: RetroParticipantModel): Promise<void> {
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, RetroParticipantModel).where({ session_id: session.id, role: 'FACILITATOR' }).patch({ role: 'PARTICIPANT' });
      await tenantQuery(trx, RetroParticipantModel).findById(next.id).patch({ role: 'FACILITATOR' });
      await tenantQuery(trx, RetroSessionModel).findById(session.id).patch({ facilitatorId: next.userId, updatedAt: now() });
    });
  }

  async function deleteSession(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<{ deleted: true }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status === 'ACTIVE') throw new ConflictError(PokerErrors.CANNOT_DELETE_ACTIVE);
    await tenantQuery(scope, RetroSessionModel).deleteById(sessionId);
    core.timers.cancel(sessionId);
    return { deleted: true };
  }

  return { listSessions, createSession, getSnapshot, updateSession, handOver, deleteSession };
}
