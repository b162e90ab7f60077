import { describe, expect, it } from 'vitest';
import * as catalogues from '../../domain/errors.js';
import * as es from './es.js';
import * as fr from './fr.js';

// Not checked here: i18n keys, a domain with no screens yet, and the shell texts (shown through
// the 'common' namespace's own keys: loading, pageNotFound, unexpectedError ...).
const NOT_SHOWN = new Set(['DashboardErrorKeys', 'ShellTexts']);

/** Every fixed error text of the spec catalogues (texts with values in them are functions). */
const texts = Object.entries(catalogues)
  .filter(([name]) => !NOT_SHOWN.has(name))
  .flatMap(([name, catalogue]) =>
    Object.entries(catalogue as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => ({ id: `${name}.${key}`, text })),
  );

describe('error texts in French and Spanish', () => {
  it.each([
    ['fr', fr.errors],
    ['es', es.errors],
  ] as const)('has a %s translation for every error text users can read', (_language, translations) => {
    const missing = texts.filter(({ text }) => !(text in translations)).map(({ id, text }) => `${id}: ${text}`);
    expect(missing).toEqual([]);
  });
});
