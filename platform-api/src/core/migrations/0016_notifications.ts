import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * In-app notifications (the header's notification centre, issue 22): one row per user and
 * account, the text's parts in `data` (the client writes the sentence in the reader's language).
 * Existing comment mentions become notifications (read when the mention was read).
 */
export const notifications: Migration = {
  name: '0016_notifications',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('notifications', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('kind').notNullable();
      t.jsonb('data').notNullable().defaultTo('{}');
      t.text('link').notNullable();
      t.text('source_id');
      t.timestamp('read_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['user_id', 'account_id', 'created_at']);
    });
    await knex.raw('create index notifications_unread on core.notifications (user_id, account_id) where read_at is null');
    await knex.raw(`
      insert into core.notifications (account_id, user_id, kind, data, link, source_id, read_at, created_at)
      select m.account_id, m.user_id, 'comment.mention',
             jsonb_build_object('author', coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email, ''), 'title', c.object_title, 'excerpt', left(c.body, 140)),
             c.object_link, c.id::text, m.read_at, m.created_at
      from core.comment_mentions m
      join core.comments c on c.id = m.comment_id
      left join core.users u on u.id = c.author_id
      where c.deleted_at is null`);
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').dropTableIfExists('notifications');
  },
};
