import { NotFoundError, RETROSPECTIVES, ValidationError, VELOCITY, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { PULSE_MIN_RESPONSES, isMonday, isoDay, mean, oneOnOneRegularity, pulseFilterAllowed, retroSentiment, scorecardStatus, sprintCompletion } from '../shared/rules.js';
import { TeamEndpoints, type HealthFigure, type TeamHealth, type WeeklySync } from '../shared/team-endpoints.js';
import { tenantQuery } from '@suite/sdk/server';
import { T, isoOrNull, type CadenceDeps } from './common.js';
import { MeasurableEntryModel, MeasurableModel, OneOnOneModel, PersonModel, PulseResponseModel, PulseSurveyModel, TeamModel, WeeklySyncModel } from './models.js';
import { readObjectives } from './goals.js';
import { responsesMean } from './pulse.js';
import { VELOCITY_SPRINTS } from './metrics.js';

async function findTeam(scope: TenantScope, id: string): Promise<TeamModel> {
  const team = await tenantQuery(scope, TeamModel).findById(id);
  if (!team) throw new NotFoundError(E.SYNC_TEAM_NOT_FOUND);
  return team;
}

/** The team's weekly meeting: its notes, issues and to-dos, with the scorecard and goals beside them. */
async function weeklySync(deps: CadenceDeps, scope: TenantScope, teamId: string, week: string): Promise<WeeklySync> {
  if (!isMonday(week)) throw new ValidationError(E.WEEK_NOT_MONDAY);
  const team = await findTeam(scope, teamId);
  const row = await tenantQuery(scope, WeeklySyncModel).where({ team_id: team.id, week }).first();
  const previousWeek = isoDay(new Date(Date.parse(`${week}T00:00:00Z`) - 7 * 86_400_000));
  const previous = await tenantQuery(scope, WeeklySyncModel).where({ team_id: team.id, week: previousWeek }).first();
  const measurables = await tenantQuery(scope, MeasurableModel).where('team_id', team.id).orderBy('seq');
  const entries = measurables.length ? await tenantQuery(scope, MeasurableEntryModel).whereIn('measurable_id', measurables.map((m) => m.id)).where('week', week) : [];
  const goals = (await readObjectives(deps, scope)).filter((objective) => objective.teamId === team.id);
  return {
    teamId: team.id,
    teamName: team.name,
    week,
    notes: row?.notes ?? '',
    issues: row?.issues ?? [],
    todos: row?.todos ?? [],
    scorecard: measurables.map((m) => {
      const value = entries.find((entry) => entry.measurableId === m.id)?.value ?? null;
      return { measurableId: m.id, name: m.name, value, target: m.target, unit: m.unit, status: scorecardStatus(value, m.target, m.direction) };
    }),
    goals: goals.map((goal) => ({ objectiveId: goal.id, title: goal.title, progress: goal.progress, status: goal.status })),
    openTodosFromLastWeek: (previous?.todos ?? []).filter((todo) => !todo.done),
    updatedAt: isoOrNull(row?.updatedAt),
  };
}

const figure = (key: HealthFigure['key'], value: number | null, missing: HealthFigure['missing'], basis: HealthFigure['basis']): HealthFigure => ({ key, value, missing: value === null ? (missing ?? 'none') : null, basis });

/**
 * Team health, each figure with its basis: the pulse (mean score of the team's latest round, hidden
 * below the threshold as the pulse page hides it), 1:1 regularity (share of the team's 1:1s held
 * within 1.5 times their cadence), goal progress (mean of the team's objectives) and, when the
 * team is linked to an agile team and agile is on, sprint completion over the last three sprints
 * and retro sentiment over its latest retrospectives (RETROSPECTIVES).
 */
export async function teamHealth(deps: CadenceDeps, scope: TenantScope): Promise<TeamHealth> {
  const now = deps.now();
  const teams = await tenantQuery(scope, TeamModel).orderBy('name');
  const people = await tenantQuery(scope, PersonModel).whereNotNull('team_id').select('user_id', 'team_id');
  const surveys = await tenantQuery(scope, PulseSurveyModel).orderBy('created_at', 'desc');
  const responses = await tenantQuery(scope, PulseResponseModel).select('survey_id', 'round', 'team_id', 'scores', 'comment');
  const oneOnOnes = await tenantQuery(scope, OneOnOneModel).select('id', 'report_user_id', 'cadence_days');
  const held = (await scope.table(T.meetings).whereNotNull('held_at').groupBy('one_on_one_id').select('one_on_one_id').max('held_at as last')) as { one_on_one_id: string; last: Date | string }[];
  const objectives = await readObjectives(deps, scope);
  const velocity = await deps.capabilities.get(VELOCITY, scope.accountId);
  const retrospectives = await deps.capabilities.get(RETROSPECTIVES, scope.accountId);

  const result: TeamHealth = [];
  for (const team of teams) {
    const members = people.filter((person) => person.teamId === team.id);
    const userIds = new Set(members.map((person) => person.userId).filter(Boolean));

    // Pulse: the latest round in which this team answered, of the newest survey it answered.
    let pulse = figure('pulse', null, 'none', {});
    for (const survey of surveys) {
      const theirs = responses.filter((row) => row.surveyId === survey.id && row.teamId === team.id);
      const round = theirs.map((row) => row.round).sort().at(-1);
      if (!round) continue;
      const group = theirs.filter((row) => row.round === round);
      const roundTotal = responses.filter((row) => row.surveyId === survey.id && row.round === round).length;
      const allowed = pulseFilterAllowed(group.length, roundTotal);
      pulse = figure('pulse', allowed ? responsesMean(group) : null, allowed ? 'none' : 'hidden', { survey: survey.title, round, responses: allowed ? group.length : 0, threshold: PULSE_MIN_RESPONSES });
      break;
    }

    const theirOneOnOnes = oneOnOnes.filter((one) => userIds.has(one.reportUserId));
    const regularity = oneOnOneRegularity(
      theirOneOnOnes.map((one) => {
        const last = held.find((row) => row.one_on_one_id === one.id)?.last;
        return { cadenceDays: one.cadenceDays, lastHeldAt: last ? new Date(last) : null };
      }),
      now,
    );

    const goals = objectives.filter((objective) => objective.teamId === team.id);
    const goalProgress = mean(goals.map((goal) => goal.progress));

    let sprints = figure('sprintCompletion', null, velocity ? 'none' : 'unavailable', {});
    if (velocity && team.agileTeamId) {
      const { sprints: list } = await velocity.velocity(scope.accountId, team.agileTeamId, { sprintCount: VELOCITY_SPRINTS });
      sprints = figure('sprintCompletion', sprintCompletion(list), 'none', { sprints: list.length, committed: list.reduce((sum, s) => sum + s.committedPoints, 0), completed: list.reduce((sum, s) => sum + s.completedPoints, 0) });
    }

    // Retro sentiment (agile): positive against negative cards and votes of the linked team's latest retros.
    let sentiment = figure('retroSentiment', null, retrospectives ? 'none' : 'unavailable', {});
    if (retrospectives && team.agileTeamId) {
      const retros = await retrospectives.retrospectives(scope.accountId, { teamIds: [team.agileTeamId] });
      const computed = retroSentiment(retros);
      sentiment = figure('retroSentiment', computed.value, 'none', { retros: computed.retros, positive: computed.positive, negative: computed.negative, latest: retros[0]?.name ?? '' });
    }

    result.push({
      teamId: team.id,
      name: team.name,
      people: members.length,
      figures: [pulse, figure('oneOnOneRegularity', regularity, 'none', { oneOnOnes: theirOneOnOnes.length }), figure('goalProgress', goalProgress, 'none', { objectives: goals.length }), sprints, sentiment],
    });
  }
  return result;
}

export function registerTeamRituals(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  routes.implement(TeamEndpoints.weeklySync, (req) => weeklySync(deps, req.scope!, req.params.teamId, req.params.week));
  routes.implement(TeamEndpoints.saveWeeklySync, async (req) => {
    const scope = req.scope!;
    if (!isMonday(req.params.week)) throw new ValidationError(E.WEEK_NOT_MONDAY);
    const team = await findTeam(scope, req.params.teamId);
    await WeeklySyncModel.query(scope.knex)
      .insert({ accountId: scope.accountId, teamId: team.id, week: req.params.week, notes: req.body.notes, issues: req.body.issues, todos: req.body.todos, updatedAt: deps.now() })
      .onConflict(['team_id', 'week'])
      .merge(['notes', 'issues', 'todos', 'updated_at']);
    return weeklySync(deps, scope, team.id, req.params.week);
  });
  routes.implement(TeamEndpoints.teamHealth, (req) => teamHealth(deps, req.scope!));
}
