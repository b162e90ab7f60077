import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../testing/database.js';
import { createTenantScope } from './scope.js';

let database: TestDatabase;
let db: Knex;
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.knex;
  await db.raw('create schema if not exists scope_test');
  await db.schema.withSchema('scope_test').createTable('items', (t) => {
    t.increments('id');
    t.uuid('account_id').notNullable();
    t.text('name');
  });
});
afterAll(() => database?.drop());

describe('the tenant-scoped query helper', () => {
  it('stamps inserts and filters reads by account', async () => {
    await createTenantScope(db, A).insert('scope_test.items', [{ name: 'a1' }, { name: 'a2' }]);
    await createTenantScope(db, B).insert('scope_test.items', { name: 'b1' });
    expect(await createTenantScope(db, A).table('scope_test.items').orderBy('name').pluck('name')).toEqual(['a1', 'a2']);
    expect(await createTenantScope(db, B).table('scope_test.items').pluck('name')).toEqual(['b1']);
  });

  it('cannot update or delete another account’s rows', async () => {
    const updated = await createTenantScope(db, A).table('scope_test.items').where('name', 'b1').update({ name: 'stolen' });
    expect(updated).toBe(0);
    const deleted = await createTenantScope(db, A).table('scope_test.items').where('name', 'b1').delete();
    expect(deleted).toBe(0);
  });

  it('qualifies the account column for aliased tables in joins', async () => {
    const rows = await createTenantScope(db, B).table('scope_test.items as i').join('scope_test.items as j', 'j.id', 'i.id').select('i.name');
    expect(rows).toEqual([{ name: 'b1' }]);
  });

  it('binds a transaction to the same account', async () => {
    await createTenantScope(db, A).transaction(async (scope) => {
      await scope.insert('scope_test.items', { name: 'a3' });
    });
    expect(await createTenantScope(db, A).table('scope_test.items').count<{ count: number }[]>('* as count')).toEqual([{ count: 3 }]);
  });
});
