// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { suiteTheme } from '@suite/sdk/ui';
import type { CompanyVariance } from '../../shared/index.js';
import { investorTranslations } from '../i18n.js';
import { CompanyVarianceCard } from './VarianceAnalysisPage.js';

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['investor'] });
  addTranslations('investor', investorTranslations);
});
afterEach(cleanup);

const line = (metric: 'revenue' | 'expenses' | 'netBurn' | 'cash', plan: number, actual: number | null, variance: number | null, variancePct: number | null, favourable: boolean | null) => ({ metric, plan, actual, variance, variancePct, favourable });

const acme: CompanyVariance = {
  companyId: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme',
  shared: true,
  currency: 'USD',
  plannedOn: '2026-07-31',
  months: [{ month: '2026-08', lines: [line('revenue', 10_000_00, 12_000_00, 2_000_00, 20, true), line('expenses', 40_000_00, 40_000_00, 0, 0, true), line('netBurn', 30_000_00, 28_000_00, -2_000_00, -6.7, true), line('cash', 270_000_00, 275_000_00, 5_000_00, 1.9, true)] }],
  totals: [line('revenue', 20_000_00, 21_000_00, 1_000_00, 5, true), line('expenses', 80_000_00, 80_000_00, 0, 0, true), line('netBurn', 60_000_00, 59_000_00, -1_000_00, -1.7, true), line('cash', 240_000_00, 230_000_00, -10_000_00, -4.2, false)],
};

const renderCard = (company: CompanyVariance) =>
  render(
    <MantineProvider theme={suiteTheme}>
      <CompanyVarianceCard company={company} />
    </MantineProvider>,
  );

describe('plan against actual on screen', () => {
  it('shows the plan date, the period and each month with variance and percent', () => {
    renderCard(acme);
    expect(screen.getByText(/Plan made on/).textContent).toContain('2026');
    const period = screen.getByRole('table', { name: /The period/ });
    const revenue = within(period).getByText('Revenue').closest('tr')!;
    expect(revenue.textContent).toContain('$20K');
    expect(revenue.textContent).toContain('$21K');
    expect(revenue.textContent).toContain('+$1K (+5%)');
    const cash = within(period).getByText('Cash').closest('tr')!;
    expect(cash.textContent).toContain('−$10K (-4.2%)');
    expect(within(cash).getByTitle('worse than plan')).toBeTruthy();
    const months = screen.getByRole('table', { name: 'Month by month: actual / plan' });
    expect(within(months).getByText('2026-08').closest('tr')!.textContent).toContain('+$2K (+20%)');
  });

  it('says when the company does not share a plan', () => {
    renderCard({ ...acme, shared: false, plannedOn: null, months: [], totals: [] });
    expect(screen.getByText('This company does not share a plan.')).toBeTruthy();
  });
});
