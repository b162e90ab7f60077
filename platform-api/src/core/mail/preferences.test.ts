import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailPreferenceErrors } from '@suite/sdk';
import { startTestPlatform, type TestPlatform, type TestUser } from '../../testing/index.js';

let platform: TestPlatform;
let ada: TestUser;
const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

beforeAll(async () => {
  platform = await startTestPlatform();
  ada = await platform.createUser();
});
afterAll(() => platform?.close());

interface Row {
  id: string;
  category: string;
  headers: Record<string, string> | string;
  text_body: string;
  html_body: string;
}
const outboxRow = async (id: string) => {
  const row = (await platform.db('core.outbox').where('id', id).first()) as Row;
  return { ...row, headers: typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers };
};
const tokenOf = (headers: Record<string, string>) => new URL(headers['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token')!;
const sendReminder = (to: string) => platform.platform.mailer.send({ to, template: 'generic', category: 'reminders', data: { subject: 'Your one-on-one is tomorrow', message: 'Add your topics.' } });

describe('GET and PUT /api/email/preferences', () => {
  it('lists every category on by default, account and security marked essential', async () => {
    const response = await platform.http.get('/api/email/preferences').set(auth(ada)).expect(200);
    expect(response.body.data.email).toBe(ada.email);
    expect(response.body.data.preferences).toEqual([
      { category: 'product_updates', enabled: true, essential: false },
      { category: 'reminders', enabled: true, essential: false },
      { category: 'digests', enabled: true, essential: false },
      { category: 'mentions', enabled: true, essential: false },
      { category: 'account', enabled: true, essential: true },
      { category: 'security', enabled: true, essential: true },
    ]);
  });

  it('turns optional categories off and on, for this user only', async () => {
    const other = await platform.createUser();
    const response = await platform.http.put('/api/email/preferences').set(auth(ada)).send({ preferences: { digests: false, product_updates: false } }).expect(200);
    const enabled = Object.fromEntries(response.body.data.preferences.map((p: { category: string; enabled: boolean }) => [p.category, p.enabled]));
    expect(enabled).toMatchObject({ digests: false, product_updates: false, reminders: true, mentions: true });
    const others = await platform.http.get('/api/email/preferences').set(auth(other)).expect(200);
    expect(others.body.data.preferences.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
    await platform.http.put('/api/email/preferences').set(auth(ada)).send({ preferences: { digests: true, product_updates: true } }).expect(200);
  });

  it("refuses to turn account or security mail off with 'Account and security emails cannot be turned off'", async () => {
    for (const category of ['account', 'security']) {
      const response = await platform.http.put('/api/email/preferences').set(auth(ada)).send({ preferences: { [category]: false } });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(EmailPreferenceErrors.ESSENTIAL_CANNOT_BE_TURNED_OFF);
    }
    const unknown = await platform.http.put('/api/email/preferences').set(auth(ada)).send({ preferences: { gossip: false } });
    expect(unknown.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await platform.http.get('/api/email/preferences')).status).toBe(401);
    expect((await platform.http.put('/api/email/preferences').send({ preferences: { digests: false } })).status).toBe(401);
  });
});

describe('List-Unsubscribe on non-essential mail', () => {
  it('puts the RFC 8058 headers and a footer link on a reminder', async () => {
    const mail = await outboxRow(await sendReminder(ada.email));
    expect(mail.category).toBe('reminders');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/email\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(mail.text_body).toContain('/email/unsubscribe?token=');
    expect(mail.html_body).toContain('/email/unsubscribe?token=');
  });

  it('leaves security and account mail without them', async () => {
    for (const [template, category] of [
      ['two-factor-code', 'security'],
      ['invitation', 'account'],
    ] as const) {
      const mail = await outboxRow(await platform.platform.mailer.send({ to: ada.email, template, category, data: { code: '123456' } }));
      expect(mail.headers).toEqual({});
      expect(mail.text_body).not.toContain('unsubscribe');
    }
    const byDefault = await outboxRow(await platform.platform.mailer.send({ to: ada.email, template: 'verify-email', data: { firstName: 'Ada', link: 'http://x/verify' } }));
    expect(byDefault.category).toBe('account');
    expect(byDefault.headers).toEqual({});
  });

  it('unsubscribes in one click (a mail client posting List-Unsubscribe=One-Click, no session), and sends no more reminders', async () => {
    const bob = await platform.createUser();
    const token = tokenOf((await outboxRow(await sendReminder(bob.email))).headers);
    const shown = await platform.http.get(`/api/email/unsubscribe?token=${token}`).expect(200);
    expect(shown.body.data).toEqual({ email: bob.email, category: 'reminders', enabled: true });
    const posted = await platform.http.post(`/api/email/unsubscribe?token=${token}`).set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click');
    expect(posted.status).toBe(200);
    expect(posted.body.data).toEqual({ email: bob.email, category: 'reminders', enabled: false });
    expect(await sendReminder(bob.email)).toBe('');
    const prefs = await platform.http.get('/api/email/preferences').set(auth(bob)).expect(200);
    expect(prefs.body.data.preferences.find((p: { category: string }) => p.category === 'reminders').enabled).toBe(false);
    // Security mail still goes out.
    expect(await platform.platform.mailer.send({ to: bob.email, template: 'two-factor-code', category: 'security', data: { code: '654321' } })).not.toBe('');
    // The same link undoes it.
    const undone = await platform.http.post(`/api/email/unsubscribe/undo?token=${token}`).expect(200);
    expect(undone.body.data.enabled).toBe(true);
    expect(await sendReminder(bob.email)).not.toBe('');
  });

  it("refuses a forged or broken link with 'This unsubscribe link is invalid'", async () => {
    const token = tokenOf((await outboxRow(await sendReminder(ada.email))).headers);
    const [payload] = token.split('.');
    const forgedPayload = Buffer.from(`${ada.id}:mentions`).toString('base64url');
    for (const bad of [`${forgedPayload}.${token.split('.')[1]}`, `${payload}.AAAA`, 'not-a-token-at-all', `${payload}.${token.split('.')[1]}.x`]) {
      const response = await platform.http.post(`/api/email/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(response.body.error).toBe(EmailPreferenceErrors.INVALID_UNSUBSCRIBE_LINK);
    }
  });
});
