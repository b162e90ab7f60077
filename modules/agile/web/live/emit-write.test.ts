import { describe, expect, it } from 'vitest';
import { ConnectionTexts } from '@suite/sdk';
import type { ConnectionStatus, RealtimeClient } from '@suite/sdk/web';
import { emitWrite } from './useLiveRoom.js';

/** A socket client whose first send is cut off by a dropped connection, then reconnects. */
function droppingClient(failures: Error[]) {
  const sent: { event: string; data: Record<string, unknown> }[] = [];
  const listeners = new Set<(status: ConnectionStatus) => void>();
  let status: ConnectionStatus = { state: 'connected', message: null } as ConnectionStatus;
  const client = {
    get status() {
      return status;
    },
    emit: (event: string, data: Record<string, unknown>) => {
      sent.push({ event, data });
      const failure = failures.shift();
      if (failure) {
        status = { state: 'reconnecting', message: ConnectionTexts.LOST } as ConnectionStatus;
        setTimeout(() => {
          status = { state: 'connected', message: null } as ConnectionStatus;
          for (const listener of listeners) listener(status);
        }, 20);
        return Promise.reject(failure);
      }
      return Promise.resolve({ ok: true, clientId: data.clientId });
    },
    onStatus: (listener: (status: ConnectionStatus) => void) => {
      listeners.add(listener);
      listener(status);
      return () => listeners.delete(listener);
    },
  } as unknown as RealtimeClient;
  return { client, sent };
}

describe('emitWrite', () => {
  it('sends a write with a client id and, after a dropped connection, the same write with the same id once connected again', async () => {
    const { client, sent } = droppingClient([new Error(ConnectionTexts.LOST)]);
    const answer = await emitWrite(client, 'vote:cast', { sessionId: 's', storyId: 't', value: '5' });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.data.clientId).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/));
    expect(sent[1]).toEqual(sent[0]);
    expect(answer).toEqual({ ok: true, clientId: sent[0]!.data.clientId });
  });

  it('gives each write its own id and does not resend a refused write', async () => {
    const { client, sent } = droppingClient([new Error('Voting is closed')]);
    await expect(emitWrite(client, 'vote:cast', { value: '5' })).rejects.toThrow('Voting is closed');
    await emitWrite(client, 'vote:cast', { value: '8' });
    expect(sent).toHaveLength(2);
    expect(sent[0]!.data.clientId).not.toBe(sent[1]!.data.clientId);
  });

  it('gives up when the connection does not come back in time', async () => {
    const { client, sent } = droppingClient([new Error(ConnectionTexts.LOST)]);
    (client as unknown as { onStatus: (l: (s: ConnectionStatus) => void) => () => void }).onStatus = (listener) => {
      listener({ state: 'reconnecting', message: ConnectionTexts.LOST } as ConnectionStatus);
      return () => undefined;
    };
    await expect(emitWrite(client, 'card:add', { content: 'x' }, 50)).rejects.toThrow(ConnectionTexts.LOST);
    expect(sent).toHaveLength(1);
  });
});
