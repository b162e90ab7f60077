import type { RegisterBody, SignInResult } from '@suite/sdk/schemas';
import type { TestPlatform, TestUser } from '../../testing/index.js';
import { hashPassword } from './passwords.js';

/**
 * Helpers for the identity tests (auth, sessions, security): sign-ups, sign-ins and reading the
 * outbox the way a user reads their mail.
 */

export const TEST_PASSWORD = 'correct horse battery';

let counter = 0;
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now().toString(36)}@example.test`;
}

export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+1 555 0100',
    persona: 'FOUNDER',
    acceptTerms: true,
    ...overrides,
  };
}

/** A user with a password (verified unless told otherwise), optionally in an account. */
export async function userWithPassword(platform: TestPlatform, options: { email?: string; password?: string; verified?: boolean; superAdmin?: boolean } = {}): Promise<TestUser & { password: string }> {
  const password = options.password ?? TEST_PASSWORD;
  const user = await platform.createUser({ email: options.email ?? uniqueEmail('user'), verified: options.verified, superAdmin: options.superAdmin });
  await platform.db('core.users').where('id', user.id).update({ password_hash: await hashPassword(password) });
  return { ...user, password };
}

/** POST /api/auth/login; returns the supertest response. */
export function login(platform: TestPlatform, email: string, password: string = TEST_PASSWORD, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) {
  return platform.http.post('/api/auth/login').set(headers).send({ email, password, ...body });
}

/** Sign in and return the SignInResult (fails the test when the sign-in does not succeed). */
export async function signIn(platform: TestPlatform, email: string, password: string = TEST_PASSWORD, headers: Record<string, string> = {}): Promise<SignInResult> {
  const response = await login(platform, email, password, headers);
  if (response.status !== 200 || !response.body.data?.tokens) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as SignInResult;
}

export const bearer = (token: string, tenant?: string | null) => ({ Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) });

export interface OutboxMail {
  to_address: string;
  template: string;
  subject: string;
  text_body: string;
  data: Record<string, unknown>;
}

/** The newest mail of a template sent to an address. */
export async function lastMail(platform: TestPlatform, to: string, template: string): Promise<OutboxMail> {
  const row = (await platform.db('core.outbox').where({ to_address: to, template }).orderBy('created_at', 'desc').first()) as OutboxMail | undefined;
  if (!row) throw new Error(`no '${template}' mail to ${to}`);
  return { ...row, data: typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data };
}

export async function mailCount(platform: TestPlatform, to: string, template: string): Promise<number> {
  const [row] = (await platform.db('core.outbox').where({ to_address: to, template }).count('* as count')) as { count: string | number }[];
  return Number(row?.count ?? 0);
}

/** The `token` query parameter of the link in a mail. */
export function linkToken(mail: OutboxMail): string {
  const link = String(mail.data.link);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
