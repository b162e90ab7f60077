/** Comments and threads on a module's objects, and the versions of objects (issue 22, governance). */
export const CommentErrors = {
  UNKNOWN_OBJECT_TYPE: 'Unknown object type',
  OBJECT_NOT_FOUND: 'Object not found',
  COMMENT_NOT_FOUND: 'Comment not found',
  THREAD_NOT_FOUND: 'Thread not found',
  BODY_REQUIRED: 'Write a comment before sending it',
  BODY_TOO_LONG: 'A comment is at most 5000 characters',
  ONLY_AUTHOR_EDITS: 'Only the author can edit a comment',
  ONLY_AUTHOR_OR_ADMIN_DELETES: 'Only the author or an admin can delete a comment',
  DELETED_COMMENT: 'A deleted comment cannot be changed',
  ONLY_THREADS_RESOLVE: 'Only a thread can be resolved or reopened',
  MENTION_NOT_MEMBER: 'Only members of this account can be mentioned',
} as const;

export const VersionErrors = {
  VERSION_NOT_FOUND: 'Version not found',
  NOT_RESTORABLE: 'This object cannot be restored',
} as const;
