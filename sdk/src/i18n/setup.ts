import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, normalizeLanguage, type Language } from './languages.js';

export const i18n: I18n = i18next.createInstance();

export type NamespaceLoader = (language: Language) => Promise<Record<string, unknown>>;
const loaders = new Map<string, NamespaceLoader>();

/**
 * A namespace whose strings are loaded per language when first used, so a page carries only
 * its own language's text.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}

const sdkLocale = (language: Language) =>
  language === 'fr' ? import('./locales/fr.js') : language === 'es' ? import('./locales/es.js') : import('./locales/en.js');
registerNamespace('common', async (language) => (await sdkLocale(language)).common);
registerNamespace('errors', async (language) => (await sdkLocale(language)).errors);

function isSupported(value: string | null | undefined): value is string {
  return Boolean(value) && (LANGUAGES as readonly string[]).includes(value!.slice(0, 2).toLowerCase());
}

/** Language detection: a `?lang=` link (the public pages' hreflang alternates), localStorage 'i18nextLng', then the browser, then the html tag, else en. */
export function detectLanguage(): Language {
  try {
    const asked = typeof location !== 'undefined' ? new URLSearchParams(location.search).get('lang') : null;
    if (isSupported(asked)) return normalizeLanguage(asked);
  } catch {
    // no location (tests)
  }
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isSupported(stored)) return normalizeLanguage(stored);
  } catch {
    // storage may be blocked; fall through to the browser
  }
  if (typeof navigator !== 'undefined') {
    for (const candidate of navigator.languages ?? [navigator.language]) if (isSupported(candidate)) return normalizeLanguage(candidate);
  }
  if (typeof document !== 'undefined' && isSupported(document.documentElement.lang)) return normalizeLanguage(document.documentElement.lang);
  return DEFAULT_LANGUAGE;
}

function remember(language: string): void {
  const normalized = normalizeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, normalized);
  } catch {
    // not fatal: the language just is not remembered
  }
  if (typeof document !== 'undefined') document.documentElement.lang = normalized;
}

/** Start i18n once, in the shell: en / fr / es, fallback en, namespaces loaded on demand. */
export async function initI18n(options: { lng?: Language; namespaces?: string[] } = {}): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  const lng = options.lng ?? detectLanguage();
  await i18n
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const loader = loaders.get(namespace);
        return loader ? loader(normalizeLanguage(language)) : Promise.resolve({});
      }),
    )
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: ['common', 'errors', ...(options.namespaces ?? [])],
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  remember(i18n.resolvedLanguage ?? lng);
  i18n.on('languageChanged', remember);
  return i18n;
}

/** Modules add their own namespace (their id) in every language. */
export function addTranslations(namespace: string, resources: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const lng of LANGUAGES) {
    const bundle = resources[lng];
    if (bundle) i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}

/** The user's language for an English error text of the spec, or the text itself. */
export function translateError(message: string): string {
  if (!i18n.isInitialized) return message;
  return i18n.t(message, { ns: 'errors', keySeparator: false, nsSeparator: false, defaultValue: message });
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
}
