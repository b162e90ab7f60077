import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_META } from '../../platform-api/src/core/public-site/pages.js';
import { texts as en } from '../../shell/src/features/public/marketing/content/en.js';
import { texts as fr } from '../../shell/src/features/public/marketing/content/fr.js';
import { texts as es } from '../../shell/src/features/public/marketing/content/es.js';
import { MARKETING_PATHS } from '../../shell/src/features/public/marketing/paths.js';
import { site as siteEn } from '../../shell/src/features/public/site/locales/en.js';
import { site as siteFr } from '../../shell/src/features/public/site/locales/fr.js';
import { site as siteEs } from '../../shell/src/features/public/site/locales/es.js';

/**
 * The title and description the server writes into a public page's HTML (SEO) are the ones the
 * shell's page sets when a visitor navigates to it, in every language.
 */
const languages = { en: { texts: en, site: siteEn }, fr: { texts: fr, site: siteFr }, es: { texts: es, site: siteEs } } as const;

describe('public page titles: server and shell agree', () => {
  it.each(Object.keys(languages) as (keyof typeof languages)[])('%s: marketing pages', (language) => {
    const { texts } = languages[language];
    for (const path of [...MARKETING_PATHS, '/planning-poker', '/retrospectives', '/agile-kanban']) {
      const id = path.slice(1) as keyof typeof texts;
      const page = texts[id] as { title: string; description: string };
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
        const page = texts[path.slice(1) as keyof typeof texts] as { lead: string; sections: unknown[]; ctas: unknown[] };
        expect(page.lead.length, path).toBeGreaterThan(40);
        expect(page.sections.length, path).toBeGreaterThanOrEqual(3);
        expect(page.ctas.length, path).toBeGreaterThanOrEqual(1);
      }
    }
  });
});
