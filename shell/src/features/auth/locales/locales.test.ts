import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { auth as en } from './en.js';
import { auth as fr } from './fr.js';
import { auth as es } from './es.js';
import { authRegister as registerEn } from './register/en.js';
import { authRegister as registerFr } from './register/fr.js';
import { authRegister as registerEs } from './register/es.js';
import { authRecovery as recoveryEn } from './recovery/en.js';
import { authRecovery as recoveryFr } from './recovery/fr.js';
import { authRecovery as recoveryEs } from './recovery/es.js';
import { authVerify as verifyEn } from './verify/en.js';
import { authVerify as verifyFr } from './verify/fr.js';
import { authVerify as verifyEs } from './verify/es.js';
import { authDemo as demoEn } from './demo/en.js';
import { authDemo as demoFr } from './demo/fr.js';
import { authDemo as demoEs } from './demo/es.js';

/** Every key path of a nested strings object, with its value. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

const namespaces = [
  ['auth', en, fr, es],
  ['authRegister', registerEn, registerFr, registerEs],
  ['authRecovery', recoveryEn, recoveryFr, recoveryEs],
  ['authVerify', verifyEn, verifyFr, verifyEs],
  ['authDemo', demoEn, demoFr, demoEs],
] as const;

describe.each(namespaces)("the '%s' strings", (_name, english, french, spanish) => {
  it('exist in en, fr and es with the same keys, none empty', () => {
    const keys = entries(english).map(([key]) => key);
    for (const language of [french, spanish]) {
      expect(entries(language).map(([key]) => key)).toEqual(keys);
      for (const [key, text] of entries(language)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('keep the same placeholders and link tags in every language', () => {
    const frenchTexts = new Map(entries(french));
    const spanishTexts = new Map(entries(spanish));
    for (const [key, text] of entries(english)) {
      expect(placeholders(frenchTexts.get(key)!), `fr ${key}`).toEqual(placeholders(text));
      expect(placeholders(spanishTexts.get(key)!), `es ${key}`).toEqual(placeholders(text));
    }
  });
});

describe('the keys the screens use', () => {
  const english: Record<string, Set<string>> = Object.fromEntries(namespaces.map(([name, strings]) => [name, new Set(entries(strings).map(([key]) => key))]));
  const folder = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const screens = readdirSync(folder).filter((file) => file.endsWith('.tsx'));

  it.each(screens)('%s uses only keys that exist in its namespaces', (file) => {
    const source = readFileSync(path.join(folder, file), 'utf8');
    const declared = [...source.matchAll(/useTranslation\((?:\[\s*)?'(\w+)'/g)].map((match) => match[1]!);
    const keys = [...source.matchAll(/\bt\(\s*'([\w.:]+)'/g)].map((match) => match[1]!);
    for (const key of keys) {
      const [namespace, name] = key.includes(':') ? key.split(':') : [declared[0], key];
      expect(english[namespace!]?.has(name!), `${file}: ${key}`).toBe(true);
    }
  });
});

describe('the spec texts the sign-in screens show', () => {
  const shown = [
    'INVALID_CREDENTIALS',
    'EMAIL_VERIFICATION_REQUIRED',
    'LOGIN_FAILED_RETRY',
    'REGISTRATION_FAILED_RETRY',
    'VERIFICATION_FAILED',
    'RESEND_CODE_FAILED',
    'RESEND_VERIFICATION_FAILED',
    'RESEND_VERIFICATION_SENT',
    'CHECK_INBOX',
    'RESET_FAILED',
    'ACCOUNT_LOCKED',
    'PERSONA_REQUIRED',
    'PASSWORDS_DO_NOT_MATCH',
    'INVALID_EMAIL',
    'PASSWORD_TOO_SHORT',
    'FIRST_NAME_LENGTH',
    'LAST_NAME_LENGTH',
    'PHONE_REQUIRED',
    'TERMS_REQUIRED',
    'RESET_TOKEN_MISSING',
    'RESET_LINK_INVALID',
    'RESET_PASSWORD_TOO_SHORT',
    'RESET_PASSWORDS_DO_NOT_MATCH',
    'RESEND_NEEDS_EMAIL',
  ] as const;

  it("are translated in fr and es (the kit shows them through the 'errors' namespace)", async () => {
    await initI18n({ lng: 'fr' });
    await i18n.loadLanguages(['fr', 'es']);
    for (const name of shown) {
      const text = AuthErrors[name];
      for (const lng of ['fr', 'es']) {
        const translated = i18n.t(text, { ns: 'errors', lng, keySeparator: false, nsSeparator: false, defaultValue: '' });
        expect(translated, `${lng}: ${text}`).not.toBe('');
        expect(translated, `${lng}: ${text}`).not.toBe(text);
      }
    }
  });
});
