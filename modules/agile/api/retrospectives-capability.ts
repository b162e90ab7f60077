import { RETROSPECTIVES, type PluginContext, type TeamRetrospective, type TeamSprint, type TenantScope } from '@suite/sdk';
import { RT, iso } from './retro/models.js';
import { KT } from './kanban/models.js';
import { retroSessionPath } from '../shared/retro.js';
import type { RetroColumn } from '../shared/retro.js';

/**
 * RETROSPECTIVES: the account's retrospectives with a positivity figure and its sprints' dates,
 * for the cadence module's team health and calendar (other modules never read agile's tables).
 */

type Row = Record<string, unknown>;

export interface SentimentCounts {
  positiveCards: number;
  negativeCards: number;
  positiveVotes: number;
  negativeVotes: number;
}

/** (positive cards + votes) / (positive + negative cards + votes) x 100, one decimal; null when none counts. */
export function positivity(counts: SentimentCounts): number | null {
  const positive = counts.positiveCards + counts.positiveVotes;
  const total = positive + counts.negativeCards + counts.negativeVotes;
  return total === 0 ? null : Math.round((positive / total) * 1000) / 10;
}

/** Counts cards and votes by the sentiment of the card's column (neutral columns count for neither). */
export function sentimentCounts(columns: readonly Pick<RetroColumn, 'id' | 'sentiment'>[], cards: readonly { id: string; columnId: string }[], votesByCard: ReadonlyMap<string, number>): SentimentCounts {
  const sentiment = new Map(columns.map((column) => [column.id, column.sentiment]));
  const counts: SentimentCounts = { positiveCards: 0, negativeCards: 0, positiveVotes: 0, negativeVotes: 0 };
  for (const card of cards) {
    const kind = sentiment.get(card.columnId);
    const votes = votesByCard.get(card.id) ?? 0;
    if (kind === 'positive') {
      counts.positiveCards += 1;
      counts.positiveVotes += votes;
    } else if (kind === 'negative') {
      counts.negativeCards += 1;
      counts.negativeVotes += votes;
    }
  }
  return counts;
}

const columnsOf = (value: unknown): RetroColumn[] => (Array.isArray(value) ? (value as RetroColumn[]) : typeof value === 'string' ? (JSON.parse(value) as RetroColumn[]) : []);

async function listRetrospectives(scope: TenantScope, filter: { teamIds?: string[]; since?: string }): Promise<TeamRetrospective[]> {
  const query = scope.table(RT.sessions).select('id', 'name', 'team_id', 'status', 'columns', 'created_at', 'started_at', 'completed_at').orderBy('created_at', 'desc');
  if (filter.teamIds) query.whereIn('team_id', filter.teamIds);
  if (filter.since) query.where('created_at', '>=', filter.since);
  const sessions = (await query) as Row[];
  if (sessions.length === 0) return [];
  const ids = sessions.map((row) => String(row.id));
  const cards = (await scope.table(RT.cards).whereIn('session_id', ids).select('id', 'session_id', 'column_id')) as { id: string; session_id: string; column_id: string }[];
  const votes = (await scope.table(RT.votes).whereIn('session_id', ids).select('card_id').count('* as n').groupBy('card_id')) as { card_id: string; n: string | number }[];
  const votesByCard = new Map(votes.map((row) => [row.card_id, Number(row.n)]));
  return sessions.map((row) => {
    const id = String(row.id);
    const own = cards.filter((card) => card.session_id === id).map((card) => ({ id: card.id, columnId: card.column_id }));
    const counts = sentimentCounts(columnsOf(row.columns), own, votesByCard);
    return {
      id,
      name: String(row.name),
      teamId: (row.team_id as string | null) ?? null,
      status: String(row.status),
      startedAt: iso(row.started_at as Date | null),
      completedAt: iso(row.completed_at as Date | null),
      createdAt: iso(row.created_at as Date)!,
      cards: own.length,
      ...counts,
      positivityPct: positivity(counts),
      path: retroSessionPath(id),
    };
  });
}

async function listSprints(scope: TenantScope, filter: { teamIds?: string[] }): Promise<TeamSprint[]> {
  const query = scope
    .table(KT.sprints)
    .select('id', 'name', 'team_id', 'board_id', 'status', scope.knex.raw("to_char(start_date, 'YYYY-MM-DD') as start_day"), scope.knex.raw("to_char(end_date, 'YYYY-MM-DD') as end_day"))
    .orderBy([{ column: 'start_date' }, { column: 'created_at' }]);
  if (filter.teamIds) query.whereIn('team_id', filter.teamIds);
  const rows = (await query) as Row[];
  return rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    teamId: (row.team_id as string | null) ?? null,
    boardId: (row.board_id as string | null) ?? null,
    startDate: (row.start_day as string | null) ?? null,
    endDate: (row.end_day as string | null) ?? null,
    status: row.status as TeamSprint['status'],
  }));
}

export function provideRetrospectives(ctx: PluginContext): void {
  ctx.capabilities.provide(RETROSPECTIVES, {
    retrospectives: (accountId, filter) => listRetrospectives(ctx.scopeFor(accountId), filter ?? {}),
    sprints: (accountId, filter) => listSprints(ctx.scopeFor(accountId), filter ?? {}),
  });
}
