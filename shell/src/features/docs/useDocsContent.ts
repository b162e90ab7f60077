import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocsContent } from '@suite/sdk/docs/tree';

type DocsLanguage = 'en' | 'fr' | 'es';
const cached = new Map<DocsLanguage, Promise<DocsContent>>();

const LOADERS: Record<DocsLanguage, () => Promise<DocsContent>> = {
  en: () => import('@suite/sdk/docs/en').then((module) => module.content),
  fr: () => import('@suite/sdk/docs/fr').then((module) => module.content),
  es: () => import('@suite/sdk/docs/es').then((module) => module.content),
};

/** The documentation language for the interface language (`?lang=` and the user's choice decide it, as everywhere). */
export function docsLanguage(language: string | undefined): DocsLanguage {
  return language?.startsWith('fr') ? 'fr' : language?.startsWith('es') ? 'es' : 'en';
}

/** The documentation's text in the visitor's language (one chunk per language, shared by the index and the pages). */
export function useDocsContent(): DocsContent | null {
  const { i18n } = useTranslation();
  const language = docsLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [content, setContent] = useState<{ language: DocsLanguage; content: DocsContent } | null>(null);
  useEffect(() => {
    let live = true;
    let pending = cached.get(language);
    if (!pending) {
      pending = LOADERS[language]();
      cached.set(language, pending);
    }
    void pending.then((loaded) => {
      if (live) setContent({ language, content: loaded });
    });
    return () => {
      live = false;
    };
  }, [language]);
  // While another language loads, the previous text stays (no blank page on a language switch).
  return content?.content ?? null;
}
