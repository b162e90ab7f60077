import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors, HttpErrors, SalesContactErrors, SupportErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { CONTACT_REQUESTS_PER_HOUR } from './service.js';

const clock = new TestClock('2026-11-02T10:00:00Z');
let platform: TestPlatform;

const valid = { name: 'Ada Lovelace', email: 'ada@example.test', subject: 'Cannot export', message: 'The export button does nothing at all.' };

async function outboxFor(to: string) {
  return platform.db('core.outbox').whereRaw('lower(to_address) = lower(?)', [to]).orderBy('created_at', 'desc');
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock, config: { supportEmail: 'help@suite.test', salesEmail: 'deals@suite.test' } });
});
afterAll(() => platform?.close());

describe('POST /api/contact/support', () => {
  it('checks name, email, subject and message in the spec order with its texts', async () => {
    const response = await platform.http.post('/api/contact/support').send({ name: 'A', email: 'not-an-email', subject: 'Hi', message: 'short' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Name must have at least 2 letters');
    expect(response.body.details).toEqual([
      { field: 'name', message: 'Name must have at least 2 letters' },
      { field: 'email', message: 'Invalid email' },
      { field: 'subject', message: 'Subject must have at least 5 characters' },
      { field: 'message', message: 'Message must have at least 10 characters' },
    ]);
    const empty = await platform.http.post('/api/contact/support').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.details.map((d: { message: string }) => d.message)).toEqual([SupportErrors.NAME_TOO_SHORT, SupportErrors.INVALID_EMAIL, SupportErrors.SUBJECT_TOO_SHORT, SupportErrors.MESSAGE_TOO_SHORT]);
  });

  it('gives each rule its own text', async () => {
    const cases: [object, string][] = [
      [{ name: '1 2 3' }, SupportErrors.NAME_TOO_SHORT],
      [{ email: 'ada @example.test' }, SupportErrors.INVALID_EMAIL],
      [{ subject: '    Hi   ' }, SupportErrors.SUBJECT_TOO_SHORT],
      [{ message: 'too short' }, SupportErrors.MESSAGE_TOO_SHORT],
      [{ category: 'complaints' }, SupportErrors.INVALID_CATEGORY],
      [{ priority: 'asap' }, SupportErrors.INVALID_PRIORITY],
    ];
    for (const [change, message] of cases) {
      const response = await platform.http.post('/api/contact/support').send({ ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.error).toBe(message);
    }
    expect((await platform.http.post('/api/contact/support').send({ ...valid, name: 42 })).status).toBe(400);
    const [{ count }] = await platform.db('core.support_tickets').count<{ count: string | number }[]>('* as count');
    expect(Number(count)).toBe(0);
  });

  it('stores a ticket signed out (category general, priority medium by default), mails support and acknowledges with the ticket and the 24-hour promise', async () => {
    const response = await platform.http.post('/api/contact/support').set('Accept-Language', 'fr-FR,fr;q=0.9').send(valid);
    expect(response.status).toBe(201);
    const { ticketId, reference, replyWithinHours } = response.body.data;
    expect(ticketId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reference).toBe(ticketId.slice(0, 8));
    expect(replyWithinHours).toBe(24);
    const ticket = await platform.db('core.support_tickets').where('id', ticketId).first();
    expect(ticket).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.test', subject: 'Cannot export', category: 'general', priority: 'medium', status: 'open', account_id: null, user_id: null, language: 'fr' });
    expect(new Date(ticket.created_at).toISOString()).toBe(clock.now().toISOString());

    const [toSupport] = await outboxFor('help@suite.test');
    expect(toSupport).toMatchObject({ template: 'support-request', subject: `[Support ${reference}] Cannot export` });
    expect(toSupport.text_body).toContain('The export button does nothing at all.');
    expect(toSupport.text_body).toContain(`/admin/support-tickets?ticket=${ticketId}`);
    const [ack] = await outboxFor('ada@example.test');
    expect(ack).toMatchObject({ template: 'support-acknowledgement', language: 'fr' });
    expect(ack.subject).toContain(reference);
    expect(ack.text_body).toContain('24 heures');
  });

  it('remembers a signed-in sender and the account they act in', async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const response = await platform.http
      .post('/api/contact/support')
      .set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id })
      .send({ ...valid, category: 'billing', priority: 'high' });
    expect(response.status).toBe(201);
    const ticket = await platform.db('core.support_tickets').where('id', response.body.data.ticketId).first();
    expect(ticket).toMatchObject({ account_id: account.id, user_id: account.owner.id, category: 'billing', priority: 'high' });
    const [ack] = await outboxFor('ada@example.test');
    expect(ack.language).toBe('en');
  });

  it(`answers 429 after ${CONTACT_REQUESTS_PER_HOUR} requests from one address within an hour, and accepts again an hour later`, async () => {
    clock.advance(2 * 60 * 60 * 1000);
    for (let i = 0; i < CONTACT_REQUESTS_PER_HOUR; i += 1) await platform.http.post('/api/contact/support').send(valid).expect(201);
    const refused = await platform.http.post('/api/contact/support').send(valid);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(HttpErrors.TOO_MANY_REQUESTS);
    clock.advance(60 * 60 * 1000 + 1);
    await platform.http.post('/api/contact/support').send(valid).expect(201);
  });
});

describe('POST /api/contact/sales', () => {
  const lead = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', company: 'Navy', phone: '+1 555 0100', teamSize: '51-200', message: 'We want Enterprise for 120 people.' };

  it('needs first name, last name and email, in that order', async () => {
    const response = await platform.http.post('/api/contact/sales').send({ company: 'Navy' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(SalesContactErrors.FIRST_NAME_REQUIRED);
    expect(response.body.details.map((d: { message: string }) => d.message)).toEqual([SalesContactErrors.FIRST_NAME_REQUIRED, SalesContactErrors.LAST_NAME_REQUIRED, AuthErrors.INVALID_EMAIL]);
    const size = await platform.http.post('/api/contact/sales').send({ ...lead, teamSize: '7' });
    expect(size.status).toBe(400);
    expect(size.body.error).toBe(SalesContactErrors.INVALID_TEAM_SIZE);
  });

  it('stores the request, mails the sales inbox with the sales-contact template and acknowledges it', async () => {
    const response = await platform.http.post('/api/contact/sales').send(lead);
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), replyWithinHours: 24 });
    expect(await platform.db('core.sales_contacts').where('id', response.body.data.id).first()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', team_size: '51-200', company: 'Navy' });
    const [toSales] = await outboxFor('deals@suite.test');
    expect(toSales).toMatchObject({ template: 'sales-contact', subject: 'Sales inquiry from Grace Hopper (Navy)' });
    expect(toSales.text_body).toContain('team size 51-200');
    const [ack] = await outboxFor('grace@navy.example');
    expect(ack.template).toBe('sales-acknowledgement');
    expect(ack.text_body).toContain('within 24 hours');
  });

  it('accepts the required fields alone', async () => {
    const response = await platform.http.post('/api/contact/sales').send({ firstName: 'Lin', lastName: 'Ma', email: 'lin@example.test' });
    expect(response.status).toBe(201);
  });
});
