import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';

/**
 * In-app notifications (issue 22): the header's notification centre. A notification is the user's
 * own, in one account; its text is written by the client from `kind` and `data` in the reader's
 * language (the server stores no sentence). Fed by approvals (a request waiting for you, a decision
 * on yours) and comment mentions. New ones are pushed live to the user's open pages
 * (`NotificationEvents.CREATED` in the user's room).
 */
export const NOTIFICATION_KINDS = ['approval.requested', 'approval.decided', 'comment.mention'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const Uuid = Type.String({ format: 'uuid' });
export const NotificationViewSchema = Type.Object({
  id: Uuid,
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  /** What the text needs: names, the summary, the decision ('approved' | 'rejected'), the object's title, an excerpt. */
  data: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()])),
  /** The object's screen, a path inside the app. */
  link: Type.String(),
  /** The approval request or comment it is about. */
  sourceId: Type.Union([Type.String(), Type.Null()]),
  readAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type NotificationView = Static<typeof NotificationViewSchema>;
export const NotificationListViewSchema = Type.Object({ items: Type.Array(NotificationViewSchema), unread: Type.Integer({ minimum: 0 }) });
export type NotificationListView = Static<typeof NotificationListViewSchema>;
/** `accountId` is accepted as other lists accept it: it must be the caller's account (another is refused). */
export const NotificationListQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })), accountId: Type.Optional(Uuid) }, { additionalProperties: false });
export const MarkNotificationsReadBody = Type.Object({ ids: Type.Optional(Type.Array(Uuid, { maxItems: 100 })), accountId: Type.Optional(Uuid) }, { additionalProperties: false });
export type MarkNotificationsReadBody = Static<typeof MarkNotificationsReadBody>;

/** Realtime events in the user's room (`user:<id>`). */
export const NotificationEvents = { CREATED: 'notifications:created' } as const;

export const NotificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    access: 'tenant',
    schema: { query: NotificationListQuery, response: NotificationListViewSchema },
    summary: "The caller's notifications in this account, newest first (20 unless limit), with the unread count",
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/notifications/read',
    access: 'tenant',
    schema: { body: MarkNotificationsReadBody, response: NotificationListViewSchema },
    summary: "Mark the caller's notifications read: those named, or all when no ids (another user's ids change nothing)",
  }),
} as const;
