// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { InvestorErrors } from '../../shared/index.js';
import { investorTranslations } from '../i18n.js';
import { RequestUpdateButton } from './RequestUpdateButton.js';

const INVESTOR = '00000000-0000-4000-8000-0000000000a1';
const COMPANY = '00000000-0000-4000-8000-0000000000b1';
let sent: unknown[] = [];
let refuse: string | null = null;
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['investor'] });
  addTranslations('investor', investorTranslations);
});
beforeEach(() => {
  sent = [];
  refuse = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init?.body ? JSON.parse(String(init.body)) : null);
      const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      return refuse ? json(400, { success: false, error: refuse }) : json(201, { success: true, data: {} });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderButton = () =>
  render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RequestUpdateButton investorId={INVESTOR} companyId={COMPANY} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('asking a company for an update', () => {
  it('sends the chosen type, the chosen figures and the note', async () => {
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for an update' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Churn' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Revenue growth' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Ahead of our partner meeting' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ investorId: INVESTOR, companyId: COMPANY, type: 'metrics', requestedData: ['cashOnHand', 'monthlyNetBurn', 'runwayDays', 'mrr'], message: 'Ahead of our partner meeting' });
  });

  it("shows the server's refusal in words and sends nothing without a figure", async () => {
    refuse = InvestorErrors.REQUESTED_DATA_INVALID;
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for an update' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText(InvestorErrors.REQUESTED_DATA_INVALID)).toBeTruthy();
    for (const name of ['Cash on hand', 'Net burn / month', 'Runway', 'MRR', 'Revenue growth', 'Churn']) fireEvent.click(screen.getByRole('checkbox', { name }));
    expect((screen.getByRole('button', { name: 'Send the request' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
