import { Type, type Static } from '@sinclair/typebox';
import { defineCapability, defineEndpoint, definePermissions, defineSocketEvent } from '@suite/sdk';

/**
 * What both halves of the example module share: its endpoints, socket events, error texts and
 * permission rules, declared once. A module's `shared/` folder looks like this file.
 */

export const NotesErrors = {
  TITLE_REQUIRED: 'Title is required',
  TITLE_TOO_LONG: 'Title is too long',
  TITLE_NOT_ALLOWED: 'That title is not allowed',
  NOTE_NOT_FOUND: 'Note not found',
  NOT_YOUR_NOTE: 'Only the author can change this note',
} as const;

export interface NotesCapability {
  count(accountId: string): Promise<number>;
}
export const NOTES = defineCapability<NotesCapability>('example.notes', 'example_notes');

const Title = Type.String({ minLength: 1, maxLength: 100, errorMessage: { minLength: NotesErrors.TITLE_REQUIRED, maxLength: NotesErrors.TITLE_TOO_LONG } });

export const NoteBody = Type.Object(
  { title: Title, body: Type.Optional(Type.String({ maxLength: 20_000 })) },
  { additionalProperties: false, errorMessage: { required: { title: NotesErrors.TITLE_REQUIRED } } },
);

export const NoteSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  body: Type.Union([Type.String(), Type.Null()]),
  authorId: Type.Union([Type.String(), Type.Null()]),
  /** The author's name, from the core's directory. */
  authorName: Type.Union([Type.String(), Type.Null()]),
});
export type Note = Static<typeof NoteSchema>;

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const NotesEndpoints = {
  about: defineEndpoint({ method: 'GET', path: '/example/notes/about', public: true, schema: { response: Type.Object({ name: Type.String(), public: Type.Boolean() }) }, summary: 'What the notes module is' }),
  list: defineEndpoint({
    method: 'GET',
    path: '/example/notes',
    schema: { query: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }), response: Type.Object({ notes: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })) }) },
    summary: "The account's notes",
  }),
  guestView: defineEndpoint({
    method: 'GET',
    path: '/example/notes/guest-view',
    guests: true,
    schema: { response: Type.Object({ guest: Type.Union([Type.String(), Type.Null()]), scope: Type.Union([Type.String(), Type.Null()]), accountId: Type.Optional(Type.String()) }) },
  }),
  get: defineEndpoint({ method: 'GET', path: '/example/notes/:id', schema: { params: IdParams, response: NoteSchema }, errors: [{ status: 404, text: NotesErrors.NOTE_NOT_FOUND }] }),
  create: defineEndpoint({
    method: 'POST',
    path: '/example/notes',
    status: 201,
    can: ['create', 'Note'],
    schema: { body: NoteBody, response: NoteSchema },
    errors: [{ status: 422, text: NotesErrors.TITLE_NOT_ALLOWED }],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/example/notes/:id',
    can: ['update', 'Note'],
    schema: { params: IdParams, body: NoteBody, response: NoteSchema },
    errors: [{ status: 403, text: NotesErrors.NOT_YOUR_NOTE }, { status: 404, text: NotesErrors.NOTE_NOT_FOUND }],
  }),
  guestPass: defineEndpoint({
    method: 'POST',
    path: '/example/notes/guest-pass',
    public: true,
    schema: { body: Type.Object({ accountId: Type.String({ format: 'uuid' }), displayName: Type.String({ minLength: 1, maxLength: 40 }) }), response: Type.Object({ token: Type.String() }) },
  }),
  digest: defineEndpoint({ method: 'POST', path: '/example/notes/digest', status: 202, schema: { response: Type.Object({ jobId: Type.Union([Type.String(), Type.Null()]) }) }, summary: 'Queue the digest job' }),
  crash: defineEndpoint({ method: 'GET', path: '/example/crash' }),
} as const;

export const NotesSocket = {
  watch: defineSocketEvent({ event: 'notes:watch' }),
  add: defineSocketEvent({ event: 'notes:add', schema: NoteBody, can: ['create', 'Note'] }),
  guestHello: defineSocketEvent({ event: 'notes:guest-hello', guests: true }),
};

/** Members change only their own notes; admins change any. */
export const notesPermissions = definePermissions({
  module: 'example_notes',
  subjects: ['Note'],
  define({ user, isAdmin, can, cannot }) {
    if (isAdmin) return;
    cannot('update', 'Note');
    can('update', 'Note', { authorId: user.id });
  },
});
