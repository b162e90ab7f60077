import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { Uuid } from './schema-parts.js';

const Why = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
export const CoachingSchema = Type.Object({
  oneOnOneId: Uuid,
  /** The other person of the 1:1. */
  withName: Type.String(),
  suggestions: Type.Array(
    Type.Object({
      kind: Type.Union(['overdue_action', 'open_action', 'late_goal', 'pulse_dip', 'review_feedback', 'meeting_gap'].map((kind) => Type.Literal(kind))),
      topic: Type.String(),
      why: Why,
    }),
  ),
});
export type Coaching = Static<typeof CoachingSchema>;

export const MeetingSummarySchema = Type.Object({
  meetingId: Uuid,
  number: Type.Integer(),
  sentences: Type.Array(Type.Object({ sentence: Type.String(), reason: Type.Union(['decision', 'action', 'concern', 'figure', 'opening'].map((reason) => Type.Literal(reason))) })),
  agenda: Type.Array(Type.String()),
  actionItems: Type.Array(Type.Object({ title: Type.String(), ownerName: Type.String(), done: Type.Boolean() })),
});
export type MeetingSummary = Static<typeof MeetingSummarySchema>;

const MeetingParams = Type.Object({ id: Uuid, meetingId: Uuid });
const notFound = [{ status: 404 as const, text: E.ONE_ON_ONE_NOT_FOUND }, { status: 403 as const, text: E.ONE_ON_ONE_PARTICIPANTS_ONLY }];

/** Coaching insights and meeting insights: deterministic analysis of the 1:1's own data. */
export const InsightEndpoints = {
  coaching: defineEndpoint({
    method: 'GET',
    path: '/cadence/one-on-ones/:id/coaching',
    schema: { params: Type.Object({ id: Uuid }), response: CoachingSchema },
    summary: 'Suggestions for the next agenda from open action items, late goals, pulse dips and recent review feedback, each with its reason',
    errors: notFound,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/cadence/one-on-ones/:id/meetings/:meetingId/summary',
    schema: { params: MeetingParams, response: MeetingSummarySchema },
    summary: "A meeting's summary made of its shared notes' own sentences (never private notes)",
    errors: [...notFound, { status: 404, text: E.MEETING_NOT_FOUND }],
  }),
} as const;
