import { expect } from '@playwright/test';

/**
 * The dev outbox as the journeys read it (DECISIONS.md, "Mail"): `GET /api/dev/outbox?to=<email>`,
 * newest first. Tests take verification links, invitation links and sign-in codes from there.
 */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  template: string;
  text: string;
  data: Record<string, unknown>;
  createdAt: string;
}

export async function mailsTo(baseURL: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok, `outbox of ${to}`).toBe(true);
  const body = (await response.json()) as { data: { messages: OutboxMail[] } };
  return body.data.messages;
}

/**
 * The newest mail of a template to an address, waiting for it to arrive; `unlike` skips mails
 * already read (a second code, a resent link).
 */
export async function waitForMail(baseURL: string, to: string, template: string, unlike: readonly string[] = []): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(baseURL, to)).find((mail) => mail.template === template && !unlike.includes(mail.id));
        return found !== undefined;
      },
      { message: `a '${template}' mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The link of a mail as a path of the server under test: mail links carry APP_URL
 * (http://localhost:<port>), the browser talks to 127.0.0.1, and the two origins do not share
 * local storage.
 */
export function linkPath(mail: OutboxMail): string {
  const link = mail.data.link;
  expect(typeof link, `a link in the '${mail.template}' mail`).toBe('string');
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code of a 'two-factor-code' mail, checked against its subject. */
export function codeOf(mail: OutboxMail): string {
  const code = String(mail.data.code ?? '');
  expect(code).toMatch(/^\d{6}$/);
  expect(mail.subject).toContain(code);
  return code;
}
