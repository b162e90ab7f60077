import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CommentErrors } from '../domain/errors/comment-errors.js';

/**
 * Comments and threads on the objects modules expose, and the version history of the objects they
 * version (issue 22, governance): request bodies and the shapes answered inside the envelope.
 */

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A qualified object type, '<module>.<name>' ('agile.board-item'). */
export const ObjectTypeSchema = Type.String({ minLength: 3, maxLength: 80, pattern: '^[a-z][a-z0-9-]*\\.[a-z][a-z0-9-]*$', errorMessage: CommentErrors.UNKNOWN_OBJECT_TYPE });

export const ObjectParams = Type.Object({ objectType: ObjectTypeSchema, objectId: Uuid });
export type ObjectParams = Static<typeof ObjectParams>;

export const COMMENT_MAX_LENGTH = 5000;
export const THREAD_STATUSES = ['open', 'resolved'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];
export const COMMENT_ACTIONS = ['created', 'edited', 'deleted', 'resolved', 'reopened'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

const CommentBodyText = Type.String({ maxLength: COMMENT_MAX_LENGTH, errorMessage: { maxLength: CommentErrors.BODY_TOO_LONG, type: CommentErrors.BODY_REQUIRED } });
const Mentions = Type.Array(Uuid, { maxItems: 50, uniqueItems: true });

/** A new thread (no threadId) or a reply to a thread on the same object. */
export const CreateCommentBody = Type.Object({ body: CommentBodyText, mentions: Type.Optional(Mentions), threadId: Type.Optional(Uuid) }, { additionalProperties: false });
export type CreateCommentBody = Static<typeof CreateCommentBody>;
export const EditCommentBody = Type.Object({ body: CommentBodyText, mentions: Type.Optional(Mentions) }, { additionalProperties: false });
export type EditCommentBody = Static<typeof EditCommentBody>;

export const GovernedObjectViewSchema = Type.Object({ type: Type.String(), label: Type.String(), id: Uuid, title: Type.String(), link: Type.String() });
export type GovernedObjectView = Static<typeof GovernedObjectViewSchema>;

const PersonRef = Type.Object({ id: Uuid, name: Type.String() });

export const CommentViewSchema = Type.Object({
  id: Uuid,
  /** The thread it replies to; null for a thread's first comment. */
  threadId: Nullable(Uuid),
  author: Nullable(PersonRef),
  /** Empty once deleted (the history keeps what it said). */
  body: Type.String(),
  mentions: Type.Array(PersonRef),
  createdAt: Type.String(),
  editedAt: Type.Optional(Nullable(Type.String())),
  deletedAt: Type.Optional(Nullable(Type.String())),
  canEdit: Type.Boolean(),
  canDelete: Type.Boolean(),
});
export type CommentView = Static<typeof CommentViewSchema>;

export const ThreadViewSchema = Type.Object({
  id: Uuid,
  status: Type.Union(THREAD_STATUSES.map((s) => Type.Literal(s))),
  resolvedBy: Nullable(PersonRef),
  resolvedAt: Nullable(Type.String()),
  comment: CommentViewSchema,
  replies: Type.Array(CommentViewSchema),
});
export type ThreadView = Static<typeof ThreadViewSchema>;

export const ObjectCommentsViewSchema = Type.Object({ object: GovernedObjectViewSchema, threads: Type.Array(ThreadViewSchema) });
export type ObjectCommentsView = Static<typeof ObjectCommentsViewSchema>;

export const ThreadListQuery = Type.Object(
  {
    status: Type.Optional(Type.Union(THREAD_STATUSES.map((s) => Type.Literal(s)))),
    objectType: Type.Optional(ObjectTypeSchema),
    /** 'me': only threads where the caller is mentioned (any member may ask for these). */
    mentions: Type.Optional(Type.Literal('me')),
    /** Accepted as other lists accept it: must be the caller's account. */
    accountId: Type.Optional(Uuid),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
export type ThreadListQuery = Static<typeof ThreadListQuery>;

export const ThreadSummarySchema = Type.Object({
  id: Uuid,
  status: Type.Union(THREAD_STATUSES.map((s) => Type.Literal(s))),
  object: Type.Object({ type: Type.String(), label: Type.String(), id: Uuid, title: Type.String(), link: Type.String() }),
  author: Nullable(PersonRef),
  excerpt: Type.String(),
  replies: Type.Integer(),
  createdAt: Type.String(),
  lastActivityAt: Type.String(),
  mentionsMe: Type.Boolean(),
});
export type ThreadSummary = Static<typeof ThreadSummarySchema>;
export const ThreadListViewSchema = Type.Object({ items: Type.Array(ThreadSummarySchema), total: Type.Integer() });
export type ThreadListView = Static<typeof ThreadListViewSchema>;

export const CommentHistoryEntrySchema = Type.Object({
  id: Uuid,
  action: Type.Union(COMMENT_ACTIONS.map((a) => Type.Literal(a))),
  body: Nullable(Type.String()),
  user: Nullable(PersonRef),
  at: Type.String(),
});
export type CommentHistoryEntry = Static<typeof CommentHistoryEntrySchema>;

export const MentionViewSchema = Type.Object({
  commentId: Uuid,
  threadId: Uuid,
  object: Type.Object({ type: Type.String(), label: Type.String(), id: Uuid, title: Type.String(), link: Type.String() }),
  author: Nullable(PersonRef),
  excerpt: Type.String(),
  createdAt: Type.String(),
  readAt: Nullable(Type.String()),
});
export type MentionView = Static<typeof MentionViewSchema>;
export const MentionsViewSchema = Type.Object({ unread: Type.Integer(), items: Type.Array(MentionViewSchema) });
export type MentionsView = Static<typeof MentionsViewSchema>;
export const MarkMentionsReadBody = Type.Object({ commentIds: Type.Optional(Type.Array(Uuid, { maxItems: 200 })) }, { additionalProperties: false });

export const ObjectTypeViewSchema = Type.Object({ type: Type.String(), label: Type.String(), module: Type.String() });
export type ObjectTypeView = Static<typeof ObjectTypeViewSchema>;

// ---------- versions ----------

export const VersionSummarySchema = Type.Object({
  id: Uuid,
  object: Type.Object({ type: Type.String(), label: Type.String(), id: Uuid }),
  title: Type.String(),
  version: Type.Integer(),
  user: Nullable(PersonRef),
  createdAt: Type.String(),
  /** Set when this version puts back an older one. */
  restoredFromVersion: Nullable(Type.Integer()),
  /** Top-level fields changed against the version before (empty for the first). */
  changedFields: Type.Array(Type.String()),
});
export type VersionSummary = Static<typeof VersionSummarySchema>;

export const VersionListQuery = Type.Object(
  {
    objectType: Type.Optional(ObjectTypeSchema),
    objectId: Type.Optional(Uuid),
    accountId: Type.Optional(Uuid),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
export const VersionListViewSchema = Type.Object({ items: Type.Array(VersionSummarySchema), total: Type.Integer() });
export type VersionListView = Static<typeof VersionListViewSchema>;
export const ObjectVersionsViewSchema = Type.Object({ object: GovernedObjectViewSchema, versions: Type.Array(VersionSummarySchema), canRestore: Type.Boolean() });
export type ObjectVersionsView = Static<typeof ObjectVersionsViewSchema>;

export const VERSION_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;
export const VersionChangeSchema = Type.Object({
  /** Dotted path of the field ('budget.allocated', 'tags.0'). */
  path: Type.String(),
  kind: Type.Union(VERSION_CHANGE_KINDS.map((k) => Type.Literal(k))),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type VersionChange = Static<typeof VersionChangeSchema>;
export const VersionDiffQuery = Type.Object({ against: Type.Optional(Uuid) }, { additionalProperties: false });
export const VersionDetailViewSchema = Type.Object({
  version: VersionSummarySchema,
  snapshot: Type.Record(Type.String(), Type.Unknown()),
  /** The version compared against (the one before unless `against` names another). */
  against: Nullable(Type.Object({ id: Uuid, version: Type.Integer(), snapshot: Type.Record(Type.String(), Type.Unknown()) })),
  changes: Type.Array(VersionChangeSchema),
  canRestore: Type.Boolean(),
});
export type VersionDetailView = Static<typeof VersionDetailViewSchema>;

/** Server -> client events (room user:<id>): a comment mentioned the user (in-app notification). */
export const CommentEvents = { MENTION: 'comments:mention' } as const;
