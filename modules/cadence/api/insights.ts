import { NotFoundError, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { InsightEndpoints } from '../shared/insight-endpoints.js';
import { coachingSuggestions, summarizeNotes, type CoachingInput } from '../shared/insights.js';
import { pulseFilterAllowed } from '../shared/rules.js';
import { T, namesOf, rosterTeamOf, type CadenceDeps } from './common.js';
import { readObjectives } from './goals.js';
import { tenantQuery } from '@suite/sdk/server';
import { ActionItemModel, AgendaItemModel, MeetingModel, PulseResponseModel, PulseSurveyModel, ReviewModel, TeamModel, type OneOnOneModel } from './models.js';
import { findOneOnOne } from './one-on-ones.js';
import { responsesMean } from './pulse.js';

/** The report's team's last two pulse rounds that anonymity lets anyone see, or null. */
async function teamPulse(scope: TenantScope, reportUserId: string): Promise<CoachingInput['pulse']> {
  const teamId = await rosterTeamOf(scope, reportUserId);
  if (!teamId) return null;
  const team = (await tenantQuery(scope, TeamModel).findById(teamId).select('name'))!;
  const survey = await tenantQuery(scope, PulseSurveyModel).orderBy('created_at', 'desc').select('id').first();
  if (!survey) return null;
  const rows = await tenantQuery(scope, PulseResponseModel).where('survey_id', survey.id).select('round', 'team_id', 'scores', 'comment');
  const visible = [...new Set(rows.map((row) => row.round))]
    .sort()
    .map((round) => {
      const inRound = rows.filter((row) => row.round === round);
      const theirs = inRound.filter((row) => row.teamId === teamId);
      return pulseFilterAllowed(theirs.length, inRound.length) ? responsesMean(theirs) : null;
    })
    .filter((mean): mean is number => mean !== null);
  if (visible.length < 2) return null;
  return { team: team.name, previous: visible.at(-2)!, latest: visible.at(-1)! };
}

/** Answers of the report's latest review cycle the caller may read: as their manager, self and peer answers. */
async function reviewFeedback(scope: TenantScope, oneOnOne: OneOnOneModel, userId: string): Promise<CoachingInput['reviewFeedback']> {
  if (userId !== oneOnOne.managerUserId) return [];
  const latest = (await scope
    .table(`${T.reviewParticipants} as p`)
    .join(`${T.reviewCycles} as c`, 'c.id', 'p.cycle_id')
    .where({ 'p.reviewee_user_id': oneOnOne.reportUserId, 'p.manager_user_id': userId })
    .whereIn('c.status', ['running', 'calibrating', 'released'])
    .orderBy('c.created_at', 'desc')
    .first('c.id', 'c.name', 'c.questions')) as { id: string; name: string; questions: { id: string; text: string }[] } | undefined;
  if (!latest) return [];
  const reviews = await tenantQuery(scope, ReviewModel).where({ cycle_id: latest.id, reviewee_user_id: oneOnOne.reportUserId }).whereIn('kind', ['peer', 'self']).whereNotNull('submitted_at').orderBy('kind');
  return reviews.flatMap((review) => latest.questions.filter((question) => review.answers[question.id]).map((question) => ({ cycle: latest.name, question: question.text, answer: review.answers[question.id]! })));
}

export function registerInsights(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };

  ctx.routes.implement(InsightEndpoints.coaching, async (req) => {
    const scope = req.scope!;
    const userId = req.user!.id;
    const oneOnOne = await findOneOnOne(scope, req.ability!, req.params.id);
    const items = await tenantQuery(scope, ActionItemModel).where('one_on_one_id', oneOnOne.id).whereNull('done_in').orderBy('seq');
    const lastHeld = (await scope.table(T.meetings).where('one_on_one_id', oneOnOne.id).whereNotNull('held_at').max('held_at as at').first()) as { at: Date | string | null };
    const nameOf = await namesOf(deps, scope, [oneOnOne.managerUserId, oneOnOne.reportUserId, ...items.map((item) => item.ownerUserId)]);
    const goals = (await readObjectives(deps, scope)).filter((goal) => goal.ownerUserId === oneOnOne.reportUserId && (goal.status === 'at_risk' || goal.status === 'off_track'));
    const suggestions = coachingSuggestions({
      now: deps.now(),
      cadenceDays: oneOnOne.cadenceDays,
      lastHeldAt: lastHeld?.at ? new Date(lastHeld.at) : null,
      openActionItems: items.map((item) => ({ title: item.title, ownerName: nameOf(item.ownerUserId), dueDate: item.dueDate })),
      lateGoals: goals.map((goal) => ({ title: goal.title, progress: goal.progress, status: goal.status as 'at_risk' | 'off_track' })),
      pulse: await teamPulse(scope, oneOnOne.reportUserId),
      reviewFeedback: await reviewFeedback(scope, oneOnOne, userId),
    });
    const other = userId === oneOnOne.managerUserId ? oneOnOne.reportUserId : oneOnOne.managerUserId;
    return { oneOnOneId: oneOnOne.id, withName: nameOf(other), suggestions };
  });

  ctx.routes.implement(InsightEndpoints.summary, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOne(scope, req.ability!, req.params.id);
    const meeting = await tenantQuery(scope, MeetingModel).where({ id: req.params.meetingId, one_on_one_id: oneOnOne.id }).first();
    if (!meeting) throw new NotFoundError(E.MEETING_NOT_FOUND);
    const agenda = await tenantQuery(scope, AgendaItemModel).where('meeting_id', meeting.id).orderBy('seq').select('text');
    const items = await tenantQuery(scope, ActionItemModel).where({ one_on_one_id: oneOnOne.id, raised_in: meeting.number }).orderBy('seq');
    const nameOf = await namesOf(deps, scope, items.map((item) => item.ownerUserId));
    return {
      meetingId: meeting.id,
      number: meeting.number,
      sentences: summarizeNotes(meeting.sharedNotes),
      agenda: agenda.map((item) => item.text),
      actionItems: items.map((item) => ({ title: item.title, ownerName: nameOf(item.ownerUserId), done: item.doneIn !== null })),
    };
  });
}
