import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY, directoryFor, type DirectoryCapability } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

let platform: TestPlatform;
let directory: DirectoryCapability;
let acme: TestAccount;
let globex: TestAccount;
let ada: TestUser;
let grace: TestUser;
let outsider: TestUser;

const auth = async (user: TestUser, accountId: string) => ({ Authorization: `Bearer ${await platform.tokenFor(user, accountId)}`, 'X-Tenant-ID': accountId });

beforeAll(async () => {
  platform = await startTestPlatform();
  acme = await platform.createAccount({ plan: 'PRO', name: 'Acme Robotics' });
  globex = await platform.createAccount({ plan: 'PRO', name: 'Globex' });
  ada = await platform.createUser();
  grace = await platform.createUser();
  outsider = await platform.createUser();
  await platform.db('core.users').where('id', ada.id).update({ first_name: 'Ada', last_name: 'Lovelace', avatar_url: '/api/users/ada/avatar', language: 'fr' });
  await platform.db('core.users').where('id', grace.id).update({ first_name: '', last_name: '' });
  await platform.db('core.users').where('id', outsider.id).update({ first_name: 'Otto', last_name: 'Outsider' });
  await platform.addMember(acme, ada, 'ADMIN');
  await platform.addMember(acme, grace, 'MEMBER');
  await platform.addMember(globex, outsider, 'MEMBER');
  directory = (await platform.platform.host.capabilities.get(DIRECTORY, acme.id))!;
});
afterAll(() => platform?.close());

describe('the DIRECTORY capability', () => {
  it('is provided by the core for every account, whatever its flags', async () => {
    await platform.setFeatures(globex.id, []);
    expect(await platform.platform.host.capabilities.get(DIRECTORY, globex.id)).toBe(directory);
    await expect(directoryFor(platform.platform.host.capabilities, acme.id)).resolves.toBe(directory);
  });

  it("answers members' names, emails, avatars and languages in one map, the email standing in for an empty name", async () => {
    const people = await directory.people(acme.id, [ada.id, grace.id, acme.owner.id, ada.id, null, undefined, 'not-a-uuid']);
    expect([...people.keys()].sort()).toEqual([ada.id, grace.id, acme.owner.id].sort());
    expect(people.get(ada.id)).toEqual({ id: ada.id, name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', email: ada.email, avatarUrl: '/api/users/ada/avatar', language: 'fr' });
    expect(people.get(grace.id)).toMatchObject({ name: grace.email, firstName: '', lastName: '', avatarUrl: null, language: 'en' });
    expect(await directory.people(acme.id, [])).toEqual(new Map());
  });

  it("keeps another account's users out (tenant isolation)", async () => {
    const people = await directory.people(acme.id, [outsider.id, globex.owner.id, ada.id]);
    expect([...people.keys()]).toEqual([ada.id]);
    expect(await directory.membership(acme.id, outsider.id)).toBeNull();
    expect(await directory.membership(globex.id, ada.id)).toBeNull();
    expect((await directory.members(acme.id, { includeInactive: true })).map((m) => m.id)).not.toContain(outsider.id);
    expect((await directory.people(globex.id, [ada.id])).size).toBe(0);
  });

  it('tells whether a user is an active member and with which role', async () => {
    expect(await directory.membership(acme.id, ada.id)).toEqual({ role: 'ADMIN', active: true });
    expect(await directory.membership(acme.id, acme.owner.id)).toEqual({ role: 'OWNER', active: true });
    expect(await directory.membership(acme.id, 'not-a-uuid')).toBeNull();
  });

  it('lists the active members by name with their roles; a suspended one only when asked', async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const [zoe, bob] = [await platform.createUser(), await platform.createUser()];
    await platform.db('core.users').where('id', zoe.id).update({ first_name: 'Zoe', last_name: 'Zed' });
    await platform.db('core.users').where('id', bob.id).update({ first_name: 'Bob', last_name: 'Bee', avatar_url: '/bob.png' });
    await platform.db('core.users').where('id', account.owner.id).update({ first_name: 'Mia', last_name: 'Owner' });
    await platform.addMember(account, zoe, 'OBSERVER');
    await platform.addMember(account, bob, 'MEMBER');
    expect((await directory.members(account.id)).map((m) => [m.name, m.role, m.active, m.avatarUrl])).toEqual([
      ['Bob Bee', 'MEMBER', true, '/bob.png'],
      ['Mia Owner', 'OWNER', true, null],
      ['Zoe Zed', 'OBSERVER', true, null],
    ]);
    const suspended = await platform.http.patch(`/api/accounts/${account.id}/users/${zoe.id}/status`).set(await auth(account.owner, account.id)).send({ status: 'SUSPENDED' });
    expect(suspended.status).toBe(200);
    expect(await directory.membership(account.id, zoe.id)).toEqual({ role: 'OBSERVER', active: false });
    expect((await directory.members(account.id)).map((m) => m.name)).toEqual(['Bob Bee', 'Mia Owner']);
    expect((await directory.members(account.id, { includeInactive: true })).map((m) => [m.name, m.active])).toEqual([
      ['Bob Bee', true],
      ['Mia Owner', true],
      ['Zoe Zed', false],
    ]);
    expect((await directory.people(account.id, [zoe.id])).get(zoe.id)?.name).toBe('Zoe Zed');
  });

  it("keeps a removed member's name (for history) but not their membership", async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const [leaver, removed] = [await platform.createUser(), await platform.createUser()];
    await platform.addMember(account, leaver, 'MEMBER');
    await platform.addMember(account, removed, 'MEMBER');
    expect((await platform.http.delete(`/api/accounts/${account.id}/users/${removed.id}`).set(await auth(account.owner, account.id))).status).toBe(200);
    expect((await platform.http.delete(`/api/accounts/${account.id}/users/${leaver.id}`).set(await auth(leaver, account.id))).status).toBe(200);
    expect(await directory.membership(account.id, removed.id)).toBeNull();
    expect(await directory.membership(account.id, leaver.id)).toBeNull();
    expect((await directory.members(account.id, { includeInactive: true })).map((m) => m.id)).toEqual([account.owner.id]);
    expect([...(await directory.people(account.id, [removed.id, leaver.id])).keys()].sort()).toEqual([removed.id, leaver.id].sort());
    // Another account does not learn of them through that removal.
    expect((await directory.people(acme.id, [removed.id, leaver.id])).size).toBe(0);
  });

  it("answers the account's name, and null for an unknown one", async () => {
    expect(await directory.account(acme.id)).toEqual({ id: acme.id, name: 'Acme Robotics' });
    expect(await directory.account('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('reads inside the caller’s transaction (one connection on the embedded database)', async () => {
    const result = await platform.db.transaction(async (trx) => {
      await trx('core.users').where('id', grace.id).update({ first_name: 'Grace', last_name: 'Hopper' });
      return Promise.all([
        directory.people(acme.id, [grace.id], { trx }),
        directory.membership(acme.id, grace.id, { trx }),
        directory.members(acme.id, { trx }),
        directory.account(acme.id, { trx }),
      ]);
    });
    expect(result[0].get(grace.id)?.name).toBe('Grace Hopper');
    expect(result[1]).toEqual({ role: 'MEMBER', active: true });
    expect(result[2].map((m) => m.name)).toContain('Grace Hopper');
    expect(result[3]?.name).toBe('Acme Robotics');
  });
});
