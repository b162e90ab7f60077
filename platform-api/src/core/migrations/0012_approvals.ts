import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Approval workflows (/governance/approvals): what an admin configured (a trigger a module asks
 * about, a threshold, ordered approvers, what happens on a decision), the requests modules raised
 * through the APPROVALS capability and each approver's decision with its comment.
 */
export const approvals: Migration = {
  name: '0012_approvals',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const created = (t: Knex.CreateTableBuilder) => t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

    await core().createTable('approval_workflows', (t) => {
      uuidPk(t);
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('name').notNullable();
      t.text('trigger').notNullable();
      t.bigInteger('min_amount_cents');
      /** Ordered user ids. */
      t.jsonb('approver_ids').notNullable().defaultTo('[]');
      t.text('approval_order').notNullable().defaultTo('sequential');
      t.boolean('notify_requester').notNullable().defaultTo(true);
      t.integer('reminder_hours').notNullable().defaultTo(24);
      t.boolean('active').notNullable().defaultTo(true);
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      created(t);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'trigger']);
    });
    // One active workflow per trigger and account.
    await knex.raw('create unique index approval_workflows_active_trigger on core.approval_workflows (account_id, trigger) where active');

    await core().createTable('approval_requests', (t) => {
      uuidPk(t);
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('workflow_id').references('id').inTable('core.approval_workflows').onDelete('SET NULL');
      t.text('workflow_name').notNullable();
      t.text('trigger').notNullable();
      t.text('subject_type').notNullable();
      t.text('subject_id').notNullable();
      t.text('subject_label').notNullable();
      t.text('summary').notNullable();
      t.bigInteger('amount_cents');
      /** What the module needs to apply the change when approved. */
      t.jsonb('payload').notNullable().defaultTo('{}');
      /** The approvers (ordered) and the order, copied from the workflow when the request was raised. */
      t.jsonb('approver_ids').notNullable();
      t.text('approval_order').notNullable();
      t.boolean('notify_requester').notNullable();
      t.integer('reminder_hours').notNullable();
      t.uuid('requested_by').references('id').inTable('core.users').onDelete('SET NULL');
      // pending | approved | rejected | cancelled | failed
      t.text('status').notNullable().defaultTo('pending');
      t.text('outcome_error');
      created(t);
      t.timestamp('decided_at', { useTz: true });
      t.timestamp('applied_at', { useTz: true });
      t.timestamp('last_reminded_at', { useTz: true });
      t.index(['account_id', 'status', 'created_at']);
      t.index(['account_id', 'subject_type', 'subject_id']);
    });
    // One waiting request per change: the same subject cannot wait twice for the same trigger.
    await knex.raw("create unique index approval_requests_one_pending on core.approval_requests (account_id, trigger, subject_id) where status = 'pending'");

    await core().createTable('approval_decisions', (t) => {
      uuidPk(t);
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('request_id').notNullable().references('id').inTable('core.approval_requests').onDelete('CASCADE');
      t.uuid('approver_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('decision').notNullable();
      t.text('comment');
      created(t);
      t.unique(['request_id', 'approver_id']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['approval_decisions', 'approval_requests', 'approval_workflows']) await knex.schema.withSchema('core').dropTableIfExists(table);
  },
};
