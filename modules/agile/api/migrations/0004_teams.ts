import type { Migration } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';

type Knex = Parameters<Migration['up']>[0];
type TableBuilder = Parameters<Parameters<ReturnType<Knex['schema']['withSchema']>['createTable']>[1]>[0];

const accountColumn = (t: TableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
const id = (knex: Knex, t: TableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const stamp = (knex: Knex, t: TableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());
const teamColumn = (t: TableBuilder) => t.uuid('team_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.teams`).onDelete('CASCADE');

/**
 * Teams (agile.md sections 3-7): teams of an account, their members with a team role, team
 * invitations (token stored hashed, 7 days) and the activity feed. Retrospectives and their
 * action items now point at their team (a deleted team leaves them without one).
 */
export const teamsMigration: Migration = {
  name: '0004_teams',
  async up(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);

    await schema().createTable('teams', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('name').notNullable();
      t.text('description');
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
    });
    await knex.raw('create unique index teams_name_per_account on ??.teams (account_id, lower(name))', [AGILE_SCHEMA]);

    await schema().createTable('team_members', (t) => {
      accountColumn(t);
      teamColumn(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('role').notNullable().defaultTo('participant');
      t.uuid('added_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'joined_at');
      t.primary(['team_id', 'user_id']);
      t.index(['account_id', 'user_id']);
    });
    await knex.raw("alter table ??.team_members add constraint team_members_role check (role in ('admin', 'facilitator', 'participant'))", [AGILE_SCHEMA]);

    await schema().createTable('team_invitations', (t) => {
      id(knex, t);
      accountColumn(t);
      teamColumn(t);
      t.text('email').notNullable();
      t.text('role').notNullable().defaultTo('participant');
      t.text('token_hash').notNullable().unique();
      t.text('status').notNullable().defaultTo('pending');
      t.uuid('invited_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('responded_at', { useTz: true });
      t.uuid('accepted_by').references('id').inTable('core.users').onDelete('SET NULL');
      t.index(['team_id', 'status']);
    });
    await knex.raw(
      "alter table ??.team_invitations add constraint team_invitations_rules check (role in ('admin', 'facilitator', 'participant') and status in ('pending', 'accepted', 'declined', 'expired', 'revoked'))",
      [AGILE_SCHEMA],
    );
    await knex.raw("create unique index team_invitations_one_pending on ??.team_invitations (team_id, lower(email)) where status = 'pending'", [AGILE_SCHEMA]);

    await schema().createTable('team_activity', (t) => {
      id(knex, t);
      accountColumn(t);
      teamColumn(t);
      t.text('type').notNullable();
      t.uuid('actor_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.jsonb('data').notNullable().defaultTo('{}');
      stamp(knex, t, 'created_at');
      // Orders entries written at the same instant.
      t.specificType('seq', 'bigserial');
      t.index(['team_id', 'created_at']);
    });

    for (const table of ['retro_sessions', 'retro_action_items']) {
      await knex.raw(`alter table ??.${table} add constraint ${table}_team foreign key (team_id) references ??.teams (id) on delete set null`, [AGILE_SCHEMA, AGILE_SCHEMA]);
    }
  },
  async down(knex) {
    for (const table of ['retro_sessions', 'retro_action_items']) {
      await knex.raw(`alter table ??.${table} drop constraint if exists ${table}_team`, [AGILE_SCHEMA]);
    }
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);
    for (const table of ['team_activity', 'team_invitations', 'team_members', 'teams']) await schema().dropTableIfExists(table);
  },
};
