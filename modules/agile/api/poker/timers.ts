import { tenantQuery } from '@suite/sdk/server';
import { ConflictError, ValidationError, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { PokerEvents, type PokerTimerState } from '../../shared/poker.js';
import type { PokerActor } from './actor.js';
import { NO_TIMER, type PokerCore } from './core.js';
import { PokerSessionModel, ms } from './models.js';

const MIN_TIMER_SECONDS = 10;
const MAX_TIMER_SECONDS = 3600;

/**
 * The story timer (agile.md section 5): it lives in the database (a restart watches it again);
 * the live kit's TimerSchedule notices when one is due and exactly one instance expires it.
 */
export function createPokerTimers(core: PokerCore) {
  const { now, findSession, findStory, assertModerator } = core;

  async function startTimer(actor: PokerActor, scope: TenantScope, sessionId: string, storyId: string, duration?: number | null): Promise<PokerTimerState> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    if (session.status !== 'ACTIVE') throw new ConflictError(PokerErrors.SESSION_NOT_ACTIVE);
    await findStory(scope, sessionId, storyId);
    const seconds = duration ?? session.settings.timerDuration;
    if (seconds === null || seconds === undefined) throw new ValidationError(PokerErrors.TIMER_DURATION_REQUIRED);
    if (!Number.isInteger(seconds) || seconds < MIN_TIMER_SECONDS || seconds > MAX_TIMER_SECONDS) throw new ValidationError(PokerErrors.TIMER_DURATION_RANGE);
    const endsAt = now().getTime() + seconds * 1000;
    await tenantQuery(scope, PokerSessionModel).findById(sessionId).patch({ timerStoryId: storyId, timerEndsAt: new Date(endsAt), timerDuration: seconds, timerExpiredAt: null, updatedAt: now() });
    core.timers.schedule({ accountId: scope.accountId, sessionId, storyId, endsAt });
    const timer: PokerTimerState = { storyId, endsAt, durationSeconds: seconds };
    await core.broadcast(scope.accountId, sessionId, PokerEvents.TIMER, { sessionId, timer, serverTime: now().getTime() });
    return timer;
  }

  async function stopTimer(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<{ timer: null }> {
    const session = await findSession(scope, sessionId);
    assertModerator(actor, session);
    await tenantQuery(scope, PokerSessionModel).findById(sessionId).patch({ ...NO_TIMER, updatedAt: now() });
    await core.timerStopped(scope.accountId, sessionId);
    return { timer: null };
  }

  /** After a start or a restart: watch every timer still running in the database (every account). */
  async function resumeTimers(): Promise<number> {
    const running = await PokerSessionModel.query(core.deps.db).whereNotNull('timer_ends_at').whereNull('timer_expired_at').whereNotNull('timer_story_id').select('id', 'account_id', 'timer_story_id', 'timer_ends_at');
    for (const session of running) core.timers.schedule({ accountId: session.accountId, sessionId: session.id, storyId: session.timerStoryId!, endsAt: ms(session.timerEndsAt)! });
    return running.length;
  }

  return { startTimer, stopTimer, resumeTimers };
}
