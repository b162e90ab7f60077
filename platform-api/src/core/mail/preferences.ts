import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import {
  EmailPreferenceErrors,
  ESSENTIAL_MAIL_CATEGORIES,
  MAIL_CATEGORIES,
  NotFoundError,
  OPTIONAL_MAIL_CATEGORIES,
  ValidationError,
  isOptionalMailCategory,
  type EmailPreferencesView,
  type OptionalMailCategory,
  type UnsubscribeView,
} from '@suite/sdk';

/**
 * Mail preferences by category (the optional categories only: account and security mail is always
 * sent) and the one-click unsubscribe tokens of non-essential mail. A token is signed, not stored:
 * it names the user and the category, so the link in any mail of that category keeps working.
 */

const TOKEN_PURPOSE = 'suite.unsubscribe.v1';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`${TOKEN_PURPOSE}.${payload}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, category: OptionalMailCategory): string {
  const payload = Buffer.from(`${userId}:${category}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The user and category a token names, or the link's error text (400) when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; category: OptionalMailCategory } {
  const [payload, signature, extra] = token.split('.');
  const invalid = () => new ValidationError(EmailPreferenceErrors.INVALID_UNSUBSCRIBE_LINK);
  if (!payload || !signature || extra !== undefined) throw invalid();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const [userId, category] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !category || !isOptionalMailCategory(category)) throw invalid();
  return { userId, category };
}

/** Whether the user gets mail of an optional category (no row: yes). */
export async function categoryEnabled(db: Knex, userId: string, category: OptionalMailCategory): Promise<boolean> {
  const row = (await db('core.email_preferences').where({ user_id: userId, category }).first('enabled')) as { enabled: boolean } | undefined;
  return row?.enabled ?? true;
}

async function userEmail(db: Knex, userId: string): Promise<string> {
  const user = (await db('core.users').where('id', userId).first('email')) as { email: string } | undefined;
  if (!user) throw new NotFoundError(EmailPreferenceErrors.INVALID_UNSUBSCRIBE_LINK);
  return user.email;
}

export async function emailPreferences(db: Knex, userId: string): Promise<EmailPreferencesView> {
  const email = await userEmail(db, userId);
  const rows = (await db('core.email_preferences').where('user_id', userId).select('category', 'enabled')) as { category: string; enabled: boolean }[];
  const stored = new Map(rows.map((row) => [row.category, row.enabled]));
  return {
    email,
    preferences: MAIL_CATEGORIES.map((category) => {
      const essential = !isOptionalMailCategory(category);
      return { category, essential, enabled: essential ? true : (stored.get(category) ?? true) };
    }),
  };
}

async function setCategory(db: Knex, userId: string, category: OptionalMailCategory, enabled: boolean, now: Date): Promise<void> {
  await db('core.email_preferences').insert({ user_id: userId, category, enabled, updated_at: now }).onConflict(['user_id', 'category']).merge(['enabled', 'updated_at']);
}

/** Turn optional categories on or off; turning an essential one off is refused, an unknown name is a validation error. */
export async function updateEmailPreferences(db: Knex, userId: string, changes: Record<string, boolean>, now: Date): Promise<EmailPreferencesView> {
  for (const [category, enabled] of Object.entries(changes)) {
    if ((ESSENTIAL_MAIL_CATEGORIES as readonly string[]).includes(category)) {
      if (!enabled) throw new ValidationError(EmailPreferenceErrors.ESSENTIAL_CANNOT_BE_TURNED_OFF, [{ field: category, message: EmailPreferenceErrors.ESSENTIAL_CANNOT_BE_TURNED_OFF }]);
      continue;
    }
    if (!isOptionalMailCategory(category)) {
      throw new ValidationError(undefined, [{ field: category, message: `Unknown mail category; one of ${OPTIONAL_MAIL_CATEGORIES.join(', ')}` }]);
    }
  }
  await db.transaction(async (trx) => {
    for (const [category, enabled] of Object.entries(changes)) if (isOptionalMailCategory(category)) await setCategory(trx, userId, category, enabled, now);
  });
  return emailPreferences(db, userId);
}

/** What a link would turn off (GET), turn it off (the one-click POST), or turn it back on (undo). */
export async function unsubscribeByToken(db: Knex, secret: string, token: string, action: 'read' | 'unsubscribe' | 'resubscribe', now: Date): Promise<UnsubscribeView> {
  const { userId, category } = readUnsubscribeToken(secret, token);
  const email = await userEmail(db, userId);
  if (action !== 'read') await setCategory(db, userId, category, action === 'resubscribe', now);
  return { email, category, enabled: await categoryEnabled(db, userId, category) };
}
