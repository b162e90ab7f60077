import { tenantQuery } from '@suite/sdk/server';
import { ConflictError, DomainEvents, ValidationError, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { RetroEvents, type RetroPhase, type RetroTimerState } from '../../shared/retro.js';
import { recordTeamActivity } from '../teams/service.js';
import type { RetroActor } from './actor.js';
import { NO_TIMER, isClosed, type RetroCore } from './core.js';
import { RT, RetroSessionModel, ms } from './models.js';
import { canAdvance, nextPhase } from './rules.js';

/**
 * Phases and their timer (agile.md section 5): SETUP -> COLLECT -> GROUP -> VOTE -> DISCUSS ->
 * ACTION_ITEMS -> COMPLETED. The timer lives in the database (a restart watches it again); the
 * live kit's TimerSchedule notices when one is due and exactly one instance expires it.
 */
export function createRetroPhases(core: RetroCore) {
  const { now, findSession, assertModerator, timers } = core;

  /** Entering a phase: its start time, its timer when the timer is on, completion at the end. */
  function phasePatch(session: RetroSessionModel, phase: RetroPhase, at: Date): Partial<RetroSessionModel> {
    const { settings } = session;
    const seconds = settings.timerEnabled && phase !== 'COMPLETED' ? (settings.phaseTimers[phase] ?? 0) : 0;
    const patch: Partial<RetroSessionModel> = { currentPhase: phase, phaseStartedAt: at, ...NO_TIMER };
    if (seconds > 0) Object.assign(patch, { timerPhase: phase, timerEndsAt: new Date(at.getTime() + seconds * 1000), timerDuration: seconds });
    if (phase === 'COMPLETED') Object.assign(patch, { status: 'COMPLETED', completedAt: at });
    return patch;
  }

  /** After a phase or status change is committed: the timer, the room, the team's feed. */
  async function afterPhaseChange(scope: TenantScope, before: RetroSessionModel, after: RetroSessionModel): Promise<void> {
    const timer = core.timerOf(after);
    if (timer) timers.schedule({ accountId: after.accountId, sessionId: after.id, phase: timer.phase, endsAt: timer.endsAt });
    else timers.cancel(after.id);
    if (timer || before.timerEndsAt) await core.broadcast(scope.accountId, after.id, RetroEvents.TIMER, { sessionId: after.id, timer, serverTime: now().getTime() });
    await core.publishChange(scope.accountId, after.id, before.currentPhase !== after.currentPhase ? 'phase_changed' : 'status_changed');
    if (after.status === 'COMPLETED' && before.status !== 'COMPLETED' && after.teamId) {
      await recordTeamActivity(scope, after.teamId, 'retro_completed', null, { sessionId: after.id, name: after.name }, now());
    }
    if (after.status === 'COMPLETED' && before.status !== 'COMPLETED') {
      await core.deps.events
        ?.publish(DomainEvents.retroCompleted, scope.accountId, { sessionId: after.id, sessionName: after.name, completedAt: new Date(after.completedAt ?? now()).toISOString() })
        .catch((error: unknown) => core.deps.log.warn({ err: error, sessionId: after.id }, 'could not publish retro.completed'));
    }
  }

  /** Write a session's changes and answer it as it is now. */
  async function patchSession(scope: TenantScope, sessionId: string, patch: Partial<RetroSessionModel>): Promise<RetroSessionModel> {
    await tenantQuery(scope, RetroSessionModel).findById(sessionId).patch({ ...patch, updatedAt: now() });
    return findSession(scope, sessionId);
  }

  async function phaseFacts(scope: TenantScope, session: RetroSessionModel) {
    const count = async (table: string, active = false) => {
      const query = scope.table(table).where('session_id', session.id);
      if (active) query.whereNull('left_at');
      const [{ n }] = (await query.select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
      return Number(n);
    };
    return { participants: await count(RT.participants, true), cards: await count(RT.cards), votes: await count(RT.votes), actionItems: await count(RT.actionItems), settings: session.settings };
  }

  /**
   * The next phase, when the current one's condition holds ('Cannot advance phase yet'). Leaving
   * SETUP starts the retro (ACTIVE); reaching COMPLETED completes it.
   */
  async function advancePhase(actor: RetroActor, scope: TenantScope, sessionId: string, fromPhase?: RetroPhase) {
    assertModerator(actor, await findSession(scope, sessionId));
    const at = now();
    const { before, after } = await scope.transaction(async (trx) => {
      const current = (await tenantQuery(trx, RetroSessionModel).findById(sessionId).forUpdate())!;
      const phase = current.currentPhase;
      // The moderator advanced from the phase they saw: if it already moved on (another "next"), one phase only.
      if (fromPhase && fromPhase !== phase) throw new ConflictError(RetroErrors.PHASE_ALREADY_MOVED);
      const next = nextPhase(phase);
      if (!next || isClosed(current) || (phase !== 'SETUP' && current.status !== 'ACTIVE')) throw new ConflictError(RetroErrors.CANNOT_ADVANCE);
      if (!canAdvance(phase, await phaseFacts(trx, current))) throw new ConflictError(RetroErrors.CANNOT_ADVANCE);
      const patch = phasePatch(current, next, at);
      if (phase === 'SETUP') Object.assign(patch, { status: 'ACTIVE', startedAt: current.startedAt ?? at });
      return { before: current, after: await patchSession(trx, sessionId, patch) };
    });
    await afterPhaseChange(scope, before, after);
    return core.viewOf(scope, after);
  }

  /**
   * Jump to a phase (the facilitator's phase bar): only while the retro is ACTIVE ('Session must
   * be in progress to set phase'), except a reset to SETUP, which puts it back to WAITING.
   */
  async function setPhase(actor: RetroActor, scope: TenantScope, sessionId: string, phase: RetroPhase) {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    const patch = phasePatch(session, phase, now());
    if (phase === 'SETUP') {
      if (isClosed(session)) throw new ConflictError(RetroErrors.COMPLETED_ONLY_ARCHIVED);
      if (session.status === 'ACTIVE') patch.status = 'WAITING';
    } else if (session.status !== 'ACTIVE') throw new ConflictError(RetroErrors.SET_PHASE_NOT_IN_PROGRESS);
    const after = await patchSession(scope, sessionId, patch);
    await afterPhaseChange(scope, session, after);
    return core.viewOf(scope, after);
  }

  async function startTimer(actor: RetroActor, scope: TenantScope, sessionId: string, duration?: number | null): Promise<RetroTimerState> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(RetroErrors.TIMER_NOT_ACTIVE);
    const seconds = duration ?? session.settings.phaseTimers[session.currentPhase] ?? 0;
    if (!Number.isInteger(seconds) || seconds <= 0) throw new ValidationError(RetroErrors.TIMER_DURATION_REQUIRED);
    const endsAt = now().getTime() + seconds * 1000;
    await patchSession(scope, sessionId, { timerPhase: session.currentPhase, timerEndsAt: new Date(endsAt), timerDuration: seconds, timerExpiredAt: null });
    timers.schedule({ accountId: scope.accountId, sessionId, phase: session.currentPhase, endsAt });
    const timer: RetroTimerState = { phase: session.currentPhase, endsAt, durationSeconds: seconds };
    await core.broadcast(scope.accountId, sessionId, RetroEvents.TIMER, { sessionId, timer, serverTime: now().getTime() });
    return timer;
  }

  async function stopTimer(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<{ timer: null }> {
    assertModerator(actor, await findSession(scope, sessionId));
    await patchSession(scope, sessionId, NO_TIMER);
    timers.cancel(sessionId);
    await core.broadcast(scope.accountId, sessionId, RetroEvents.TIMER, { sessionId, timer: null, serverTime: now().getTime() });
    return { timer: null };
  }

  /** After a start or a restart: watch every phase timer still running in the database (every account). */
  async function resumeTimers(): Promise<number> {
    const running = await RetroSessionModel.query(core.deps.db).whereNotNull('timer_ends_at').whereNull('timer_expired_at').whereNotNull('timer_phase').select('id', 'account_id', 'timer_phase', 'timer_ends_at');
    for (const session of running) timers.schedule({ accountId: session.accountId, sessionId: session.id, phase: session.timerPhase!, endsAt: ms(session.timerEndsAt)! });
    return running.length;
  }

  return { phasePatch, afterPhaseChange, patchSession, advancePhase, setPhase, startTimer, stopTimer, resumeTimers };
}

export type RetroPhases = ReturnType<typeof createRetroPhases>;
