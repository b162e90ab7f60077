// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadedWidget } from './protocol.js';

const widget = (country: string | null, countries: string[]): LoadedWidget => ({
  widgetId: 'w1',
  country,
  configuration: {
    appearance: { theme: 'light', position: 'bottom-right', size: 'medium', colors: { primary: '#228be6', background: '#fff', text: '#111' } },
    triggers: [{ type: 'PAGE_VIEW' }],
    frequency: { mode: 'always' },
    targeting: { urlPatterns: ['*'], excludeUrls: [], devices: [], countries },
    content: { title: 'Hi', questions: [{ id: 'nps', type: 'NPS' }] },
  },
});

/** Runs the loader as a customer's page would, with the platform answering `config`; answers what it sent and showed. */
async function load(config: LoadedWidget, language = 'en-US') {
  vi.resetModules();
  delete window.Suite;
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
  const opened = vi.fn();
  window.__suiteWidget = { open: opened };
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify(url.includes('/widget-config') ? { data: config } : { data: { accepted: 1 } }), { status: url.includes('/widget-config') ? 200 : 202 }));
  vi.stubGlobal('fetch', fetchMock);
  const beacons: string[] = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: Blob) => (void body.text().then((t) => beacons.push(t)), true) });
  const script = document.createElement('script');
  script.src = 'https://app.example/widget/v1/loader.js';
  script.dataset.key = 'ew_0123456789abcdef';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  await import('./loader.js');
  await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url.includes('/widget-config'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  window.dispatchEvent(new Event('pagehide'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const sent = [...beacons, ...fetchMock.mock.calls.filter(([url]) => url.includes('/session-events')).map((call) => String((call as unknown as [string, { body: string }])[1].body))];
  const categories = sent.flatMap((body) => (JSON.parse(body) as { events: { category: string }[] }).events.map((e) => e.category));
  return { opened, categories };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the loader', () => {
  it('records WIDGET_SHOWN when it opens the widget (the response rate counts answers per time shown)', async () => {
    const { opened, categories } = await load(widget(null, []));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(categories).toEqual(['PAGE_VIEW', 'WIDGET_SHOWN']);
  });

  it('shows a country-targeted widget when the trusted proxy says the visitor is there', async () => {
    const { opened, categories } = await load(widget('FR', ['FR', 'BE']), 'en-US');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(categories).toContain('WIDGET_SHOWN');
  });

  it('falls back on the region of the browser language without a proxy country, and stays hidden elsewhere', async () => {
    expect((await load(widget(null, ['CA']), 'fr-CA')).opened).toHaveBeenCalledTimes(1);
    const hidden = await load(widget(null, ['FR']), 'es-MX');
    expect(hidden.opened).not.toHaveBeenCalled();
    expect(hidden.categories).toEqual(['PAGE_VIEW']);
    // A language without a region cannot match a country list.
    expect((await load(widget(null, ['FR']), 'fr')).opened).not.toHaveBeenCalled();
    // The proxy's country wins over the language.
    expect((await load(widget('DE', ['FR']), 'fr-FR')).opened).not.toHaveBeenCalled();
  });
});
