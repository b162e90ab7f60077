import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG, defineApiPlugin } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { EngagementErrors } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

/** A stand-in for the agile module's BACKLOG capability: records what it was given. */
const added: { accountId: string; title: string; description?: string; source?: string }[] = [];
const backlogStub = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(BACKLOG, {
      async addItem(accountId, item) {
        added.push({ accountId, ...item });
        return { id: '00000000-0000-4000-8000-0000000000b1' };
      },
      async setStoryPoints() {},
    });
  },
});

let platform: TestPlatform;
let acme: TestAccount;
let responseId = '';

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin, backlogStub] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  const widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  responseId = (await platform.http.post(api('/feedback/responses')).send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: 4 }], comment: 'The CSV export is missing', metadata: { email: 'pat@customer.example' } })).body.data.id;
});
afterAll(() => platform?.close());

describe('a response to the backlog', () => {
  it('is refused while agile is off for the account', async () => {
    await platform.setFeatures(acme.id, ['customer_engagement']);
    const res = await platform.http.post(api(`/feedback/responses/${responseId}/backlog`)).set(auth(acme)).expect(422);
    expect(res.body.error).toBe(EngagementErrors.BACKLOG_UNAVAILABLE);
  });

  it('becomes one backlog item that names where it came from, and the response is actioned', async () => {
    await platform.setFeatures(acme.id, ['customer_engagement', 'agile_survival']);
    const res = await platform.http.post(api(`/feedback/responses/${responseId}/backlog`)).set(auth(acme)).expect(200);
    expect(res.body.data).toMatchObject({ status: 'ACTIONED', backlogItemId: '00000000-0000-4000-8000-0000000000b1' });
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ accountId: acme.id, title: 'The CSV export is missing', source: `engagement:response:${responseId}` });
    expect(added[0]!.description).toContain('From: pat@customer.example');
    // A second click does not add it twice.
    await platform.http.post(api(`/feedback/responses/${responseId}/backlog`)).set(auth(acme)).expect(200);
    expect(added).toHaveLength(1);
  });
});
