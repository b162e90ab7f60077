import { useEffect, useState, type ComponentType } from 'react';
import { addTranslations, useTranslation } from '@suite/sdk/web';
import type { Language } from '@suite/sdk';

/**
 * What a standalone agile page shares: the 'agile' texts one language at a time (each page's build
 * leaves out the other areas' texts, see other-areas-texts.ts and webpack.config.js), and the
 * registration with the host.
 */
const TEXTS: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ '../locales/en.js').then((module) => module.en),
  fr: () => import(/* webpackChunkName: "texts-fr" */ '../locales/fr.js').then((module) => module.fr),
  es: () => import(/* webpackChunkName: "texts-es" */ '../locales/es.js').then((module) => module.es),
};
const loaded = new Set<Language>();

const toLanguage = (value: string | undefined): Language => (value?.startsWith('fr') ? 'fr' : value?.startsWith('es') ? 'es' : 'en');

/** The page once the texts of the visitor's language are in, titled like the app titles it ('Kanban demo · Suite'). */
function withTexts(Page: ComponentType, titleKey: string): ComponentType {
  return function StandaloneAgilePage() {
    const { t, i18n } = useTranslation();
    const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
    const [ready, setReady] = useState<Language | null>(() => (loaded.has(language) ? language : null));
    useEffect(() => {
      let live = true;
      if (loaded.has(language)) {
        setReady(language);
        return;
      }
      // English first when another language is asked for: missing keys fall back to it.
      const wanted: Language[] = language === 'en' || loaded.has('en') ? [language] : ['en', language];
      void Promise.all(wanted.map((lng) => TEXTS[lng]().then((texts) => ({ lng, texts })))).then((bundles) => {
        for (const { lng, texts } of bundles) {
          addTranslations('agile', { [lng]: texts });
          loaded.add(lng);
        }
        if (live) setReady(language);
      });
      return () => {
        live = false;
      };
    }, [language]);
    const title = ready ? t(`agile:${titleKey}`) : null;
    const brand = t('shell:brand');
    useEffect(() => {
      if (title) document.title = `${title} · ${brand}`;
    }, [title, brand]);
    return ready ? <Page /> : null;
  };
}

interface StandaloneHost {
  pages: Record<string, ComponentType>;
}

/** Registers the page with the host as 'agile/<name>' (the route's `standalone`), with its route's title (web/routes.ts). */
export function registerStandalonePage(name: string, Page: ComponentType, titleKey: string): void {
  const host = (globalThis as { __suite_host?: StandaloneHost }).__suite_host;
  if (host) host.pages[`agile/${name}`] = withTexts(Page, titleKey);
}
