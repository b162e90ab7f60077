import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessErrors, ConnectionTexts } from '../domain/errors.js';
import { RealtimeClient, type ConnectionStatus } from './client.js';
import { RECONNECT_POLICY, SocketCloseCodes } from './events.js';

const ABNORMAL_CLOSURE = 1006;

/** A socket the test drives: it opens, closes and speaks only when told to. */
class FakeSocket {
  readyState = 0;
  sent: { type: string; data?: unknown; ack?: string }[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  close(code = 1000, reason = '') {
    this.closedWith = code;
    this.serverClose(code, reason);
  }

  // What the network and the server do:
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose(code = ABNORMAL_CLOSURE, reason = '') {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code, reason });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  ack(ack: string | undefined, reply: { ok: boolean; data?: unknown; error?: string }) {
    this.receive({ type: 'ack', ack, ...reply });
  }
  query(name: string) {
    return new URL(this.url).searchParams.get(name);
  }
}

function setup(options: { token?: () => string | null; tenant?: () => string | null } = {}) {
  const sockets: FakeSocket[] = [];
  const openedAt: number[] = [];
  const statuses: ConnectionStatus[] = [];
  const client = new RealtimeClient({
    url: 'ws://suite.test/ws',
    getToken: options.token ?? (() => 'token-1'),
    getTenant: options.tenant ?? (() => 'account-1'),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      openedAt.push(Date.now());
      return socket;
    },
  });
  client.onStatus((status) => statuses.push(status));
  const latest = () => sockets[sockets.length - 1]!;
  return { client, sockets, openedAt, statuses, latest };
}

/** Let every pending reconnect attempt run and fail without ever opening. */
async function failEveryAttempt(env: ReturnType<typeof setup>, attempts: number) {
  for (let i = 0; i < attempts; i += 1) {
    const before = env.sockets.length;
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
    expect(env.sockets.length).toBe(before + 1);
    env.latest().serverClose(ABNORMAL_CLOSURE);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connection states', () => {
  it('goes from idle to connecting to connected', () => {
    const { client, statuses, latest } = setup();
    client.connect();
    expect(client.status).toEqual({ state: 'connecting', message: null, attempt: 0 });
    latest().open();
    expect(client.status).toEqual({ state: 'connected', message: null, attempt: 0 });
    expect(statuses.map((status) => status.state)).toEqual(['idle', 'connecting', 'connected']);
  });

  it('authenticates with the token and tenant as query parameters', () => {
    const { client, latest } = setup();
    client.connect();
    expect(latest().url.startsWith('ws://suite.test/ws?')).toBe(true);
    expect(latest().query('token')).toBe('token-1');
    expect(latest().query('tenant')).toBe('account-1');
  });

  it('leaves out a missing token or tenant', () => {
    const { client, latest } = setup({ token: () => null, tenant: () => null });
    client.connect();
    expect(latest().query('token')).toBeNull();
    expect(latest().query('tenant')).toBeNull();
  });

  it('reads the token and tenant afresh on every reconnect', async () => {
    let token = 'token-1';
    let tenant = 'account-1';
    const env = setup({ token: () => token, tenant: () => tenant });
    env.client.connect();
    env.latest().open();
    token = 'token-2';
    tenant = 'account-2';
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
    expect(env.sockets).toHaveLength(2);
    expect(env.latest().query('token')).toBe('token-2');
    expect(env.latest().query('tenant')).toBe('account-2');
  });

  it('closes quietly on disconnect and does not reconnect', async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    latest().open();
    client.disconnect();
    expect(latest().closedWith).toBe(1000);
    expect(client.status).toEqual({ state: 'idle', message: null, attempt: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('reconnecting', () => {
  it("shows 'Connection lost. Attempting to reconnect...' when a live connection drops", () => {
    const { client, latest } = setup();
    client.connect();
    latest().open();
    latest().serverClose(ABNORMAL_CLOSURE);
    expect(client.status.state).toBe('reconnecting');
    expect(client.status.message).toBe(ConnectionTexts.LOST);
  });

  it("shows 'Reconnecting... (attempt n)' for each attempt", async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    env.latest().serverClose(ABNORMAL_CLOSURE);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
      expect(env.sockets).toHaveLength(attempt + 1);
      expect(env.client.status).toMatchObject({ state: 'reconnecting', message: ConnectionTexts.reconnecting(attempt), attempt });
      env.latest().serverClose(ABNORMAL_CLOSURE);
    }
  });

  it('waits between 1 and 5 s before each of the 5 attempts', async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    const lostAt = Date.now();
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.minDelayMs - 1);
    expect(env.sockets).toHaveLength(1);
    const closedAt = [lostAt];
    for (let attempt = 1; attempt <= RECONNECT_POLICY.attempts; attempt += 1) {
      await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
      expect(env.sockets).toHaveLength(attempt + 1);
      closedAt.push(Date.now());
      env.latest().serverClose(ABNORMAL_CLOSURE);
    }
    const delays = env.openedAt.slice(1).map((at, i) => at - closedAt[i]!);
    expect(delays).toHaveLength(5);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });

  it("fails with 'Failed to reconnect. Please refresh the page.' after 5 failed attempts", async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await failEveryAttempt(env, 5);
    expect(env.client.status).toMatchObject({ state: 'failed', message: ConnectionTexts.RECONNECT_FAILED });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.sockets).toHaveLength(6);
  });

  it("fails with 'Failed to connect after multiple attempts. Please refresh the page.' when it never connected", async () => {
    const env = setup();
    env.client.connect();
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await failEveryAttempt(env, 5);
    expect(env.client.status).toMatchObject({ state: 'failed', message: ConnectionTexts.FAILED_AFTER_ATTEMPTS });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(env.sockets).toHaveLength(6);
  });

  it('gives up on a connection attempt that has not opened within 10 s and tries again', async () => {
    const env = setup();
    env.client.connect();
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.timeoutMs - 1);
    expect(env.sockets[0]!.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.sockets[0]!.closedWith).not.toBeNull();
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
    expect(env.sockets).toHaveLength(2);
  });

  it('starts counting again after a successful reconnect', async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await failEveryAttempt(env, 4);
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
    env.latest().open();
    expect(env.client.status).toEqual({ state: 'connected', message: null, attempt: 0 });
    env.latest().serverClose(ABNORMAL_CLOSURE);
    expect(env.client.status.message).toBe(ConnectionTexts.LOST);
    await failEveryAttempt(env, 4);
    expect(env.client.status.state).toBe('reconnecting');
  });

  it("stops with 'Disconnected by server. Please refresh the page.' on close code 4000 and does not reconnect", async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    latest().open();
    expect(SocketCloseCodes.KICKED).toBe(4000);
    latest().serverClose(4000);
    expect(client.status).toMatchObject({ state: 'failed', message: ConnectionTexts.DISCONNECTED_BY_SERVER });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("stops with 'Connection failed: ...' when the server refuses the token", async () => {
    const { client, sockets, latest } = setup();
    client.connect();
    latest().serverClose(SocketCloseCodes.UNAUTHORIZED, 'invalid token');
    expect(client.status).toMatchObject({ state: 'failed', message: ConnectionTexts.failed('invalid token') });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("reports 'Failed to initialize connection' when the socket cannot be created", () => {
    const client = new RealtimeClient({
      url: 'ws://suite.test/ws',
      getToken: () => 'token-1',
      createSocket: () => {
        throw new SyntaxError('bad url');
      },
    });
    client.connect();
    expect(client.status).toMatchObject({ state: 'failed', message: ConnectionTexts.INIT_FAILED });
  });
});

describe('emit and acknowledgements', () => {
  function connected() {
    const env = setup();
    env.client.connect();
    env.latest().open();
    return env;
  }

  it('sends the event with an ack id and resolves with the acknowledged data', async () => {
    const { client, latest } = connected();
    const reply = client.emit('retro:card:add', { text: 'More pairing' });
    const frame = latest().sent[0]!;
    expect(frame).toMatchObject({ type: 'retro:card:add', data: { text: 'More pairing' } });
    expect(frame.ack).toEqual(expect.any(String));
    latest().ack(frame.ack, { ok: true, data: { id: 'card-1' } });
    await expect(reply).resolves.toEqual({ id: 'card-1' });
  });

  it('rejects with the error text of a refused acknowledgement', async () => {
    const { client, latest } = connected();
    const reply = client.emit('retro:vote', { cardId: 'card-1' });
    latest().ack(latest().sent[0]!.ack, { ok: false, error: AccessErrors.ACCESS_DENIED_PAGE });
    await expect(reply).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('matches each acknowledgement to its own emit', async () => {
    const { client, latest } = connected();
    const first = client.emit('a');
    const second = client.emit('b');
    const [a, b] = latest().sent;
    expect(a!.ack).not.toBe(b!.ack);
    latest().ack(b!.ack, { ok: true, data: 'second' });
    latest().ack(a!.ack, { ok: true, data: 'first' });
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
  });

  it("rejects an emit while disconnected with 'Connection lost. Attempting to reconnect...'", async () => {
    const { client } = setup();
    await expect(client.emit('retro:vote')).rejects.toThrow(ConnectionTexts.LOST);
  });

  it('rejects emits still waiting when the connection drops', async () => {
    const { client, latest } = connected();
    const reply = client.emit('retro:vote');
    latest().serverClose(ABNORMAL_CLOSURE);
    await expect(reply).rejects.toThrow(ConnectionTexts.LOST);
  });

  it('rejects an emit never acknowledged within 10 s', async () => {
    const { client } = connected();
    const reply = client.emit('retro:vote').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.timeoutMs);
    expect(await reply).toEqual(new Error(ConnectionTexts.failed('timeout')));
  });

  it('hands pushed events to their subscribers and to catch-all subscribers', () => {
    const { client, latest } = connected();
    const onPhase = vi.fn();
    const onAny = vi.fn();
    const unsubscribe = client.on('retro:phase', onPhase);
    client.on('*', onAny);
    latest().receive({ type: 'retro:phase', room: 'retro:s1', data: { phase: 'VOTE' } });
    expect(onPhase).toHaveBeenCalledWith({ phase: 'VOTE' }, { type: 'retro:phase', room: 'retro:s1', data: { phase: 'VOTE' } });
    expect(onAny).toHaveBeenCalledTimes(1);
    unsubscribe();
    latest().receive({ type: 'retro:phase', data: { phase: 'GROUP' } });
    expect(onPhase).toHaveBeenCalledTimes(1);
    latest().onmessage?.({ data: 'not json' });
    expect(onAny).toHaveBeenCalledTimes(2);
  });
});

describe('rooms', () => {
  it('joins at once when connected and joins again after a reconnect', async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    const room = env.client.join('retro:s1', 'retro:join', { sessionId: 's1' });
    const firstAck = room.ack.catch((error: unknown) => error);
    expect(env.sockets[0]!.sent).toEqual([expect.objectContaining({ type: 'retro:join', data: { sessionId: 's1' } })]);
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
    expect(env.latest().sent).toEqual([]);
    expect(await firstAck).toEqual(new Error(ConnectionTexts.LOST));
    env.latest().open();
    expect(env.latest().sent).toEqual([expect.objectContaining({ type: 'retro:join', data: { sessionId: 's1' } })]);
  });

  it('resolves the join with the acknowledged snapshot', async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    const { ack } = env.client.join('poker:s1', 'poker:join', { sessionId: 's1' });
    env.latest().ack(env.latest().sent[0]!.ack, { ok: true, data: { stories: [] } });
    await expect(ack).resolves.toEqual({ stories: [] });
  });

  it('sends a join made before connecting once the socket opens', () => {
    const env = setup();
    env.client.join('retro:s1', 'retro:join', { sessionId: 's1' });
    env.client.connect();
    env.latest().open();
    expect(env.latest().sent).toEqual([expect.objectContaining({ type: 'retro:join' })]);
  });

  it('sends the leave event and no longer rejoins a room it left', async () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    const room = env.client.join('retro:s1', 'retro:join', { sessionId: 's1' }, 'retro:leave');
    const ack = room.ack.catch(() => undefined);
    room.leave();
    expect(env.latest().sent.map((frame) => frame.type)).toEqual(['retro:join', 'retro:leave']);
    env.latest().serverClose(ABNORMAL_CLOSURE);
    await vi.advanceTimersByTimeAsync(RECONNECT_POLICY.maxDelayMs);
    env.latest().open();
    expect(env.latest().sent).toEqual([]);
    await ack;
  });
});

describe("the socket's own errors (agile.md section 8)", () => {
  it("shows 'Socket error: ...' when a live socket reports an error, or the server pushes one", () => {
    const env = setup();
    env.client.connect();
    env.latest().open();
    env.latest().receive({ type: 'error', data: { message: 'frame too large' } });
    expect(env.statuses.at(-1)).toMatchObject({ state: 'connected', message: ConnectionTexts.socketError('frame too large') });
    expect(ConnectionTexts.socketError('frame too large')).toBe('Socket error: frame too large');
    env.latest().onerror?.({});
    expect(env.statuses.at(-1)?.message).toBe('Socket error: connection error');
  });
});
