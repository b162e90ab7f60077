// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { investorTranslations } from '../i18n.js';
import { CardSettings } from './CardSettings.js';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['investor'] });
  addTranslations('investor', investorTranslations);
});
afterEach(cleanup);

describe("a company card's stored settings", () => {
  it('starts from the stored figures and time frame and saves the new choice', async () => {
    const onSave = vi.fn();
    render(
      <MantineProvider theme={suiteTheme}>
        <CardSettings companyName="Acme Robotics" timeframe="1year" metrics={['mrr', 'runway']} onSave={onSave} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Customize: Acme Robotics' }));
    const mrr = (await screen.findByRole('checkbox', { name: 'MRR' })) as HTMLInputElement;
    expect(mrr.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Cash on hand' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cash on hand' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Runway' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ timeframe: '1year', metrics: ['cashOnHand', 'mrr'] }));
  });
});
