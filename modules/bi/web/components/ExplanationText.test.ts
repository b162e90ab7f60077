import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { en } from '../locales/en.js';
import { fr } from '../locales/fr.js';
import { es } from '../locales/es.js';
import { explanationSentence } from './ExplanationText.js';

const base = { hires: 0, payrollGrowthPct: 0, revenueGrowthPct: 0, amountCents: 0, percent: 0 };

async function translator(language: 'en' | 'fr' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { en: { bi: en }, fr: { bi: fr }, es: { bi: es } }, defaultNS: 'bi', interpolation: { escapeValue: false } });
  return instance.getFixedT(language, 'bi') as never;
}

describe('the sentence beside a forecast', () => {
  it("says why runway falls, in the issue's words", async () => {
    const t = await translator('en');
    expect(explanationSentence({ ...base, driver: 'HIRES', fromMonths: 14, toMonths: 11, hires: 2, payrollGrowthPct: 18 }, t, 'en', 'USD')).toBe('Runway falls from 14 to 11 months because payroll grows 18 % with 2 planned hires.');
    expect(explanationSentence({ ...base, driver: 'HIRES', fromMonths: 11, toMonths: 8.3, hires: 1, payrollGrowthPct: 40 }, t, 'en', 'USD')).toBe('Runway falls from 11 to 8.3 months because payroll grows 40 % with 1 planned hire.');
    expect(explanationSentence({ ...base, driver: 'FUNDRAISE', fromMonths: 11, toMonths: 21, amountCents: 30_000_000 }, t, 'en', 'USD')).toBe('Runway grows from 11 to 21 months because $300,000 comes in.');
    expect(explanationSentence({ ...base, driver: 'REVENUE_DECLINE', fromMonths: 11, toMonths: 9.5, revenueGrowthPct: -3 }, t, 'en', 'USD')).toBe('Runway falls from 11 to 9.5 months because revenue falls 3 % a month.');
    expect(explanationSentence({ ...base, driver: 'BEYOND_HORIZON', fromMonths: 11, toMonths: null }, t, 'en', 'USD')).toBe('Cash lasts beyond the 24 months of the forecast at the current trends.');
  });

  it('is written in French and Spanish too', async () => {
    const explanation = { ...base, driver: 'HIRES' as const, fromMonths: 14, toMonths: 11, hires: 2, payrollGrowthPct: 18 };
    expect(explanationSentence(explanation, await translator('fr'), 'fr', 'USD')).toBe('L’autonomie financière passe de 14 à 11 mois car la masse salariale augmente de 18 % avec 2 embauches prévues.');
    expect(explanationSentence(explanation, await translator('es'), 'es', 'USD')).toBe('El runway baja de 14 a 11 meses porque las nóminas crecen un 18 % con 2 contrataciones previstas.');
  });
});
