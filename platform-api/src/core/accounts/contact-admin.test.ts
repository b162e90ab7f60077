import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountErrors } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

let platform: TestPlatform;
let account: TestAccount;
let admin: TestUser;
let member: TestUser;
let observer: TestUser;
let suspendedAdmin: TestUser;

async function as(user: TestUser, tenant?: string) {
  const token = await platform.tokenFor(user, tenant ?? null);
  return { Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  account = await platform.createAccount({ name: 'Help Desk Co', plan: 'PRO' });
  admin = await platform.createUser({ email: 'admin.contact@example.test' });
  member = await platform.createUser({ email: 'member.contact@example.test' });
  observer = await platform.createUser({ email: 'observer.contact@example.test' });
  suspendedAdmin = await platform.createUser({ email: 'suspended.contact@example.test' });
  await platform.addMember(account, admin, 'ADMIN');
  await platform.addMember(account, member, 'MEMBER');
  await platform.addMember(account, observer, 'OBSERVER');
  await platform.addMember(account, suspendedAdmin, 'ADMIN');
  await platform.db('core.memberships').where({ account_id: account.id, user_id: suspendedAdmin.id }).update({ status: 'SUSPENDED' });
  await platform.db('core.users').where('id', admin.id).update({ language: 'es' });
  await platform.db('core.users').where('id', member.id).update({ first_name: 'Mia', last_name: 'Member' });
});
afterAll(() => platform?.close());

describe('contact administrator', () => {
  it('stores the request and mails every owner and admin of the account in their language', async () => {
    const response = await platform.http
      .post('/api/accounts/contact-admin')
      .set(await as(member, account.id))
      .send({ subject: 'Need billing access', message: 'Please give me page:billing.', page: '/billing' });
    expect(response.status).toBe(201);
    const id = response.body.data.id as string;
    expect(response.body.data).toEqual({ id });
    const stored = await platform.db('core.admin_contact_requests').where('id', id).first();
    expect(stored).toMatchObject({ account_id: account.id, user_id: member.id, subject: 'Need billing access', message: 'Please give me page:billing.', page: '/billing' });

    const mails = await platform.db('core.outbox').where('template', 'admin-contact').orderBy('to_address');
    expect(mails.map((m: { to_address: string }) => m.to_address)).toEqual([admin.email, account.owner.email].sort());
    const toAdmin = mails.find((m: { to_address: string }) => m.to_address === admin.email);
    expect(toAdmin.language).toBe('es');
    expect(toAdmin.subject).toBe('[Help Desk Co] Need billing access');
    expect(toAdmin.text_body).toContain('Mia Member (member.contact@example.test)');
    expect(toAdmin.text_body).toContain('Please give me page:billing.');
    expect(toAdmin.text_body).toContain('/billing');
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'admin_contact.sent', user_id: member.id }).first()).toBeTruthy();
  });

  it("refuses a missing or blank subject or message with 'Subject and message are required'", async () => {
    for (const body of [{ message: 'hello' }, { subject: 'Hi' }, { subject: '', message: 'hello' }, { subject: '   ', message: 'hello' }, { subject: 'Hi', message: ' \n ' }]) {
      const response = await platform.http.post('/api/accounts/contact-admin').set(await as(observer, account.id)).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toBe(AccountErrors.CONTACT_ADMIN_REQUIRED);
    }
  });

  it('needs an account context and a member of it', async () => {
    expect((await platform.http.post('/api/accounts/contact-admin').set(await as(member)).send({ subject: 'a', message: 'b' })).status).toBe(400);
    const outsider = await platform.createUser();
    expect((await platform.http.post('/api/accounts/contact-admin').set(await as(outsider, account.id)).send({ subject: 'a', message: 'b' })).status).toBe(403);
  });
});
