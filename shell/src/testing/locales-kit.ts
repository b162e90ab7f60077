import { describe, expect, it } from 'vitest';

/** Every leaf key of a texts tree, as dotted paths. */
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));
const lookup = (tree: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

/**
 * The checks every namespace of the shell's texts passes (used by each `locales/locales.test.ts`):
 * fr and es have every English key (except `translatedOnly` ones, which only some languages
 * carry), keep each text's {{placeholders}}, and leave no text empty.
 */
export function describeLocales(namespace: string, bundles: { en: object; fr: object; es: object }, translatedOnly: (key: string) => boolean = () => false): void {
  const { en, fr, es } = bundles;
  describe(`the '${namespace}' namespace`, () => {
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
}
