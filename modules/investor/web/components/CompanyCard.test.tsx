// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { suiteTheme } from '@suite/sdk/ui';
import type { DashboardCompany } from '../../shared/index.js';
import { investorTranslations } from '../i18n.js';
import { CompanyCard } from './CompanyCard.js';

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['investor'] });
  addTranslations('investor', investorTranslations);
});
afterEach(cleanup);

const company = (overrides: Partial<DashboardCompany> = {}): DashboardCompany => ({
  id: '00000000-0000-4000-8000-000000000001',
  companyName: 'Acme Robotics',
  currentValuation: 8_000_000_00,
  ownershipPercentage: 6.25,
  investmentAmount: 500_000_00,
  lastUpdate: null,
  nextFundraisingTarget: null,
  permissions: [{ resource: 'dashboard', action: 'read' }],
  metrics: { asOf: '2026-11-01', currency: 'USD', cashOnHand: 150_000_00, monthlyNetBurn: 25_000_00, runwayDays: 180, mrr: 12_000_00, healthStatus: 'critical', revenueGrowthPct: 3, churnRate: 11 },
  history: [],
  stage: null,
  industry: null,
  milestoneProgress: null,
  nextMilestone: null,
  founderName: null,
  productStatus: null,
  teamSize: null,
  customerCount: null,
  userGrowth: null,
  cac: null,
  ltv: null,
  comments: 0,
  unreadCommunications: 2,
  ...overrides,
});

const renderCard = (value: DashboardCompany) =>
  render(
    <MantineProvider theme={suiteTheme}>
      <MemoryRouter>
        <CompanyCard company={value} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('a company card', () => {
  it('links to the company and writes section 9: runway in red under 8 months, $xK, churn red from 10', () => {
    renderCard(company());
    expect(screen.getByRole('link', { name: 'Acme Robotics' }).getAttribute('href')).toBe('/investor/company/00000000-0000-4000-8000-000000000001');
    const runway = screen.getByText(/180 days/);
    expect(runway.closest('[data-tone]')?.getAttribute('data-tone')).toBe('red');
    expect(screen.getByText('$150K')).toBeTruthy();
    expect(screen.getByText('$8.0M')).toBeTruthy();
    expect(screen.getByText('11%')).toBeTruthy();
    expect(screen.getByText('2 unread')).toBeTruthy();
  });

  it('shows only the figures its stored config names', () => {
    render(
      <MantineProvider theme={suiteTheme}>
        <MemoryRouter>
          <CompanyCard company={company()} metrics={['mrr', 'valuation']} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText('MRR')).toBeTruthy();
    expect(screen.getByText('$12K')).toBeTruthy();
    expect(screen.getByText('$8.0M')).toBeTruthy();
    expect(screen.queryByText('Cash on hand')).toBeNull();
    expect(screen.queryByText(/180 days/)).toBeNull();
  });

  it('reads "not shared" where the company shares no figures, never a guess', () => {
    renderCard(company({ metrics: null, currentValuation: null, ownershipPercentage: null, unreadCommunications: 0 }));
    expect(screen.getAllByText('not shared')).toHaveLength(6);
    expect(screen.queryByText(/days/)).toBeNull();
  });
});
