import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError, directoryFor, subject, type AppAbility, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { OneOnOneEndpoints, type ActionItem, type Meeting, type MeetingRef, type OneOnOneDetail, type OneOnOneSummary } from '../shared/one-on-one-endpoints.js';
import { CadenceSubjects as S, PEOPLE_SUBJECT } from '../shared/permissions.js';
import { actionItemShownIn, nextMeetingAt } from '../shared/rules.js';
import { ONE_ON_ONE_CHANGED, OneOnOneSocket, oneOnOneRoom, type OneOnOneChange } from '../shared/one-on-one-socket.js';
import { T, iso, isActiveMember, isoOrNull, namesOf, rosterManagerOf, type CadenceDeps } from './common.js';

export interface OneOnOneRow {
  id: string;
  account_id: string;
  manager_user_id: string;
  report_user_id: string;
  cadence_days: number;
}
export interface MeetingRow {
  id: string;
  one_on_one_id: string;
  number: number;
  scheduled_at: Date | string;
  held_at: Date | string | null;
  shared_notes: string;
}
interface AgendaRow {
  id: string;
  meeting_id: string;
  author_user_id: string;
  text: string;
  done: boolean;
}
export interface ActionItemRow {
  id: string;
  one_on_one_id: string;
  title: string;
  owner_user_id: string;
  due_date: string | null;
  raised_in: number;
  done_in: number | null;
}
interface NoteRow {
  id: string;
  meeting_id: string;
  author_user_id: string;
  body: string;
  updated_at: Date | string;
}

const asOneOnOne = (row: OneOnOneRow) => subject(S.oneOnOne, { managerUserId: row.manager_user_id, reportUserId: row.report_user_id });
const meetingRef = (row: MeetingRow): MeetingRef => ({ id: row.id, number: row.number, scheduledAt: iso(row.scheduled_at), heldAt: isoOrNull(row.held_at) });

/** A 1:1 of the account that the caller takes part in: 404 when it is not the account's, 403 when it is not theirs. */
export async function findOneOnOne(scope: TenantScope, ability: AppAbility, id: string): Promise<OneOnOneRow> {
  const row = (await scope.table(T.oneOnOnes).where('id', id).first()) as unknown as OneOnOneRow | undefined;
  if (!row) throw new NotFoundError(E.ONE_ON_ONE_NOT_FOUND);
  if (ability.cannot('read', asOneOnOne(row))) throw new ForbiddenError(E.ONE_ON_ONE_PARTICIPANTS_ONLY);
  return row;
}

/** The same, for a change: a participant who is an observer of the account only reads. */
export async function findOneOnOneToChange(scope: TenantScope, ability: AppAbility, id: string): Promise<OneOnOneRow> {
  const row = await findOneOnOne(scope, ability, id);
  if (ability.cannot('update', asOneOnOne(row))) throw new ForbiddenError(E.OBSERVERS_READ_ONLY);
  return row;
}

async function findMeeting(scope: TenantScope, oneOnOne: OneOnOneRow, meetingId: string): Promise<MeetingRow> {
  const row = (await scope.table(T.meetings).where({ id: meetingId, one_on_one_id: oneOnOne.id }).first()) as unknown as MeetingRow | undefined;
  if (!row) throw new NotFoundError(E.MEETING_NOT_FOUND);
  return row;
}

/** The meeting to prepare: the first one not held yet (the last one when all are held). */
async function currentMeeting(scope: TenantScope, oneOnOneId: string): Promise<MeetingRow> {
  const open = (await scope.table(T.meetings).where('one_on_one_id', oneOnOneId).whereNull('held_at').orderBy('number').first()) as unknown as MeetingRow | undefined;
  return open ?? ((await scope.table(T.meetings).where('one_on_one_id', oneOnOneId).orderBy('number', 'desc').first()) as unknown as MeetingRow);
}

function actionItemView(row: ActionItemRow, meetingNumber: number, nameOf: (id: string) => string): ActionItem {
  return {
    id: row.id,
    title: row.title,
    ownerUserId: row.owner_user_id,
    ownerName: nameOf(row.owner_user_id),
    dueDate: row.due_date,
    raisedIn: row.raised_in,
    doneIn: row.done_in,
    done: row.done_in !== null,
    carriedOver: row.raised_in < meetingNumber,
  };
}

export async function meetingView(deps: CadenceDeps, scope: TenantScope, oneOnOne: OneOnOneRow, meeting: MeetingRow, userId: string): Promise<Meeting> {
  const agenda = (await scope.table(T.agendaItems).where('meeting_id', meeting.id).orderBy('seq')) as unknown as AgendaRow[];
  const items = ((await scope.table(T.actionItems).where('one_on_one_id', oneOnOne.id).orderBy('seq')) as unknown as ActionItemRow[]).filter((item) =>
    actionItemShownIn({ raisedIn: item.raised_in, doneIn: item.done_in }, meeting.number),
  );
  const note = (await scope.table(T.privateNotes).where({ meeting_id: meeting.id, author_user_id: userId }).first()) as unknown as NoteRow | undefined;
  const nameOf = await namesOf(deps, scope, [...agenda.map((item) => item.author_user_id), ...items.map((item) => item.owner_user_id)]);
  return {
    ...meetingRef(meeting),
    oneOnOneId: oneOnOne.id,
    sharedNotes: meeting.shared_notes,
    agenda: agenda.map((item) => ({ id: item.id, text: item.text, done: item.done, authorUserId: item.author_user_id, authorName: nameOf(item.author_user_id) })),
    actionItems: items.map((item) => actionItemView(item, meeting.number, nameOf)),
    myPrivateNote: note ? { id: note.id, body: note.body, updatedAt: iso(note.updated_at) } : null,
  };
}

async function summaries(deps: CadenceDeps, scope: TenantScope, rows: OneOnOneRow[], userId: string): Promise<OneOnOneSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const meetings = (await scope.table(T.meetings).whereIn('one_on_one_id', ids).orderBy('number')) as unknown as MeetingRow[];
  const open = (await scope.table(T.actionItems).whereIn('one_on_one_id', ids).whereNull('done_in').groupBy('one_on_one_id').select('one_on_one_id').count('* as count')) as { one_on_one_id: string; count: string | number }[];
  const openOf = new Map(open.map((row) => [row.one_on_one_id, Number(row.count)]));
  const nameOf = await namesOf(deps, scope, rows.flatMap((row) => [row.manager_user_id, row.report_user_id]));
  return rows.map((row) => {
    const own = meetings.filter((meeting) => meeting.one_on_one_id === row.id);
    const next = own.find((meeting) => meeting.held_at === null) ?? null;
    const held = own.filter((meeting) => meeting.held_at !== null).at(-1) ?? null;
    return {
      id: row.id,
      managerUserId: row.manager_user_id,
      managerName: nameOf(row.manager_user_id),
      reportUserId: row.report_user_id,
      reportName: nameOf(row.report_user_id),
      cadenceDays: row.cadence_days,
      myRole: row.manager_user_id === userId ? 'manager' : 'report',
      nextMeeting: next ? meetingRef(next) : null,
      lastHeldAt: held ? isoOrNull(held.held_at) : null,
      openActionItems: openOf.get(row.id) ?? 0,
    };
  });
}

async function detail(deps: CadenceDeps, scope: TenantScope, row: OneOnOneRow, userId: string, meeting?: MeetingRow): Promise<OneOnOneDetail> {
  const [summary] = await summaries(deps, scope, [row], userId);
  const meetings = (await scope.table(T.meetings).where('one_on_one_id', row.id).orderBy('number', 'desc')) as unknown as MeetingRow[];
  const current = meeting ?? (await currentMeeting(scope, row.id));
  return { ...summary!, meetings: meetings.map(meetingRef), current: await meetingView(deps, scope, row, current, userId) };
}

const clean = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) throw new ValidationError(E.TEXT_REQUIRED);
  return trimmed;
};

export function registerOneOnOnes(ctx: PluginContext, defaultCadenceDays: (scope: TenantScope) => Promise<number>): void {

  /** Push a shared change to the 1:1's room (both participants' open screens). Never called for private notes. */
  const push = (scope: TenantScope, change: OneOnOneChange) => ctx.realtime.broadcast(oneOnOneRoom(scope.accountId, change.oneOnOneId), ONE_ON_ONE_CHANGED, change);

  // Watching a 1:1 is reading it: only its manager and report (checked like GET) join its room.
  ctx.realtime.on({
    ...OneOnOneSocket.watch,
    handler: async (socket, data) => {
      const row = await findOneOnOne(socket.scope, socket.ability, data.oneOnOneId);
      socket.join(oneOnOneRoom(socket.scope.accountId, row.id));
      return { watching: true };
    },
  });
  ctx.realtime.on({
    ...OneOnOneSocket.unwatch,
    handler: (socket, data) => {
      socket.leave(oneOnOneRoom(socket.scope.accountId, data.oneOnOneId));
      return { watching: false };
    },
  });
  const deps: CadenceDeps = { capabilities: ctx.capabilities, now: () => ctx.now() };
  const { routes } = ctx;

  routes.implement(OneOnOneEndpoints.members, async (req) => {
    const scope = req.scope!;
    const directory = await directoryFor(deps.capabilities, scope.accountId);
    const members = await directory.members(scope.accountId, { trx: scope.knex });
    const managers = (await scope
      .table(`${T.people} as p`)
      .join(`${T.people} as m`, 'm.id', 'p.manager_id')
      .whereNotNull('p.user_id')
      .select('p.user_id as user_id', 'm.user_id as manager_user_id')) as { user_id: string; manager_user_id: string | null }[];
    const managerOf = new Map(managers.map((row) => [row.user_id, row.manager_user_id]));
    return members.map((member) => ({ userId: member.id, name: member.name, managerUserId: managerOf.get(member.id) ?? null }));
  });

  routes.implement(OneOnOneEndpoints.list, async (req) => {
    const userId = req.user!.id;
    const rows = (await req
      .scope!.table(T.oneOnOnes)
      .where((query) => void query.where('manager_user_id', userId).orWhere('report_user_id', userId))
      .orderBy('created_at')) as unknown as OneOnOneRow[];
    return summaries(deps, req.scope!, rows, userId);
  });

  routes.implement(OneOnOneEndpoints.create, async (req) => {
    const scope = req.scope!;
    const userId = req.user!.id;
    const managerUserId = req.body.managerUserId ?? userId;
    const { reportUserId } = req.body;
    if (managerUserId === reportUserId) throw new BusinessRuleError(E.SAME_PERSON);
    // The manager sets up their own 1:1 with someone who reports to them; people managers any.
    const peopleManager = req.ability!.can('update', PEOPLE_SUBJECT);
    if (!peopleManager && (managerUserId !== userId || (await rosterManagerOf(scope, reportUserId)) !== userId)) throw new ForbiddenError(E.MANAGER_OR_PEOPLE_ADMIN);
    for (const member of [managerUserId, reportUserId]) if (!(await isActiveMember(deps, scope, member))) throw new NotFoundError(E.NOT_A_MEMBER);
    const existing = await scope.table(T.oneOnOnes).where({ manager_user_id: managerUserId, report_user_id: reportUserId }).first('id');
    if (existing) throw new ConflictError(E.ONE_ON_ONE_EXISTS);
    const cadenceDays = req.body.cadenceDays ?? (await defaultCadenceDays(scope));
    const row = await scope.transaction(async (tx) => {
      const [created] = (await tx.insert(T.oneOnOnes, { manager_user_id: managerUserId, report_user_id: reportUserId, cadence_days: cadenceDays }).returning('*')) as unknown as OneOnOneRow[];
      await tx.insert(T.meetings, { one_on_one_id: created!.id, number: 1, scheduled_at: new Date(req.body.firstMeetingAt) });
      return created!;
    });
    return detail(deps, scope, row, userId);
  });

  routes.implement(OneOnOneEndpoints.get, async (req) => detail(deps, req.scope!, await findOneOnOne(req.scope!, req.ability!, req.params.id), req.user!.id));

  routes.implement(OneOnOneEndpoints.meeting, async (req) => {
    const oneOnOne = await findOneOnOne(req.scope!, req.ability!, req.params.id);
    return meetingView(deps, req.scope!, oneOnOne, await findMeeting(req.scope!, oneOnOne, req.params.meetingId), req.user!.id);
  });

  routes.implement(OneOnOneEndpoints.addAgendaItem, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    if (meeting.held_at) throw new ConflictError(E.MEETING_ALREADY_HELD);
    const [row] = (await scope.insert(T.agendaItems, { meeting_id: meeting.id, author_user_id: req.user!.id, text: clean(req.body.text) }).returning('*')) as unknown as AgendaRow[];
    const nameOf = await namesOf(deps, scope, [row!.author_user_id]);
    const view = { id: row!.id, text: row!.text, done: row!.done, authorUserId: row!.author_user_id, authorName: nameOf(row!.author_user_id) };
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'agenda.added', byUserId: req.user!.id, agendaItem: view });
    return view;
  });

  const findAgendaItem = async (scope: TenantScope, ability: AppAbility, id: string) => {
    const item = (await scope.table(T.agendaItems).where('id', id).first()) as unknown as AgendaRow | undefined;
    if (!item) throw new NotFoundError(E.AGENDA_ITEM_NOT_FOUND);
    const meeting = (await scope.table(T.meetings).where('id', item.meeting_id).first()) as unknown as MeetingRow;
    // Someone outside the 1:1 learns nothing, not even that the item exists.
    const oneOnOne = (await scope.table(T.oneOnOnes).where('id', meeting.one_on_one_id).first()) as unknown as OneOnOneRow;
    if (ability.cannot('read', asOneOnOne(oneOnOne))) throw new NotFoundError(E.AGENDA_ITEM_NOT_FOUND);
    if (ability.cannot('update', asOneOnOne(oneOnOne))) throw new ForbiddenError(E.OBSERVERS_READ_ONLY);
    return Object.assign(item, { oneOnOneId: oneOnOne.id });
  };

  routes.implement(OneOnOneEndpoints.updateAgendaItem, async (req) => {
    const scope = req.scope!;
    const item = await findAgendaItem(scope, req.ability!, req.params.id);
    const changes: Partial<AgendaRow> = {};
    if (req.body.text !== undefined) {
      if (req.ability!.cannot('update', subject(S.agendaItem, { authorUserId: item.author_user_id }))) throw new ForbiddenError(E.AGENDA_AUTHOR_ONLY);
      changes.text = clean(req.body.text);
    }
    // Either side ticks an item off.
    if (req.body.done !== undefined) changes.done = req.body.done;
    const [row] = Object.keys(changes).length ? ((await scope.table(T.agendaItems).where('id', item.id).update(changes).returning('*')) as unknown as AgendaRow[]) : [item];
    const nameOf = await namesOf(deps, scope, [row!.author_user_id]);
    const view = { id: row!.id, text: row!.text, done: row!.done, authorUserId: row!.author_user_id, authorName: nameOf(row!.author_user_id) };
    await push(scope, { oneOnOneId: item.oneOnOneId, meetingId: item.meeting_id, kind: 'agenda.updated', byUserId: req.user!.id, agendaItem: view });
    return view;
  });

  routes.implement(OneOnOneEndpoints.deleteAgendaItem, async (req) => {
    const item = await findAgendaItem(req.scope!, req.ability!, req.params.id);
    if (req.ability!.cannot('delete', subject(S.agendaItem, { authorUserId: item.author_user_id }))) throw new ForbiddenError(E.AGENDA_AUTHOR_ONLY);
    await req.scope!.table(T.agendaItems).where('id', item.id).delete();
    await push(req.scope!, { oneOnOneId: item.oneOnOneId, meetingId: item.meeting_id, kind: 'agenda.deleted', byUserId: req.user!.id, agendaItemId: item.id });
    return { deleted: true as const };
  });

  routes.implement(OneOnOneEndpoints.saveSharedNotes, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    const [row] = (await scope.table(T.meetings).where('id', meeting.id).update({ shared_notes: req.body.body }).returning('*')) as unknown as MeetingRow[];
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'notes.shared', byUserId: req.user!.id, sharedNotes: row!.shared_notes });
    return meetingView(deps, scope, oneOnOne, row!, req.user!.id);
  });

  routes.implement(OneOnOneEndpoints.savePrivateNote, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    const [row] = (await scope
      .insert(T.privateNotes, { meeting_id: meeting.id, author_user_id: req.user!.id, body: req.body.body, updated_at: deps.now() })
      .onConflict(['meeting_id', 'author_user_id'])
      .merge(['body', 'updated_at'])
      .returning('*')) as unknown as NoteRow[];
    // A private note is its author's alone: nothing is pushed to the 1:1's room.
    return { id: row!.id, body: row!.body, updatedAt: iso(row!.updated_at) };
  });

  routes.implement(OneOnOneEndpoints.privateNote, async (req) => {
    const note = (await req.scope!.table(T.privateNotes).where('id', req.params.id).first()) as unknown as NoteRow | undefined;
    if (!note) throw new NotFoundError(E.PRIVATE_NOTE_NOT_FOUND);
    if (req.ability!.cannot('read', subject(S.privateNote, { authorUserId: note.author_user_id }))) throw new ForbiddenError(E.PRIVATE_NOTE_AUTHOR_ONLY);
    return { id: note.id, body: note.body, updatedAt: iso(note.updated_at) };
  });

  routes.implement(OneOnOneEndpoints.addActionItem, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    if (![oneOnOne.manager_user_id, oneOnOne.report_user_id].includes(req.body.ownerUserId)) throw new BusinessRuleError(E.ACTION_ITEM_OWNER);
    const meeting = await currentMeeting(scope, oneOnOne.id);
    const [row] = (await scope
      .insert(T.actionItems, { one_on_one_id: oneOnOne.id, title: clean(req.body.title), owner_user_id: req.body.ownerUserId, due_date: req.body.dueDate ?? null, raised_in: meeting.number })
      .returning('*')) as unknown as ActionItemRow[];
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'action.added', byUserId: req.user!.id });
    return actionItemView(row!, meeting.number, await namesOf(deps, scope, [row!.owner_user_id]));
  });

  routes.implement(OneOnOneEndpoints.updateActionItem, async (req) => {
    const scope = req.scope!;
    const item = (await scope.table(T.actionItems).where('id', req.params.id).first()) as unknown as ActionItemRow | undefined;
    if (!item) throw new NotFoundError(E.ACTION_ITEM_NOT_FOUND);
    const oneOnOne = (await scope.table(T.oneOnOnes).where('id', item.one_on_one_id).first()) as unknown as OneOnOneRow;
    if (req.ability!.cannot('read', asOneOnOne(oneOnOne))) throw new NotFoundError(E.ACTION_ITEM_NOT_FOUND);
    if (req.ability!.cannot('update', asOneOnOne(oneOnOne))) throw new ForbiddenError(E.OBSERVERS_READ_ONLY);
    const meeting = await currentMeeting(scope, oneOnOne.id);
    const changes: Record<string, unknown> = {};
    if (req.body.title !== undefined) changes.title = clean(req.body.title);
    if (req.body.dueDate !== undefined) changes.due_date = req.body.dueDate;
    if (req.body.done === true && item.done_in === null) Object.assign(changes, { done_in: meeting.number, done_at: deps.now() });
    if (req.body.done === false) Object.assign(changes, { done_in: null, done_at: null });
    const [row] = Object.keys(changes).length ? ((await scope.table(T.actionItems).where('id', item.id).update(changes).returning('*')) as unknown as ActionItemRow[]) : [item];
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'action.updated', byUserId: req.user!.id });
    return actionItemView(row!, meeting.number, await namesOf(deps, scope, [row!.owner_user_id]));
  });

  routes.implement(OneOnOneEndpoints.hold, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    if (meeting.held_at) throw new ConflictError(E.MEETING_ALREADY_HELD);
    const now = deps.now();
    const { held, next } = await scope.transaction(async (tx) => {
      const [heldRow] = (await tx.table(T.meetings).where('id', meeting.id).update({ held_at: now }).returning('*')) as unknown as MeetingRow[];
      const last = (await tx.table(T.meetings).where('one_on_one_id', oneOnOne.id).max('number as number').first()) as { number: number };
      const scheduled = new Date(meeting.scheduled_at);
      const nextAt = nextMeetingAt(scheduled.getTime() > now.getTime() - oneOnOne.cadence_days * 86_400_000 ? scheduled : now, oneOnOne.cadence_days);
      const existing = (await tx.table(T.meetings).where('one_on_one_id', oneOnOne.id).whereNull('held_at').orderBy('number').first()) as unknown as MeetingRow | undefined;
      const nextRow = existing ?? ((await tx.insert(T.meetings, { one_on_one_id: oneOnOne.id, number: Number(last.number) + 1, scheduled_at: nextAt }).returning('*')) as unknown as MeetingRow[])[0]!;
      return { held: heldRow!, next: nextRow };
    });
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'meeting.held', byUserId: req.user!.id });
    return { held: await meetingView(deps, scope, oneOnOne, held, req.user!.id), next: meetingRef(next) };
  });

  routes.implement(OneOnOneEndpoints.deleteOneOnOne, async (req) => {
    const oneOnOne = await findOneOnOneToChange(req.scope!, req.ability!, req.params.id);
    if (oneOnOne.manager_user_id !== req.user!.id) throw new ForbiddenError(E.MANAGER_OR_PEOPLE_ADMIN);
    await req.scope!.table(T.oneOnOnes).where('id', oneOnOne.id).delete();
    return { deleted: true as const };
  });
}
