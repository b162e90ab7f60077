import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';

/** A minimal SMTP server that keeps what it receives; it refuses the next `refuse` messages. */
class SmtpSink {
  readonly messages: string[] = [];
  refuse = 0;
  private server: Server = createServer((socket) => this.session(socket));

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: Socket): void {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (this.refuse > 0) {
            this.refuse -= 1;
            socket.write('451 try again later\r\n');
          } else {
            this.messages.push(message);
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  }
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail delivery by SMTP through background jobs', { timeout: 60_000 }, () => {
  const sink = new SmtpSink();
  let platform: TestPlatform;
  beforeAll(async () => {
    const port = await sink.listen();
    platform = await startTestPlatform({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
    await sink.close();
  });

  const outbox = (to: string) => platform.db('core.outbox').where('to_address', to).first('status', 'attempts', 'last_error') as Promise<{ status: string; attempts: number; last_error: string | null }>;

  it('sends a queued mail at once, not at the next sweep', async () => {
    const user = await platform.createUser();
    const started = Date.now();
    expect((await platform.http.post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(200);
    const messages = await until(() => sink.messages.filter((m) => m.includes(user.email)), (found) => found.length > 0);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Subject: Reset your password');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await until(() => outbox(user.email), (row) => row.status === 'sent')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a refused mail pending and sends it on the next delivery run; the sweep runs every minute', async () => {
    expect(await platform.platform.jobs.schedulesOf('core.mail.deliver')).toEqual([{ cron: '* * * * *', timezone: 'UTC' }]);
    const user = await platform.createUser();
    sink.refuse = 1;
    expect((await platform.http.post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(200);
    const refused = await until(() => outbox(user.email), (row) => row.attempts === 1);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused.last_error).toContain('451');
    platform.platform.mailer.requestDelivery();
    expect(await until(() => outbox(user.email), (row) => row.status === 'sent')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sink.messages.filter((m) => m.includes(user.email))).toHaveLength(1);
  });
});
