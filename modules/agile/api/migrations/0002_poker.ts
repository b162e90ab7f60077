import type { Migration } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';

type Knex = Parameters<Migration['up']>[0];
type TableBuilder = Parameters<Parameters<ReturnType<Knex['schema']['withSchema']>['createTable']>[1]>[0];

const accountColumn = (t: TableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
const id = (knex: Knex, t: TableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const stamp = (knex: Knex, t: TableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());

/**
 * Planning poker (agile.md sections 3-5): sessions, participants (members or guests), stories,
 * votes per round, custom voting systems, the voting history written at each reveal, per-story
 * discussion, and which sockets are in which session (presence across server instances).
 */
export const pokerMigration: Migration = {
  name: '0002_poker',
  async up(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);

    await schema().createTable('voting_systems', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('name').notNullable();
      t.jsonb('values').notNullable();
      t.boolean('allow_custom_values').notNullable().defaultTo(false);
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
    });
    await knex.raw('create unique index voting_systems_name_per_account on ??.voting_systems (account_id, lower(name))', [AGILE_SCHEMA]);

    await schema().createTable('poker_sessions', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('name').notNullable();
      t.text('description');
      t.text('status').notNullable().defaultTo('DRAFT');
      t.uuid('facilitator_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.uuid('team_id');
      // A built-in id ('fibonacci') or a voting_systems id; the system itself is kept with the
      // session so finished sessions still read after a custom system is deleted.
      t.text('voting_system_id').notNullable();
      t.jsonb('voting_system').notNullable();
      t.jsonb('settings').notNullable();
      t.uuid('current_story_id');
      t.uuid('timer_story_id');
      t.timestamp('timer_ends_at', { useTz: true });
      t.integer('timer_duration');
      t.timestamp('timer_expired_at', { useTz: true });
      t.timestamp('started_at', { useTz: true });
      t.timestamp('completed_at', { useTz: true });
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['account_id', 'created_at']);
      t.index(['account_id', 'status']);
    });
    await knex.raw("alter table ??.poker_sessions add constraint poker_sessions_status check (status in ('DRAFT', 'ACTIVE', 'COMPLETED'))", [AGILE_SCHEMA]);
    await knex.raw('create index poker_sessions_running_timers on ??.poker_sessions (timer_ends_at) where timer_ends_at is not null and timer_expired_at is null', [AGILE_SCHEMA]);

    await schema().createTable('poker_participants', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_sessions`).onDelete('CASCADE');
      // Null for a guest who joined through the session link.
      t.uuid('user_id').references('id').inTable('core.users').onDelete('CASCADE');
      t.text('display_name').notNullable();
      t.text('role').notNullable().defaultTo('PARTICIPANT');
      stamp(knex, t, 'joined_at');
      t.timestamp('left_at', { useTz: true });
      t.index(['session_id']);
    });
    await knex.raw("alter table ??.poker_participants add constraint poker_participants_role check (role in ('FACILITATOR', 'PARTICIPANT', 'OBSERVER'))", [AGILE_SCHEMA]);
    await knex.raw('create unique index poker_participants_one_per_user on ??.poker_participants (session_id, user_id) where user_id is not null', [AGILE_SCHEMA]);

    await schema().createTable('poker_stories', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_sessions`).onDelete('CASCADE');
      t.text('title').notNullable();
      t.text('description');
      t.integer('sort_order').notNullable().defaultTo(0);
      t.text('status').notNullable().defaultTo('PENDING');
      t.decimal('final_estimate', 12, 2);
      t.integer('round').notNullable().defaultTo(1);
      t.text('backlog_item_id');
      // When the current round opened, when voting first opened, when it was revealed / estimated.
      t.timestamp('voting_started_at', { useTz: true });
      t.timestamp('first_voting_at', { useTz: true });
      t.timestamp('revealed_at', { useTz: true });
      t.timestamp('estimated_at', { useTz: true });
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['session_id', 'sort_order']);
      t.index(['account_id', 'status', 'estimated_at']);
    });
    await knex.raw(
      "alter table ??.poker_stories add constraint poker_stories_rules check (status in ('PENDING', 'VOTING', 'VOTED', 'ESTIMATED') and sort_order >= 0 and (final_estimate is null or final_estimate >= 0) and (status <> 'ESTIMATED' or final_estimate is not null))",
      [AGILE_SCHEMA],
    );

    await schema().createTable('poker_votes', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_sessions`).onDelete('CASCADE');
      t.uuid('story_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_stories`).onDelete('CASCADE');
      t.integer('round').notNullable();
      t.uuid('participant_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_participants`).onDelete('CASCADE');
      t.text('value').notNullable();
      t.text('initial_value').notNullable();
      t.smallint('confidence');
      t.boolean('changed').notNullable().defaultTo(false);
      stamp(knex, t, 'first_cast_at');
      stamp(knex, t, 'cast_at');
      t.unique(['story_id', 'round', 'participant_id']);
    });
    await knex.raw('alter table ??.poker_votes add constraint poker_votes_confidence check (confidence is null or confidence between 1 and 5)', [AGILE_SCHEMA]);

    await schema().createTable('voting_history', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_sessions`).onDelete('CASCADE');
      t.uuid('story_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_stories`).onDelete('CASCADE');
      t.uuid('participant_id').references('id').inTable(`${AGILE_SCHEMA}.poker_participants`).onDelete('SET NULL');
      t.integer('voting_round').notNullable();
      t.text('initial_vote');
      t.text('final_vote').notNullable();
      t.smallint('confidence_level');
      t.integer('voting_duration');
      t.boolean('changed_vote').notNullable().defaultTo(false);
      stamp(knex, t, 'recorded_at');
      t.index(['session_id']);
      t.index(['story_id']);
    });

    await schema().createTable('poker_story_comments', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_sessions`).onDelete('CASCADE');
      t.uuid('story_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_stories`).onDelete('CASCADE');
      t.uuid('participant_id').references('id').inTable(`${AGILE_SCHEMA}.poker_participants`).onDelete('SET NULL');
      t.text('author_name').notNullable();
      t.text('body').notNullable();
      stamp(knex, t, 'created_at');
      t.index(['story_id', 'created_at']);
    });

    // One row per socket in a session, on whichever instance holds it; seen_at is refreshed by
    // the instance, so the rows of an instance that died go stale instead of staying online.
    await schema().createTable('poker_presence', (t) => {
      t.text('socket_id').notNullable();
      accountColumn(t);
      t.uuid('session_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_sessions`).onDelete('CASCADE');
      t.uuid('participant_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.poker_participants`).onDelete('CASCADE');
      t.text('instance_id').notNullable();
      t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['socket_id', 'session_id']);
      t.index(['session_id', 'participant_id']);
      t.index(['instance_id']);
    });
  },
  async down(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);
    for (const table of ['poker_presence', 'poker_story_comments', 'voting_history', 'poker_votes', 'poker_stories', 'poker_participants', 'poker_sessions', 'voting_systems']) {
      await schema().dropTableIfExists(table);
    }
  },
};
