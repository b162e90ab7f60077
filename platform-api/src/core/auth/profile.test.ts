import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors, DELETE_PROFILE_CONFIRMATION, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { bearer, login, signIn, userWithPassword } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signedInUser() {
  const user = await userWithPassword(platform);
  const { tokens } = await signIn(platform, user.email);
  return { user, token: tokens.accessToken };
}

describe('GET and PATCH /api/auth/profile', () => {
  it('answers the profile of the signed-in user', async () => {
    const { user, token } = await signedInUser();
    const response = await platform.http.get('/api/auth/profile').set(bearer(token));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: user.id, email: user.email, language: 'en', emailVerified: true, avatarUrl: null, twoFactorMethod: null });
  });

  it.each([
    [{ firstName: '   ' }, AuthErrors.FIRST_NAME_LENGTH],
    [{ firstName: 'y'.repeat(51) }, AuthErrors.FIRST_NAME_LENGTH],
    [{ lastName: '' }, AuthErrors.LAST_NAME_LENGTH],
  ])('refuses %j with the spec text', async (body, message) => {
    const { token } = await signedInUser();
    const response = await platform.http.patch('/api/auth/profile').set(bearer(token)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  it('refuses a language other than en, fr or es', async () => {
    const { token } = await signedInUser();
    const response = await platform.http.patch('/api/auth/profile').set(bearer(token)).send({ language: 'de' });
    expect(response.status).toBe(400);
  });

  it('saves trimmed names, the language and the phone', async () => {
    const { token } = await signedInUser();
    const response = await platform.http.patch('/api/auth/profile').set(bearer(token)).send({ firstName: '  Marie ', lastName: 'Curie', language: 'fr', phone: ' +33 1 23 ' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ firstName: 'Marie', lastName: 'Curie', language: 'fr', phone: '+33 1 23' });
    expect((await platform.http.get('/api/auth/profile').set(bearer(token))).body.data.language).toBe('fr');
  });
});

describe('avatars', () => {
  it('stores a PNG and serves it publicly with its type and long caching', async () => {
    const { user, token } = await signedInUser();
    const upload = await platform.http.post('/api/auth/avatar').set(bearer(token)).attach('avatar', PNG, { filename: 'me.png', contentType: 'image/png' });
    expect(upload.status).toBe(200);
    expect(upload.body.data.avatarUrl).toBe(`/api/users/${user.id}/avatar?v=${clock.now().getTime()}`);
    expect((await platform.http.get('/api/auth/profile').set(bearer(token))).body.data.avatarUrl).toBe(upload.body.data.avatarUrl);

    const image = await platform.http.get(upload.body.data.avatarUrl).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);

    const removed = await platform.http.delete('/api/auth/avatar').set(bearer(token));
    expect(removed.body.data).toEqual({ avatarUrl: null });
    expect((await platform.http.get(`/api/users/${user.id}/avatar`)).status).toBe(404);
  });

  it('refuses files that are not PNG, JPEG, WebP or GIF, whatever they claim to be', async () => {
    const { token } = await signedInUser();
    const text = await platform.http.post('/api/auth/avatar').set(bearer(token)).attach('avatar', Buffer.from('hello'), { filename: 'a.txt', contentType: 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.body.error).toBe(AuthErrors.AVATAR_TYPE);
    const disguised = await platform.http.post('/api/auth/avatar').set(bearer(token)).attach('avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'a.png', contentType: 'image/png' });
    expect(disguised.status).toBe(400);
    expect(disguised.body.error).toBe(AuthErrors.AVATAR_TYPE);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const { token } = await signedInUser();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await platform.http.post('/api/auth/avatar').set(bearer(token)).attach('avatar', big, { filename: 'big.png', contentType: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe(AuthErrors.AVATAR_TOO_LARGE);
  });

  it('asks for a file when none is sent, and needs a signed-in user', async () => {
    const { token } = await signedInUser();
    const empty = await platform.http.post('/api/auth/avatar').set(bearer(token)).field('other', 'x');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(AuthErrors.AVATAR_MISSING);
    expect((await platform.http.post('/api/auth/avatar').attach('avatar', PNG, 'a.png')).status).toBe(401);
  });
});

describe('DELETE /api/auth/profile', () => {
  it('needs the confirmation word typed exactly', async () => {
    const { token } = await signedInUser();
    for (const confirmation of ['delete', 'DELETE ', '']) {
      const response = await platform.http.delete('/api/auth/profile').set(bearer(token)).send({ confirmation });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(AuthErrors.deleteConfirmationMismatch(DELETE_PROFILE_CONFIRMATION));
    }
  });

  it('refuses while the user owns an account with other members', async () => {
    const { user, token } = await signedInUser();
    const account = await platform.createAccount({ owner: user, name: 'Shared Co' });
    await platform.addMember(account, await platform.createUser(), 'MEMBER');
    const response = await platform.http.delete('/api/auth/profile').set(bearer(token)).send({ confirmation: DELETE_PROFILE_CONFIRMATION });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(AuthErrors.ownerOfSharedAccount('Shared Co'));
  });

  it('deletes the user and their solo accounts, leaves shared accounts and ends the sessions', async () => {
    const { user, token } = await signedInUser();
    const solo = await platform.createAccount({ owner: user });
    const shared = await platform.createAccount();
    await platform.addMember(shared, user, 'MEMBER');
    const response = await platform.http.delete('/api/auth/profile').set(bearer(token)).send({ confirmation: DELETE_PROFILE_CONFIRMATION });
    expect(response.status).toBe(200);
    expect(await platform.db('core.users').where('id', user.id).first()).toBeUndefined();
    expect(await platform.db('core.accounts').where('id', solo.id).first()).toBeUndefined();
    expect(await platform.db('core.accounts').where('id', shared.id).first()).toBeDefined();
    expect((await platform.http.get('/api/auth/profile').set(bearer(token))).status).toBe(401);
    expect((await login(platform, user.email)).status).toBe(401);
  });
});

describe('POST /api/auth/demo-login', () => {
  it('signs in a seeded demo account and answers its token', async () => {
    const demo = DEMO_ACCOUNTS[0]!;
    const user = await userWithPassword(platform, { email: demo.email, password: DEMO_PASSWORD });
    const account = await platform.createAccount({ owner: user });
    const response = await platform.http.post('/api/auth/demo-login').send({ email: demo.email, password: DEMO_PASSWORD, userType: 'facilitator' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ token: expect.any(String), user: { email: demo.email }, accountId: account.id });
    expect(response.body.data.token).toBe(response.body.data.tokens.accessToken);
  });

  it('refuses any other account, and a wrong password', async () => {
    const other = await userWithPassword(platform);
    const refused = await platform.http.post('/api/auth/demo-login').send({ email: other.email, password: other.password, userType: 'kanban' });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(AuthErrors.DEMO_LOGIN_UNAVAILABLE);
    const wrong = await platform.http.post('/api/auth/demo-login').send({ email: DEMO_ACCOUNTS[1]!.email, password: 'nope nope', userType: 'kanban' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(AuthErrors.INVALID_CREDENTIALS);
  });
});
