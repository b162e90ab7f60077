import { BusinessRuleError, ConflictError, DomainEvents, ForbiddenError, NotFoundError, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { PULSE_MIN_RESPONSES, PULSE_SCALE, isoDay, mean, pulseFilterAllowed, pulseRound, pulseVisible } from '../shared/rules.js';
import { TeamEndpoints, type PulseResults, type PulseSurvey } from '../shared/team-endpoints.js';
import { tenantQuery } from '@suite/sdk/server';
import { T, isUniqueViolation, rosterTeamOf, type CadenceDeps } from './common.js';
import { PulseReceiptModel, PulseResponseModel, PulseSurveyModel, TeamModel } from './models.js';

/** What the results read of a response. */
export type ResponseRow = Pick<PulseResponseModel, 'round' | 'teamId' | 'scores' | 'comment'>;

/** The mean of every score of the responses (one decimal). */
export const responsesMean = (rows: ResponseRow[]) => mean(rows.flatMap((row) => Object.values(row.scores)));

async function surveyView(deps: CadenceDeps, scope: TenantScope, survey: PulseSurveyModel, userId: string): Promise<PulseSurvey> {
  const round = pulseRound(survey.firstDay, survey.cadenceDays, deps.now());
  const answered = await tenantQuery(scope, PulseReceiptModel).where({ survey_id: survey.id, round, user_id: userId }).first();
  const [{ count }] = (await scope.table(T.pulseResponses).where({ survey_id: survey.id, round }).count('* as count')) as { count: string | number }[];
  return { id: survey.id, title: survey.title, questions: survey.questions, cadenceDays: survey.cadenceDays, round, closed: survey.closedAt !== null, answeredThisRound: Boolean(answered), responsesThisRound: Number(count) };
}

async function findSurvey(scope: TenantScope, id: string): Promise<PulseSurveyModel> {
  const row = await tenantQuery(scope, PulseSurveyModel).findById(id);
  if (!row) throw new NotFoundError(E.SURVEY_NOT_FOUND);
  return row;
}

/** One point of a trend: shown only when the group is large enough (and, for a team, the rest of the round too). */
function trendPoint(round: string, group: ResponseRow[], roundTotal: number, isFilter: boolean) {
  const hidden = isFilter ? !pulseFilterAllowed(group.length, roundTotal) : !pulseVisible(group.length);
  return { round, responses: hidden ? 0 : group.length, average: hidden ? null : responsesMean(group), hidden };
}

/**
 * Results of a round, anonymous by construction (responses hold no user) and by rule: nothing is
 * shown below PULSE_MIN_RESPONSES, and a team filter is refused when the team, or the rest of the
 * round, is below it (comparing the two would single people out). Comments come sorted by text.
 */
export async function pulseResults(deps: CadenceDeps, scope: TenantScope, survey: PulseSurveyModel, options: { round?: string; teamId?: string }): Promise<PulseResults> {
  const round = options.round ?? pulseRound(survey.firstDay, survey.cadenceDays, deps.now());
  const all = await tenantQuery(scope, PulseResponseModel).where('survey_id', survey.id).select('round', 'team_id', 'scores', 'comment');
  const inRound = all.filter((row) => row.round === round);
  if (!pulseVisible(inRound.length)) throw new ForbiddenError(E.pulseHidden(PULSE_MIN_RESPONSES));
  const group = options.teamId ? inRound.filter((row) => row.teamId === options.teamId) : inRound;
  if (options.teamId && !pulseFilterAllowed(group.length, inRound.length)) throw new ForbiddenError(E.pulseFilterRefused(PULSE_MIN_RESPONSES));
  const rounds = [...new Set(all.map((row) => row.round))].sort();
  const teams = await tenantQuery(scope, TeamModel).orderBy('name').select('id', 'name');
  return {
    surveyId: survey.id,
    round,
    teamId: options.teamId ?? null,
    responses: group.length,
    average: responsesMean(group),
    questions: survey.questions.map((question) => ({ ...question, average: mean(group.map((row) => row.scores[question.id]).filter((score): score is number => typeof score === 'number')) })),
    comments: group.map((row) => row.comment?.trim() ?? '').filter(Boolean).sort((a, b) => a.localeCompare(b)),
    trend: rounds.map((r) => trendPoint(r, all.filter((row) => row.round === r), 0, false)),
    teams: teams
      .filter((team) => all.some((row) => row.teamId === team.id))
      .map((team) => ({
        teamId: team.id,
        name: team.name,
        trend: rounds.map((r) => {
          const roundRows = all.filter((row) => row.round === r);
          return trendPoint(r, roundRows.filter((row) => row.teamId === team.id), roundRows.length, true);
        }),
      })),
  };
}

export function registerPulse(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  routes.implement(TeamEndpoints.surveys, async (req) => {
    const surveys = await tenantQuery(req.scope!, PulseSurveyModel).orderBy('created_at', 'desc');
    return Promise.all(surveys.map((survey) => surveyView(deps, req.scope!, survey, req.user!.id)));
  });

  routes.implement(TeamEndpoints.createSurvey, async (req) => {
    const row = await PulseSurveyModel.query(req.scope!.knex)
      .insert({
        accountId: req.scope!.accountId,
        title: req.body.title.trim(),
        questions: req.body.questions.map((text, index) => ({ id: `q${index + 1}`, text: text.trim() })),
        cadenceDays: req.body.cadenceDays,
        firstDay: isoDay(deps.now()),
      })
      .returning('*');
    return surveyView(deps, req.scope!, row, req.user!.id);
  });

  routes.implement(TeamEndpoints.closeSurvey, async (req) => {
    const survey = await findSurvey(req.scope!, req.params.id);
    const [row] = await tenantQuery(req.scope!, PulseSurveyModel).where('id', survey.id).patch({ closedAt: survey.closedAt ?? deps.now() }).returning('*');
    if (!survey.closedAt) {
      // The round's count, and its average only when enough people answered (the anonymity rule).
      const round = pulseRound(survey.firstDay, survey.cadenceDays, deps.now());
      const rows = await tenantQuery(req.scope!, PulseResponseModel).where({ survey_id: survey.id, round }).select('round', 'team_id', 'scores', 'comment');
      await ctx.events
        .publish(DomainEvents.pulseCheckClosed, req.scope!.accountId, { surveyId: survey.id, title: survey.title, round, responses: rows.length, average: pulseVisible(rows.length) ? responsesMean(rows) : null })
        .catch((error: unknown) => ctx.log.warn({ err: error }, 'pulse-check.closed not published'));
    }
    return surveyView(deps, req.scope!, row!, req.user!.id);
  });

  routes.implement(TeamEndpoints.answer, async (req) => {
    const scope = req.scope!;
    const survey = await findSurvey(scope, req.params.id);
    if (survey.closedAt) throw new ConflictError(E.SURVEY_CLOSED);
    const scores = req.body.scores;
    const complete = survey.questions.every((question) => Number.isInteger(scores[question.id]) && scores[question.id]! >= 1 && scores[question.id]! <= PULSE_SCALE);
    if (!complete || Object.keys(scores).some((key) => !survey.questions.some((question) => question.id === key))) throw new BusinessRuleError(E.SCORES_INCOMPLETE);
    const round = pulseRound(survey.firstDay, survey.cadenceDays, deps.now());
    const teamId = await rosterTeamOf(scope, req.user!.id);
    await scope.transaction(async (tx) => {
      // The receipt says who answered; the response, written apart, says nothing about them.
      // A second answer in the round meets the receipt's key (the failed insert ends the transaction).
      try {
        await PulseReceiptModel.query(tx.knex).insert({ accountId: tx.accountId, surveyId: survey.id, round, userId: req.user!.id });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(E.ALREADY_ANSWERED);
        throw error;
      }
      await PulseResponseModel.query(tx.knex).insert({ accountId: tx.accountId, surveyId: survey.id, round, teamId, scores, comment: req.body.comment?.trim() || null });
    });
    return surveyView(deps, scope, survey, req.user!.id);
  });

  routes.implement(TeamEndpoints.results, async (req) => pulseResults(deps, req.scope!, await findSurvey(req.scope!, req.params.id), { round: req.query.round, teamId: req.query.teamId }));
}
