import { createHash, randomBytes } from 'node:crypto';
import { NotFoundError, RETROSPECTIVES, directoryFor, reply, type PluginContext, type TenantScope } from '@suite/sdk';
import { toICalendar, type CalendarEvent, type CalendarKind } from '../shared/calendar.js';
import { CalendarEndpoints, type Ritual } from '../shared/calendar-endpoints.js';
import { CadenceErrors as E } from '../shared/errors.js';
import { CADENCE_ROUTES } from '../shared/routes.js';
import { isoDay, pulseRound, weekOf } from '../shared/rules.js';
import { T, iso, namesOf, rosterTeamOf, type CadenceDeps } from './common.js';
import { tenantQuery } from '@suite/sdk/server';
import { CalendarFeedModel, MeetingModel, ObjectiveModel, OneOnOneModel, PulseSurveyModel, ReviewCycleModel, TeamModel } from './models.js';

const DAY_MS = 86_400_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Event titles in the feed, in the user's language (calendar apps show them as they are). */
const FEED_TITLES: Record<string, Record<CalendarKind, string>> = {
  en: { one_on_one: 'One-on-one with {name}', review_due: 'Reviews due: {name}', goal_end: 'Goal period ends: {name}', pulse_round: 'Pulse check: {name}', weekly_sync: 'Weekly sync: {name}', sprint_start: 'Sprint starts: {name}', sprint_end: 'Sprint ends: {name}', retrospective: 'Retrospective: {name}' },
  fr: { one_on_one: 'Entretien individuel avec {name}', review_due: 'Évaluations à rendre : {name}', goal_end: 'Fin de période de l’objectif : {name}', pulse_round: 'Sondage pulse : {name}', weekly_sync: 'Synchro hebdomadaire : {name}', sprint_start: 'Début de sprint : {name}', sprint_end: 'Fin de sprint : {name}', retrospective: 'Rétrospective : {name}' },
  es: { one_on_one: 'Uno a uno con {name}', review_due: 'Evaluaciones pendientes: {name}', goal_end: 'Fin del periodo del objetivo: {name}', pulse_round: 'Encuesta pulse: {name}', weekly_sync: 'Sincronización semanal: {name}', sprint_start: 'Empieza el sprint: {name}', sprint_end: 'Termina el sprint: {name}', retrospective: 'Retrospectiva: {name}' },
};

/**
 * Everything dated that concerns the user between two days: their 1:1 meetings, the deadlines of
 * review cycles they write in or own, the period ends of goals they own, pulse rounds, and their
 * team's weekly syncs, and (when agile is on, through RETROSPECTIVES) the account's sprint starts and
 * ends and its retrospectives. `title` is the thing's name; screens and the feed add the words around it.
 */
export async function calendarEvents(deps: CadenceDeps, scope: TenantScope, userId: string, from: string, to: string): Promise<CalendarEvent[]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const events: CalendarEvent[] = [];
  const meetings = (await scope
    .table(`${T.meetings} as m`)
    .join(`${T.oneOnOnes} as o`, 'o.id', 'm.one_on_one_id')
    .where((q) => void q.where('o.manager_user_id', userId).orWhere('o.report_user_id', userId))
    .where('m.scheduled_at', '>=', start)
    .where('m.scheduled_at', '<', end)
    .select('m.id', 'm.scheduled_at', 'o.id as one_on_one_id', 'o.manager_user_id', 'o.report_user_id')) as { id: string; scheduled_at: Date | string; one_on_one_id: string; manager_user_id: string; report_user_id: string }[];
  const nameOf = await namesOf(deps, scope, meetings.flatMap((m) => [m.manager_user_id, m.report_user_id]));
  for (const m of meetings) {
    const other = m.manager_user_id === userId ? m.report_user_id : m.manager_user_id;
    events.push({ uid: `meeting-${m.id}@suite`, kind: 'one_on_one', start: iso(m.scheduled_at), allDay: false, title: nameOf(other), path: `${CADENCE_ROUTES.oneOnOnes.path}?id=${m.one_on_one_id}` });
  }
  const cycles = await tenantQuery(scope, ReviewCycleModel)
    .whereNotNull('due_date')
    .whereBetween('due_date', [from, to])
    .whereIn('status', ['draft', 'running'])
    .where((q) => void q.where('owner_user_id', userId).orWhereIn('id', scope.knex(T.reviews).where('reviewer_user_id', userId).select('cycle_id')))
    .select('id', 'name', 'due_date');
  for (const cycle of cycles) events.push({ uid: `review-${cycle.id}@suite`, kind: 'review_due', start: cycle.dueDate!, allDay: true, title: cycle.name, path: CADENCE_ROUTES.performanceReviews.path });
  const goals = await tenantQuery(scope, ObjectiveModel).where('owner_user_id', userId).whereBetween('period_end', [from, to]).select('id', 'title', 'period_end');
  for (const goal of goals) events.push({ uid: `goal-${goal.id}@suite`, kind: 'goal_end', start: goal.periodEnd, allDay: true, title: goal.title, path: CADENCE_ROUTES.goalManagement.path });
  const surveys = await tenantQuery(scope, PulseSurveyModel).whereNull('closed_at');
  for (const survey of surveys) {
    for (let day = pulseRound(survey.firstDay, survey.cadenceDays, start); day <= to; day = isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + survey.cadenceDays * DAY_MS))) {
      if (day >= from) events.push({ uid: `pulse-${survey.id}-${day}@suite`, kind: 'pulse_round', start: day, allDay: true, title: survey.title, path: CADENCE_ROUTES.pulseChecks.path });
    }
  }
  const teamId = await rosterTeamOf(scope, userId);
  if (teamId) {
    const team = (await tenantQuery(scope, TeamModel).findById(teamId).select('name'))!;
    for (let day = weekOf(start); day <= to; day = isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + 7 * DAY_MS))) {
      if (day >= from) events.push({ uid: `sync-${teamId}-${day}@suite`, kind: 'weekly_sync', start: day, allDay: true, title: team.name, path: CADENCE_ROUTES.weeklySyncs.path });
    }
  }
  const agile = await deps.capabilities.get(RETROSPECTIVES, scope.accountId);
  if (agile) {
    for (const sprint of await agile.sprints(scope.accountId)) {
      if (sprint.startDate && sprint.startDate >= from && sprint.startDate <= to) events.push({ uid: `sprint-start-${sprint.id}@suite`, kind: 'sprint_start', start: sprint.startDate, allDay: true, title: sprint.name, path: '/kanban' });
      if (sprint.endDate && sprint.endDate >= from && sprint.endDate <= to) events.push({ uid: `sprint-end-${sprint.id}@suite`, kind: 'sprint_end', start: sprint.endDate, allDay: true, title: sprint.name, path: '/kanban' });
    }
    for (const retro of await agile.retrospectives(scope.accountId, { since: from })) {
      const at = retro.startedAt ?? retro.createdAt;
      if (at >= start.toISOString() && at < end.toISOString()) events.push({ uid: `retro-${retro.id}@suite`, kind: 'retrospective', start: at, allDay: false, title: retro.name, path: retro.path });
    }
  }
  return events.sort((a, b) => a.start.localeCompare(b.start));
}

/** The rituals of the account: what recurs, how often, who owns it and when it next happens. */
async function rituals(deps: CadenceDeps, scope: TenantScope): Promise<Ritual[]> {
  const now = deps.now();
  const nextMonday = isoDay(new Date(Date.parse(`${weekOf(now)}T00:00:00Z`) + 7 * DAY_MS));
  const out: Ritual[] = [];
  const series = await tenantQuery(scope, OneOnOneModel).select('id', 'manager_user_id', 'cadence_days');
  const upcoming = await tenantQuery(scope, MeetingModel).whereNull('held_at').select('one_on_one_id', 'scheduled_at');
  const nameOf = await namesOf(deps, scope, series.map((s) => s.managerUserId));
  for (const manager of [...new Set(series.map((s) => s.managerUserId))]) {
    const theirs = series.filter((s) => s.managerUserId === manager);
    const next = upcoming.filter((m) => theirs.some((s) => s.id === m.oneOnOneId)).map((m) => iso(m.scheduledAt)).sort()[0] ?? null;
    out.push({ kind: 'one_on_one', name: nameOf(manager), everyDays: Math.min(...theirs.map((s) => s.cadenceDays)), ownerName: nameOf(manager), next, count: theirs.length });
  }
  const teams = await tenantQuery(scope, TeamModel).orderBy('name').select('id', 'name');
  for (const team of teams) out.push({ kind: 'weekly_sync', name: team.name, everyDays: 7, ownerName: null, next: nextMonday, count: 1 });
  const [{ count: measurables }] = (await scope.table(T.measurables).count('* as count')) as { count: string | number }[];
  if (Number(measurables) > 0) out.push({ kind: 'scorecard', name: '', everyDays: 7, ownerName: null, next: nextMonday, count: Number(measurables) });
  const surveys = await tenantQuery(scope, PulseSurveyModel).whereNull('closed_at');
  for (const survey of surveys) {
    const round = pulseRound(survey.firstDay, survey.cadenceDays, now);
    out.push({ kind: 'pulse', name: survey.title, everyDays: survey.cadenceDays, ownerName: null, next: isoDay(new Date(Date.parse(`${round}T00:00:00Z`) + survey.cadenceDays * DAY_MS)), count: 1 });
  }
  const cycles = await tenantQuery(scope, ReviewCycleModel).whereNot('status', 'released').select('name', 'due_date', 'owner_user_id');
  const ownerOf = await namesOf(deps, scope, cycles.map((c) => c.ownerUserId));
  for (const cycle of cycles) out.push({ kind: 'review_cycle', name: cycle.name, everyDays: null, ownerName: cycle.ownerUserId ? ownerOf(cycle.ownerUserId) : null, next: cycle.dueDate, count: 1 });
  return out;
}

export function registerCalendar(ctx: PluginContext): void {
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;
  const feedUrl = (token: string) => `${ctx.config.appUrl}/api${CalendarEndpoints.feedFile.path.replace(':token', `${token}.ics`)}`;

  routes.implement(CalendarEndpoints.calendar, async (req) => {
    const now = deps.now();
    const from = req.query.from ?? isoDay(new Date(now.getTime() - 30 * DAY_MS));
    const to = req.query.to ?? isoDay(new Date(now.getTime() + 60 * DAY_MS));
    return { from, to, events: await calendarEvents(deps, req.scope!, req.user!.id, from, to) };
  });

  routes.implement(CalendarEndpoints.feed, async (req) => ({ exists: Boolean(await tenantQuery(req.scope!, CalendarFeedModel).where('user_id', req.user!.id).first()), url: null }));

  routes.implement(CalendarEndpoints.createFeed, async (req) => {
    const token = randomBytes(24).toString('base64url');
    await CalendarFeedModel.query(req.scope!.knex).insert({ accountId: req.scope!.accountId, userId: req.user!.id, tokenHash: hashToken(token), createdAt: deps.now() }).onConflict(['account_id', 'user_id']).merge(['token_hash', 'created_at']);
    return { exists: true, url: feedUrl(token) };
  });

  routes.implement(CalendarEndpoints.feedFile, async (req) => {
    const token = req.params.token.replace(/\.ics$/, '');
    // Any account's feed: the token says whose it is.
    const feed = await CalendarFeedModel.query(ctx.db).where('token_hash', hashToken(token)).first();
    if (!feed) throw new NotFoundError(E.FEED_NOT_FOUND);
    // A feed dies with the membership and with the area.
    const directory = await directoryFor(ctx.capabilities, feed.accountId);
    const membership = await directory.membership(feed.accountId, feed.userId);
    if (!membership?.active || !(await ctx.features.isEnabled(feed.accountId, 'operational_cadence'))) throw new NotFoundError(E.FEED_NOT_FOUND);
    const scope = ctx.scopeFor(feed.accountId);
    const now = deps.now();
    const events = await calendarEvents(deps, scope, feed.userId, isoDay(new Date(now.getTime() - 30 * DAY_MS)), isoDay(new Date(now.getTime() + 120 * DAY_MS)));
    const person = (await directory.people(feed.accountId, [feed.userId])).get(feed.userId);
    const titles = FEED_TITLES[person?.language ?? 'en'] ?? FEED_TITLES.en!;
    const named = events.map((event) => ({ ...event, title: titles[event.kind].replace('{name}', event.title) }));
    const account = await directory.account(feed.accountId);
    return reply.file('cadence.ics', 'text/calendar; charset=utf-8', toICalendar(named, { name: account?.name ?? 'Suite', appUrl: ctx.config.appUrl, now }));
  });

  routes.implement(CalendarEndpoints.rituals, (req) => rituals(deps, req.scope!));
}
