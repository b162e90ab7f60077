import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { agileTranslations } from '../i18n.js';

/**
 * For component tests in jsdom: what Mantine needs from a browser and jsdom lacks (the sdk's
 * browser stubs), and the agile texts in English. Call it in a beforeAll.
 */
export async function setUpAgileComponentTests(): Promise<void> {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['agile'] });
  addTranslations('agile', agileTranslations);
}
