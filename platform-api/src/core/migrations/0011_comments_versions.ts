import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Governance over modules' objects (issue 22): comments and threads with their history and
 * mentions, and version snapshots. The core owns these tables; a module opts an object type in
 * through its plugin definition (`commentable`, `versioned`) and never copies them. Objects are
 * named by (object_type, object_id): the module's qualified type and its row id.
 */
export const commentsVersions: Migration = {
  name: '0011_comments_versions',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const account = (t: Knex.CreateTableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
    const user = (t: Knex.CreateTableBuilder, name: string) => t.uuid(name).references('id').inTable('core.users').onDelete('SET NULL');

    await core().createTable('comments', (t) => {
      uuidPk(t);
      account(t);
      t.text('object_type').notNullable();
      t.uuid('object_id').notNullable();
      // The object's title and link when last commented on: lists show them without asking the module.
      t.text('object_title').notNullable().defaultTo('');
      t.text('object_link').notNullable().defaultTo('');
      // Null for a thread's first comment; replies name it.
      t.uuid('thread_id').references('id').inTable('core.comments').onDelete('CASCADE');
      user(t, 'author_id');
      t.text('body').notNullable();
      t.jsonb('mentions').notNullable().defaultTo('[]');
      // Threads only: open | resolved.
      t.text('status');
      user(t, 'resolved_by');
      t.timestamp('resolved_at', { useTz: true });
      t.timestamp('edited_at', { useTz: true });
      t.timestamp('deleted_at', { useTz: true });
      user(t, 'deleted_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // Insertion order, for comments written within the same instant.
      t.bigIncrements('seq', { primaryKey: false });
      t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'object_type', 'object_id']);
      t.index(['account_id', 'thread_id']);
      t.index(['account_id', 'status', 'last_activity_at']);
    });

    // Every change of a comment: created, edited (with the earlier text), resolved, reopened, deleted.
    await core().createTable('comment_history', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('comment_id').notNullable().references('id').inTable('core.comments').onDelete('CASCADE');
      t.text('action').notNullable();
      t.text('body');
      user(t, 'user_id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.bigIncrements('seq', { primaryKey: false });
      t.index(['comment_id', 'created_at']);
    });

    // One row per person mentioned in a comment: the in-app notification (read or not).
    await core().createTable('comment_mentions', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('comment_id').notNullable().references('id').inTable('core.comments').onDelete('CASCADE');
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.timestamp('read_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['comment_id', 'user_id']);
      t.index(['account_id', 'user_id', 'read_at']);
    });

    await core().createTable('object_versions', (t) => {
      uuidPk(t);
      account(t);
      t.text('object_type').notNullable();
      t.uuid('object_id').notNullable();
      t.integer('version').notNullable();
      t.text('title').notNullable();
      // json, not jsonb: the snapshot keeps the module's field order (the diff lists fields in it).
      t.json('snapshot').notNullable();
      user(t, 'user_id');
      t.integer('restored_from_version');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['account_id', 'object_type', 'object_id', 'version']);
      t.index(['account_id', 'created_at']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['object_versions', 'comment_mentions', 'comment_history', 'comments']) await knex.schema.withSchema('core').dropTableIfExists(table);
  },
};
