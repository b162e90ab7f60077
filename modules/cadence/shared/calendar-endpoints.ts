import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { Day, Nullable } from './schema-parts.js';
import { CALENDAR_KINDS } from './calendar.js';

export const CalendarEventSchema = Type.Object({
  uid: Type.String(),
  kind: Type.Union(CALENDAR_KINDS.map((kind) => Type.Literal(kind))),
  start: Type.String(),
  allDay: Type.Boolean(),
  title: Type.String(),
  path: Type.String(),
});
export const CalendarSchema = Type.Object({ from: Day, to: Day, events: Type.Array(CalendarEventSchema) });
export type CalendarView = Static<typeof CalendarSchema>;
/** `url` is shown once, when the feed is made: only its hash is kept. */
export const FeedSchema = Type.Object({ exists: Type.Boolean(), url: Nullable(Type.String()) });
export type CalendarFeed = Static<typeof FeedSchema>;

export const RitualSchema = Type.Object({
  kind: Type.Union(['one_on_one', 'weekly_sync', 'scorecard', 'pulse', 'review_cycle'].map((kind) => Type.Literal(kind))),
  name: Type.String(),
  /** Days between two occurrences (null for a one-off such as a review cycle). */
  everyDays: Nullable(Type.Integer()),
  ownerName: Nullable(Type.String()),
  next: Nullable(Type.String()),
  count: Type.Integer(),
});
export type Ritual = Static<typeof RitualSchema>;

const RangeQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false });

/** The calendar of everything dated in the cadence area, its per-user iCalendar feed, and the rituals' cadence. */
export const CalendarEndpoints = {
  calendar: defineEndpoint({ method: 'GET', path: '/cadence/calendar', schema: { query: RangeQuery, response: CalendarSchema }, summary: "The caller's dated things: 1:1s, review deadlines, goal period ends, pulse rounds, weekly syncs (default: 30 days back, 60 ahead)" }),
  feed: defineEndpoint({ method: 'GET', path: '/cadence/calendar/feed', schema: { response: FeedSchema }, summary: "The caller's iCalendar feed address, if one was made" }),
  createFeed: defineEndpoint({ method: 'POST', path: '/cadence/calendar/feed', status: 201, schema: { response: FeedSchema }, summary: 'Make (or replace) the caller’s secret iCalendar feed address' }),
  feedFile: defineEndpoint({
    method: 'GET',
    path: '/cadence/calendar/feed/:token',
    public: true,
    file: true,
    schema: { params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,80}(\\.ics)?$' }) }) },
    summary: 'The iCalendar feed of one user (the secret token is the credential calendar apps can send)',
    errors: [{ status: 404, text: E.FEED_NOT_FOUND }],
  }),
  rituals: defineEndpoint({ method: 'GET', path: '/cadence/rituals', can: ['read', 'UsersTeams'], schema: { response: Type.Array(RitualSchema) }, summary: 'Which rituals run when, and who owns them' }),
} as const;
