import type { Migration } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';

type Knex = Parameters<Migration['up']>[0];
type TableBuilder = Parameters<Parameters<ReturnType<Knex['schema']['withSchema']>['createTable']>[1]>[0];

const accountColumn = (t: TableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
const id = (knex: Knex, t: TableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const stamp = (knex: Knex, t: TableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());
const sessionColumn = (t: TableBuilder) => t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.retro_sessions`).onDelete('CASCADE');

/**
 * Retrospectives (agile.md sections 3-5): custom templates with their ratings and usage (the
 * built-ins live in code), sessions with their phase and phase timer, participants, cards,
 * one vote per participant and card, groups, action items, and which sockets are in which
 * session (presence across server instances).
 */
export const retroMigration: Migration = {
  name: '0003_retro',
  async up(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);

    await schema().createTable('retro_templates', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('name').notNullable();
      t.text('description').notNullable();
      t.text('format').notNullable().defaultTo('CUSTOM');
      t.jsonb('columns').notNullable();
      t.text('category').notNullable().defaultTo('custom');
      t.jsonb('tags').notNullable().defaultTo('[]');
      t.integer('estimated_duration').notNullable();
      t.integer('participant_min').notNullable();
      t.integer('participant_max').notNullable();
      t.text('difficulty').notNullable();
      t.jsonb('settings').notNullable().defaultTo('{}');
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
    });
    await knex.raw('create unique index retro_templates_name_per_account on ??.retro_templates (account_id, lower(name))', [AGILE_SCHEMA]);
    await knex.raw(
      "alter table ??.retro_templates add constraint retro_templates_rules check (estimated_duration between 15 and 300 and participant_min >= 1 and participant_max >= participant_min and participant_max <= 50 and difficulty in ('BEGINNER', 'INTERMEDIATE', 'ADVANCED'))",
      [AGILE_SCHEMA],
    );

    // Per account: how often a template (built-in id or custom uuid) was used, and each user's rating.
    await schema().createTable('retro_template_usage', (t) => {
      accountColumn(t);
      t.text('template_id').notNullable();
      t.integer('times_used').notNullable().defaultTo(0);
      t.primary(['account_id', 'template_id']);
    });
    await schema().createTable('retro_template_ratings', (t) => {
      accountColumn(t);
      t.text('template_id').notNullable();
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.smallint('rating').notNullable();
      stamp(knex, t, 'rated_at');
      t.primary(['account_id', 'template_id', 'user_id']);
    });
    await knex.raw('alter table ??.retro_template_ratings add constraint retro_template_ratings_range check (rating between 1 and 5)', [AGILE_SCHEMA]);

    await schema().createTable('retro_sessions', (t) => {
      id(knex, t);
      // Insertion order, for rows written at the same instant.
      t.specificType('seq', 'bigserial');
      accountColumn(t);
      t.text('name').notNullable();
      t.text('description');
      t.text('status').notNullable().defaultTo('WAITING');
      t.text('current_phase').notNullable().defaultTo('SETUP');
      t.text('format').notNullable();
      // A built-in template id ('sailboat') or a custom template's id (kept as text: no foreign key,
      // so deleting a template leaves its finished sessions readable).
      t.text('template_id');
      t.uuid('team_id');
      t.uuid('facilitator_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.jsonb('settings').notNullable();
      t.jsonb('columns').notNullable();
      t.timestamp('phase_started_at', { useTz: true });
      t.text('timer_phase');
      t.timestamp('timer_ends_at', { useTz: true });
      t.integer('timer_duration');
      t.timestamp('timer_expired_at', { useTz: true });
      t.timestamp('started_at', { useTz: true });
      t.timestamp('completed_at', { useTz: true });
      t.timestamp('archived_at', { useTz: true });
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['account_id', 'created_at']);
      t.index(['account_id', 'team_id', 'created_at']);
      t.index(['account_id', 'template_id']);
    });
    await knex.raw(
      `alter table ??.retro_sessions add constraint retro_sessions_rules check (
         status in ('DRAFT', 'WAITING', 'ACTIVE', 'COMPLETED', 'ARCHIVED')
         and current_phase in ('SETUP', 'COLLECT', 'GROUP', 'VOTE', 'DISCUSS', 'ACTION_ITEMS', 'COMPLETED')
         and format in ('START_STOP_CONTINUE', 'MAD_SAD_GLAD', 'FOUR_LS', 'SAILBOAT', 'CUSTOM'))`,
      [AGILE_SCHEMA],
    );
    await knex.raw('create index retro_sessions_running_timers on ??.retro_sessions (timer_ends_at) where timer_ends_at is not null and timer_expired_at is null', [AGILE_SCHEMA]);

    await schema().createTable('retro_participants', (t) => {
      id(knex, t);
      // Insertion order, for rows written at the same instant.
      t.specificType('seq', 'bigserial');
      accountColumn(t);
      sessionColumn(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('display_name').notNullable();
      t.text('role').notNullable().defaultTo('PARTICIPANT');
      stamp(knex, t, 'joined_at');
      // Set when they leave or are removed; their cards and votes stay.
      t.timestamp('left_at', { useTz: true });
      t.unique(['session_id', 'user_id']);
    });
    await knex.raw("alter table ??.retro_participants add constraint retro_participants_role check (role in ('FACILITATOR', 'PARTICIPANT', 'MEMBER', 'OBSERVER'))", [AGILE_SCHEMA]);

    await schema().createTable('retro_groups', (t) => {
      id(knex, t);
      // Insertion order, for rows written at the same instant.
      t.specificType('seq', 'bigserial');
      accountColumn(t);
      sessionColumn(t);
      t.text('title').notNullable().defaultTo('');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['session_id']);
    });

    await schema().createTable('retro_cards', (t) => {
      id(knex, t);
      // Insertion order, for rows written at the same instant.
      t.specificType('seq', 'bigserial');
      accountColumn(t);
      sessionColumn(t);
      t.uuid('participant_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.retro_participants`).onDelete('CASCADE');
      t.text('author_name').notNullable();
      t.text('column_id').notNullable();
      t.text('content').notNullable();
      t.uuid('group_id').references('id').inTable(`${AGILE_SCHEMA}.retro_groups`).onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['session_id', 'created_at']);
      t.index(['session_id', 'participant_id']);
    });
    await knex.raw("alter table ??.retro_cards add constraint retro_cards_content check (length(content) between 1 and 500)", [AGILE_SCHEMA]);

    await schema().createTable('retro_votes', (t) => {
      id(knex, t);
      accountColumn(t);
      sessionColumn(t);
      t.uuid('card_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.retro_cards`).onDelete('CASCADE');
      t.uuid('participant_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.retro_participants`).onDelete('CASCADE');
      stamp(knex, t, 'created_at');
      t.unique(['card_id', 'participant_id']);
      t.index(['session_id', 'participant_id']);
    });

    await schema().createTable('retro_action_items', (t) => {
      id(knex, t);
      // Insertion order, for rows written at the same instant.
      t.specificType('seq', 'bigserial');
      accountColumn(t);
      sessionColumn(t);
      t.uuid('team_id');
      t.text('title').notNullable();
      t.text('description');
      t.text('priority').notNullable().defaultTo('MEDIUM');
      t.text('status').notNullable().defaultTo('OPEN');
      t.date('due_date');
      t.uuid('assignee_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.uuid('card_id').references('id').inTable(`${AGILE_SCHEMA}.retro_cards`).onDelete('SET NULL');
      t.text('board_item_id');
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['session_id']);
      t.index(['account_id', 'team_id', 'status']);
    });
    await knex.raw(
      "alter table ??.retro_action_items add constraint retro_action_items_rules check (priority in ('LOW', 'MEDIUM', 'HIGH') and status in ('OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED') and length(btrim(title)) > 0)",
      [AGILE_SCHEMA],
    );

    await schema().createTable('retro_presence', (t) => {
      t.text('socket_id').notNullable();
      accountColumn(t);
      sessionColumn(t);
      t.uuid('participant_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.retro_participants`).onDelete('CASCADE');
      t.text('instance_id').notNullable();
      t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['socket_id', 'session_id']);
      t.index(['session_id', 'participant_id']);
      t.index(['instance_id']);
    });
  },
  async down(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);
    for (const table of ['retro_presence', 'retro_action_items', 'retro_votes', 'retro_cards', 'retro_groups', 'retro_participants', 'retro_sessions', 'retro_template_ratings', 'retro_template_usage', 'retro_templates']) {
      await schema().dropTableIfExists(table);
    }
  },
};
