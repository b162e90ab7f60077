import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError, directoryFor, subject, type AppAbility, type PluginContext, type TenantScope } from '@suite/sdk';
import { CadenceErrors as E } from '../shared/errors.js';
import { OneOnOneEndpoints, type ActionItem, type Meeting, type MeetingRef, type OneOnOneDetail, type OneOnOneSummary } from '../shared/one-on-one-endpoints.js';
import { CadenceSubjects as S, PEOPLE_SUBJECT } from '../shared/permissions.js';
import { actionItemShownIn, nextMeetingAt } from '../shared/rules.js';
import { ONE_ON_ONE_CHANGED, OneOnOneSocket, oneOnOneRoom, type OneOnOneChange } from '../shared/one-on-one-socket.js';
import { tenantQuery } from '@suite/sdk/server';
import { T, iso, isActiveMember, isoOrNull, namesOf, rosterManagerOf, type CadenceDeps } from './common.js';
import { ActionItemModel, AgendaItemModel, MeetingModel, OneOnOneModel, PrivateNoteModel } from './models.js';

const asOneOnOne = (row: OneOnOneModel) => subject(S.oneOnOne, { managerUserId: row.managerUserId, reportUserId: row.reportUserId });
const meetingRef = (row: MeetingModel): MeetingRef => ({ id: row.id, number: row.number, scheduledAt: iso(row.scheduledAt), heldAt: isoOrNull(row.heldAt) });

/** A 1:1 of the account that the caller takes part in: 404 when it is not the account's, 403 when it is not theirs. */
export async function findOneOnOne(scope: TenantScope, ability: AppAbility, id: string): Promise<OneOnOneModel> {
  const row = await tenantQuery(scope, OneOnOneModel).where('id', id).first();
  if (!row) throw new NotFoundError(E.ONE_ON_ONE_NOT_FOUND);
  if (ability.cannot('read', asOneOnOne(row))) throw new ForbiddenError(E.ONE_ON_ONE_PARTICIPANTS_ONLY);
  return row;
}

/** The same, for a change: a participant who is an observer of the account only reads. */
export async function findOneOnOneToChange(scope: TenantScope, ability: AppAbility, id: string): Promise<OneOnOneModel> {
  const row = await findOneOnOne(scope, ability, id);
  if (ability.cannot('update', asOneOnOne(row))) throw new ForbiddenError(E.OBSERVERS_READ_ONLY);
  return row;
}

async function findMeeting(scope: TenantScope, oneOnOne: OneOnOneModel, meetingId: string): Promise<MeetingModel> {
  const row = await tenantQuery(scope, MeetingModel).where({ id: meetingId, one_on_one_id: oneOnOne.id }).first();
  if (!row) throw new NotFoundError(E.MEETING_NOT_FOUND);
  return row;
}

/** The meeting to prepare: the first one not held yet (the last one when all are held). */
async function currentMeeting(scope: TenantScope, oneOnOneId: string): Promise<MeetingModel> {
  const open = await tenantQuery(scope, MeetingModel).where('one_on_one_id', oneOnOneId).whereNull('held_at').orderBy('number').first();
  return open ?? (await tenantQuery(scope, MeetingModel).where('one_on_one_id', oneOnOneId).orderBy('number', 'desc').first())!;
}

function actionItemView(row: ActionItemModel, meetingNumber: number, nameOf: (id: string) => string): ActionItem {
  return {
    id: row.id,
    title: row.title,
    ownerUserId: row.ownerUserId,
    ownerName: nameOf(row.ownerUserId),
    dueDate: row.dueDate,
    raisedIn: row.raisedIn,
    doneIn: row.doneIn,
    done: row.doneIn !== null,
    carriedOver: row.raisedIn < meetingNumber,
  };
}

export async function meetingView(deps: CadenceDeps, scope: TenantScope, oneOnOne: OneOnOneModel, meeting: MeetingModel, userId: string): Promise<Meeting> {
  const agenda = await tenantQuery(scope, AgendaItemModel).where('meeting_id', meeting.id).orderBy('seq');
  const items = (await tenantQuery(scope, ActionItemModel).where('one_on_one_id', oneOnOne.id).orderBy('seq')).filter((item) =>
    actionItemShownIn({ raisedIn: item.raisedIn, doneIn: item.doneIn }, meeting.number),
  );
  const note = await tenantQuery(scope, PrivateNoteModel).where({ meeting_id: meeting.id, author_user_id: userId }).first();
  const nameOf = await namesOf(deps, scope, [...agenda.map((item) => item.authorUserId), ...items.map((item) => item.ownerUserId)]);
  return {
    ...meetingRef(meeting),
    oneOnOneId: oneOnOne.id,
    sharedNotes: meeting.sharedNotes,
    agenda: agenda.map((item) => ({ id: item.id, text: item.text, done: item.done, authorUserId: item.authorUserId, authorName: nameOf(item.authorUserId) })),
    actionItems: items.map((item) => actionItemView(item, meeting.number, nameOf)),
    myPrivateNote: note ? { id: note.id, body: note.body, updatedAt: iso(note.updatedAt) } : null,
  };
}

async function summaries(deps: CadenceDeps, scope: TenantScope, rows: OneOnOneModel[], userId: string): Promise<OneOnOneSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const meetings = await tenantQuery(scope, MeetingModel).whereIn('one_on_one_id', ids).orderBy('number');
  const open = (await scope.table(T.actionItems).whereIn('one_on_one_id', ids).whereNull('done_in').groupBy('one_on_one_id').select('one_on_one_id').count('* as count')) as { one_on_one_id: string; count: string | number }[];
  const openOf = new Map(open.map((row) => [row.one_on_one_id, Number(row.count)]));
  const nameOf = await namesOf(deps, scope, rows.flatMap((row) => [row.managerUserId, row.reportUserId]));
  return rows.map((row) => {
    const own = meetings.filter((meeting) => meeting.oneOnOneId === row.id);
    const next = own.find((meeting) => meeting.heldAt === null) ?? null;
    const held = own.filter((meeting) => meeting.heldAt !== null).at(-1) ?? null;
    return {
      id: row.id,
      managerUserId: row.managerUserId,
      managerName: nameOf(row.managerUserId),
      reportUserId: row.reportUserId,
      reportName: nameOf(row.reportUserId),
      cadenceDays: row.cadenceDays,
      myRole: row.managerUserId === userId ? 'manager' : 'report',
      nextMeeting: next ? meetingRef(next) : null,
      lastHeldAt: held ? isoOrNull(held.heldAt) : null,
      openActionItems: openOf.get(row.id) ?? 0,
    };
  });
}

async function detail(deps: CadenceDeps, scope: TenantScope, row: OneOnOneModel, userId: string, meeting?: MeetingModel): Promise<OneOnOneDetail> {
  const [summary] = await summaries(deps, scope, [row], userId);
  const meetings = await tenantQuery(scope, MeetingModel).where('one_on_one_id', row.id).orderBy('number', 'desc');
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
    const rows = await tenantQuery(req.scope!, OneOnOneModel)
      .where((query) => void query.where('manager_user_id', userId).orWhere('report_user_id', userId))
      .orderBy('created_at');
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
    const existing = await tenantQuery(scope, OneOnOneModel).where({ manager_user_id: managerUserId, report_user_id: reportUserId }).select('id').first();
    if (existing) throw new ConflictError(E.ONE_ON_ONE_EXISTS);
    const cadenceDays = req.body.cadenceDays ?? (await defaultCadenceDays(scope));
    const row = await scope.transaction(async (tx) => {
      const created = await OneOnOneModel.query(tx.knex).insert({ accountId: tx.accountId, managerUserId, reportUserId, cadenceDays }).returning('*');
      await MeetingModel.query(tx.knex).insert({ accountId: tx.accountId, oneOnOneId: created.id, number: 1, scheduledAt: new Date(req.body.firstMeetingAt) });
      return created;
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
    if (meeting.heldAt) throw new ConflictError(E.MEETING_ALREADY_HELD);
    const row = await AgendaItemModel.query(scope.knex).insert({ accountId: scope.accountId, meetingId: meeting.id, authorUserId: req.user!.id, text: clean(req.body.text) }).returning('*');
    const nameOf = await namesOf(deps, scope, [row!.authorUserId]);
    const view = { id: row!.id, text: row!.text, done: row!.done, authorUserId: row!.authorUserId, authorName: nameOf(row!.authorUserId) };
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'agenda.added', byUserId: req.user!.id, agendaItem: view });
    return view;
  });

  const findAgendaItem = async (scope: TenantScope, ability: AppAbility, id: string) => {
    const item = await tenantQuery(scope, AgendaItemModel).where('id', id).first();
    if (!item) throw new NotFoundError(E.AGENDA_ITEM_NOT_FOUND);
    const meeting = (await tenantQuery(scope, MeetingModel).findById(item.meetingId))!;
    // Someone outside the 1:1 learns nothing, not even that the item exists.
    const oneOnOne = (await tenantQuery(scope, OneOnOneModel).findById(meeting.oneOnOneId))!;
    if (ability.cannot('read', asOneOnOne(oneOnOne))) throw new NotFoundError(E.AGENDA_ITEM_NOT_FOUND);
    if (ability.cannot('update', asOneOnOne(oneOnOne))) throw new ForbiddenError(E.OBSERVERS_READ_ONLY);
    return Object.assign(item, { oneOnOneId: oneOnOne.id });
  };

  routes.implement(OneOnOneEndpoints.updateAgendaItem, async (req) => {
    const scope = req.scope!;
    const item = await findAgendaItem(scope, req.ability!, req.params.id);
    const changes: Partial<AgendaItemModel> = {};
    if (req.body.text !== undefined) {
      if (req.ability!.cannot('update', subject(S.agendaItem, { authorUserId: item.authorUserId }))) throw new ForbiddenError(E.AGENDA_AUTHOR_ONLY);
      changes.text = clean(req.body.text);
    }
    // Either side ticks an item off.
    if (req.body.done !== undefined) changes.done = req.body.done;
    const [row] = Object.keys(changes).length ? (await tenantQuery(scope, AgendaItemModel).where('id', item.id).patch(changes).returning('*')) : [item];
    const nameOf = await namesOf(deps, scope, [row!.authorUserId]);
    const view = { id: row!.id, text: row!.text, done: row!.done, authorUserId: row!.authorUserId, authorName: nameOf(row!.authorUserId) };
    await push(scope, { oneOnOneId: item.oneOnOneId, meetingId: item.meetingId, kind: 'agenda.updated', byUserId: req.user!.id, agendaItem: view });
    return view;
  });

  routes.implement(OneOnOneEndpoints.deleteAgendaItem, async (req) => {
    const item = await findAgendaItem(req.scope!, req.ability!, req.params.id);
    if (req.ability!.cannot('delete', subject(S.agendaItem, { authorUserId: item.authorUserId }))) throw new ForbiddenError(E.AGENDA_AUTHOR_ONLY);
    await tenantQuery(req.scope!, AgendaItemModel).deleteById(item.id);
    await push(req.scope!, { oneOnOneId: item.oneOnOneId, meetingId: item.meetingId, kind: 'agenda.deleted', byUserId: req.user!.id, agendaItemId: item.id });
    return { deleted: true as const };
  });

  routes.implement(OneOnOneEndpoints.saveSharedNotes, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    const [row] = await tenantQuery(scope, MeetingModel).where('id', meeting.id).patch({ sharedNotes: req.body.body }).returning('*');
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'notes.shared', byUserId: req.user!.id, sharedNotes: row!.sharedNotes });
    return meetingView(deps, scope, oneOnOne, row!, req.user!.id);
  });

  routes.implement(OneOnOneEndpoints.savePrivateNote, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    const row = await PrivateNoteModel.query(scope.knex)
      .insert({ accountId: scope.accountId, meetingId: meeting.id, authorUserId: req.user!.id, body: req.body.body, updatedAt: deps.now() })
      .onConflict(['meeting_id', 'author_user_id'])
      .merge(['body', 'updated_at'])
      .returning('*');
    // A private note is its author's alone: nothing is pushed to the 1:1's room.
    return { id: row.id, body: row.body, updatedAt: iso(row.updatedAt) };
  });

  routes.implement(OneOnOneEndpoints.privateNote, async (req) => {
    const note = await tenantQuery(req.scope!, PrivateNoteModel).where('id', req.params.id).first();
    if (!note) throw new NotFoundError(E.PRIVATE_NOTE_NOT_FOUND);
    if (req.ability!.cannot('read', subject(S.privateNote, { authorUserId: note.authorUserId }))) throw new ForbiddenError(E.PRIVATE_NOTE_AUTHOR_ONLY);
    return { id: note.id, body: note.body, updatedAt: iso(note.updatedAt) };
  });

  routes.implement(OneOnOneEndpoints.addActionItem, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    if (![oneOnOne.managerUserId, oneOnOne.reportUserId].includes(req.body.ownerUserId)) throw new BusinessRuleError(E.ACTION_ITEM_OWNER);
    const meeting = await currentMeeting(scope, oneOnOne.id);
    const row = await ActionItemModel.query(scope.knex)
      .insert({ accountId: scope.accountId, oneOnOneId: oneOnOne.id, title: clean(req.body.title), ownerUserId: req.body.ownerUserId, dueDate: req.body.dueDate ?? null, raisedIn: meeting.number })
      .returning('*');
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'action.added', byUserId: req.user!.id });
    return actionItemView(row, meeting.number, await namesOf(deps, scope, [row.ownerUserId]));
  });

  routes.implement(OneOnOneEndpoints.updateActionItem, async (req) => {
    const scope = req.scope!;
    const item = await tenantQuery(scope, ActionItemModel).where('id', req.params.id).first();
    if (!item) throw new NotFoundError(E.ACTION_ITEM_NOT_FOUND);
    const oneOnOne = (await tenantQuery(scope, OneOnOneModel).findById(item.oneOnOneId))!;
    if (req.ability!.cannot('read', asOneOnOne(oneOnOne))) throw new NotFoundError(E.ACTION_ITEM_NOT_FOUND);
    if (req.ability!.cannot('update', asOneOnOne(oneOnOne))) throw new ForbiddenError(E.OBSERVERS_READ_ONLY);
    const meeting = await currentMeeting(scope, oneOnOne.id);
    const changes: Partial<Pick<ActionItemModel, 'title' | 'dueDate' | 'doneIn' | 'doneAt'>> = {};
    if (req.body.title !== undefined) changes.title = clean(req.body.title);
    if (req.body.dueDate !== undefined) changes.dueDate = req.body.dueDate;
    if (req.body.done === true && item.doneIn === null) Object.assign(changes, { doneIn: meeting.number, doneAt: deps.now() });
    if (req.body.done === false) Object.assign(changes, { doneIn: null, doneAt: null });
    const [row] = Object.keys(changes).length ? (await tenantQuery(scope, ActionItemModel).where('id', item.id).patch(changes).returning('*')) : [item];
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'action.updated', byUserId: req.user!.id });
    return actionItemView(row!, meeting.number, await namesOf(deps, scope, [row!.ownerUserId]));
  });

  routes.implement(OneOnOneEndpoints.hold, async (req) => {
    const scope = req.scope!;
    const oneOnOne = await findOneOnOneToChange(scope, req.ability!, req.params.id);
    const meeting = await findMeeting(scope, oneOnOne, req.params.meetingId);
    if (meeting.heldAt) throw new ConflictError(E.MEETING_ALREADY_HELD);
    const now = deps.now();
    const { held, next } = await scope.transaction(async (tx) => {
      const [heldRow] = await tenantQuery(tx, MeetingModel).where('id', meeting.id).patch({ heldAt: now }).returning('*');
      const last = (await tx.table(T.meetings).where('one_on_one_id', oneOnOne.id).max('number as number').first()) as { number: number };
      const scheduled = new Date(meeting.scheduledAt);
      const nextAt = nextMeetingAt(scheduled.getTime() > now.getTime() - oneOnOne.cadenceDays * 86_400_000 ? scheduled : now, oneOnOne.cadenceDays);
      const existing = await tenantQuery(tx, MeetingModel).where('one_on_one_id', oneOnOne.id).whereNull('held_at').orderBy('number').first();
      const nextRow = existing ?? (await MeetingModel.query(tx.knex).insert({ accountId: tx.accountId, oneOnOneId: oneOnOne.id, number: Number(last.number) + 1, scheduledAt: nextAt }).returning('*'));
      return { held: heldRow!, next: nextRow };
    });
    await push(scope, { oneOnOneId: oneOnOne.id, meetingId: meeting.id, kind: 'meeting.held', byUserId: req.user!.id });
    return { held: await meetingView(deps, scope, oneOnOne, held, req.user!.id), next: meetingRef(next) };
  });

  routes.implement(OneOnOneEndpoints.deleteOneOnOne, async (req) => {
    const oneOnOne = await findOneOnOneToChange(req.scope!, req.ability!, req.params.id);
    if (oneOnOne.managerUserId !== req.user!.id) throw new ForbiddenError(E.MANAGER_OR_PEOPLE_ADMIN);
    await tenantQuery(req.scope!, OneOnOneModel).deleteById(oneOnOne.id);
    return { deleted: true as const };
  });
}
