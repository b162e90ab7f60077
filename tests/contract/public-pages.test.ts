import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_META } from '../../platform-api/src/core/public-site/pages.js';

// The shell's files are loaded by path at run time: the shell is not part of this TypeScript project.
type Meta = { title: string; description: string };
type MarketingTexts = Record<string, Meta & { lead: string; sections: unknown[]; ctas: unknown[] }>;
type SiteTexts = { meta: { home: Meta; directory: Meta; affiliate: Meta } };
const load = async <T>(relative: string, name: string): Promise<T> => ((await import(new URL(relative, import.meta.url).href)) as Record<string, T>)[name]!;
const shellFile = (path: string) => `../../shell/src/features/public/${path}`;
const language = async (code: 'en' | 'fr' | 'es') => ({
  texts: await load<MarketingTexts>(shellFile(`marketing/content/${code}.ts`), 'texts'),
  site: await load<SiteTexts>(shellFile(`site/locales/${code}.ts`), 'site'),
});
const languages = { en: await language('en'), fr: await language('fr'), es: await language('es') };
const MARKETING_PATHS = await load<readonly string[]>(shellFile('marketing/paths.ts'), 'MARKETING_PATHS');

/**
 * The title and description the server writes into a public page's HTML (SEO) are the ones the
 * shell's page sets when a visitor navigates to it, in every language.
 */

describe('public page titles: server and shell agree', () => {
  it.each(Object.keys(languages) as (keyof typeof languages)[])('%s: marketing pages', (language) => {
    const { texts } = languages[language];
    for (const path of [...MARKETING_PATHS, '/planning-poker', '/retrospectives', '/agile-kanban']) {
      const page = texts[path.slice(1)]!;
      expect(page, path).toBeDefined();
      expect({ title: page.title, description: page.description }, `${language} ${path}`).toEqual(PUBLIC_PAGE_META[path]![language]);
    }
  });

  it.each(Object.keys(languages) as (keyof typeof languages)[])('%s: landing, directory and affiliate program', (language) => {
    const { site } = languages[language];
    expect(site.meta.home).toEqual(PUBLIC_PAGE_META['/']![language]);
    expect(site.meta.directory).toEqual(PUBLIC_PAGE_META['/business-directory']![language]);
    expect(site.meta.affiliate).toEqual(PUBLIC_PAGE_META['/affiliate-program']![language]);
  });

  it('every marketing page has real content: a lead, sections and a call to action, in each language', () => {
    for (const { texts } of Object.values(languages)) {
      for (const path of MARKETING_PATHS) {
        const page = texts[path.slice(1)]!;
        expect(page.lead.length, path).toBeGreaterThan(40);
        expect(page.sections.length, path).toBeGreaterThanOrEqual(3);
        expect(page.ctas.length, path).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
