import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@suite/sdk/client';
import { i18n, normalizeLanguage } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';

export interface StoryProvidersProps {
  locale: unknown;
  colorScheme: 'light' | 'dark';
  /** Where the story's MemoryRouter starts (parameters.router.initialEntries). */
  initialEntries?: string[];
  children: ReactNode;
}

/** The shell's providers around one story: theme, language, router and query cache. */
export function StoryProviders({ locale, colorScheme, initialEntries = ['/'], children }: StoryProvidersProps) {
  const [queryClient] = useState(() => createQueryClient());
  const language = normalizeLanguage(locale);
  useEffect(() => {
    // The toolbar's language; loaders already switched on first render, this follows later changes.
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [language]);
  return (
    <MantineProvider theme={suiteTheme} forceColorScheme={colorScheme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={initialEntries}>
            <Suspense fallback={<div data-testid="story-suspended" />}>{children}</Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
