import { describe, expect, it } from 'vitest';
import { notifications as en } from './en.js';
import { notifications as fr } from './fr.js';
import { notifications as es } from './es.js';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
const translatedOnly = (_key: string) => false;

describe("the 'notifications' namespace", () => {
  it('has every text in en, fr and es', () => {
    const english = keys(en).sort();
    expect(keys(fr).filter((key) => !translatedOnly(key)).sort()).toEqual(english);
    expect(keys(es).filter((key) => !translatedOnly(key)).sort()).toEqual(english);
  });

  it('keeps the placeholders of each text', () => {
    for (const key of keys(en)) {
      expect(placeholders(lookup(fr, key)), `fr ${key}`).toBe(placeholders(lookup(en, key)));
      expect(placeholders(lookup(es, key)), `es ${key}`).toBe(placeholders(lookup(en, key)));
    }
  });

  it('leaves no text empty', () => {
    for (const bundle of [en, fr, es]) for (const key of keys(bundle)) expect(lookup(bundle, key).trim(), key).not.toBe('');
  });
});
