// @vitest-environment jsdom
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { defineAbilityFor } from '@suite/sdk';
import { addTranslations, i18n, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { AbilityProvider } from '@suite/sdk/web';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { biTranslations } from '../i18n.js';
import type { BusinessDocumentView, PitchDeckView, PricingActuals } from '../../shared/growth.js';
import { NEW_DRAFT, PricingSimulator, type Draft } from '../pricing/PricingSimulator.js';
import { ActualsLine } from '../pricing/PricingSimulatorPage.js';
import DocumentsPage from './DocumentsPage.js';
import PitchDecksPage from './PitchDecksPage.js';

/**
 * The issue-16 screens in jsdom: the simulator moving as a slider moves, the actuals line in the
 * reader's language, the documents list with its analysis and empty state, the decks list and
 * generating a deck in the screen's language. Reads and writes go through a stubbed fetch.
 */

type Answer = { method: string; path: RegExp; status?: number; body: unknown };
const calls: { method: string; url: string; body: unknown }[] = [];

/** fetch answering the bi endpoints from a table (first match), recording every call. */
function serve(answers: Answer[]) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      const answer = answers.find((a) => a.method === method && a.path.test(url));
      const status = answer?.status ?? (answer ? 200 : 404);
      const payload = answer ? { success: status < 400, data: answer.body } : { success: false, error: 'Not found' };
      return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function renderScreen(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['bi'] });
  addTranslations('bi', biTranslations);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function Simulator({ initial = NEW_DRAFT }: { initial?: Draft }) {
  const [draft, setDraft] = useState<Draft>(initial);
  return <PricingSimulator draft={draft} onChange={setDraft} />;
}

describe('the pricing simulator', () => {
  it('moves the projection as a slider moves (computed in the browser, nothing sent)', () => {
    serve([]);
    renderScreen(<Simulator />);
    // $49 a month, 100 customers, 10 % growth, 5 % churn: the shared formulas' year 1.
    const year1 = screen.getByTestId('pricing-year1').textContent;
    expect(screen.getByTestId('pricing-value-monthlyPrice').textContent).toBe('$49');
    const slider = within(screen.getByTestId('pricing-slider-monthlyPrice')).getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByTestId('pricing-value-monthlyPrice').textContent).toBe('$50');
    expect(screen.getByTestId('pricing-year1').textContent).not.toBe(year1);
    // The public variant: no name field, no save button, no fetch.
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the transaction parameters for a TRANSACTION model and the sensitivity table', () => {
    serve([]);
    renderScreen(<Simulator initial={{ ...NEW_DRAFT, type: 'TRANSACTION', parameters: { transactionFee: 2, transactionsPerUser: 10 } }} />);
    expect(screen.getByTestId('pricing-slider-transactionFee')).toBeTruthy();
    expect(screen.queryByTestId('pricing-slider-monthlyPrice')).toBeNull();
    expect(within(screen.getByTestId('pricing-sensitivity')).getAllByRole('row')).toHaveLength(4);
  });
});

describe("the pricing page's actuals line", () => {
  const actuals: PricingActuals = { source: 'manual', monthlyPrice: 1111.11, customers: 1250, churnRate: 3.7, growthRate: 4, months: [] };
  const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

  it.each([
    ['en', 'Your real numbers: $1,111.11 a customer a month, 1,250 customers, 3.7 % churn.'],
    ['fr', 'Vos vrais chiffres : 1 111,11 $US par client et par mois, 1 250 clients, 3,7 % d’attrition.'],
    ['es', 'Tus cifras reales: 1111,11 US$ por cliente al mes, 1250 clientes, 3,7 % de abandono.'],
  ])('is written with the Intl money formatter in %s', async (language, expected) => {
    await i18n.changeLanguage(language);
    renderScreen(<ActualsLine actuals={actuals} />);
    expect(plain(screen.getByTestId('pricing-actuals-line').textContent)).toBe(expected);
  });

  it('is absent without real numbers', () => {
    renderScreen(<ActualsLine actuals={{ ...actuals, source: 'none' }} />);
    expect(screen.queryByTestId('pricing-actuals-line')).toBeNull();
  });
});

const DOCUMENT: BusinessDocumentView = {
  id: 'd1',
  accountId: 'a1',
  name: 'Board memo',
  type: 'OTHER',
  description: '',
  content: 'Our MRR reached $48,000 this month and we now serve 120 customers. Net burn was $95K, which leaves 14 months of runway.',
  file: { fileName: 'board-memo.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', sizeBytes: 1099 },
  analysis: {
    words: 22,
    readingMinutes: 1,
    figures: { money: ['$48,000', '$95K'], percentages: [], dates: [] },
    keyTerms: [{ term: 'runway', count: 1 }],
    summary: ['Our MRR reached $48,000 this month and we now serve 120 customers.'],
    disagreements: [{ metric: 'mrr', documentValue: 48000, accountValue: 30000, sentence: 'Our MRR reached $48,000 this month and we now serve 120 customers.' }],
    method: 'Figures by pattern; summary from the highest-scoring sentences.',
  },
  createdAt: '2026-11-02T10:00:00.000Z',
} as BusinessDocumentView;

describe('the documents screen', () => {
  it('says how to start when there is no document', async () => {
    serve([{ method: 'GET', path: /\/business-intelligence\/documents$/, body: [] }]);
    renderScreen(<DocumentsPage />);
    expect(await screen.findByText(biTranslations.en!.documents.emptyTitle as string)).toBeTruthy();
    // Saving needs a name and 100 characters.
    expect((screen.getByRole('button', { name: biTranslations.en!.documents.save as string }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists a document with its file, its analysis and the account's figure it disagrees with, and analyses again on request", async () => {
    serve([
      { method: 'GET', path: /\/business-intelligence\/documents$/, body: [DOCUMENT] },
      { method: 'POST', path: /\/business-intelligence\/documents\/analyze$/, body: DOCUMENT.analysis },
    ]);
    renderScreen(<DocumentsPage />);
    expect(await screen.findByText('Board memo')).toBeTruthy();
    expect(screen.getByText(/board-memo\.docx/)).toBeTruthy();
    const analysis = screen.getByTestId('bi-document-analysis');
    expect(analysis.textContent).toContain('$48,000, $95K');
    expect(within(analysis).getByText(biTranslations.en!.documents.disagreements as string)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: biTranslations.en!.documents.analyze as string }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ documentId: 'd1' }));
  });

  it('writes a document once it has a name and 100 characters', async () => {
    serve([
      { method: 'GET', path: /\/business-intelligence\/documents$/, body: [] },
      { method: 'POST', path: /\/business-intelligence\/documents$/, status: 201, body: DOCUMENT },
    ]);
    renderScreen(<DocumentsPage />);
    await screen.findByText(biTranslations.en!.documents.emptyTitle as string);
    fireEvent.change(screen.getByLabelText(biTranslations.en!.documents.name as string), { target: { value: 'Memo' } });
    fireEvent.change(screen.getByLabelText(biTranslations.en!.documents.content as string, { exact: false }), { target: { value: DOCUMENT.content } });
    fireEvent.click(screen.getByRole('button', { name: biTranslations.en!.documents.save as string }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Memo', content: DOCUMENT.content }));
  });

  it('edits a document (each save is a version) and shows its version history', async () => {
    serve([
      { method: 'GET', path: /\/business-intelligence\/documents$/, body: [DOCUMENT] },
      { method: 'PATCH', path: /\/business-intelligence\/documents\/d1$/, body: { ...DOCUMENT, name: 'Board memo (final)' } },
      { method: 'GET', path: /\/versions\/objects\/bi\.document\/d1$/, body: { object: { type: 'bi.document', id: 'd1', title: 'Board memo', link: '/bi/documents?document=d1', label: 'Document' }, versions: [], canRestore: true } },
    ]);
    renderScreen(<DocumentsPage />);
    await screen.findByText('Board memo');
    fireEvent.click(screen.getByRole('button', { name: biTranslations.en!.documents.edit as string }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(biTranslations.en!.documents.name as string), { target: { value: 'Board memo (final)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: biTranslations.en!.documents.saveChanges as string }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Board memo (final)', content: DOCUMENT.content }));
    fireEvent.click(screen.getByRole('button', { name: biTranslations.en!.documents.versions as string }));
    await waitFor(() => expect(calls.some((call) => call.method === 'GET' && /\/versions\/objects\/bi\.document\/d1$/.test(call.url))).toBe(true));
  });
});

const DECK: PitchDeckView = {
  id: 'k1',
  accountId: 'a1',
  name: 'Seed deck',
  pricingModelId: null,
  slides: [
    { kind: 'problem', title: 'Problème', bullets: ['Qui a le problème.'] },
    { kind: 'traction', title: 'Traction', bullets: ['MRR 30 000 $US (ARR 360 000 $US).'] },
  ],
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('the pitch decks screen', () => {
  it('says how to start, and generates a deck in the language of the screen', async () => {
    await i18n.changeLanguage('fr');
    serve([
      { method: 'GET', path: /\/business-intelligence\/pitch-decks$/, body: [] },
      { method: 'POST', path: /\/business-intelligence\/pitch-decks\/generate$/, status: 201, body: DECK },
    ]);
    renderScreen(<PitchDecksPage />);
    const empty = await screen.findByText(biTranslations.fr!.decks.emptyTitle as string);
    expect(empty).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: biTranslations.fr!.decks.generate as string })[0]!);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { language: 'fr' } }));
  });

  it('lists decks, opens one slide by slide for editing and saves the edit', async () => {
    serve([
      { method: 'GET', path: /\/business-intelligence\/pitch-decks$/, body: [DECK] },
      { method: 'PUT', path: /\/business-intelligence\/pitch-decks\/k1$/, body: DECK },
    ]);
    renderScreen(<PitchDecksPage />);
    expect(await screen.findByText('Seed deck')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: biTranslations.en!.decks.edit as string }));
    expect(screen.getByDisplayValue('Problème')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: biTranslations.en!.entries.save as string }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Seed deck', slides: DECK.slides }));
  });
});
