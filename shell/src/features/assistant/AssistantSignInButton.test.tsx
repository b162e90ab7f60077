import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n, registerNamespace } from '@suite/sdk/i18n';
import { AssistantSignInButton } from './AssistantSignInButton.js';
import { understoodLine } from './AnswerCard.js';
import { shell as shellEn } from '../../app/locales/en.js';
import { shell as shellFr } from '../../app/locales/fr.js';
import { assistant as assistantEn } from './locales/en.js';
import { assistant as assistantFr } from './locales/fr.js';
import { assistant as assistantEs } from './locales/es.js';

/**
 * The assistant signed out and in other languages (issue 22): on public pages the floating button
 * opens a sign-in prompt (what it does, Sign in, Create account); the "understood" line is in the
 * reader's language.
 */
function renderAt(path: string) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <AssistantSignInButton />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerNamespace('shell', async (language) => (language === 'fr' ? shellFr : shellEn));
  registerNamespace('assistant', async (language) => (language === 'fr' ? assistantFr : language === 'es' ? assistantEs : assistantEn));
  await initI18n({ lng: 'en', namespaces: ['shell', 'assistant'] });
  await i18n.loadNamespaces(['shell', 'assistant']);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the assistant button on a signed-out page', () => {
  it('opens a prompt saying what it does, with Sign in (back to the page) and Create account', async () => {
    renderAt('/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Ask the AI Survival Assistant' }));
    expect(await screen.findByText('Your numbers, explained')).toBeTruthy();
    expect(screen.getByText(/answers questions about your own data/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?from=%2Fpricing');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');
    // Escape closes it and gives the focus back to the button.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Your numbers, explained')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask the AI Survival Assistant' }));
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Demander à l’assistant IA' }));
    expect(await screen.findByText('Vos chiffres, expliqués')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeTruthy();
  });

  it('is not shown on the sign-in pages', () => {
    renderAt('/login');
    expect(screen.queryByTestId('assistant-button')).toBeNull();
  });
});

describe('the "understood" line', () => {
  const velocity = { intent: 'VELOCITY' as const, query: 'VELOCITY team=Apollo sprints=3', parameters: { team: 'Apollo', sprints: 3 } };
  it('reads the rule, the team and the sprint count in the reader’s language', async () => {
    expect(understoodLine(i18n.getFixedT('en', 'assistant'), velocity)).toBe('Velocity · team Apollo · last 3 sprints');
    expect(understoodLine(i18n.getFixedT('fr', 'assistant'), velocity)).toBe('Vélocité · équipe Apollo · 3 derniers sprints');
    await i18n.loadLanguages('es');
    expect(understoodLine(i18n.getFixedT('es', 'assistant'), { intent: 'RUNWAY', query: 'RUNWAY', parameters: {} })).toBe('Pista financiera');
    expect(understoodLine(i18n.getFixedT('fr', 'assistant'), { intent: 'OVERDUE_ACTION_ITEMS', query: 'OVERDUE_ACTION_ITEMS team=mine', parameters: { team: 'mine' } })).toBe('Actions en retard · mon équipe');
  });
});
