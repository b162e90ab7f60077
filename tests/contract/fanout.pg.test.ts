import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { notesPlugin } from '../example-plugin/index.js';

/**
 * Two platform instances on one PostgreSQL meet through the LISTEN/NOTIFY fan-out: a socket on
 * either instance sees what is broadcast on the other. PGlite serves a single instance only, so
 * this suite (*.pg.test.ts) runs in the PostgreSQL project only (CI sets DATABASE_URL).
 */
describe('PostgreSQL fan-out across two instances', () => {
  let first: TestPlatform;
  let second: TestPlatform;
  let account: TestAccount;

  beforeAll(async () => {
    first = await startTestPlatform({ plugins: [notesPlugin], fanout: 'postgres' });
    second = await startTestPlatform({ plugins: [notesPlugin], fanout: 'postgres', sameDatabaseAs: first });
    account = await first.createAccount();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a broadcast made on one instance to sockets on both', async () => {
    const onFirst = await connectSocket(first.wsUrl, account.owner.token, account.id);
    const onSecond = await connectSocket(second.wsUrl, account.owner.token, account.id);
    try {
      await onFirst.request('notes:watch');
      await onSecond.request('notes:watch');
      await onFirst.request('notes:add', { title: 'from the first instance' });
      expect((await onSecond.next<{ title: string }>('notes:added')).data.title).toBe('from the first instance');
      expect((await onFirst.next<{ title: string }>('notes:added')).data.title).toBe('from the first instance');
      // Larger than a NOTIFY payload (8000 bytes): it must still arrive whole.
      await onSecond.request('notes:add', { title: 'a long note', body: 'x'.repeat(9000) });
      expect((await onFirst.next<{ body: string }>('notes:added')).data.body).toHaveLength(9000);
    } finally {
      await Promise.all([onFirst.close(), onSecond.close()]);
    }
  });

  it('carries feature changes to the other instance', async () => {
    const socket = await connectSocket(second.wsUrl, account.owner.token, account.id);
    try {
      await socket.next('system:ready');
      await first.platform.hub.notifyFeaturesChanged(account.id);
      expect((await socket.next<{ accountId: string }>('features:changed')).data.accountId).toBe(account.id);
    } finally {
      await socket.close();
    }
  });
});
