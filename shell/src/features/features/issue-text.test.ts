import { beforeAll, describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { FeatureErrors, type FeatureSelectionIssue } from '@suite/sdk';
import { features as en } from './locales/en.js';
import { features as fr } from './locales/fr.js';
import { issueText } from './issue-text.js';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({ lng: 'en', fallbackLng: 'en', resources: { en: { features: en }, fr: { features: fr } }, interpolation: { escapeValue: false } });
});
const tIn = (language: string) => instance.getFixedT(language, 'features') as unknown as TFunction<'features'>;

const dependencyOff: FeatureSelectionIssue = {
  feature: 'investor_intelligence',
  code: 'dependency_off',
  dependency: 'business_intelligence',
  message: FeatureErrors.dependencyOff('Investor Intelligence', 'Business Intelligence'),
};
const planRequired: FeatureSelectionIssue = { feature: 'ai_survival_assistant', code: 'plan_required', requiredPlan: 'PRO', message: FeatureErrors.planRequired('AI Survival Assistant', 'Pro') };

describe('validation issues in the user language', () => {
  it("keep the server's English sentence in English", () => {
    expect(issueText(tIn('en'), dependencyOff)).toBe('Investor Intelligence needs Business Intelligence: turn Business Intelligence on or Investor Intelligence off');
    expect(issueText(tIn('en'), planRequired)).toBe(FeatureErrors.planRequired('AI Survival Assistant', 'Pro'));
  });

  it('say it in French with the French feature and plan names', () => {
    expect(issueText(tIn('fr'), dependencyOff)).toBe('Intelligence investisseurs nécessite Business Intelligence : activez Business Intelligence ou désactivez Intelligence investisseurs');
    expect(issueText(tIn('fr'), planRequired)).toContain("Passez à l'offre Pro");
  });
});
