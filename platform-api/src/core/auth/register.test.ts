import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { enabledFeatureList } from '../features/decision.js';
import { sha256Hex } from './secrets.js';
import { bearer, lastMail, linkToken, mailCount, registration, uniqueEmail } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

const register = (body: Record<string, unknown>) => platform.http.post('/api/auth/register').send(body);

describe('POST /api/auth/register: validation in the spec order', () => {
  const steps: [string, Record<string, unknown>, string][] = [
    ['persona', { persona: '' }, AuthErrors.PERSONA_REQUIRED],
    ['confirmPassword', { confirmPassword: 'something else' }, AuthErrors.PASSWORDS_DO_NOT_MATCH],
    ['email', { email: 'not an@email' }, AuthErrors.INVALID_EMAIL],
    ['password', { password: 'short', confirmPassword: 'short' }, AuthErrors.PASSWORD_TOO_SHORT],
    ['firstName', { firstName: '   ' }, AuthErrors.FIRST_NAME_LENGTH],
    ['lastName', { lastName: 'x'.repeat(51) }, AuthErrors.LAST_NAME_LENGTH],
    ['phone', { phone: ' ' }, AuthErrors.PHONE_REQUIRED],
    ['acceptTerms', { acceptTerms: false }, AuthErrors.TERMS_REQUIRED],
  ];

  it.each(steps)('refuses a bad %s with its own text', async (field, change, message) => {
    const response = await register({ ...registration(), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: message });
    expect(response.body.details).toEqual([{ field, message }]);
  });

  it('answers the first problem and lists every problem in the spec order', async () => {
    const response = await register({
      email: 'bad',
      password: 'short',
      confirmPassword: 'other',
      firstName: '',
      lastName: '',
      phone: '',
      persona: '',
      acceptTerms: false,
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.PERSONA_REQUIRED);
    expect(response.body.details.map((d: { message: string }) => d.message)).toEqual(steps.map(([, , message]) => message));
  });

  it('gives the spec texts for missing fields too, never a schema message', async () => {
    const response = await register({ persona: 'INVESTOR', email: uniqueEmail(), password: 'long enough pw', confirmPassword: 'long enough pw', firstName: 'A', lastName: 'B' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.PHONE_REQUIRED);
  });
});

describe('POST /api/auth/register: a new user', () => {
  it('creates an unverified user who owns a personal FREE team account, mails the link and signs in', async () => {
    const body = registration({ email: `  New.Person.${Date.now()}@Example.test `, firstName: ' Grace ', lastName: 'Hopper' });
    const response = await register(body);
    expect(response.status).toBe(200);
    const data = response.body.data;
    const email = body.email.trim().toLowerCase();
    expect(data.requiresEmailVerification).toBe(true);
    expect(data.user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', emailVerified: false, primaryPersona: 'FOUNDER', phone: '+1 555 0100', twoFactorMethod: null });
    expect(data.tokens.expiresAt).toBe(clock.now().getTime() + 60 * 60 * 1000);
    expect(data.tokens.refreshToken).toMatch(/^[\w-]{43}$/);

    const account = await platform.db('core.accounts').where('id', data.accountId).first();
    expect(account).toMatchObject({ name: 'Grace Hopper', slug: 'grace-hopper', type: 'TEAM', plan: 'FREE', owner_id: data.user.id });
    const membership = await platform.db('core.memberships').where({ account_id: data.accountId, user_id: data.user.id }).first();
    expect(membership.role).toBe('OWNER');

    const user = await platform.db('core.users').where('id', data.user.id).first();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=1,t=\d+\$/);
    const [, memory, time] = /m=(\d+),p=1,t=(\d+)/.exec(user.password_hash)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(time)).toBeGreaterThanOrEqual(2);

    const mail = await lastMail(platform, email, 'verify-email');
    expect(String(mail.data.link)).toMatch(new RegExp(`^${platform.config.appUrl}/verify-email\\?token=`));

    const session = await platform.http.get('/api/auth/session').set(bearer(data.tokens.accessToken));
    expect(session.status).toBe(200);
    expect(session.body.data.account).toMatchObject({ id: data.accountId, role: 'OWNER', plan: 'FREE', name: 'Grace Hopper' });
    expect(session.body.data.account.enabledFeatures).toEqual(enabledFeatureList({ plan: 'FREE', enabledFeatures: null }));
    expect(session.body.data.account.enabledFeatures.length).toBeGreaterThan(0);
    expect(session.body.data.memberships).toHaveLength(1);
  });

  it('names the new account after the company or team given at registration', async () => {
    const response = await register(registration({ firstName: 'Grace', lastName: 'Hopper', accountName: '  Acme Robotics ' }));
    expect(response.status).toBe(200);
    const account = await platform.db('core.accounts').where('id', response.body.data.accountId).first();
    expect(account).toMatchObject({ name: 'Acme Robotics', slug: expect.stringMatching(/^acme-robotics/) });
    const session = await platform.http.get('/api/auth/session').set(bearer(response.body.data.tokens.accessToken));
    expect(session.body.data.account.name).toBe('Acme Robotics');
  });

  it("does not tell a stranger that an e-mail is registered: the 'check your e-mail' outcome, no session, and the owner is mailed (once an hour)", async () => {
    const body = registration();
    const first = await register(body);
    expect(first.status).toBe(200);
    const owner = first.body.data.user;
    const again = await register({ ...body, email: body.email.toUpperCase(), firstName: 'Mallory', password: 'another password', confirmPassword: 'another password' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, data: { requiresEmailVerification: true, message: AuthErrors.REGISTRATION_CHECK_EMAIL } });
    expect(JSON.stringify(again.body)).not.toContain(AuthErrors.EMAIL_ALREADY_REGISTERED);
    // Nothing changed for the owner: same name, same password, one user.
    const users = await platform.db('core.users').whereRaw('lower(email) = ?', [body.email.toLowerCase()]);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: owner.id, first_name: 'Ada' });
    expect((await platform.http.post('/api/auth/login').send({ email: body.email, password: body.password })).status).toBe(200);
    // The owner hears of it by mail: sign in, or reset the password.
    const mail = await lastMail(platform, body.email.toLowerCase(), 'auth.registration-attempt');
    expect(mail.subject).toBe('Someone tried to create an account with your address');
    expect(mail.text_body).toContain('/login');
    expect(mail.text_body).toContain('/forgot-password');
    expect(mail.text_body).not.toContain('Mallory');
    // Repeated attempts mail the owner once an hour, not once per attempt.
    expect((await register(body)).body.data).toEqual({ requiresEmailVerification: true, message: AuthErrors.REGISTRATION_CHECK_EMAIL });
    expect(await mailCount(platform, body.email.toLowerCase(), 'auth.registration-attempt')).toBe(1);
    await platform.db('core.outbox').where({ to_address: body.email.toLowerCase(), template: 'auth.registration-attempt' }).update({ created_at: platform.db.raw("now() - interval '61 minutes'") });
    await register(body);
    expect(await mailCount(platform, body.email.toLowerCase(), 'auth.registration-attempt')).toBe(2);
  });

  it('still checks the form first: a bad registration of a known e-mail gets the same field texts as any other', async () => {
    const body = registration();
    expect((await register(body)).status).toBe(200);
    const response = await register({ ...body, acceptTerms: false });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.TERMS_REQUIRED);
  });

  it('gives each personal account a unique slug', async () => {
    const first = await register(registration({ firstName: 'Émile', lastName: 'Zola' }));
    const second = await register(registration({ firstName: 'Emile', lastName: 'Zola' }));
    const slugs = await platform.db('core.accounts').whereIn('id', [first.body.data.accountId, second.body.data.accountId]).orderBy('created_at').pluck('slug');
    expect(new Set(slugs)).toEqual(new Set(['emile-zola', 'emile-zola-2']));
  });

  it('lets someone registering from their invitation join the inviting account with only a name and password: verified by the invitation, no account of their own', async () => {
    const account = await platform.createAccount();
    const email = uniqueEmail('invited');
    const token = 'invitation-token-for-the-test';
    const invitation = await platform.db('core.invitations')
      .insert({ account_id: account.id, email, role: 'MEMBER', token_hash: sha256Hex(token), status: 'pending', expires_at: new Date(clock.now().getTime() + 86_400_000) })
      .returning('id');
    const response = await register({ firstName: 'Tess', lastName: 'Mate', password: 'long enough pw', confirmPassword: 'long enough pw', acceptTerms: true, persona: '', phone: '', email: '', invitationToken: token });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.accountId).toBe(account.id);
    expect(data.requiresEmailVerification).toBe(false);
    expect(data.user).toMatchObject({ email, emailVerified: true, primaryPersona: 'TEAM_MEMBER' });
    const memberships = await platform.db('core.memberships').where('user_id', data.user.id);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ account_id: account.id, role: 'MEMBER', status: 'ACTIVE' });
    expect((await platform.db('core.invitations').where('id', invitation[0].id).first()).status).toBe('accepted');
    expect(await mailCount(platform, email, 'verify-email')).toBe(0);

    const session = await platform.http.get('/api/auth/session').set(bearer(data.tokens.accessToken));
    expect(session.body.data.account).toMatchObject({ id: account.id, role: 'MEMBER' });
    expect(session.body.data.memberships).toHaveLength(1);
  });

  it('asks an invited registration for its name, password and terms, in the spec texts', async () => {
    const account = await platform.createAccount();
    const token = 'invitation-token-validation';
    await platform.db('core.invitations').insert({ account_id: account.id, email: uniqueEmail('invited'), role: 'MEMBER', token_hash: sha256Hex(token), status: 'pending', expires_at: new Date(clock.now().getTime() + 86_400_000) });
    const response = await register({ firstName: ' ', lastName: 'Mate', password: 'long enough pw', confirmPassword: 'long enough pw', acceptTerms: false, persona: '', phone: '', email: '', invitationToken: token });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual([
      { field: 'firstName', message: AuthErrors.FIRST_NAME_LENGTH },
      { field: 'acceptTerms', message: AuthErrors.TERMS_REQUIRED },
    ]);
  });

  it('registers an expired invitation\'s invitee the ordinary way (all fields, own account)', async () => {
    const account = await platform.createAccount();
    const email = uniqueEmail('late');
    const token = 'invitation-token-expired';
    await platform.db('core.invitations').insert({ account_id: account.id, email, role: 'MEMBER', token_hash: sha256Hex(token), status: 'pending', expires_at: new Date(clock.now().getTime() - 1000) });
    const bare = await register({ firstName: 'Late', lastName: 'Comer', password: 'long enough pw', confirmPassword: 'long enough pw', acceptTerms: true, persona: '', phone: '', email: '', invitationToken: token });
    expect(bare.status).toBe(400);
    expect(bare.body.error).toBe(AuthErrors.PERSONA_REQUIRED);
    const full = await register(registration({ email, invitationToken: token }));
    expect(full.status).toBe(200);
    expect(full.body.data.accountId).not.toBe(account.id);
  });

  it('still creates the personal account when the invitation is for another email', async () => {
    const account = await platform.createAccount();
    const token = 'invitation-token-other-email';
    await platform.db('core.invitations').insert({ account_id: account.id, email: uniqueEmail('someone-else'), role: 'MEMBER', token_hash: sha256Hex(token), status: 'pending', expires_at: new Date(clock.now().getTime() + 86_400_000) });
    const response = await register(registration({ invitationToken: token }));
    expect(response.body.data.accountId).toEqual(expect.any(String));
  });
});

describe('email verification', () => {
  it('verifies once with the mailed link; the link is single use', async () => {
    const body = registration();
    const { data } = (await register(body)).body;
    const token = linkToken(await lastMail(platform, body.email, 'verify-email'));

    const first = await platform.http.get(`/api/auth/verify-email/${token}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ verified: true, email: body.email });
    const profile = await platform.http.get('/api/auth/profile').set(bearer(data.tokens.accessToken));
    expect(profile.body.data.emailVerified).toBe(true);

    const again = await platform.http.get(`/api/auth/verify-email/${token}`);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
  });

  it('refuses an unknown link and a link older than 24 hours', async () => {
    expect((await platform.http.get('/api/auth/verify-email/not-a-real-token')).body.error).toBe(AuthErrors.VERIFICATION_FAILED);
    const body = registration();
    await register(body);
    const token = linkToken(await lastMail(platform, body.email, 'verify-email'));
    clock.advance(24 * 60 * 60_000 + 1000);
    const response = await platform.http.get(`/api/auth/verify-email/${token}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
  });

  it('resends a link to the signed-in unverified user; only the newest link works', async () => {
    const body = registration();
    const { data } = (await register(body)).body;
    const oldToken = linkToken(await lastMail(platform, body.email, 'verify-email'));
    const response = await platform.http.post('/api/auth/resend-verification').set(bearer(data.tokens.accessToken));
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe(AuthErrors.RESEND_VERIFICATION_SENT);
    expect(await mailCount(platform, body.email, 'verify-email')).toBe(2);
    expect((await platform.http.get(`/api/auth/verify-email/${oldToken}`)).status).toBe(400);
    const newToken = linkToken(await lastMail(platform, body.email, 'verify-email'));
    expect((await platform.http.get(`/api/auth/verify-email/${newToken}`)).status).toBe(200);
  });

  it('answers the public resend the same way whether or not the email exists', async () => {
    const body = registration();
    await register(body);
    const known = await platform.http.post('/api/auth/resend-verification/public').send({ email: body.email });
    const unknown = await platform.http.post('/api/auth/resend-verification/public').send({ email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe(AuthErrors.RESEND_VERIFICATION_SENT);
    expect(await mailCount(platform, body.email, 'verify-email')).toBe(2);
  });

  it('asks for the email on the public resend', async () => {
    const response = await platform.http.post('/api/auth/resend-verification/public').send({ email: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.RESEND_NEEDS_EMAIL);
  });
});
