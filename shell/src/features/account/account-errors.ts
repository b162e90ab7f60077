import type { TFunction } from 'i18next';
import { AccountErrors } from '@suite/sdk';
import { translateError } from '@suite/sdk/i18n';

/**
 * The spec's account texts that carry a value ("Account slug '{slug}' is already taken", "...
 * maximum number of users ({n})") cannot be looked up by their sentence: they are recognised from
 * the sdk's own functions and translated with the value. English keeps the server's sentence.
 */
const MARK = '\u0000';

function splitAround(sentence: string): [string, string] {
  const [before = '', after = ''] = sentence.split(MARK);
  return [before, after];
}

const PATTERNS: { parts: [string, string]; key: string; param: string }[] = [
  { parts: splitAround(AccountErrors.slugTaken(MARK)), key: 'errors.slugTaken', param: 'slug' },
  { parts: splitAround(AccountErrors.maxUsersReached(MARK as unknown as number)), key: 'errors.maxUsers', param: 'n' },
  { parts: splitAround(AccountErrors.domainTaken(MARK)), key: 'errors.domainTaken', param: 'domain' },
];

/** The value inside a parameterised account text, or null when the text is not one. */
export function matchAccountError(message: string): { key: string; values: Record<string, string> } | null {
  for (const { parts, key, param } of PATTERNS) {
    const [before, after] = parts;
    if (message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)) {
      return { key, values: { [param]: message.slice(before.length, message.length - after.length) } };
    }
  }
  return null;
}

/** A server text in the user's language (t is the 'account' namespace's). */
export function accountErrorText(message: string, t: TFunction<'account'>): string {
  const match = matchAccountError(message);
  if (match) return t(match.key, { ...match.values, defaultValue: message });
  return translateError(message);
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
