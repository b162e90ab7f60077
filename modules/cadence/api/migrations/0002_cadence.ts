import type { Migration } from '@suite/sdk';
import { CADENCE_SCHEMA } from '../../shared/constants.js';

type Knex = Parameters<Migration['up']>[0];
type TableBuilder = Parameters<Parameters<ReturnType<Knex['schema']['withSchema']>['createTable']>[1]>[0];

const accountColumn = (t: TableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
const id = (knex: Knex, t: TableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const stamp = (knex: Knex, t: TableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());
const user = (t: TableBuilder, name: string, nullable = false) => {
  const column = t.uuid(name).references('id').inTable('core.users').onDelete(nullable ? 'SET NULL' : 'CASCADE');
  return nullable ? column : column.notNullable();
};
const parent = (t: TableBuilder, name: string, table: string, onDelete: 'CASCADE' | 'SET NULL' = 'CASCADE') => {
  const column = t.uuid(name).references('id').inTable(`${CADENCE_SCHEMA}.${table}`).onDelete(onDelete);
  return onDelete === 'CASCADE' ? column.notNullable() : column;
};
/** Insertion order for rows written in the same instant. */
const seq = (t: TableBuilder) => t.bigIncrements('seq', { primaryKey: false });

/**
 * The cadence area's tables. Days (YYYY-MM-DD: start dates, weeks, periods, due dates) are text,
 * so that no driver moves them across a time zone. Pulse responses carry no user: who answered is
 * a separate receipt, so no query can join an answer to a person.
 */
export const cadenceMigration: Migration = {
  name: '0002_cadence',
  async up(knex) {
    const schema = () => knex.schema.withSchema(CADENCE_SCHEMA);

    await schema().createTable('teams', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('name').notNullable();
      /** The agile team whose sprints feed this team's health (read through VELOCITY). */
      t.uuid('agile_team_id');
      stamp(knex, t, 'created_at');
    });
    await knex.raw('create unique index cadence_teams_name on ??.teams (account_id, lower(name))', [CADENCE_SCHEMA]);

    await schema().createTable('people', (t) => {
      id(knex, t);
      accountColumn(t);
      user(t, 'user_id', true);
      t.text('name').notNullable();
      t.text('email');
      t.text('title');
      parent(t, 'team_id', 'teams', 'SET NULL');
      parent(t, 'manager_id', 'people', 'SET NULL');
      t.text('start_date');
      stamp(knex, t, 'created_at');
    });
    await knex.raw('create unique index cadence_people_user on ??.people (account_id, user_id) where user_id is not null', [CADENCE_SCHEMA]);
    await knex.raw('create unique index cadence_people_email on ??.people (account_id, lower(email)) where email is not null', [CADENCE_SCHEMA]);

    await schema().createTable('one_on_ones', (t) => {
      id(knex, t);
      accountColumn(t);
      user(t, 'manager_user_id');
      user(t, 'report_user_id');
      t.integer('cadence_days').notNullable();
      stamp(knex, t, 'created_at');
      t.unique(['account_id', 'manager_user_id', 'report_user_id']);
    });
    await schema().createTable('meetings', (t) => {
      id(knex, t);
      accountColumn(t);
      parent(t, 'one_on_one_id', 'one_on_ones');
      t.integer('number').notNullable();
      t.timestamp('scheduled_at', { useTz: true }).notNullable();
      t.timestamp('held_at', { useTz: true });
      t.text('shared_notes').notNullable().defaultTo('');
      t.timestamp('reminded_at', { useTz: true });
      t.unique(['one_on_one_id', 'number']);
    });
    await schema().createTable('agenda_items', (t) => {
      id(knex, t);
      seq(t);
      accountColumn(t);
      parent(t, 'meeting_id', 'meetings');
      user(t, 'author_user_id');
      t.text('text').notNullable();
      t.boolean('done').notNullable().defaultTo(false);
    });
    await schema().createTable('private_notes', (t) => {
      id(knex, t);
      accountColumn(t);
      parent(t, 'meeting_id', 'meetings');
      user(t, 'author_user_id');
      t.text('body').notNullable();
      stamp(knex, t, 'updated_at');
      t.unique(['meeting_id', 'author_user_id']);
    });
    await schema().createTable('action_items', (t) => {
      id(knex, t);
      seq(t);
      accountColumn(t);
      parent(t, 'one_on_one_id', 'one_on_ones');
      t.text('title').notNullable();
      user(t, 'owner_user_id');
      t.text('due_date');
      t.integer('raised_in').notNullable();
      t.integer('done_in');
      t.timestamp('done_at', { useTz: true });
    });

    await schema().createTable('review_cycles', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('name').notNullable();
      t.text('period_start').notNullable();
      t.text('period_end').notNullable();
      t.text('due_date');
      user(t, 'owner_user_id', true);
      t.text('status').notNullable().defaultTo('draft');
      t.jsonb('questions').notNullable();
      t.integer('rating_scale').notNullable();
      t.text('peer_visibility').notNullable().defaultTo('manager_only');
      stamp(knex, t, 'created_at');
    });
    await schema().createTable('review_participants', (t) => {
      accountColumn(t);
      parent(t, 'cycle_id', 'review_cycles');
      user(t, 'reviewee_user_id');
      user(t, 'manager_user_id', true);
      t.jsonb('peer_user_ids').notNullable().defaultTo('[]');
      t.integer('final_rating');
      t.primary(['cycle_id', 'reviewee_user_id']);
    });
    await schema().createTable('reviews', (t) => {
      id(knex, t);
      accountColumn(t);
      parent(t, 'cycle_id', 'review_cycles');
      user(t, 'reviewee_user_id');
      user(t, 'reviewer_user_id');
      t.text('kind').notNullable();
      t.jsonb('answers').notNullable().defaultTo('{}');
      t.integer('rating');
      t.timestamp('submitted_at', { useTz: true });
      t.unique(['cycle_id', 'reviewee_user_id', 'reviewer_user_id', 'kind']);
    });

    await schema().createTable('objectives', (t) => {
      id(knex, t);
      seq(t);
      accountColumn(t);
      t.text('title').notNullable();
      t.text('level').notNullable();
      user(t, 'owner_user_id', true);
      parent(t, 'team_id', 'teams', 'SET NULL');
      parent(t, 'parent_id', 'objectives', 'SET NULL');
      t.text('period_start').notNullable();
      t.text('period_end').notNullable();
    });
    await schema().createTable('key_results', (t) => {
      id(knex, t);
      seq(t);
      accountColumn(t);
      parent(t, 'objective_id', 'objectives');
      t.text('title').notNullable();
      t.double('start_value').notNullable();
      t.double('target_value').notNullable();
      t.double('current_value').notNullable();
      t.text('unit').notNullable().defaultTo('');
      t.integer('confidence').notNullable().defaultTo(70);
      user(t, 'owner_user_id', true);
      /** 'agile.velocity' | 'bi.mrr' | 'bi.runway' when a live metric of another domain feeds it. */
      t.text('metric_source');
      t.uuid('metric_team_id');
      stamp(knex, t, 'updated_at');
    });
    await schema().createTable('check_ins', (t) => {
      id(knex, t);
      seq(t);
      accountColumn(t);
      parent(t, 'key_result_id', 'key_results');
      user(t, 'author_user_id', true);
      t.double('value').notNullable();
      t.integer('confidence').notNullable();
      t.text('comment').notNullable().defaultTo('');
      t.text('source').notNullable().defaultTo('manual');
      stamp(knex, t, 'created_at');
    });

    await schema().createTable('measurables', (t) => {
      id(knex, t);
      seq(t);
      accountColumn(t);
      t.text('name').notNullable();
      user(t, 'owner_user_id', true);
      parent(t, 'team_id', 'teams', 'SET NULL');
      t.double('target').notNullable();
      t.text('direction').notNullable();
      t.text('unit').notNullable().defaultTo('');
      t.text('metric_source');
      t.uuid('metric_team_id');
    });
    await schema().createTable('measurable_entries', (t) => {
      accountColumn(t);
      parent(t, 'measurable_id', 'measurables');
      t.text('week').notNullable();
      t.double('value').notNullable();
      t.primary(['measurable_id', 'week']);
    });

    await schema().createTable('pulse_surveys', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('title').notNullable();
      t.jsonb('questions').notNullable();
      t.integer('cadence_days').notNullable();
      t.text('first_day').notNullable();
      t.timestamp('closed_at', { useTz: true });
      stamp(knex, t, 'created_at');
    });
    await schema().createTable('pulse_responses', (t) => {
      id(knex, t);
      accountColumn(t);
      parent(t, 'survey_id', 'pulse_surveys');
      t.text('round').notNullable();
      t.uuid('team_id');
      t.jsonb('scores').notNullable();
      t.text('comment');
    });
    await schema().createTable('pulse_receipts', (t) => {
      accountColumn(t);
      parent(t, 'survey_id', 'pulse_surveys');
      t.text('round').notNullable();
      user(t, 'user_id');
      t.primary(['survey_id', 'round', 'user_id']);
    });

    await schema().createTable('weekly_syncs', (t) => {
      id(knex, t);
      accountColumn(t);
      parent(t, 'team_id', 'teams');
      t.text('week').notNullable();
      t.text('notes').notNullable().defaultTo('');
      t.jsonb('issues').notNullable().defaultTo('[]');
      t.jsonb('todos').notNullable().defaultTo('[]');
      stamp(knex, t, 'updated_at');
      t.unique(['team_id', 'week']);
    });
  },
  async down(knex) {
    const tables = ['weekly_syncs', 'pulse_receipts', 'pulse_responses', 'pulse_surveys', 'measurable_entries', 'measurables', 'check_ins', 'key_results', 'objectives', 'reviews', 'review_participants', 'review_cycles', 'action_items', 'private_notes', 'agenda_items', 'meetings', 'one_on_ones', 'people', 'teams'];
    for (const table of tables) await knex.schema.withSchema(CADENCE_SCHEMA).dropTableIfExists(table);
  },
};
