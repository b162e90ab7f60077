import type { Migration } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';

type Knex = Parameters<Migration['up']>[0];
type TableBuilder = Parameters<Parameters<ReturnType<Knex['schema']['withSchema']>['createTable']>[1]>[0];

const accountColumn = (t: TableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
const id = (knex: Knex, t: TableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const stamp = (knex: Knex, t: TableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());
const userColumn = (t: TableBuilder, name: string) => t.uuid(name).references('id').inTable('core.users').onDelete('SET NULL');
const ref = (t: TableBuilder, name: string, table: string, onDelete: 'CASCADE' | 'SET NULL') => {
  const column = t.uuid(name).references('id').inTable(`${AGILE_SCHEMA}.${table}`).onDelete(onDelete);
  return onDelete === 'CASCADE' ? column.notNullable() : column;
};

const TABLES = ['kanban_events', 'kanban_activity', 'kanban_item_history', 'kanban_items', 'kanban_deliveries', 'kanban_sprints', 'kanban_columns', 'kanban_boards'];

/**
 * Kanban (agile.md sections 3-9): boards of a team with ordered columns (status category, WIP
 * limit soft or hard), items (column null = the backlog) ordered by a gapped fractional position
 * so a move rewrites one row, the status history every flow metric reads, the activity feed,
 * sprints of a team (snapshot on completion), deliveries (releases) and team events.
 */
export const kanbanMigration: Migration = {
  name: '0010_kanban',
  async up(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);
    const check = (table: string, name: string, rule: string) => knex.raw(`alter table ??.${table} add constraint ${name} check (${rule})`, [AGILE_SCHEMA]);

    await schema().createTable('kanban_boards', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('team_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.teams`).onDelete('CASCADE');
      t.text('title').notNullable();
      t.text('description');
      t.text('process_type').notNullable().defaultTo('kanban');
      userColumn(t, 'created_by');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['account_id', 'team_id']);
    });
    await check('kanban_boards', 'kanban_boards_process', "process_type in ('kanban', 'scrum')");

    await schema().createTable('kanban_columns', (t) => {
      id(knex, t);
      accountColumn(t);
      ref(t, 'board_id', 'kanban_boards', 'CASCADE');
      t.text('title').notNullable();
      t.text('category').notNullable();
      t.integer('position').notNullable();
      t.integer('wip_limit');
      t.text('wip_mode').notNullable().defaultTo('soft');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['board_id', 'position']);
    });
    await check('kanban_columns', 'kanban_columns_rules', "category in ('todo', 'active', 'complete') and wip_mode in ('soft', 'hard') and (wip_limit is null or wip_limit >= 1)");

    await schema().createTable('kanban_sprints', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('team_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.teams`).onDelete('CASCADE');
      ref(t, 'board_id', 'kanban_boards', 'SET NULL');
      t.text('name').notNullable();
      t.text('goal');
      t.text('status').notNullable().defaultTo('planned');
      t.date('start_date').notNullable();
      t.date('end_date').notNullable();
      t.decimal('capacity_points', 10, 2);
      t.decimal('committed_points', 10, 2);
      t.decimal('completed_points', 10, 2);
      t.jsonb('snapshot');
      t.uuid('rolled_over_to');
      t.timestamp('started_at', { useTz: true });
      t.timestamp('completed_at', { useTz: true });
      userColumn(t, 'created_by');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['team_id', 'status', 'start_date']);
    });
    await check('kanban_sprints', 'kanban_sprints_rules', "status in ('planned', 'active', 'completed') and end_date >= start_date");
    await knex.raw("create unique index kanban_sprints_one_active on ??.kanban_sprints (team_id) where status = 'active'", [AGILE_SCHEMA]);

    await schema().createTable('kanban_deliveries', (t) => {
      id(knex, t);
      accountColumn(t);
      ref(t, 'board_id', 'kanban_boards', 'CASCADE');
      t.text('name').notNullable();
      t.text('description');
      t.text('status').notNullable().defaultTo('active');
      t.date('target_date');
      t.timestamp('released_at', { useTz: true });
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['board_id']);
    });
    await check('kanban_deliveries', 'kanban_deliveries_status', "status in ('planned', 'active', 'released', 'cancelled')");

    await schema().createTable('kanban_items', (t) => {
      id(knex, t);
      accountColumn(t);
      ref(t, 'board_id', 'kanban_boards', 'CASCADE');
      // null: in the backlog.
      ref(t, 'column_id', 'kanban_columns', 'SET NULL');
      t.text('status').notNullable().defaultTo('backlog');
      t.double('position').notNullable();
      t.text('title').notNullable();
      t.text('description');
      t.text('type').notNullable().defaultTo('story');
      t.text('priority').notNullable().defaultTo('none');
      t.decimal('story_points', 10, 2);
      userColumn(t, 'assignee_id');
      t.specificType('labels', 'text[]').notNullable().defaultTo('{}');
      ref(t, 'parent_id', 'kanban_items', 'SET NULL');
      ref(t, 'sprint_id', 'kanban_sprints', 'SET NULL');
      ref(t, 'delivery_id', 'kanban_deliveries', 'SET NULL');
      t.date('due_date');
      t.timestamp('work_started_at', { useTz: true });
      t.timestamp('work_completed_at', { useTz: true });
      t.decimal('cycle_time_hours', 12, 2);
      t.text('source');
      t.timestamp('archived_at', { useTz: true });
      userColumn(t, 'created_by');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['parent_id']);
      t.index(['sprint_id']);
      t.index(['delivery_id']);
    });
    await check(
      'kanban_items',
      'kanban_items_rules',
      "status in ('backlog', 'todo', 'active', 'complete') and type in ('story', 'task', 'bug', 'epic') and priority in ('none', 'low', 'medium', 'high', 'urgent') and (story_points is null or story_points >= 0)",
    );
    // The board (and a column) in order, the backlog in order, and completions for throughput.
    await knex.raw('create index kanban_items_column_order on ??.kanban_items (column_id, position) where archived_at is null', [AGILE_SCHEMA]);
    await knex.raw('create index kanban_items_board_live on ??.kanban_items (board_id, column_id, position) where archived_at is null', [AGILE_SCHEMA]);
    await knex.raw('create index kanban_items_completed on ??.kanban_items (board_id, work_completed_at) where work_completed_at is not null', [AGILE_SCHEMA]);
    await knex.raw('create index kanban_items_archived on ??.kanban_items (account_id, archived_at desc) where archived_at is not null', [AGILE_SCHEMA]);

    await schema().createTable('kanban_item_history', (t) => {
      t.bigIncrements('id').primary();
      accountColumn(t);
      ref(t, 'board_id', 'kanban_boards', 'CASCADE');
      ref(t, 'item_id', 'kanban_items', 'CASCADE');
      t.uuid('from_column_id');
      t.uuid('to_column_id');
      t.text('from_status');
      t.text('to_status').notNullable();
      t.timestamp('changed_at', { useTz: true }).notNullable();
      userColumn(t, 'changed_by');
      t.index(['item_id', 'changed_at']);
      t.index(['board_id', 'changed_at']);
    });

    await schema().createTable('kanban_activity', (t) => {
      t.bigIncrements('id').primary();
      accountColumn(t);
      ref(t, 'board_id', 'kanban_boards', 'CASCADE');
      // No foreign key: the entry of a deleted item stays in the board's feed.
      t.uuid('item_id');
      t.text('type').notNullable();
      userColumn(t, 'actor_id');
      t.jsonb('data').notNullable().defaultTo('{}');
      stamp(knex, t, 'created_at');
      t.index(['board_id', 'created_at']);
      t.index(['item_id', 'created_at']);
    });

    await schema().createTable('kanban_events', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('team_id').notNullable().references('id').inTable(`${AGILE_SCHEMA}.teams`).onDelete('CASCADE');
      ref(t, 'board_id', 'kanban_boards', 'SET NULL');
      t.text('title').notNullable();
      t.text('description');
      t.text('type').notNullable().defaultTo('meeting');
      t.timestamp('start_at', { useTz: true }).notNullable();
      t.timestamp('end_at', { useTz: true }).notNullable();
      t.boolean('all_day').notNullable().defaultTo(false);
      userColumn(t, 'created_by');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['team_id', 'start_at']);
    });
    await check('kanban_events', 'kanban_events_rules', 'end_at >= start_at');
  },
  async down(knex) {
    for (const table of TABLES) await knex.schema.withSchema(AGILE_SCHEMA).dropTableIfExists(table);
  },
};
