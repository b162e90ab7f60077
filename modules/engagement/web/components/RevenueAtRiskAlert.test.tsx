// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { addTranslations, i18n, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { engagementTranslations } from '../i18n.js';
import { RevenueAtRiskAlert } from './RevenueAtRiskAlert.js';

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['engagement'] });
  addTranslations('engagement', engagementTranslations);
});
afterEach(cleanup);

const show = async (language: string, detractors: number, mrrCents: number) => {
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RevenueAtRiskAlert risk={{ detractors, mrrCents, currency: 'USD' }} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('revenue-at-risk').textContent!.replace(/\u202f|\u00a0/g, ' ');
};

describe('revenue at risk in the feedback hub', () => {
  it('says "3 detractors worth $1,240 MRR" in English, with plural and money of the language', async () => {
    expect(await show('en', 3, 124_000)).toContain('3 detractors worth $1,240 MRR');
    cleanup();
    expect(await show('en', 1, 49_000)).toContain('1 detractor worth $490 MRR');
  });

  it('in French and Spanish', async () => {
    expect(await show('fr', 3, 124_000)).toContain('3 détracteurs représentant 1 240 $US de MRR');
    cleanup();
    expect(await show('es', 3, 124_000)).toMatch(/3 detractores que representan 1\.?240 US\$ de MRR/);
  });
});
