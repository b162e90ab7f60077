import { describe, expect, it } from 'vitest';
import { site as en } from './en.js';
import { site as fr } from './fr.js';
import { site as es } from './es.js';
import { footer as footerEn } from '../../footer/locales/en.js';
import { footer as footerFr } from '../../footer/locales/fr.js';
import { footer as footerEs } from '../../footer/locales/es.js';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' && !Array.isArray(value) ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
const placeholders = (text: unknown) => (typeof text === 'string' ? (text.match(/\{\{\w+\}\}/g) ?? []).sort().join() : Array.isArray(text) ? String(text.length) : '');

describe.each([
  ['site', en, fr, es],
  ['footer', footerEn, footerFr, footerEs],
] as const)("the '%s' namespace", (_name, english, french, spanish) => {
  it('has every text in en, fr and es, with the same placeholders (and list lengths)', () => {
    for (const other of [french, spanish]) {
      expect(keys(other).sort()).toEqual(keys(english).sort());
      for (const key of keys(english)) expect(placeholders(lookup(other, key)), key).toBe(placeholders(lookup(english, key)));
    }
  });

  it('is translated, not copied (apart from names and symbols)', () => {
    const same = keys(english).filter((key) => typeof lookup(english, key) === 'string' && lookup(english, key) === lookup(french, key) && lookup(english, key) === lookup(spanish, key));
    expect(same.filter((key) => !/^(industries|metrics\.runway|stages\.(idea|seed|growth)|links\.(support|docs)|affiliateDashboard\.(clicks)|seekingOptions|directory\.results_|tools\.poker\.title)/.test(key) && (lookup(english, key) as string).length > 12)).toEqual([]);
  });
});
