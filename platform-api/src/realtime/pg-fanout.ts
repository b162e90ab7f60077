import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Knex } from 'knex';
import type { Logger } from '@suite/sdk';
import type { FanoutAdapter, FanoutMessage } from './fanout.js';

export const FANOUT_CHANNEL = 'suite_realtime';
/** NOTIFY payloads must stay under 8000 bytes; larger messages go through a table. */
const INLINE_LIMIT = 7000;
const RECONNECT_DELAY_MS = 1000;

interface Envelope {
  /** The instance that published it (it already delivered locally). */
  o: string;
  /** The message, inline. */
  m?: FanoutMessage;
  /** Or the id of a core.realtime_messages row. */
  r?: string;
}

/**
 * Fan-out across server instances through PostgreSQL LISTEN/NOTIFY: every instance listens on
 * one channel, delivers its own broadcasts at once and the others' when they are notified.
 */
export class PostgresFanout implements FanoutAdapter {
  readonly origin = randomUUID();
  private handlers = new Set<(message: FanoutMessage) => void>();
  private client: pg.Client | null = null;
  private closed = false;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly db: Knex,
    private readonly log: Logger,
  ) {}

  /** Open the listening connection (also reopened after a loss). */
  async start(): Promise<void> {
    this.connecting ??= this.listen().finally(() => {
      this.connecting = null;
    });
    await this.connecting;
  }

  async publish(message: FanoutMessage): Promise<void> {
    this.deliver(message);
    const inline = JSON.stringify({ o: this.origin, m: message } satisfies Envelope);
    let payload = inline;
    if (Buffer.byteLength(inline) > INLINE_LIMIT) {
      const [row] = (await this.db('core.realtime_messages').insert({ message: JSON.stringify(message) }).returning('id')) as { id: string | number }[];
      payload = JSON.stringify({ o: this.origin, r: String(row!.id) } satisfies Envelope);
    }
    await this.db.raw('select pg_notify(?, ?)', [FANOUT_CHANNEL, payload]);
  }

  subscribe(handler: (message: FanoutMessage) => void): void {
    this.handlers.add(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }

  /** Remove stored large messages older than a minute (every instance has had them by then). */
  async cleanup(): Promise<number> {
    return this.db('core.realtime_messages').where('created_at', '<', this.db.raw("now() - interval '1 minute'")).delete();
  }

  private deliver(message: FanoutMessage): void {
    for (const handler of this.handlers) handler(message);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (notification) => {
      if (notification.channel !== FANOUT_CHANNEL || !notification.payload) return;
      void this.receive(notification.payload);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'realtime fan-out connection lost');
      void this.reconnect(client);
    });
    client.on('end', () => void this.reconnect(client));
    await client.connect();
    await client.query(`listen ${FANOUT_CHANNEL}`);
    this.client = client;
  }

  private async reconnect(lost: pg.Client): Promise<void> {
    if (this.closed || this.client !== lost) return;
    this.client = null;
    while (!this.closed) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      try {
        await this.start();
        this.log.info({}, 'realtime fan-out reconnected');
        return;
      } catch (error) {
        this.log.warn({ err: error }, 'realtime fan-out reconnect failed');
      }
    }
  }

  private async receive(payload: string): Promise<void> {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === this.origin) return;
    if (envelope.m) return this.deliver(envelope.m);
    if (envelope.r) {
      const row = (await this.db('core.realtime_messages').where('id', envelope.r).first('message')) as { message: FanoutMessage | string } | undefined;
      if (row) this.deliver(typeof row.message === 'string' ? (JSON.parse(row.message) as FanoutMessage) : row.message);
    }
  }
}
