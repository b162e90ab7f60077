import type { Knex } from 'knex';
import nodemailer, { type Transporter } from 'nodemailer';
import { isOptionalMailCategory, type Logger, type MailCategory } from '@suite/sdk';
import type { PlatformConfig } from '../../config.js';
import { renderMail, type TemplateName } from './templates.js';
import { categoryEnabled, unsubscribeToken } from './preferences.js';

export interface MailRequest {
  to: string;
  template: TemplateName;
  language?: string;
  data: Record<string, unknown>;
  /**
   * What kind of mail this is (email preferences). Account and security mail (the default) is
   * always sent; an optional category is skipped when the recipient turned it off, and otherwise
   * carries a one-click unsubscribe link and the List-Unsubscribe headers.
   */
  category?: MailCategory;
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
  category: string;
  headers: Record<string, string>;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const MAX_ATTEMPTS = 5;

/** The outbox's background jobs: deliver now (on each queued mail) and a sweep every minute. */
export const MAIL_DELIVERY_JOB = 'mail.deliver';
const MAIL_SWEEP_CRON = '* * * * *';

/** What the mailer needs of the job runner (the core's registrar, names `core.<name>`). */
export interface MailJobs {
  readonly started: boolean;
  define(name: string, handler: () => Promise<void>, options: { policy: 'stately'; retryLimit: number }): void;
  enqueue(name: string, data: null): Promise<string | null>;
  schedule(name: string, cron: string): Promise<void>;
}

/**
 * All mail goes through one outbox table. With SMTP_URL it is delivered by SMTP: queuing a mail
 * enqueues a delivery job (one waiting and one running at most, across instances), and a sweep
 * every minute retries failures (up to 5 attempts a mail); without it, mail stays in the outbox
 * for the dev mailbox.
 */
export class Mailer {
  private transport: Transporter | null;
  private delivering = false;

  constructor(
    private readonly db: Knex,
    private readonly config: PlatformConfig,
    private readonly log: Logger,
    private readonly jobs?: MailJobs,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    if (this.transport && jobs) {
      jobs.define(MAIL_DELIVERY_JOB, async () => void (await this.deliverPending()), { policy: 'stately', retryLimit: 0 });
      void jobs.schedule(MAIL_DELIVERY_JOB, MAIL_SWEEP_CRON);
    }
  }

  /**
   * Queue a mail (inside the caller's transaction when given, so it is sent only if the work
   * commits). Answers the outbox id, or '' when the recipient turned the mail's category off.
   */
  async send(mail: MailRequest, trx?: Knex): Promise<string> {
    const db = trx ?? this.db;
    const category = mail.category ?? 'account';
    let headers: Record<string, string> = {};
    let unsubscribeLink: string | undefined;
    if (isOptionalMailCategory(category)) {
      const user = (await db('core.users').whereRaw('lower(email) = lower(?)', [mail.to]).first('id')) as { id: string } | undefined;
      if (user) {
        if (!(await categoryEnabled(db, user.id, category))) return '';
        const token = unsubscribeToken(this.config.jwtSecret, user.id, category);
        const base = this.config.appUrl.replace(/\/$/, '');
        unsubscribeLink = `${base}/email/unsubscribe?token=${token}`;
        // RFC 8058: a mail client posts 'List-Unsubscribe=One-Click' to this address, no session needed.
        headers = { 'List-Unsubscribe': `<${base}/api/email/unsubscribe?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
      }
    }
    const rendered = renderMail(mail.template, mail.language ?? 'en', mail.data, { unsubscribeLink });
    const [row] = (await db('core.outbox')
      .insert({
        category,
        headers: JSON.stringify(headers),
        to_address: mail.to,
        subject: rendered.subject,
        template: mail.template,
        language: mail.language ?? 'en',
        text_body: rendered.text,
        html_body: rendered.html,
        data: JSON.stringify(mail.data),
      })
      .returning('id')) as { id: string }[];
    if (this.transport) {
      // After the caller's transaction commits (the row is visible then); the sweep catches any miss.
      const committed = trx && 'executionPromise' in trx ? (trx as Knex.Transaction).executionPromise : Promise.resolve();
      committed.then(
        () => this.requestDelivery(),
        () => undefined,
      );
    }
    return row!.id;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Enqueue a delivery run (no-op without SMTP or before the jobs start: the sweep delivers then). */
  requestDelivery(): void {
    if (!this.transport || !this.jobs?.started) return;
    this.jobs.enqueue(MAIL_DELIVERY_JOB, null).catch((error: unknown) => this.log.warn({ err: error }, 'could not enqueue mail delivery'));
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
          await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body, headers: mail.headers ?? {} });
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
}
