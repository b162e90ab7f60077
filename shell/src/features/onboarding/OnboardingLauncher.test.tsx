import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { FEATURE_CATALOGUE, ONBOARDING_OPEN_DELAY_MS, defineAbilityFor, type OnboardingStatusView } from '@suite/sdk';
import { api } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { AbilityProvider, SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../app/i18n.js';

vi.mock('../../app/session/SessionProvider.js', () => ({ useSessionControls: () => ({ refresh: async () => undefined }) }));
const { OnboardingLauncher } = await import('./OnboardingLauncher.js');

const session: Session = {
  status: 'authenticated',
  user: { id: 'u-1', email: 'nora@example.com', firstName: 'Nora', lastName: 'Founder', avatarUrl: null, primaryPersona: 'FOUNDER', emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'acc-1', name: 'Nora Robotics', slug: 'nora-robotics', role: 'OWNER', permissions: [], plan: 'FREE', enabledFeatures: [] },
};

function status(overrides: Partial<OnboardingStatusView>): OnboardingStatusView {
  return {
    accountId: 'acc-1',
    isComplete: false,
    shouldOpen: true,
    showSetupBadge: true,
    canManage: true,
    settings: { onboardingWizardCompleted: false, onboardingWizardSkipped: false, onboardingCompleted: false },
    steps: { company: false, domains: false, team: false, plan: false },
    stepsDone: [],
    company: {},
    accountCreatedAt: '2030-01-01T00:00:00.000Z',
    windowEndsAt: '2030-01-08T00:00:00.000Z',
    ...overrides,
  };
}

/** The client's requests (declared endpoints and plain paths alike go through request(method, path, options)). */
function answer(current: OnboardingStatusView) {
  return vi.spyOn(api, 'request').mockImplementation(async (method: string, path: string) => {
    if (method !== 'GET') throw new Error(`unexpected ${method} ${path}`);
    if (path === '/onboarding/status') return current as never;
    if (path === '/accounts/features/available')
      return {
        accountId: 'acc-1',
        plan: 'FREE',
        features: FEATURE_CATALOGUE.map((feature) => ({ id: feature.id, name: feature.name, category: feature.category, dependencies: feature.dependencies, planAllows: feature.minimumPlan === 'FREE', requiredPlan: feature.minimumPlan, enabled: feature.minimumPlan === 'FREE' })),
      } as never;
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderLauncher(path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SessionContext.Provider value={session}>
            <AbilityProvider value={defineAbilityFor({ id: 'u-1', primaryPersona: 'FOUNDER' }, { role: 'OWNER' }, { plan: 'FREE' })}>
              <MemoryRouter initialEntries={[path]}>
                <Suspense fallback={null}>
                  <OnboardingLauncher />
                </Suspense>
              </MemoryRouter>
            </AbilityProvider>
          </SessionContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['onboarding', 'features'] });
});
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the onboarding launcher (platform.md sections 2.3 and 4)', () => {
  it("shows the 'Complete Setup' badge and opens the wizard by itself 1 s after the status says so", async () => {
    answer(status({}));
    renderLauncher();
    const badge = (await screen.findAllByRole('button', { name: 'Complete Setup' }))[0];
    expect(badge).toBeTruthy();
    const shownAt = Date.now();
    expect(screen.queryByRole('dialog')).toBeNull();
    const wizard = await screen.findByRole('dialog', { name: 'Set up Nora Robotics' }, { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(ONBOARDING_OPEN_DELAY_MS - 100);
    expect(wizard.textContent).toContain('Tell us about the company');
  });

  it('opens by itself once per tab: closing it does not bring it back', async () => {
    answer(status({}));
    renderLauncher();
    await screen.findByRole('dialog', {}, { timeout: 4000 });
    cleanup();
    renderLauncher();
    await screen.findAllByRole('button', { name: 'Complete Setup' });
    await act(() => new Promise((resolve) => setTimeout(resolve, ONBOARDING_OPEN_DELAY_MS + 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open by itself when the status says not to, and hides the badge once setup is done', async () => {
    const request = answer(status({ shouldOpen: false, showSetupBadge: false, isComplete: true, settings: { onboardingWizardCompleted: true, onboardingWizardSkipped: false, onboardingCompleted: true } }));
    renderLauncher();
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', '/onboarding/status', expect.anything()));
    await act(() => new Promise((resolve) => setTimeout(resolve, ONBOARDING_OPEN_DELAY_MS + 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Setup' })).toBeNull();
  });

  it('opens on ?setup=review with the summary, Review Setup and a Reset Setup that asks first', async () => {
    const request = answer(status({ shouldOpen: false, showSetupBadge: false, isComplete: true, settings: { onboardingWizardCompleted: true, onboardingWizardSkipped: false, onboardingCompleted: true }, steps: { company: true, domains: true, team: false, plan: false } }));
    const posts = () => request.mock.calls.filter(([method]) => method === 'POST');
    renderLauncher('/account-settings/features?setup=review');
    const wizard = await screen.findByRole('dialog', { name: 'Set up Nora Robotics' });
    expect(wizard.textContent).toContain('Setup is complete');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Setup' }));
    expect(await screen.findByText('Reset the setup?')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Review Setup' }));
    expect((await screen.findAllByText('Tell us about the company')).length).toBeGreaterThan(0);
  });

  it('never opens by itself over an invitation being answered', async () => {
    answer(status({}));
    renderLauncher('/accept-invitation?token=abc');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets Enter in the stage select pick an option without submitting the step (the form stops its default), while Enter in a text field still submits', async () => {
    answer(status({}));
    renderLauncher('/dashboard?setup=open');
    await screen.findByRole('dialog', { name: 'Set up Nora Robotics' });
    // fireEvent answers false when the default (the form's implicit submission) was prevented.
    expect(fireEvent.keyDown(screen.getByRole('combobox', { name: /Stage/ }), { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: /Website/ }), { key: 'Enter' })).toBe(true);
    expect(screen.queryByText('Company name must be between 1 and 100 characters')).toBeNull();
  });

  it('checks the company step before going on, with the API texts', async () => {
    const request = answer(status({}));
    const patches = () => request.mock.calls.filter(([method]) => method === 'PATCH');
    renderLauncher('/dashboard?setup=open');
    await screen.findByRole('dialog', { name: 'Set up Nora Robotics' });
    fireEvent.change(screen.getByRole('textbox', { name: /Company name/ }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Website/ }), { target: { value: 'nora' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name must be between 1 and 100 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid website address, such as https://example.com')).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });
});
