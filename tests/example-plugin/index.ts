import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { BusinessRuleError, NotFoundError, defineApiPlugin, defineCapability, reply } from '@suite/sdk';
import { Type } from '@sinclair/typebox';

/**
 * Test-only plugins that exercise the whole contract: a migration in its own schema, public and
 * authenticated routes, validation, a tenant-scoped table, a capability provided and consumed, a
 * realtime handler and the feature gate.
 */
export interface NotesCapability {
  count(accountId: string): Promise<number>;
}
export const NOTES = defineCapability<NotesCapability>('example.notes', 'example_notes');

const NoteBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100, errorMessage: { minLength: 'Title is required', maxLength: 'Title is too long' } }),
    body: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

interface NoteRow {
  id: string;
  account_id: string;
  title: string;
  body: string | null;
}

export const notesPlugin = defineApiPlugin({
  id: 'example_notes',
  feature: 'customer_engagement',
  migrations: [
    {
      name: '0001_notes',
      async up(knex: Knex) {
        await knex.schema.withSchema('example_notes').createTable('notes', (t) => {
          t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
          t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
          t.text('title').notNullable();
          t.text('body');
        });
      },
      async down(knex: Knex) {
        await knex.schema.withSchema('example_notes').dropTable('notes');
      },
    },
  ],
  register(ctx) {
    ctx.routes.add({ method: 'GET', path: '/example/notes/about', public: true, handler: () => ({ name: 'notes', public: true }) });
    ctx.routes.add({
      method: 'GET',
      path: '/example/notes',
      schema: { query: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }) }) },
      handler: async (req) => ({ notes: await req.scope!.table<NoteRow>('example_notes.notes').select('id', 'title').limit(req.query.limit) }),
    });
    // Static paths before '/example/notes/:id', which would otherwise match them.
    ctx.routes.add({
      method: 'GET',
      path: '/example/notes/guest-view',
      guests: true,
      handler: (req) => ({ guest: req.user?.guest?.displayName ?? null, scope: req.user?.guest?.scope ?? null, accountId: req.tenant?.accountId }),
    });
    ctx.routes.add({
      method: 'GET',
      path: '/example/notes/:id',
      schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }) },
      async handler(req) {
        const note = await req.scope!.table<NoteRow>('example_notes.notes').where('id', req.params.id).first();
        if (!note) throw new NotFoundError('Note not found');
        return note;
      },
    });
    ctx.routes.add({
      method: 'POST',
      path: '/example/notes',
      schema: { body: NoteBody },
      can: ['create', 'Note'],
      async handler(req) {
        if (req.body.title === 'forbidden') throw new BusinessRuleError('That title is not allowed');
        const [note] = (await req.scope!.insert('example_notes.notes', { title: req.body.title, body: req.body.body ?? null }).returning('*')) as NoteRow[];
        await ctx.realtime.broadcast(`account:${req.tenant!.accountId}:notes`, 'notes:added', { id: note!.id, title: note!.title });
        return reply.created(note);
      },
    });
    ctx.routes.add({ method: 'GET', path: '/example/crash', handler: () => Promise.reject(new Error('boom')) });
    // A join link: anyone may get a guest pass for an account's notes board.
    ctx.routes.add({
      method: 'POST',
      path: '/example/notes/guest-pass',
      public: true,
      schema: { body: Type.Object({ accountId: Type.String({ format: 'uuid' }), displayName: Type.String({ minLength: 1, maxLength: 40 }) }) },
      handler: async (req) => ({
        token: await ctx.guests.issue({ accountId: req.body.accountId, guestId: randomUUID(), scope: 'example:notes', displayName: req.body.displayName }),
      }),
    });
    ctx.realtime.on('notes:guest-hello', (socket) => ({ hello: socket.user.guest?.displayName ?? socket.user.email }), { guests: true });
    ctx.capabilities.provide(NOTES, {
      count: async (accountId) => Number((await ctx.scopeFor(accountId).table('example_notes.notes').count<{ count: number }[]>('* as count'))[0]?.count ?? 0),
    });
    ctx.realtime.on<{ title?: string }>('notes:watch', (socket) => {
      socket.join(`account:${socket.tenant.accountId}:notes`);
      return { watching: true };
    });
    ctx.realtime.on<{ title?: string }>('notes:add', async (socket, data) => {
      if (!data?.title) throw new BusinessRuleError('Title is required');
      const [note] = (await socket.scope.insert('example_notes.notes', { title: data.title }).returning(['id', 'title'])) as NoteRow[];
      await ctx.realtime.broadcast(`account:${socket.tenant.accountId}:notes`, 'notes:added', note);
      return note;
    });
  },
});

export const digestPlugin = defineApiPlugin({
  id: 'example_digest',
  feature: 'affiliate_program',
  migrations: [
    {
      name: '0001_digest',
      async up(knex: Knex) {
        await knex.schema.withSchema('example_digest').createTable('digests', (t) => {
          t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
          t.uuid('account_id').notNullable();
        });
      },
      async down(knex: Knex) {
        await knex.schema.withSchema('example_digest').dropTable('digests');
      },
    },
  ],
  register(ctx) {
    ctx.routes.add({
      method: 'GET',
      path: '/example/digest',
      async handler(req) {
        const notes = await ctx.capabilities.get(NOTES, req.tenant!.accountId);
        return { notesAvailable: Boolean(notes), notes: notes ? await notes.count(req.tenant!.accountId) : null };
      },
    });
  },
});
