import { describe, expect, it } from 'vitest';
import { pricing as en } from './en.js';
import { pricing as fr } from './fr.js';
import { pricing as es } from './es.js';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

describe("the 'pricing' namespace", () => {
  it('has every text in en, fr and es', () => {
    const english = keys(en).sort();
    expect(keys(fr).sort()).toEqual(english);
    expect(keys(es).sort()).toEqual(english);
  });

  it('keeps the placeholders of each text and leaves none empty', () => {
    for (const key of keys(en)) {
      for (const [language, bundle] of [['fr', fr], ['es', es]] as const) {
        const text = lookup(bundle, key);
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toBe(placeholders(lookup(en, key)));
      }
    }
  });
});

describe('the pricing buttons', () => {
  it("read in English exactly as the spec's button texts", async () => {
    const { PLAN_BUTTON_TEXTS } = await import('@suite/sdk');
    expect(en.buttons).toEqual(PLAN_BUTTON_TEXTS);
    expect(Object.keys(fr.buttons).sort()).toEqual(Object.keys(PLAN_BUTTON_TEXTS).sort());
  });
});
