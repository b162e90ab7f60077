import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { BUILT_IN_VOTING_SYSTEMS, type VotingSystem } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let pro: TestAccount;
let free: TestAccount;

const auth = (account: TestAccount, token = account.owner.token) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': account.id });
const api = (path: string) => `/api${path}`;
const cards = (...values: string[]) => values.map((value, index) => ({ value, label: value, order: index + 1 }));

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  pro = await platform.createAccount({ plan: 'PRO' });
  free = await platform.createAccount({ plan: 'FREE' });
});
afterAll(() => platform?.close());

describe('voting systems', () => {
  it('lists the four built-ins (Fibonacci, modified Fibonacci, T-shirt, powers of 2) for every plan', async () => {
    const response = await platform.http.get(api(PokerApi.votingSystems)).set(auth(free));
    expect(response.status).toBe(200);
    expect(response.body.data.map((s: VotingSystem) => s.id)).toEqual(['fibonacci', 'modified_fibonacci', 'tshirt', 'powers_of_two']);
    expect(response.body.data).toEqual(BUILT_IN_VOTING_SYSTEMS);
  });

  it("keeps custom systems to PRO and ENTERPRISE: 'Custom voting systems need the Pro or Enterprise plan'", async () => {
    const response = await platform.http.post(api(PokerApi.votingSystems)).set(auth(free)).send({ name: 'Mine', values: cards('1', '2') });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(PokerErrors.CUSTOM_VOTING_PLAN);
    const enterprise = await platform.createAccount({ plan: 'ENTERPRISE' });
    expect((await platform.http.post(api(PokerApi.votingSystems)).set(auth(enterprise)).send({ name: 'Mine', values: cards('1', '2') })).status).toBe(201);
  });

  it('creates a custom system with points from numeric values, listed after the built-ins', async () => {
    const created = await platform.http
      .post(api(PokerApi.votingSystems))
      .set(auth(pro))
      .send({ name: 'Days', values: [{ value: '?', label: 'Unsure', order: 3 }, { value: '1', label: 'One day', order: 1 }, { value: '2', label: 'Two days', order: 2, points: 2.5 }] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Days',
      builtIn: false,
      accountId: pro.id,
      allowCustomValues: false,
      values: [
        { value: '1', label: 'One day', order: 1, points: 1 },
        { value: '2', label: 'Two days', order: 2, points: 2.5 },
        { value: '?', label: 'Unsure', order: 3, points: null },
      ],
    });
    const list = await platform.http.get(`${api(PokerApi.votingSystems)}?accountId=${pro.id}`).set(auth(pro));
    expect(list.body.data.map((s: VotingSystem) => s.name)).toEqual(['Fibonacci', 'Modified Fibonacci', 'T-shirt sizes', 'Powers of 2', 'Days']);
  });

  it('refuses duplicate values, labels equal ignoring case, and orders that are not 1, 2, 3...', async () => {
    const duplicate = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Dup', values: [{ value: '1', label: 'a', order: 1 }, { value: '1', label: 'b', order: 2 }] });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error).toBe(PokerErrors.VOTING_VALUES_NOT_UNIQUE);
    const labels = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Labels', values: [{ value: '1', label: 'Small', order: 1 }, { value: '2', label: 'SMALL', order: 2 }] });
    expect(labels.body.error).toBe(PokerErrors.VOTING_LABELS_NOT_UNIQUE);
    const gap = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Gap', values: [{ value: '1', label: 'a', order: 1 }, { value: '2', label: 'b', order: 3 }] });
    expect(gap.body.error).toBe(PokerErrors.VOTING_ORDERS_NOT_CONSECUTIVE);
    const zero = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Zero', values: [{ value: '1', label: 'a', order: 0 }, { value: '2', label: 'b', order: 1 }] });
    expect(zero.body.error).toBe(PokerErrors.VOTING_ORDERS_NOT_CONSECUTIVE);
    const one = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'One', values: cards('1') });
    expect(one.status).toBe(400);
  });

  it('keeps names unique per account ignoring case (built-in names included), not across accounts', async () => {
    await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Sizes', values: cards('S', 'M') }).expect(201);
    const taken = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'sIZES', values: cards('S', 'M') });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(PokerErrors.VOTING_SYSTEM_NAME_TAKEN);
    const builtIn = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'fibonacci', values: cards('1', '2') });
    expect(builtIn.body.error).toBe(PokerErrors.VOTING_SYSTEM_NAME_TAKEN);
    const otherAccount = await platform.createAccount({ plan: 'PRO' });
    expect((await platform.http.post(api(PokerApi.votingSystems)).set(auth(otherAccount)).send({ name: 'Sizes', values: cards('S', 'M') })).status).toBe(201);
  });

  it('updates a custom system under the same rules, and never a built-in', async () => {
    const created = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Editable', values: cards('1', '2') });
    const id = created.body.data.id as string;
    const renamed = await platform.http.patch(api(PokerApi.votingSystem(id))).set(auth(pro)).send({ name: 'Edited', values: cards('1', '2', '4'), allowCustomValues: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Edited', allowCustomValues: true });
    expect(renamed.body.data.values.map((v: { value: string }) => v.value)).toEqual(['1', '2', '4']);
    const clash = await platform.http.patch(api(PokerApi.votingSystem(id))).set(auth(pro)).send({ name: 'SIZES' });
    expect(clash.body.error).toBe(PokerErrors.VOTING_SYSTEM_NAME_TAKEN);
    const sameName = await platform.http.patch(api(PokerApi.votingSystem(id))).set(auth(pro)).send({ name: 'edited' });
    expect(sameName.status).toBe(200);
    const bad = await platform.http.patch(api(PokerApi.votingSystem(id))).set(auth(pro)).send({ values: [{ value: 'a', label: 'x', order: 1 }, { value: 'b', label: 'X', order: 2 }] });
    expect(bad.body.error).toBe(PokerErrors.VOTING_LABELS_NOT_UNIQUE);
    const builtIn = await platform.http.patch(api(PokerApi.votingSystem('fibonacci'))).set(auth(pro)).send({ name: 'Mine' });
    expect(builtIn.status).toBe(422);
    expect(builtIn.body.error).toBe(PokerErrors.BUILT_IN_VOTING_SYSTEM);
    const unknown = await platform.http.patch(api(PokerApi.votingSystem('00000000-0000-4000-8000-000000000000'))).set(auth(pro)).send({ name: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(PokerErrors.VOTING_SYSTEM_NOT_FOUND);
  });

  it('carries an edit to the sessions still to be played, not to finished ones', async () => {
    const created = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'Living', values: cards('1', '2') });
    const id = created.body.data.id as string;
    const draft = await platform.http.post(api(PokerApi.sessions)).set(auth(pro)).send({ name: 'Uses it', votingSystemId: id });
    const done = await platform.http.post(api(PokerApi.sessions)).set(auth(pro)).send({ name: 'Done with it', votingSystemId: id });
    await platform.http.patch(api(PokerApi.session(done.body.data.id))).set(auth(pro)).send({ status: 'ACTIVE' }).expect(200);
    await platform.http.patch(api(PokerApi.session(done.body.data.id))).set(auth(pro)).send({ status: 'COMPLETED' }).expect(200);
    await platform.http.patch(api(PokerApi.votingSystem(id))).set(auth(pro)).send({ values: cards('1', '2', '3') }).expect(200);
    const draftState = await platform.http.get(api(PokerApi.session(draft.body.data.id))).set(auth(pro));
    expect(draftState.body.data.session.votingSystem.values).toHaveLength(3);
    const doneState = await platform.http.get(api(PokerApi.session(done.body.data.id))).set(auth(pro));
    expect(doneState.body.data.session.votingSystem.values).toHaveLength(2);
  });

  it("refuses to delete a system used by ACTIVE or DRAFT sessions, and deletes it once they are done", async () => {
    const created = await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro)).send({ name: 'In use', values: cards('1', '2') });
    const id = created.body.data.id as string;
    const session = await platform.http.post(api(PokerApi.sessions)).set(auth(pro)).send({ name: 'Uses it', votingSystemId: id });
    const draft = await platform.http.delete(api(PokerApi.votingSystem(id))).set(auth(pro));
    expect(draft.status).toBe(409);
    expect(draft.body.error).toBe(PokerErrors.VOTING_SYSTEM_IN_USE);
    await platform.http.patch(api(PokerApi.session(session.body.data.id))).set(auth(pro)).send({ status: 'ACTIVE' }).expect(200);
    const active = await platform.http.delete(api(PokerApi.votingSystem(id))).set(auth(pro));
    expect(active.body.error).toBe(PokerErrors.VOTING_SYSTEM_IN_USE);
    await platform.http.patch(api(PokerApi.session(session.body.data.id))).set(auth(pro)).send({ status: 'COMPLETED' }).expect(200);
    expect((await platform.http.delete(api(PokerApi.votingSystem(id))).set(auth(pro))).status).toBe(200);
    // The finished session still reads with the system it was played with.
    const state = await platform.http.get(api(PokerApi.session(session.body.data.id))).set(auth(pro));
    expect(state.body.data.session.votingSystem.name).toBe('In use');
    const builtIn = await platform.http.delete(api(PokerApi.votingSystem('tshirt'))).set(auth(pro));
    expect(builtIn.body.error).toBe(PokerErrors.BUILT_IN_VOTING_SYSTEM);
  });

  it('refuses an account observer (no right to create, change or delete)', async () => {
    const observer = await platform.createUser();
    await platform.addMember(pro, observer, 'OBSERVER');
    const token = await platform.tokenFor(observer, pro.id);
    expect((await platform.http.post(api(PokerApi.votingSystems)).set(auth(pro, token)).send({ name: 'Nope', values: cards('1', '2') })).status).toBe(403);
    expect((await platform.http.get(api(PokerApi.votingSystems)).set(auth(pro, token))).status).toBe(200);
  });
});
