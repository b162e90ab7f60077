import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { registerShellNamespaces } from '../../../app/i18n.js';
import { MarketingContent } from './MarketingPage.js';
import { MARKETING_PREVIEWS } from './previews.js';

/** The marketing pages show real screenshots of the product: lazy images with alt texts in the visitor's language. */

function renderAt(path: string) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <MarketingContent />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['shell'] });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('product previews on the marketing pages', () => {
  it('shows the planning poker room on /planning-poker, loaded lazily, with its size and an English alt text', async () => {
    renderAt('/planning-poker');
    const image = (await screen.findByTestId('marketing-preview')) as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1168');
    expect(image.getAttribute('src')).toMatch(/planning-poker.*\.webp/);
    expect(image.alt).toBe(MARKETING_PREVIEWS['planning-poker']!.alt.en);
  });

  it('describes the picture in French for a French visitor', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/retrospectives');
    const image = (await screen.findByTestId('marketing-preview')) as HTMLImageElement;
    expect(image.alt).toMatch(/^Une rétrospective en phase de collecte/);
  });

  it('has alt texts in en, fr and es for every preview, and none on the legal pages', async () => {
    for (const preview of Object.values(MARKETING_PREVIEWS)) for (const text of Object.values(preview!.alt)) expect(text.length).toBeGreaterThan(40);
    renderAt('/privacy');
    await screen.findByTestId('marketing-privacy');
    expect(screen.queryByTestId('marketing-preview')).toBeNull();
  });
});
