import {
  ACTION_ITEMS,
  MEETING_SESSIONS,
  TEAMS,
  type AccountActionItem,
  type AccountMeetingSession,
  type AccountTeam,
  type PluginContext,
  type TenantScope,
} from '@suite/sdk';
import { T as POKER } from './poker/models.js';
import { RT, dateOnly, iso } from './retro/models.js';
import { TT } from './teams/models.js';
import { retroSessionPath } from '../shared/retro.js';

type Row = Record<string, unknown>;

const count = (value: unknown) => Number(value ?? 0);
const countsBy = (rows: Row[], key: string, value = 'n') => new Map(rows.map((row) => [String(row[key]), count(row[value])]));

async function teamNames(scope: TenantScope): Promise<Map<string, string>> {
  const rows = (await scope.table(TT.teams).select('id', 'name')) as { id: string; name: string }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function listTeams(scope: TenantScope): Promise<AccountTeam[]> {
  const teams = (await scope.table(TT.teams).select('id', 'name', 'description', 'created_at').orderBy('name')) as { id: string; name: string; description: string | null; created_at: Date }[];
  const members = countsBy((await scope.table(TT.members).select('team_id').count('* as n').groupBy('team_id')) as Row[], 'team_id');
  return teams.map((team) => ({ id: team.id, name: team.name, description: team.description, memberCount: members.get(team.id) ?? 0, createdAt: iso(team.created_at)! }));
}

async function listSessions(scope: TenantScope, limit: number): Promise<AccountMeetingSession[]> {
  const names = await teamNames(scope);
  const columns = ['id', 'name', 'status', 'team_id', 'created_at', 'started_at', 'completed_at'];
  const poker = (await scope.table(POKER.sessions).select(columns).orderBy('created_at', 'desc').limit(limit)) as Row[];
  const retro = (await scope.table(RT.sessions).select(columns).orderBy('created_at', 'desc').limit(limit)) as Row[];
  const pokerIds = poker.map((row) => String(row.id));
  const retroIds = retro.map((row) => String(row.id));
  const stories = pokerIds.length
    ? ((await scope
        .table(POKER.stories)
        .whereIn('session_id', pokerIds)
        .select('session_id')
        .select(scope.knex.raw('count(*)::int as total'), scope.knex.raw('count(final_estimate)::int as estimated'), scope.knex.raw('coalesce(sum(final_estimate), 0)::float as points'))
        .groupBy('session_id')) as Row[])
    : [];
  const storyStats = new Map(stories.map((row) => [String(row.session_id), { total: count(row.total), estimated: count(row.estimated), points: count(row.points) }]));
  const grouped = async (table: string) => (retroIds.length ? countsBy((await scope.table(table).whereIn('session_id', retroIds).select('session_id').count('* as n').groupBy('session_id')) as Row[], 'session_id') : new Map<string, number>());
  const cards = await grouped(RT.cards);
  const votes = await grouped(RT.votes);
  const items = await grouped(RT.actionItems);
  const base = (row: Row, kind: 'poker' | 'retro'): AccountMeetingSession => {
    const teamId = (row.team_id as string | null) ?? null;
    return {
      id: String(row.id),
      kind,
      name: String(row.name),
      status: String(row.status),
      teamId,
      teamName: teamId ? (names.get(teamId) ?? null) : null,
      createdAt: iso(row.created_at as Date)!,
      startedAt: iso(row.started_at as Date | null),
      completedAt: iso(row.completed_at as Date | null),
      path: kind === 'poker' ? `/poker/sessions/${String(row.id)}` : retroSessionPath(String(row.id)),
    };
  };
  const all = [
    ...poker.map((row) => ({ ...base(row, 'poker'), stories: storyStats.get(String(row.id)) ?? { total: 0, estimated: 0, points: 0 } })),
    ...retro.map((row) => {
      const id = String(row.id);
      return { ...base(row, 'retro'), retro: { cards: cards.get(id) ?? 0, votes: votes.get(id) ?? 0, actionItems: items.get(id) ?? 0 } };
    }),
  ];
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

async function listActionItems(scope: TenantScope, filter: { open?: boolean; teamIds?: string[] }): Promise<AccountActionItem[]> {
  const query = scope.table(RT.actionItems).select('id', 'title', 'description', 'status', 'priority', 'due_date', 'assignee_id', 'team_id', 'session_id', 'created_at');
  if (filter.open) query.whereIn('status', ['OPEN', 'IN_PROGRESS']);
  if (filter.teamIds) query.whereIn('team_id', filter.teamIds);
  const rows = (await query) as Row[];
  const names = await teamNames(scope);
  const sessionIds = [...new Set(rows.map((row) => String(row.session_id)))];
  const sessions = sessionIds.length ? ((await scope.table(RT.sessions).whereIn('id', sessionIds).select('id', 'name')) as { id: string; name: string }[]) : [];
  const sessionNames = new Map(sessions.map((row) => [row.id, row.name]));
  const items = rows.map((row): AccountActionItem => {
    const teamId = (row.team_id as string | null) ?? null;
    const sessionId = String(row.session_id);
    return {
      id: String(row.id),
      title: String(row.title),
      description: (row.description as string | null) ?? null,
      status: row.status as AccountActionItem['status'],
      priority: row.priority as AccountActionItem['priority'],
      dueDate: dateOnly(row.due_date as Date | string | null),
      ownerId: (row.assignee_id as string | null) ?? null,
      teamId,
      teamName: teamId ? (names.get(teamId) ?? null) : null,
      sessionId,
      sessionName: sessionNames.get(sessionId) ?? '',
      createdAt: iso(row.created_at as Date)!,
      path: retroSessionPath(sessionId),
    };
  });
  // Soonest due first, undated last, then the oldest first.
  return items.sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || a.createdAt.localeCompare(b.createdAt));
}

/** The account's teams, sessions and retro action items for the core's lists, the /action-items page and the assistant. */
export function provideAccountData(ctx: PluginContext): void {
  ctx.capabilities.provide(TEAMS, {
    teams: (accountId) => listTeams(ctx.scopeFor(accountId)),
    async teamIdsOf(accountId, userId) {
      const rows = (await ctx.scopeFor(accountId).table(TT.members).where('user_id', userId).select('team_id')) as { team_id: string }[];
      return rows.map((row) => row.team_id);
    },
  });
  ctx.capabilities.provide(MEETING_SESSIONS, { sessions: (accountId, options) => listSessions(ctx.scopeFor(accountId), Math.min(Math.max(options?.limit ?? 50, 1), 200)) });
  ctx.capabilities.provide(ACTION_ITEMS, { actionItems: (accountId, filter) => listActionItems(ctx.scopeFor(accountId), filter ?? {}) });
}
