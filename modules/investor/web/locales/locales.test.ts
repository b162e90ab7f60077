import { describe, expect, it } from 'vitest';
import { InvestorErrors } from '../../shared/errors.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { investorErrorTexts } from './errors.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('investor texts', () => {
  it('has every English key in French and Spanish, none left empty', () => {
    for (const language of [fr, es]) {
      expect(keys(language).sort()).toEqual(keys(en).sort());
      for (const key of keys(language)) expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language), key).not.toBe('');
    }
  });

  it('translates every fixed error text', () => {
    const texts = Object.values(InvestorErrors).filter((text): text is Extract<typeof text, string> => typeof text === 'string');
    for (const language of [investorErrorTexts.fr, investorErrorTexts.es]) expect(Object.keys(language).sort()).toEqual([...texts].sort());
  });
});
