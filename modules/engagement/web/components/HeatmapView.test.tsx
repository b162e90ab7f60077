// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { addTranslations, i18n, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import type { Heatmap } from '../../shared/views.js';
import { engagementTranslations } from '../i18n.js';
import { FRAME_TIMEOUT_MS, HeatmapChart, PAGE_DESIGN_WIDTH } from './HeatmapView.js';

const BOX_WIDTH = 640;

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['engagement'] });
  addTranslations('engagement', engagementTranslations);
  // jsdom lays nothing out: every box is 640 px wide, so the 1280 px page is drawn at half size.
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => BOX_WIDTH });
});
afterAll(() => {
  // The override shadows Element's own getter: removing it restores jsdom's.
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const heatmap = (sites: string[]): Heatmap => ({
  path: '/pricing',
  clicks: 36,
  points: [
    { x: 500, y: 400, count: 24 },
    { x: 120, y: 40, count: 12 },
  ],
  elements: [
    { selector: '#buy', clicks: 24 },
    { selector: 'nav a', clicks: 12 },
  ],
  paths: [{ path: '/pricing', clicks: 36 }],
  sites,
});

const show = (data: Heatmap) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <HeatmapChart data={data} onPath={() => undefined} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );

const dotsOf = (map: HTMLElement) => [...within(map).getByRole('img').children] as HTMLElement[];

describe('the heatmap screen', () => {
  it('frames the site page (base address + path) at 1280 px scaled to the box, the dots at the same scale', () => {
    show(heatmap(['https://www.example.com']));
    const frame = screen.getByTestId('heatmap-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://www.example.com/pricing');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.title).toBe('The page https://www.example.com/pricing, behind the clicks');
    expect(frame.style.width).toBe(`${PAGE_DESIGN_WIDTH}px`);
    expect(frame.style.transform).toBe('scale(0.5)');
    expect(frame.style.pointerEvents).toBe('none');
    const map = screen.getByTestId('heatmap');
    expect(map.dataset.view).toBe('page');
    // x per mille of the width, y in page pixels times the scale (the dot is centred there).
    const [busiest, nav] = dotsOf(map);
    expect(busiest!.style.left).toContain('50%');
    expect(parseFloat(busiest!.style.top) + parseFloat(busiest!.style.height) / 2).toBeCloseTo(200);
    expect(nav!.style.left).toContain('12%');
    expect(parseFloat(nav!.style.top) + parseFloat(nav!.style.height) / 2).toBeCloseTo(20);
    expect(screen.getByText('Page not shown?')).toBeTruthy();
    // The ranking stays beside it.
    expect(screen.getByRole('cell', { name: '#buy' })).toBeTruthy();
  });

  it('draws the outline, and says where to add the site address, when no widget has one', () => {
    show(heatmap([]));
    expect(screen.queryByTestId('heatmap-frame')).toBeNull();
    expect(screen.getByTestId('heatmap').dataset.view).toBe('outline');
    expect(screen.queryByRole('radio', { name: 'Page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the widget setup' }).getAttribute('href')).toBe('/feedback/setup');
    expect(screen.getByRole('cell', { name: '#buy' })).toBeTruthy();
  });

  it('switches between Page and Outline, and remembers the outline for the site', () => {
    const { unmount } = show(heatmap(['https://www.example.com']));
    fireEvent.click(screen.getByRole('button', { name: 'Switch to outline' }));
    expect(screen.queryByTestId('heatmap-frame')).toBeNull();
    expect(screen.getByTestId('heatmap').dataset.view).toBe('outline');
    unmount();
    show(heatmap(['https://www.example.com']));
    expect(screen.getByTestId('heatmap').dataset.view).toBe('outline');
    fireEvent.click(screen.getByRole('radio', { name: 'Page' }));
    expect(screen.getByTestId('heatmap-frame').getAttribute('src')).toBe('https://www.example.com/pricing');
  });

  it('falls back to the outline when the page has not loaded in time, and keeps it when it has', () => {
    vi.useFakeTimers();
    show(heatmap(['https://slow.example.com']));
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS + 1));
    expect(screen.queryByTestId('heatmap-frame')).toBeNull();
    expect(screen.getByTestId('heatmap-frame-timeout').textContent).toContain('could not be shown here');
    // Asking for the page again tries again; a frame that loads stays.
    fireEvent.click(screen.getByRole('radio', { name: 'Page' }));
    fireEvent.load(screen.getByTestId('heatmap-frame'));
    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS + 1));
    expect(screen.getByTestId('heatmap').dataset.view).toBe('page');
  });

  it('offers a choice of site when the widgets have several, and speaks French', async () => {
    await i18n.changeLanguage('fr');
    show(heatmap(['https://www.example.com', 'https://shop.example.org']));
    expect(screen.getByRole('radio', { name: 'La page' })).toBeTruthy();
    expect(screen.getByText('La page ne s’affiche pas ?')).toBeTruthy();
    expect((screen.getByTestId('heatmap-frame') as HTMLIFrameElement).title).toBe('La page https://www.example.com/pricing, derrière les clics');
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeTruthy();
  });
});
