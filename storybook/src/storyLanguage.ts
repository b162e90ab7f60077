import { i18n, initI18n, normalizeLanguage } from '@suite/sdk/i18n';
import { registerShellNamespaces } from '../../shell/src/app/i18n.js';

/** The namespaces every story may read: the kit's, its error texts and the shell's. */
export const STORY_NAMESPACES = ['common', 'errors', 'shell'];

/** Start i18n once, in English, as the shell does at boot. */
export async function initStoryI18n(): Promise<void> {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['shell'] });
}

/**
 * Switch to the story's language and load its namespaces before rendering: they arrive through
 * dynamic imports, and a story must not render its Suspense fallback instead of itself.
 */
export async function prepareStoryLanguage(locale: unknown): Promise<void> {
  await initStoryI18n();
  const language = normalizeLanguage(locale);
  if (i18n.resolvedLanguage !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces(STORY_NAMESPACES);
}
