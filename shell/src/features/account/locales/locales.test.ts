import { describe, expect, it } from 'vitest';
import { account as en } from './en.js';
import { account as fr } from './fr.js';
import { account as es } from './es.js';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

// English keeps the server's sentence for texts with a value ('errors.*'); the others translate them.
const translatedOnly = (key: string) => key.startsWith('errors.');

describe("the 'account' namespace", () => {
  it('has every text in en, fr and es', () => {
    const english = keys(en).sort();
    expect(keys(fr).filter((key) => !translatedOnly(key)).sort()).toEqual(english);
    expect(keys(es).filter((key) => !translatedOnly(key)).sort()).toEqual(english);
  });

  it('translates the account texts that carry a value in fr and es', () => {
    for (const bundle of [fr, es]) expect(Object.keys(bundle.errors).sort()).toEqual(['domainTaken', 'maxUsers', 'slugTaken']);
  });

  it('keeps the placeholders of each text', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of keys(en)) {
      expect(placeholders(lookup(fr, key)), `fr ${key}`).toBe(placeholders(lookup(en, key)));
      expect(placeholders(lookup(es, key)), `es ${key}`).toBe(placeholders(lookup(en, key)));
    }
  });
});
