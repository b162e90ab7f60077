// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { addTranslations, i18n, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { EngagementErrors } from '../../shared/errors/engagement-errors.js';
import { defaultWidgetConfiguration } from '../../shared/widget.js';
import { engagementTranslations } from '../i18n.js';
import { engagementErrorTexts } from '../locales/errors.js';
import { WidgetEditor, type WidgetDraft } from './WidgetEditor.js';

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['engagement'] });
  addTranslations('engagement', engagementTranslations);
  // What the shell adds from the web module's errorTexts: the API's texts in French and Spanish.
  addTranslations('errors', engagementErrorTexts);
});
beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const draft = (): WidgetDraft => ({ name: 'Homepage', siteUrl: '', configuration: defaultWidgetConfiguration() });

function show(options: { error?: unknown; initial?: WidgetDraft } = {}) {
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter>
          <WidgetEditor initial={options.initial ?? draft()} saving={false} error={options.error ?? null} onSave={onSave} />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('tab', { name: /integrations|intégrations/i }));
  return onSave;
}

/** The recipients' text box (the tags' group carries the label too). */
const recipientsInput = (label: string) => screen.getAllByLabelText(label).find((el) => el instanceof HTMLInputElement && el.type !== 'hidden')!;
const addRecipient = (address: string) => {
  const input = recipientsInput('Alert recipients');
  // Mantine hears typing only in the focused input (a change elsewhere is autofill).
  input.focus();
  fireEvent.change(input, { target: { value: address } });
  fireEvent.keyDown(input, { key: 'Enter' });
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the widget editor: Integrations', () => {
  it('says what the webhooks switch does, and saves it off', () => {
    const onSave = show();
    const webhooks = screen.getByRole('switch', { name: 'Send answers to webhooks and Slack' });
    expect((webhooks as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/goes out as the feedback\.received event/)).toBeTruthy();
    fireEvent.click(webhooks);
    expect(screen.getByText(/stay in the app/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up webhooks in Integrations' }).getAttribute('href')).toBe('/integrations');
    save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ configuration: expect.objectContaining({ integrations: { webhooks: false, email: { recipients: [], onlyDetractors: false } } }) }));
  });

  it('saves the alert recipients and detractors only', () => {
    const onSave = show();
    addRecipient('pm@acme.example');
    addRecipient('cto@acme.example');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only for detractors' }));
    save();
    expect(onSave.mock.calls[0]![0].configuration.integrations).toEqual({ webhooks: true, email: { recipients: ['pm@acme.example', 'cto@acme.example'], onlyDetractors: true } });
  });

  it(`shows '${EngagementErrors.ALERT_RECIPIENTS_INVALID}' under the field for a bad address and does not save`, () => {
    const onSave = show();
    addRecipient('not-an-address');
    expect(screen.getByText(EngagementErrors.ALERT_RECIPIENTS_INVALID)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the API's refusal, in the user's language, under the recipients", async () => {
    await i18n.changeLanguage('fr');
    show({ error: new Error(EngagementErrors.ALERT_RECIPIENTS_TOO_MANY) });
    const input = recipientsInput('Destinataires des alertes');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('10 destinataires d’alertes au maximum').length).toBeGreaterThanOrEqual(1);
    expect((screen.getByRole('switch', { name: 'Envoyer les réponses aux webhooks et à Slack' }) as HTMLInputElement).checked).toBe(true);
  });
});
