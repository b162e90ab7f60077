import { describe, expect, it } from 'vitest';
import { CadenceErrors } from '../../shared/errors.js';
import { en } from './en.js';
import { cadenceErrorTexts } from './errors.js';
import { es } from './es.js';
import { fr } from './fr.js';

type Tree = { [key: string]: unknown };
const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) value.forEach((item, index) => out.set(`${name}.${index}`, String(item)));
    else if (typeof value === 'object' && value !== null) for (const [k, v] of flatten(value as Tree, name)) out.set(k, v);
    else out.set(name, String(value));
  }
  return out;
};
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the 'cadence' namespace", () => {
  const languages = { en: flatten(en), fr: flatten(fr), es: flatten(es) };
  it('has the same keys and placeholders in English, French and Spanish', () => {
    for (const [key, text] of languages.en) {
      for (const other of [languages.fr, languages.es]) {
        expect(other.has(key), key).toBe(true);
        expect(variables(other.get(key)!), key).toEqual(variables(text));
      }
    }
  });
  it('translates every fixed error text', () => {
    const fixed = Object.values(CadenceErrors).filter((text): text is string => typeof text === 'string');
    for (const language of ['fr', 'es'] as const) expect(fixed.filter((text) => !cadenceErrorTexts[language][text])).toEqual([]);
  });
});
