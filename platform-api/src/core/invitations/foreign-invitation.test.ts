import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';
import { bearer } from '../auth/testing.js';

/** Another account's invitation, reached by its id, is not found: the answer never names that account. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe("another account's invitation", () => {
  it('answers 404 on read, revoke and resend, without naming its account', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE' });
    const created = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(bearer(account.owner.token, account.id)).send({ email: 'guest.foreign@example.test', role: 'MEMBER' });
    expect(created.status).toBe(201);
    const id = (created.body.data.invitation?.id ?? created.body.data.id) as string;
    const stranger = await platform.createAccount({ plan: 'ENTERPRISE' });
    const answers = [
      await platform.http.get(`/api/invitations/${id}`).set(bearer(stranger.owner.token, stranger.id)),
      await platform.http.patch(`/api/invitations/${id}/revoke`).set(bearer(stranger.owner.token, stranger.id)),
      await platform.http.post(`/api/accounts/invitations/${id}/resend`).set(bearer(stranger.owner.token, stranger.id)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
      expect(JSON.stringify(answer.body)).not.toContain(account.id);
    }
    expect((await platform.db('core.invitations').where('id', id).first('status')).status).toBe('pending');
  });
});
