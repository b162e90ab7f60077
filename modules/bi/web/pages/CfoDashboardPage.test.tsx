// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { defineAbilityFor } from '@suite/sdk';
import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { AbilityProvider } from '@suite/sdk/web';
import { biTranslations } from '../i18n.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import type { CfoView } from '../../shared/views.js';
import CfoDashboardPage from './CfoDashboardPage.js';

/** For component tests in jsdom: the browser stubs Mantine needs and the bi texts in English. */
async function setUpBiComponentTests(): Promise<void> {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['bi'] });
  addTranslations('bi', biTranslations);
}

/** A screen as the shell renders it for an account owner, with answers already in the query cache. */
function renderScreen(children: ReactNode, answers: [key: readonly unknown[], data: unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, data] of answers) client.setQueryData(key, data);
  const ability = defineAbilityFor({ id: 'u-owner' }, { role: 'OWNER' }, { plan: 'PRO' });
  return render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={client}>
        <AbilityProvider value={ability}>
          <MemoryRouter>{children}</MemoryRouter>
        </AbilityProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(setUpBiComponentTests);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CFO_KEY = [BiViewEndpoints.cfo.method, BiViewEndpoints.cfo.path, undefined];
const item = (name: string, status: 'GOOD' | 'WARNING' | 'CRITICAL', unit: 'DOLLARS' | 'PERCENTAGE' | 'NUMBER', value: number) => ({ id: name, name, unit, direction: 'HIGHER_IS_BETTER' as const, value, targetValue: 1, status, trend: 'UP' as const, changePercent: 0 });

describe('the CFO dashboard', () => {
  it('links to the KPI builder, forecasting and GTM analytics', () => {
    renderScreen(<CfoDashboardPage />, [[CFO_KEY, { financialKpis: 0, performingWell: [], needsAttention: [] } satisfies CfoView]]);
    const quickLinks = screen.getAllByRole('link').filter((link) => link.querySelector('p, div'));
    expect(quickLinks.map((link) => [link.textContent?.split(/Define|Baseline|CAC/)[0], link.getAttribute('href')])).toEqual([
      ['KPI builder', '/bi/kpi-builder'],
      ['Forecasting', '/bi/forecasting'],
      ['Go-to-market analytics', '/bi/gtm-analytics'],
    ]);
  });

  it('says "No financial KPIs configured..." when none matches', () => {
    renderScreen(<CfoDashboardPage />, [[CFO_KEY, { financialKpis: 0, performingWell: [], needsAttention: [] } satisfies CfoView]]);
    expect(screen.getByTestId('bi-cfo-empty').textContent).toBe('No financial KPIs configured...');
  });

  it('lists Performing Well and Needs Attention, dollars without decimals and percentages with one', () => {
    const view: CfoView = { financialKpis: 3, performingWell: [item('Runway (months)', 'GOOD', 'NUMBER', 11.1)], needsAttention: [item('Marketing budget spent', 'CRITICAL', 'PERCENTAGE', 112.54), item('Monthly burn rate', 'WARNING', 'DOLLARS', 111_200.4)] };
    renderScreen(<CfoDashboardPage />, [[CFO_KEY, view]]);
    const well = screen.getByTestId('bi-cfo-performing');
    expect(within(well).getByRole('heading', { name: 'Performing Well' })).toBeTruthy();
    expect(within(well).getByText('Runway (months)')).toBeTruthy();
    const attention = screen.getByTestId('bi-cfo-attention');
    expect(within(attention).getByRole('heading', { name: 'Needs Attention' })).toBeTruthy();
    expect(within(attention).getByText('112.5%')).toBeTruthy();
    expect(within(attention).getByText('$111,200')).toBeTruthy();
  });

  it('says "Failed to load CFO dashboard data" when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'Internal server error' }), { status: 500, headers: { 'Content-Type': 'application/json' } })));
    renderScreen(<CfoDashboardPage />);
    expect(await screen.findByText('Failed to load CFO dashboard data')).toBeTruthy();
  });
});