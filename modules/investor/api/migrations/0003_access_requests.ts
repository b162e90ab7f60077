import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { INVESTOR_SCHEMA as S } from '../../shared/index.js';

/**
 * An investor's request for access, made from a company's public directory profile (issue 21): an
 * access grant of status 'requested' that gives nothing until the company's OWNER or an ADMIN
 * accepts it; the investor's note travels with it.
 */
export const accessRequestsMigration: Migration = {
  name: '0003_access_requests',
  async up(knex: Knex) {
    await knex.schema.withSchema(S).alterTable('access_grants', (t) => {
      t.text('request_message');
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema(S).alterTable('access_grants', (t) => {
      t.dropColumn('request_message');
    });
  },
};
