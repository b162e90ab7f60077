import { addTranslations, initI18n } from '@suite/sdk/i18n';
import { agileTranslations } from '../i18n.js';

/**
 * For component tests in jsdom: what Mantine needs from a browser and jsdom lacks (media
 * queries, resize observers, scrolling, web fonts for autosized text areas), and the agile texts
 * in English. Call it in a beforeAll.
 */
export async function setUpAgileComponentTests(): Promise<void> {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false })) as typeof window.matchMedia;
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView = () => {};
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() }, configurable: true });
  await initI18n({ lng: 'en', namespaces: ['agile'] });
  addTranslations('agile', agileTranslations);
}
