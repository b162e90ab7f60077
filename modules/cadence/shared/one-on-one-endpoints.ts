import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { Day, Deleted, IdParams, Nullable, Text, Timestamp, Uuid } from './schema-parts.js';

export const MemberOptionSchema = Type.Object({ userId: Uuid, name: Type.String(), managerUserId: Nullable(Uuid) });
export type MemberOption = Static<typeof MemberOptionSchema>;

export const AgendaItemSchema = Type.Object({ id: Uuid, text: Type.String(), done: Type.Boolean(), authorUserId: Uuid, authorName: Type.String() });
export type AgendaItem = Static<typeof AgendaItemSchema>;

export const ActionItemSchema = Type.Object({
  id: Uuid,
  title: Type.String(),
  ownerUserId: Uuid,
  ownerName: Type.String(),
  dueDate: Nullable(Day),
  /** The number of the meeting it was raised in, and of the one it was closed in. */
  raisedIn: Type.Integer(),
  doneIn: Nullable(Type.Integer()),
  done: Type.Boolean(),
  /** Raised in an earlier meeting and still shown: it carried over. */
  carriedOver: Type.Boolean(),
});
export type ActionItem = Static<typeof ActionItemSchema>;

export const PrivateNoteSchema = Type.Object({ id: Uuid, body: Type.String(), updatedAt: Timestamp });
export type PrivateNote = Static<typeof PrivateNoteSchema>;

const MeetingRefSchema = Type.Object({ id: Uuid, number: Type.Integer(), scheduledAt: Timestamp, heldAt: Nullable(Timestamp) });
export type MeetingRef = Static<typeof MeetingRefSchema>;

export const MeetingSchema = Type.Object({
  ...MeetingRefSchema.properties,
  oneOnOneId: Uuid,
  sharedNotes: Type.String(),
  agenda: Type.Array(AgendaItemSchema),
  actionItems: Type.Array(ActionItemSchema),
  /** The caller's own private note; the other side's is never sent. */
  myPrivateNote: Nullable(PrivateNoteSchema),
});
export type Meeting = Static<typeof MeetingSchema>;

export const OneOnOneSummarySchema = Type.Object({
  id: Uuid,
  managerUserId: Uuid,
  managerName: Type.String(),
  reportUserId: Uuid,
  reportName: Type.String(),
  cadenceDays: Type.Integer(),
  myRole: Type.Union([Type.Literal('manager'), Type.Literal('report')]),
  nextMeeting: Nullable(MeetingRefSchema),
  lastHeldAt: Nullable(Timestamp),
  openActionItems: Type.Integer(),
});
export type OneOnOneSummary = Static<typeof OneOnOneSummarySchema>;

export const OneOnOneDetailSchema = Type.Object({ ...OneOnOneSummarySchema.properties, meetings: Type.Array(MeetingRefSchema), current: MeetingSchema });
export type OneOnOneDetail = Static<typeof OneOnOneDetailSchema>;

export const CreateOneOnOneBody = Type.Object(
  {
    reportUserId: Uuid,
    /** Defaults to the caller. */
    managerUserId: Type.Optional(Uuid),
    cadenceDays: Type.Optional(Type.Integer({ minimum: 7, maximum: 90 })),
    firstMeetingAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
const TextBody = Type.Object({ text: Text(500) }, { additionalProperties: false, errorMessage: { required: { text: E.TEXT_REQUIRED } } });
const UpdateAgendaBody = Type.Object({ text: Type.Optional(Text(500)), done: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const NoteBody = Type.Object({ body: Type.String({ maxLength: 20_000 }) }, { additionalProperties: false });
const ActionItemBody = Type.Object({ title: Text(200), ownerUserId: Uuid, dueDate: Type.Optional(Nullable(Day)) }, { additionalProperties: false, errorMessage: { required: { title: E.TEXT_REQUIRED } } });
const UpdateActionItemBody = Type.Object({ title: Type.Optional(Text(200)), dueDate: Type.Optional(Nullable(Day)), done: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const MeetingParams = Type.Object({ id: Uuid, meetingId: Uuid });
const HeldSchema = Type.Object({ held: MeetingSchema, next: MeetingRefSchema });

const notFound = [{ status: 404 as const, text: E.ONE_ON_ONE_NOT_FOUND }];

/** One-on-ones: recurring meetings of a manager and a report, seen by those two only. */
export const OneOnOneEndpoints = {
  members: defineEndpoint({ method: 'GET', path: '/cadence/members', schema: { response: Type.Array(MemberOptionSchema) }, summary: 'Active members with their manager on the roster (to pick a report or an owner)' }),
  list: defineEndpoint({ method: 'GET', path: '/cadence/one-on-ones', schema: { response: Type.Array(OneOnOneSummarySchema) }, summary: "The caller's one-on-ones, as manager or report" }),
  create: defineEndpoint({
    method: 'POST',
    path: '/cadence/one-on-ones',
    status: 201,
    schema: { body: CreateOneOnOneBody, response: OneOnOneDetailSchema },
    errors: [{ status: 403, text: E.MANAGER_OR_PEOPLE_ADMIN }, { status: 409, text: E.ONE_ON_ONE_EXISTS }, { status: 422, text: E.SAME_PERSON }, { status: 404, text: E.NOT_A_MEMBER }],
  }),
  get: defineEndpoint({ method: 'GET', path: '/cadence/one-on-ones/:id', schema: { params: IdParams, response: OneOnOneDetailSchema }, errors: [...notFound, { status: 403, text: E.ONE_ON_ONE_PARTICIPANTS_ONLY }] }),
  meeting: defineEndpoint({ method: 'GET', path: '/cadence/one-on-ones/:id/meetings/:meetingId', schema: { params: MeetingParams, response: MeetingSchema }, errors: [...notFound, { status: 404, text: E.MEETING_NOT_FOUND }] }),
  addAgendaItem: defineEndpoint({ method: 'POST', path: '/cadence/one-on-ones/:id/meetings/:meetingId/agenda', status: 201, schema: { params: MeetingParams, body: TextBody, response: AgendaItemSchema }, errors: [...notFound, { status: 409, text: E.MEETING_ALREADY_HELD }] }),
  updateAgendaItem: defineEndpoint({ method: 'PATCH', path: '/cadence/agenda-items/:id', schema: { params: IdParams, body: UpdateAgendaBody, response: AgendaItemSchema }, errors: [{ status: 404, text: E.AGENDA_ITEM_NOT_FOUND }, { status: 403, text: E.AGENDA_AUTHOR_ONLY }] }),
  deleteAgendaItem: defineEndpoint({ method: 'DELETE', path: '/cadence/agenda-items/:id', schema: { params: IdParams, response: Deleted }, errors: [{ status: 404, text: E.AGENDA_ITEM_NOT_FOUND }, { status: 403, text: E.AGENDA_AUTHOR_ONLY }] }),
  saveSharedNotes: defineEndpoint({ method: 'PUT', path: '/cadence/one-on-ones/:id/meetings/:meetingId/shared-notes', schema: { params: MeetingParams, body: NoteBody, response: MeetingSchema }, errors: notFound }),
  savePrivateNote: defineEndpoint({ method: 'PUT', path: '/cadence/one-on-ones/:id/meetings/:meetingId/private-note', schema: { params: MeetingParams, body: NoteBody, response: PrivateNoteSchema }, errors: notFound }),
  privateNote: defineEndpoint({ method: 'GET', path: '/cadence/private-notes/:id', schema: { params: IdParams, response: PrivateNoteSchema }, errors: [{ status: 404, text: E.PRIVATE_NOTE_NOT_FOUND }, { status: 403, text: E.PRIVATE_NOTE_AUTHOR_ONLY }] }),
  addActionItem: defineEndpoint({ method: 'POST', path: '/cadence/one-on-ones/:id/action-items', status: 201, schema: { params: IdParams, body: ActionItemBody, response: ActionItemSchema }, errors: [...notFound, { status: 422, text: E.ACTION_ITEM_OWNER }] }),
  updateActionItem: defineEndpoint({ method: 'PATCH', path: '/cadence/action-items/:id', schema: { params: IdParams, body: UpdateActionItemBody, response: ActionItemSchema }, errors: [{ status: 404, text: E.ACTION_ITEM_NOT_FOUND }] }),
  hold: defineEndpoint({
    method: 'POST',
    path: '/cadence/one-on-ones/:id/meetings/:meetingId/hold',
    schema: { params: MeetingParams, response: HeldSchema },
    summary: 'Mark the meeting held and schedule the next one; open action items carry over',
    errors: [...notFound, { status: 409, text: E.MEETING_ALREADY_HELD }],
  }),
  deleteOneOnOne: defineEndpoint({ method: 'DELETE', path: '/cadence/one-on-ones/:id', schema: { params: IdParams, response: Deleted }, errors: notFound }),
} as const;
