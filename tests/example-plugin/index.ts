import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { BusinessRuleError, DIRECTORY, ForbiddenError, NotFoundError, defineApiPlugin, subject, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { NOTES, NotesEndpoints, NotesErrors, NotesSocket, notesPermissions, type Note } from './shared.js';

export { NOTES, NotesEndpoints, NotesErrors, NotesSocket, notesPermissions, type NotesCapability } from './shared.js';

/**
 * A complete contract-v2 module, for the contract tests: endpoints and socket events declared in
 * shared.ts and implemented here, a migration in its own schema, a tenant-scoped table, a
 * permission rule with a condition (authors change their own notes), an error catalogue, a mail
 * template, a background job, a capability provided (NOTES) and one used (the core's DIRECTORY).
 */

interface NoteRow {
  id: string;
  account_id: string;
  title: string;
  body: string | null;
  author_id: string | null;
}

async function noteView(ctx: { capabilities: CapabilityRegistry }, accountId: string, row: NoteRow): Promise<Note> {
  const directory = await ctx.capabilities.get(DIRECTORY, accountId);
  const people = row.author_id && directory ? await directory.people(accountId, [row.author_id]) : new Map<string, { name: string }>();
  return { id: row.id, title: row.title, body: row.body, authorId: row.author_id, authorName: row.author_id ? (people.get(row.author_id)?.name ?? null) : null };
}

async function findNote(scope: TenantScope, id: string): Promise<NoteRow> {
  const note = await scope.table<NoteRow>('example_notes.notes').where('id', id).first();
  if (!note) throw new NotFoundError(NotesErrors.NOTE_NOT_FOUND);
  return note;
}

export const notesPlugin = defineApiPlugin({
  id: 'example_notes',
  feature: 'customer_engagement',
  permissions: notesPermissions,
  errors: [NotesErrors],
  mailTemplates: {
    digest: {
      en: { subject: 'Your notes digest', lines: ['Your account has {{count}} notes.'] },
      fr: { subject: 'Le résumé de vos notes', lines: ['Votre compte compte {{count}} notes.'] },
      es: { subject: 'El resumen de sus notas', lines: ['Su cuenta tiene {{count}} notas.'] },
    },
  },
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
    {
      name: '0002_note_authors',
      async up(knex: Knex) {
        await knex.schema.withSchema('example_notes').alterTable('notes', (t) => t.uuid('author_id'));
        await knex.schema.withSchema('example_notes').createTable('digests', (t) => {
          t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
          t.uuid('account_id').notNullable();
          t.integer('note_count').notNullable();
        });
      },
      async down(knex: Knex) {
        await knex.schema.withSchema('example_notes').dropTable('digests');
        await knex.schema.withSchema('example_notes').alterTable('notes', (t) => t.dropColumn('author_id'));
      },
    },
  ],
  register(ctx) {
    const { routes, realtime } = ctx;
    const room = (accountId: string) => `account:${accountId}:notes`;

    routes.implement(NotesEndpoints.about, () => ({ name: 'notes', public: true }));
    routes.implement(NotesEndpoints.list, async (req) => ({ notes: await req.scope!.table<NoteRow>('example_notes.notes').select('id', 'title').limit(req.query.limit) }));
    routes.implement(NotesEndpoints.guestView, (req) => ({ guest: req.user?.guest?.displayName ?? null, scope: req.user?.guest?.scope ?? null, accountId: req.tenant?.accountId }));
    routes.implement(NotesEndpoints.get, async (req) => noteView(ctx, req.tenant!.accountId, await findNote(req.scope!, req.params.id)));
    routes.implement(NotesEndpoints.create, async (req) => {
      if (req.body.title === 'forbidden') throw new BusinessRuleError(NotesErrors.TITLE_NOT_ALLOWED);
      const [row] = (await req.scope!.insert('example_notes.notes', { title: req.body.title, body: req.body.body ?? null, author_id: req.user!.id }).returning('*')) as NoteRow[];
      await realtime.broadcast(room(req.tenant!.accountId), 'notes:added', { id: row!.id, title: row!.title });
      return noteView(ctx, req.tenant!.accountId, row!);
    });
    routes.implement(NotesEndpoints.update, async (req) => {
      const note = await findNote(req.scope!, req.params.id);
      // The same rule as `<Can I="update" this={subject('Note', note)}>` in a browser.
      if (req.ability!.cannot('update', subject('Note', { authorId: note.author_id }))) throw new ForbiddenError(NotesErrors.NOT_YOUR_NOTE);
      const [row] = (await req.scope!.table<NoteRow>('example_notes.notes').where('id', note.id).update({ title: req.body.title, body: req.body.body ?? null }).returning('*')) as NoteRow[];
      return noteView(ctx, req.tenant!.accountId, row!);
    });
    routes.implement(NotesEndpoints.guestPass, async (req) => ({
      token: await ctx.guests.issue({ accountId: req.body.accountId, guestId: randomUUID(), scope: 'example:notes', displayName: req.body.displayName }),
    }));
    routes.implement(NotesEndpoints.digest, async (req) => ({ jobId: await ctx.jobs.enqueue('digest', { accountId: req.tenant!.accountId }) }));
    routes.implement(NotesEndpoints.crash, () => Promise.reject(new Error('boom')));

    // Time-based work is a job: it runs once across instances, retried when it throws.
    ctx.jobs.define<{ accountId: string }>('digest', async ({ accountId }) => {
      const scope = ctx.scopeFor(accountId);
      const [{ count }] = (await scope.table('example_notes.notes').count<{ count: string }[]>('* as count')) as { count: string }[];
      await scope.insert('example_notes.digests', { note_count: Number(count) });
    });

    realtime.on({ ...NotesSocket.guestHello, handler: (socket) => ({ hello: socket.user.guest?.displayName ?? socket.user.email }) });
    realtime.on({
      ...NotesSocket.watch,
      handler: (socket) => {
        socket.join(room(socket.tenant.accountId));
        return { watching: true };
      },
    });
    realtime.on({
      ...NotesSocket.add,
      handler: async (socket, data) => {
        const [note] = (await socket.scope.insert('example_notes.notes', { title: data.title, body: data.body ?? null, author_id: socket.user.id }).returning(['id', 'title', 'body'])) as NoteRow[];
        await realtime.broadcast(room(socket.tenant.accountId), 'notes:added', note);
        return note;
      },
    });

    ctx.capabilities.provide(NOTES, {
      count: async (accountId) => Number((await ctx.scopeFor(accountId).table('example_notes.notes').count<{ count: number }[]>('* as count'))[0]?.count ?? 0),
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
