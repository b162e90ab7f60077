import { tenantQuery } from '@suite/sdk/server';
import { ForbiddenError, type TenantScope } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { OPEN_ACTION_ITEM_STATUSES, type RetroAnalytics, type RetroExportFormat, type RetroTeamMetrics } from '../../shared/retro.js';
import { findTeam } from '../teams/service.js';
import type { RetroActor } from './actor.js';
import { exportRetro, generateActionItems, participationOf, sentimentOf } from './analytics.js';
import { RetroActionItemModel, RetroCardModel, RetroParticipantModel, RetroSessionModel, RetroVoteModel, dateOnly, iso, ms } from './models.js';
import type { RetroService } from './index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_RANGE_DAYS = 90;
const TOP_CARDS = 10;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Session analytics, team metrics and export (the analytics need the Pro or Enterprise plan). */
export function createRetroInsights(retro: RetroService, now: () => Date) {
  function assertAnalytics(actor: RetroActor): void {
    if (!actor.analytics) throw new ForbiddenError(RetroErrors.ANALYTICS_PLAN);
  }

  /** Participation, sentiment, top cards and generated action items of one retro, as the viewer sees its cards. */
  async function sessionAnalytics(actor: RetroActor, scope: TenantScope, sessionId: string): Promise<RetroAnalytics> {
    assertAnalytics(actor);
    const session = await retro.findSession(scope, sessionId);
    const state = await retro.loadState(scope, session);
    const viewer = state.participants.find((p) => p.userId === actor.userId) ?? null;
    const snapshot = retro.snapshotFor(state, viewer, actor);
    // Everyone who took part counts, including those who left since.
    const everyone = await tenantQuery(scope, RetroParticipantModel).where('session_id', sessionId).select('id', 'role');
    const visible = snapshot.cards.map((card) => ({ id: card.id, content: card.content ?? '', votes: card.votes, createdAt: card.createdAt, columnId: card.columnId }));
    const completed = ms(session.completedAt);
    const started = ms(session.startedAt);
    return {
      sessionId,
      cardCount: state.cards.length,
      voteCount: state.votes.length,
      groupCount: state.groups.length,
      actionItemCount: state.actionItems.length,
      participation: participationOf(everyone, state.cards.map((card) => card.participantId), state.votes.map((vote) => vote.participantId)),
      sentiment: sentimentOf(session.columns, snapshot.cards),
      topCards: visible
        .filter((card) => !snapshot.cards.find((c) => c.id === card.id)?.blurred)
        .sort((a, b) => b.votes - a.votes || a.createdAt.localeCompare(b.createdAt))
        .slice(0, TOP_CARDS)
        .map((card) => ({ cardId: card.id, content: card.content, columnId: card.columnId, votes: card.votes })),
      generatedActionItems: generateActionItems(visible),
      durationMinutes: completed !== null && started !== null ? Math.round((completed - started) / 60_000) : null,
    };
  }

  function parseBound(value: string | undefined, endOfDay: boolean): Date | null {
    if (!value) return null;
    if (DATE_ONLY.test(value)) return new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`);
    return new Date(value);
  }

  /**
   * The team's retros created in [startDate, endDate] (default: the last 90 days): participation
   * and sentiment averaged over the completed ones, and how their action items fare.
   */
  async function teamMetrics(actor: RetroActor, scope: TenantScope, teamId: string, range: { startDate?: string; endDate?: string }): Promise<RetroTeamMetrics> {
    assertAnalytics(actor);
    await findTeam(scope, teamId);
    const end = parseBound(range.endDate, true) ?? now();
    const start = parseBound(range.startDate, false) ?? new Date(end.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
    const sessions = await tenantQuery(scope, RetroSessionModel)
      .where('team_id', teamId)
      .where('created_at', '>=', start)
      .where('created_at', '<=', end)
      .orderBy([{ column: 'created_at' }, { column: 'id' }]);
    const ids = sessions.map((s) => s.id);
    const participants = ids.length ? await tenantQuery(scope, RetroParticipantModel).whereIn('session_id', ids).select('id', 'session_id', 'role') : [];
    const cards = ids.length ? await tenantQuery(scope, RetroCardModel).whereIn('session_id', ids).select('session_id', 'participant_id', 'column_id') : [];
    const votes = ids.length ? await tenantQuery(scope, RetroVoteModel).whereIn('session_id', ids).select('session_id', 'participant_id') : [];
    const items = ids.length ? await tenantQuery(scope, RetroActionItemModel).whereIn('session_id', ids).select('session_id', 'status', 'due_date') : [];

    const rows = sessions.map((session) => {
      const mine = <T extends { sessionId: string }>(list: T[]) => list.filter((row) => row.sessionId === session.id);
      const sessionCards = mine(cards);
      const participation = participationOf(mine(participants), sessionCards.map((c) => c.participantId), mine(votes).map((v) => v.participantId));
      const sentiment = sentimentOf(session.columns, sessionCards.map((c) => ({ columnId: c.columnId })));
      return {
        id: session.id,
        name: session.name,
        status: session.status,
        createdAt: iso(session.createdAt)!,
        completedAt: iso(session.completedAt),
        participationScore: participation.score,
        negativeShare: sentiment.negativeShare,
        followUpRecommended: sentiment.followUpRecommended,
        actionItemCount: mine(items).length,
      };
    });
    const completed = rows.filter((row) => row.status === 'COMPLETED' || row.status === 'ARCHIVED');
    const mean = (values: number[]) => (values.length ? round4(values.reduce((sum, v) => sum + v, 0) / values.length) : null);
    const today = now().toISOString().slice(0, 10);
    const open = items.filter((item) => OPEN_ACTION_ITEM_STATUSES.includes(item.status));
    const done = items.filter((item) => item.status === 'DONE').length;
    const cancelled = items.filter((item) => item.status === 'CANCELLED').length;
    return {
      teamId,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      sessionCount: rows.length,
      completedSessionCount: completed.length,
      averageParticipationScore: mean(completed.map((row) => row.participationScore)),
      averageNegativeShare: mean(completed.map((row) => row.negativeShare)),
      cardCount: cards.length,
      voteCount: votes.length,
      actionItems: {
        total: items.length,
        open: open.length,
        done,
        cancelled,
        overdue: open.filter((item) => {
          const due = dateOnly(item.dueDate);
          return due !== null && due < today;
        }).length,
        completionRate: items.length - cancelled > 0 ? round4(done / (items.length - cancelled)) : null,
      },
      sessions: rows,
    };
  }

  async function exportSession(actor: RetroActor, scope: TenantScope, sessionId: string, format: RetroExportFormat) {
    return exportRetro(await retro.getSnapshot(actor, scope, sessionId), format, now());
  }

  return { sessionAnalytics, teamMetrics, exportSession };
}

export type RetroInsights = ReturnType<typeof createRetroInsights>;
