import type { Knex } from 'knex';
import { Type } from '@sinclair/typebox';
import { defineApiPlugin, type ApiPlugin } from '@suite/sdk';

/**
 * A plugin for the job tests: `POST /jobs-probe/record` enqueues `jobs_probe.record`, whose
 * handler writes a row naming the instance (the platform) that ran it.
 */
export function jobsProbePlugin(options: { handlerMs?: number } = {}): ApiPlugin {
  let instances = 0;
  return defineApiPlugin({
    id: 'jobs_probe',
    feature: 'customer_engagement',
    migrations: [
      {
        name: '0001_runs',
        async up(knex: Knex) {
          await knex.schema.withSchema('jobs_probe').createTable('runs', (t) => {
            t.increments('id');
            t.text('job_id').notNullable();
            t.integer('instance').notNullable();
            t.jsonb('data');
          });
        },
        async down(knex: Knex) {
          await knex.schema.withSchema('jobs_probe').dropTable('runs');
        },
      },
    ],
    register(ctx) {
      instances += 1;
      const instance = instances;
      ctx.jobs.define<{ label: string }>('record', async (data, job) => {
        if (options.handlerMs) await new Promise((resolve) => setTimeout(resolve, options.handlerMs));
        await ctx.db('jobs_probe.runs').insert({ job_id: job.id, instance, data: JSON.stringify(data) });
      });
      ctx.routes.add({
        method: 'POST',
        path: '/jobs-probe/record',
        public: true,
        schema: { body: Type.Object({ label: Type.String() }) },
        handler: async (req) => ({ id: await ctx.jobs.enqueue('record', { label: req.body.label }) }),
      });
    },
  });
}
