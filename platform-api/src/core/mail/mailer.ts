import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@suite/sdk';
import type { PlatformConfig } from '../../config.js';
import { renderMail, type TemplateName } from './templates.js';

export interface MailRequest {
  to: string;
  template: TemplateName;
  language?: string;
  data: Record<string, unknown>;
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  template: string;
  language: string;
  text_body: string;
  html_body: string;
  data: Record<string, unknown>;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const MAX_ATTEMPTS = 5;

/**
 * All mail goes through one outbox table. With SMTP_URL it is delivered by SMTP (a short loop
 * sends pending rows, retrying failures); without it, it stays in the outbox for the dev mailbox.
 */
export class Mailer {
  private transport: Transporter | null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private delivering = false;

  constructor(
    private readonly db: Knex,
    private readonly config: PlatformConfig,
    private readonly log: Logger,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Queue a mail (inside the caller's transaction when given, so it is sent only if the work commits). */
  async send(mail: MailRequest, trx?: Knex): Promise<string> {
    const rendered = renderMail(mail.template, mail.language ?? 'en', mail.data);
    const [row] = (await (trx ?? this.db)('core.outbox')
      .insert({
        to_address: mail.to,
        subject: rendered.subject,
        template: mail.template,
        language: mail.language ?? 'en',
        text_body: rendered.text,
        html_body: rendered.html,
        data: JSON.stringify(mail.data),
      })
      .returning('id')) as { id: string }[];
    if (this.transport) setImmediate(() => void this.deliverPending());
    return row!.id;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Send pending mail by SMTP (no-op without SMTP_URL). */
  async deliverPending(): Promise<number> {
    if (!this.transport || this.delivering) return 0;
    this.delivering = true;
    let sent = 0;
    try {
      const pending = (await this.db('core.outbox').where('status', 'pending').where('attempts', '<', MAX_ATTEMPTS).orderBy('created_at').limit(20)) as OutboxRow[];
      for (const mail of pending) {
        try {
          await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
          await this.db('core.outbox').where('id', mail.id).update({ status: 'sent', sent_at: new Date(), attempts: mail.attempts + 1 });
          sent += 1;
        } catch (error) {
          const attempts = mail.attempts + 1;
          await this.db('core.outbox')
            .where('id', mail.id)
            .update({ attempts, last_error: error instanceof Error ? error.message : String(error), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' });
          this.log.warn({ err: error, mail: mail.id }, 'mail delivery failed');
        }
      }
    } finally {
      this.delivering = false;
    }
    return sent;
  }

  start(intervalMs = 15_000): void {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => void this.deliverPending(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
