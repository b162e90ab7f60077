import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { CommentErrors, VersionErrors } from '../domain/errors/comment-errors.js';
import {
  CommentHistoryEntrySchema,
  CommentViewSchema,
  CreateCommentBody,
  EditCommentBody,
  MarkMentionsReadBody,
  MentionsViewSchema,
  ObjectCommentsViewSchema,
  ObjectParams,
  ObjectTypeViewSchema,
  ObjectVersionsViewSchema,
  ThreadListQuery,
  ThreadListViewSchema,
  ThreadViewSchema,
  VersionDetailViewSchema,
  VersionDiffQuery,
  VersionListQuery,
  VersionListViewSchema,
  VersionSummarySchema,
} from '../schemas/comments-versions.js';

const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });
const notFound = (text: string) => ({ status: 404 as const, text });

/**
 * Comments and threads (/comments) on the objects modules declare `commentable`, with mentions
 * mailed and shown in the app; any member who may read the object reads and writes its threads
 * (observers read). The account-wide list is the Governance section's (owner, admin), except a
 * member's own mentions.
 */
export const CommentEndpoints = {
  types: defineEndpoint({ method: 'GET', path: '/comments/types', access: 'tenant', schema: { response: Type.Array(ObjectTypeViewSchema) }, summary: 'Object types that take comments in this account' }),
  threads: defineEndpoint({
    method: 'GET',
    path: '/comments/threads', access: 'tenant',
    schema: { query: ThreadListQuery, response: ThreadListViewSchema },
    summary: "The account's threads (owner, admin), or the caller's mentions with mentions=me",
  }),
  mentionable: defineEndpoint({ method: 'GET', path: '/comments/mentionable', access: 'tenant', schema: { response: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })) }, summary: 'Members who can be mentioned' }),
  mentions: defineEndpoint({ method: 'GET', path: '/comments/mentions', access: 'tenant', schema: { response: MentionsViewSchema }, summary: "The caller's mentions, newest first, with the unread count" }),
  markMentionsRead: defineEndpoint({ method: 'POST', path: '/comments/mentions/read', access: 'tenant', schema: { body: MarkMentionsReadBody, response: MentionsViewSchema }, summary: 'Mark mentions read (all when no ids)' }),
  forObject: defineEndpoint({
    method: 'GET',
    path: '/comments/objects/:objectType/:objectId', access: 'tenant',
    schema: { params: ObjectParams, response: ObjectCommentsViewSchema },
    summary: "An object's threads with their replies",
    errors: [notFound(CommentErrors.OBJECT_NOT_FOUND), { status: 400, text: CommentErrors.UNKNOWN_OBJECT_TYPE }],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/comments/objects/:objectType/:objectId', access: 'tenant',
    can: ['create', 'Comment'],
    status: 201,
    schema: { params: ObjectParams, body: CreateCommentBody, response: ThreadViewSchema },
    summary: 'Start a thread on an object, or reply to one (threadId)',
    errors: [notFound(CommentErrors.OBJECT_NOT_FOUND), notFound(CommentErrors.THREAD_NOT_FOUND), { status: 400, text: CommentErrors.BODY_REQUIRED }, { status: 400, text: CommentErrors.MENTION_NOT_MEMBER }],
  }),
  edit: defineEndpoint({
    method: 'PATCH',
    path: '/comments/:id', access: 'tenant',
    can: ['update', 'Comment'],
    schema: { params: Id, body: EditCommentBody, response: CommentViewSchema },
    summary: 'Edit a comment (its author); the earlier text stays in its history',
    errors: [notFound(CommentErrors.COMMENT_NOT_FOUND), { status: 403, text: CommentErrors.ONLY_AUTHOR_EDITS }, { status: 422, text: CommentErrors.DELETED_COMMENT }],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/comments/:id', access: 'tenant',
    can: ['delete', 'Comment'],
    schema: { params: Id, response: CommentViewSchema },
    summary: 'Delete a comment (its author, an owner or an admin); its history stays',
    errors: [notFound(CommentErrors.COMMENT_NOT_FOUND), { status: 403, text: CommentErrors.ONLY_AUTHOR_OR_ADMIN_DELETES }],
  }),
  resolve: defineEndpoint({
    method: 'POST',
    path: '/comments/:id/resolve', access: 'tenant',
    can: ['update', 'Comment'],
    schema: { params: Id, response: ThreadViewSchema },
    summary: 'Resolve a thread',
    errors: [notFound(CommentErrors.COMMENT_NOT_FOUND), { status: 422, text: CommentErrors.ONLY_THREADS_RESOLVE }],
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/comments/:id/reopen', access: 'tenant',
    can: ['update', 'Comment'],
    schema: { params: Id, response: ThreadViewSchema },
    summary: 'Reopen a resolved thread',
    errors: [notFound(CommentErrors.COMMENT_NOT_FOUND), { status: 422, text: CommentErrors.ONLY_THREADS_RESOLVE }],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/comments/:id/history', access: 'tenant',
    schema: { params: Id, response: Type.Array(CommentHistoryEntrySchema) },
    summary: "A comment's history: written, edited (each earlier text), resolved, reopened, deleted",
    errors: [notFound(CommentErrors.COMMENT_NOT_FOUND)],
  }),
} as const;

/**
 * Version history (/versions) of the objects modules declare `versioned`: who changed what and
 * when, a diff between two versions, and restore (owner, admin).
 */
export const VersionEndpoints = {
  types: defineEndpoint({ method: 'GET', path: '/versions/types', access: 'tenant', schema: { response: Type.Array(ObjectTypeViewSchema) }, summary: 'Object types with a version history in this account' }),
  list: defineEndpoint({
    method: 'GET',
    path: '/versions', access: 'tenant',
    can: ['read', 'Governance'],
    schema: { query: VersionListQuery, response: VersionListViewSchema },
    summary: "The account's versions, newest first (owner, admin)",
  }),
  forObject: defineEndpoint({
    method: 'GET',
    path: '/versions/objects/:objectType/:objectId', access: 'tenant',
    schema: { params: ObjectParams, response: ObjectVersionsViewSchema },
    summary: "An object's versions, newest first",
    errors: [notFound(CommentErrors.OBJECT_NOT_FOUND)],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/versions/:id', access: 'tenant',
    schema: { params: Id, query: VersionDiffQuery, response: VersionDetailViewSchema },
    summary: 'A version with its snapshot and the changes against the one before (or `against`)',
    errors: [notFound(VersionErrors.VERSION_NOT_FOUND)],
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/versions/:id/restore', access: 'tenant',
    can: ['update', 'Governance'],
    schema: { params: Id, response: VersionSummarySchema },
    summary: 'Put the object back as this version (owner, admin); recorded as a new version',
    errors: [notFound(VersionErrors.VERSION_NOT_FOUND)],
  }),
} as const;
