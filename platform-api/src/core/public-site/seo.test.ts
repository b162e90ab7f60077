import { describe, expect, it } from 'vitest';
import { renderPublicHtml, seoLanguage } from './seo.js';
import { PUBLIC_PAGE_META } from './pages.js';

const minified = '<!doctype html><html lang=en><head><meta charset=utf-8><title>Suite</title><script defer src=/main.js></script></head><body><div id=root><div style="font:14px system-ui">Initializing...</div></div></body></html>';
const pretty = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Suite</title>\n  </head>\n  <body>\n    <div id="root"><div style="x">Initializing...</div></div>\n  </body>\n</html>';

describe('the public pages as the server writes them', () => {
  it.each([['minified', minified], ['pretty', pretty]])('writes the title, description, Open Graph, canonical, hreflang and a readable body into the %s template', (_name, template) => {
    const html = renderPublicHtml(template, { origin: 'https://suite.example', pathname: '/features', language: 'fr', meta: PUBLIC_PAGE_META['/features']!.fr });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Fonctionnalités · Suite</title>');
    expect(html).toContain('<meta name="description" content="Les six domaines');
    expect(html).toContain('<meta property="og:title" content="Fonctionnalités" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).toContain('<link rel="canonical" href="https://suite.example/features?lang=fr" />');
    for (const lang of ['en', 'fr', 'es']) expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="https://suite.example/features?lang=${lang}" />`);
    expect(html).toContain('hreflang="x-default" href="https://suite.example/features"');
    expect(html).toMatch(/<div id="root"><main[^>]*><h1[^>]*>Fonctionnalités<\/h1>/);
    expect(html).not.toContain('Initializing...');
    if (template === minified) expect(html).toContain('<script defer src=/main.js></script>');
  });

  it('escapes what it writes', () => {
    const html = renderPublicHtml(minified, { origin: 'https://x', pathname: '/businesses/a', language: 'en', meta: { title: '<script>alert(1)</script>', description: '"quoted" & more' } });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; more');
  });

  it('takes the language from ?lang=, then Accept-Language, else English', () => {
    expect(seoLanguage({ query: { lang: 'es' }, headers: {} })).toBe('es');
    expect(seoLanguage({ query: {}, headers: { 'accept-language': 'de-DE,fr;q=0.8' } })).toBe('fr');
    expect(seoLanguage({ query: { lang: 'zz' }, headers: {} })).toBe('en');
  });

  it('has a title and a description in every language for every page, each title its own', () => {
    for (const lang of ['en', 'fr', 'es'] as const) {
      const titles = Object.values(PUBLIC_PAGE_META).map((meta) => meta[lang].title);
      for (const [path, meta] of Object.entries(PUBLIC_PAGE_META)) {
        expect(meta[lang].title, `${path} ${lang}`).not.toBe('');
        expect(meta[lang].description.length, `${path} ${lang}`).toBeGreaterThan(40);
      }
      expect(new Set(titles).size, lang).toBe(titles.length);
    }
  });
});

describe('a docs article as the server writes it', () => {
  it('sends its title, summary and whole text in the visitor language, escaped', async () => {
    const { content: fr } = await import('@suite/sdk/docs/fr');
    const { DOCS_PATHS, docsArticleHtml } = await import('./seo.js');
    const article = fr.articles['api/overview']!;
    const html = renderPublicHtml(minified, { origin: 'https://suite.example', pathname: '/docs/api/overview', language: 'fr', meta: { title: article.title, description: article.summary }, bodyHtml: docsArticleHtml(article) });
    expect(html).toContain('<title>Présentation de l’API · Suite</title>');
    expect(html).toContain('<h2 style="font-size:20px;margin:24px 0 8px">Authentification</h2>');
    expect(html).toContain('Envoyez le jeton d’accès dans Authorization: Bearer &lt;token&gt;.');
    expect(html).toContain('-d &#39;{&quot;email&quot;:&quot;you@example.com&quot;');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://suite.example/docs/api/overview?lang=es" />');
    expect(DOCS_PATHS).toContain('/docs/affiliates/program');
    expect(DOCS_PATHS).toHaveLength(Object.keys(fr.articles).length);
  });
});

describe('a marketing page as the server writes it', () => {
  it('sends its lead, calls to action and sections after the heading, in the visitor language', async () => {
    const { marketingBodyFor, marketingBodyHtml } = await import('./seo.js');
    const page = marketingBodyFor('/planning-poker', 'fr')!;
    expect(page).toBeDefined();
    const html = renderPublicHtml(minified, { origin: 'https://suite.example', pathname: '/planning-poker', language: 'fr', meta: PUBLIC_PAGE_META['/planning-poker']!.fr, bodyHtml: marketingBodyHtml(page) });
    expect(html).toContain(page.lead.replace(/'/g, '&#39;'));
    expect(html).toContain(`<h2 style="font-size:20px;margin:24px 0 8px">${page.sections[0]!.title}</h2>`);
    expect(html).toContain(`href="${page.ctas[0]!.to}"`);
    // Every marketing path of the server's table that the shell renders has its body in each language.
    expect(marketingBodyFor('/operational-cadence/goals', 'es')).toBeDefined();
    expect(marketingBodyFor('/pricing', 'en')).toBeUndefined();
  });
});
