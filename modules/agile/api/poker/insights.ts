import { ForbiddenError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import type { Static } from '@suite/sdk/schemas';
import { CSV_CONTENT_TYPE, toCsv , tenantQuery } from '@suite/sdk/server';
import type {
  AnalyticsFiltersBody,
  PokerAccountAnalytics,
  PokerExportFormat,
  PokerParticipationStat,
  PokerSessionAnalytics,
  VotingHistoryBody,
  VotingHistoryEntry,
  VotingSystem,
} from '../../shared/poker.js';
import type { PokerActor } from './actor.js';
import { summarize } from './estimates.js';
import { PokerParticipantModel, PokerSessionModel, PokerStoryModel, VotingHistoryModel, iso, ms, num } from './models.js';
import type { PokerCore } from './core.js';
import { historyView, participantView, sessionView, storyView } from './views.js';

type HistoryInput = Static<typeof VotingHistoryBody>;

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (values: number[]) => (values.length ? round2(values.reduce((sum, n) => sum + n, 0) / values.length) : null);

interface RoundResult {
  storyId: string;
  round: number;
  consensus: boolean;
  participantIds: Set<string>;
}

/** The revealed rounds of some stories, from the voting history written at each reveal. */
function roundsOf(system: VotingSystem, history: VotingHistoryModel[]): RoundResult[] {
  const byRound = new Map<string, VotingHistoryModel[]>();
  for (const row of history) {
    const key = `${row.storyId}|${row.votingRound}`;
    byRound.set(key, [...(byRound.get(key) ?? []), row]);
  }
  return [...byRound.values()].map((rows) => {
    const first = rows[0]!;
    const summary = summarize(system, first.storyId, Number(first.votingRound), rows.map((row) => ({ participantId: row.participantId ?? '', value: row.finalVote, confidence: row.confidenceLevel })));
    return { storyId: first.storyId, round: Number(first.votingRound), consensus: summary.consensus, participantIds: new Set(rows.map((row) => row.participantId).filter((id): id is string => id !== null)) };
  });
}

function storySeconds(story: PokerStoryModel): number | null {
  const start = ms(story.firstVotingAt);
  const end = ms(story.estimatedAt);
  return story.status === 'ESTIMATED' && start !== null && end !== null ? Math.max(0, Math.round((end - start) / 1000)) : null;
}

function distributionOf(stories: PokerStoryModel[]): { estimate: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const story of stories) {
    if (story.status !== 'ESTIMATED' || story.finalEstimate === null) continue;
    const estimate = Number(story.finalEstimate);
    counts.set(estimate, (counts.get(estimate) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([estimate, count]) => ({ estimate, count }));
}

/** The figures of one session (agile.md: consensus rate, rounds per story, time, participation, distribution). */
function analyze(session: PokerSessionModel, stories: PokerStoryModel[], history: VotingHistoryModel[], participants: PokerParticipantModel[]): PokerSessionAnalytics {
  const system = session.votingSystem;
  const rounds = roundsOf(system, history);
  const estimated = stories.filter((story) => story.status === 'ESTIMATED');
  const voters = participants.filter((participant) => participant.role !== 'OBSERVER' || rounds.some((round) => round.participantIds.has(participant.id)));
  const participation: PokerParticipationStat[] = voters.map((participant) => {
    const roundsVoted = rounds.filter((round) => round.participantIds.has(participant.id)).length;
    return { participantId: participant.id, displayName: participant.displayName, role: participant.role, roundsVoted, rate: rounds.length ? round2(roundsVoted / rounds.length) : 0 };
  });
  return {
    sessionId: session.id,
    storyCount: stories.length,
    estimatedCount: estimated.length,
    roundCount: rounds.length,
    consensusRate: rounds.length ? round2(rounds.filter((round) => round.consensus).length / rounds.length) : null,
    roundsPerStory: mean(estimated.map((story) => Math.max(Number(story.round), rounds.filter((round) => round.storyId === story.id).length))),
    averageTimePerStory: mean(estimated.map(storySeconds).filter((n): n is number => n !== null)),
    participationRate: rounds.length && participation.length ? mean(participation.map((stat) => stat.rate)) : null,
    participation,
    estimateDistribution: distributionOf(stories),
    totalPoints: round2(estimated.reduce((sum, story) => sum + Number(story.finalEstimate ?? 0), 0)),
    stories: stories.map((story) => {
      const own = rounds.filter((round) => round.storyId === story.id).sort((a, b) => a.round - b.round);
      return { id: story.id, title: story.title, rounds: own.length, finalEstimate: num(story.finalEstimate), consensus: own.length ? own[own.length - 1]!.consensus : null, seconds: storySeconds(story) };
    }),
  };
}

const mdCell = (value: unknown): string => (value === null || value === undefined ? '' : String(value)).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const fileSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'session';

/** Voting history, analytics and export: read models over what the live session wrote. */
export function createPokerInsights(poker: Pick<PokerCore, 'findSession' | 'findStory' | 'assertModerator'>, now: () => Date) {
  async function sessionRows(scope: TenantScope, sessionIds: string[]) {
    if (sessionIds.length === 0) return { stories: [] as PokerStoryModel[], history: [] as VotingHistoryModel[], participants: [] as PokerParticipantModel[] };
    const stories = await tenantQuery(scope, PokerStoryModel).whereIn('session_id', sessionIds).orderBy([{ column: 'sort_order' }, { column: 'created_at' }]);
    const history = await tenantQuery(scope, VotingHistoryModel).whereIn('session_id', sessionIds).orderBy([{ column: 'recorded_at' }, { column: 'voting_round' }]);
    const participants = await tenantQuery(scope, PokerParticipantModel).whereIn('session_id', sessionIds).orderBy('joined_at');
    return { stories, history, participants };
  }

  function assertAnalytics(actor: PokerActor): void {
    if (!actor.analytics) throw new ForbiddenError(PokerErrors.ANALYTICS_PLAN);
  }

  return {
    async listHistory(scope: TenantScope, query: { sessionId?: string; storyId?: string }): Promise<VotingHistoryEntry[]> {
      if (!query.sessionId && !query.storyId) throw new ValidationError(PokerErrors.HISTORY_NEEDS_SESSION_OR_STORY);
      const rows = tenantQuery(scope, VotingHistoryModel);
      if (query.sessionId) {
        await poker.findSession(scope, query.sessionId);
        rows.where('session_id', query.sessionId);
      }
      if (query.storyId) {
        const story = await tenantQuery(scope, PokerStoryModel).findById(query.storyId);
        if (!story) throw new NotFoundError(PokerErrors.STORY_NOT_FOUND);
        rows.where('story_id', query.storyId);
      }
      return ((await rows.orderBy([{ column: 'recorded_at' }, { column: 'voting_round' }])) as VotingHistoryModel[]).map(historyView);
    },

    async recordHistory(actor: PokerActor, scope: TenantScope, input: HistoryInput): Promise<VotingHistoryEntry> {
      const session = await poker.findSession(scope, input.sessionId);
      poker.assertModerator(actor, session);
      await poker.findStory(scope, input.sessionId, input.storyId);
      const participant = await tenantQuery(scope, PokerParticipantModel).findOne({ id: input.participantId, session_id: input.sessionId });
      if (!participant) throw new NotFoundError(PokerErrors.PARTICIPANT_NOT_FOUND);
      const inserted = await VotingHistoryModel.query(scope.knex).insert({
        accountId: scope.accountId,
        sessionId: input.sessionId,
        storyId: input.storyId,
        participantId: input.participantId,
        votingRound: input.votingRound,
        initialVote: input.initialVote ?? null,
        finalVote: input.finalVote,
        confidenceLevel: input.confidenceLevel ?? null,
        votingDuration: input.votingDuration ?? null,
        changedVote: input.changedVote ?? (input.initialVote != null && input.initialVote !== input.finalVote),
        recordedAt: now(),
      });
      const row = await tenantQuery(scope, VotingHistoryModel).findById(inserted.id);
      return historyView(row!);
    },

    async sessionAnalytics(actor: PokerActor, scope: TenantScope, sessionId: string): Promise<PokerSessionAnalytics> {
      assertAnalytics(actor);
      const session = await poker.findSession(scope, sessionId);
      const { stories, history, participants } = await sessionRows(scope, [sessionId]);
      return analyze(session, stories, history, participants);
    },

    async accountAnalytics(actor: PokerActor, scope: TenantScope, filters: Static<typeof AnalyticsFiltersBody>): Promise<PokerAccountAnalytics> {
      assertAnalytics(actor);
      const query = tenantQuery(scope, PokerSessionModel);
      if (filters.startDate) query.where('created_at', '>=', new Date(filters.startDate));
      if (filters.endDate) query.where('created_at', '<=', new Date(filters.endDate));
      if (filters.teamId) query.where('team_id', filters.teamId);
      if (filters.status) query.where('status', filters.status);
      const sessions = (await query.orderBy('created_at', 'desc').limit(1000)) as PokerSessionModel[];
      const { stories, history, participants } = await sessionRows(
        scope,
        sessions.map((session) => session.id),
      );
      const perSession = sessions.map((session) =>
        analyze(
          session,
          stories.filter((story) => story.sessionId === session.id),
          history.filter((row) => row.sessionId === session.id),
          participants.filter((participant) => participant.sessionId === session.id),
        ),
      );
      const rounds = sessions.flatMap((session) =>
        roundsOf(
          session.votingSystem,
          history.filter((row) => row.sessionId === session.id),
        ),
      );
      const estimated = stories.filter((story) => story.status === 'ESTIMATED');
      return {
        filters,
        sessionCount: sessions.length,
        completedSessionCount: sessions.filter((session) => session.status === 'COMPLETED').length,
        storyCount: stories.length,
        estimatedCount: estimated.length,
        totalPoints: round2(estimated.reduce((sum, story) => sum + Number(story.finalEstimate ?? 0), 0)),
        consensusRate: rounds.length ? round2(rounds.filter((round) => round.consensus).length / rounds.length) : null,
        roundsPerStory: mean(perSession.flatMap((figures) => figures.stories.filter((story) => story.finalEstimate !== null).map((story) => Math.max(story.rounds, 1)))),
        averageTimePerStory: mean(estimated.map(storySeconds).filter((n): n is number => n !== null)),
        participationRate: mean(perSession.map((figures) => figures.participationRate).filter((rate): rate is number => rate !== null)),
        estimateDistribution: distributionOf(stories),
        sessions: sessions.map((session, index) => ({
          id: session.id,
          name: session.name,
          status: session.status,
          teamId: session.teamId,
          createdAt: iso(session.createdAt)!,
          storyCount: perSession[index]!.storyCount,
          estimatedCount: perSession[index]!.estimatedCount,
          consensusRate: perSession[index]!.consensusRate,
        })),
      };
    },

    /** A session as CSV, JSON or Markdown: stories, estimates and the revealed rounds only. */
    async exportSession(scope: TenantScope, sessionId: string, format: PokerExportFormat): Promise<{ fileName: string; contentType: string; body: string }> {
      const session = await poker.findSession(scope, sessionId);
      const { stories, history, participants } = await sessionRows(scope, [sessionId]);
      const system = session.votingSystem;
      const names = new Map(participants.map((participant) => [participant.id, participant.displayName]));
      const rounds = (storyId: string) =>
        [...new Set(history.filter((row) => row.storyId === storyId).map((row) => Number(row.votingRound)))]
          .sort((a, b) => a - b)
          .map((round) => {
            const rows = history.filter((row) => row.storyId === storyId && Number(row.votingRound) === round);
            const summary = summarize(system, storyId, round, rows.map((row) => ({ participantId: row.participantId ?? '', value: row.finalVote, confidence: row.confidenceLevel })));
            return {
              round,
              votes: rows.map((row) => ({ participant: row.participantId ? (names.get(row.participantId) ?? 'Former participant') : 'Former participant', value: row.finalVote, confidence: row.confidenceLevel, changedVote: Boolean(row.changedVote) })),
              average: summary.average,
              consensus: summary.consensus,
            };
          });
      const estimated = stories.filter((story) => story.status === 'ESTIMATED');
      const view = sessionView(session, { participants: participants.filter((p) => !p.leftAt).length, stories: stories.length, estimated: estimated.length });
      const base = `${fileSlug(session.name)}-planning-poker`;
      const exportedAt = now().toISOString();

      if (format === 'json') {
        const body = {
          exportedAt,
          session: view,
          participants: participants.filter((p) => !p.leftAt).map((p) => participantView(p, false)),
          stories: stories.map((story) => ({ ...storyView(story), rounds: rounds(story.id) })),
        };
        return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) };
      }

      const lastRound = (storyId: string) => rounds(storyId).at(-1);
      if (format === 'csv') {
        const header = ['Order', 'Story', 'Status', 'Final estimate', 'Rounds', 'Votes (last round)', 'Average (last round)', 'Consensus (last round)'];
        const lines = stories.map((story) => {
          const last = lastRound(story.id);
          return [
            Number(story.sortOrder) + 1,
            story.title,
            story.status,
            num(story.finalEstimate),
            rounds(story.id).length,
            last ? last.votes.map((vote) => `${vote.participant}: ${vote.value}`).join('; ') : '',
            last?.average ?? '',
            last ? (last.consensus ? 'yes' : 'no') : '',
          ];
        });
        return { fileName: `${base}.csv`, contentType: CSV_CONTENT_TYPE, body: toCsv([header, ...lines]) };
      }

      const total = round2(estimated.reduce((sum, story) => sum + Number(story.finalEstimate ?? 0), 0));
      const md = [
        `# ${mdCell(session.name)}`,
        '',
        ...(session.description ? [mdCell(session.description), ''] : []),
        `- Status: ${session.status}`,
        `- Voting system: ${mdCell(system.name)}`,
        `- Participants: ${participants
          .filter((p) => !p.leftAt)
          .map((p) => `${mdCell(p.displayName)} (${p.role})`)
          .join(', ')}`,
        `- Estimated: ${estimated.length} of ${stories.length} stories, ${total} points`,
        `- Exported: ${exportedAt}`,
        '',
        '| # | Story | Status | Final estimate | Rounds | Votes (last round) |',
        '|---|---|---|---|---|---|',
        ...stories.map((story) => {
          const last = lastRound(story.id);
          const votes = last ? last.votes.map((vote) => `${vote.participant}: ${vote.value}`).join(', ') : '';
          return `| ${Number(story.sortOrder) + 1} | ${mdCell(story.title)} | ${story.status} | ${mdCell(num(story.finalEstimate))} | ${rounds(story.id).length} | ${mdCell(votes)} |`;
        }),
        '',
      ].join('\n');
      return { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8', body: md };
    },
  };
}

export type PokerInsights = ReturnType<typeof createPokerInsights>;
