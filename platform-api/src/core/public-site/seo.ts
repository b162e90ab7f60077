import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import type { Knex } from 'knex';
import type { PlatformConfig } from '../../config.js';
import { DOCS_TREE, type DocsArticle, type DocsContent } from '@suite/sdk/docs/tree';
import { content as docsEn } from '@suite/sdk/docs/en';
import { content as docsFr } from '@suite/sdk/docs/fr';
import { content as docsEs } from '@suite/sdk/docs/es';
import { body as marketingEn } from '@suite/sdk/marketing/body.en';
import { body as marketingFr } from '@suite/sdk/marketing/body.fr';
import { body as marketingEs } from '@suite/sdk/marketing/body.es';
import type { MarketingBody } from '@suite/sdk/marketing/types';
import { COMPARISON_PATHS, PUBLIC_PAGE_META, type PageMeta, type SeoLanguage } from './pages.js';

/**
 * What a search engine and a link preview need from the public site (issue 21): robots.txt,
 * sitemap.xml with hreflang alternates (`?lang=en|fr|es`), and for each public page an HTML head
 * written by the server (title, meta description, Open Graph, canonical, hreflang, `<html lang>`)
 * with the page's heading and description in the body until the app starts, so the page reads
 * without running JS.
 */

export const SEO_LANGUAGES: readonly SeoLanguage[] = ['en', 'fr', 'es'];
/** The docs pages (the tree shared with the shell, sdk/src/docs). */
export const DOCS_PATHS = DOCS_TREE.flatMap((section) => section.pages.map((page) => `/docs/${section.id}/${page}`));
const DOCS: Record<SeoLanguage, DocsContent> = { en: docsEn, fr: docsFr, es: docsEs };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `?lang=` first, then the browser's Accept-Language, else English. */
export function seoLanguage(req: Pick<Request, 'query' | 'headers'>): SeoLanguage {
  const asked = typeof req.query.lang === 'string' ? req.query.lang.slice(0, 2).toLowerCase() : '';
  if ((SEO_LANGUAGES as readonly string[]).includes(asked)) return asked as SeoLanguage;
  for (const part of String(req.headers['accept-language'] ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((SEO_LANGUAGES as readonly string[]).includes(code)) return code as SeoLanguage;
  }
  return 'en';
}

interface BusinessMeta {
  name: string;
  one_liner: string;
}

/** A docs article's text as plain HTML (headings, paragraphs, lists, code), for the server's page body. */
export function docsArticleHtml(article: DocsArticle): string {
  return article.blocks
    .map((block) => {
      if ('h' in block) return `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(block.h)}</h2>`;
      if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
      if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      return `<pre style="white-space:pre-wrap;background:#f4f4f5;padding:12px;border-radius:6px;font-size:13px">${escapeHtml(block.code)}</pre>`;
    })
    .join('');
}

const MARKETING: Record<SeoLanguage, Record<string, MarketingBody>> = { en: marketingEn, fr: marketingFr, es: marketingEs };

/** A marketing page's lead, calls to action and sections as plain HTML, for the server's page body. */
export function marketingBodyHtml(page: MarketingBody): string {
  const ctas = page.ctas.map((cta) => `<a href="${escapeHtml(cta.to)}" style="margin-right:16px">${escapeHtml(cta.label)}</a>`).join('');
  const sections = page.sections
    .map((section) => `<h2 style="font-size:20px;margin:24px 0 8px">${escapeHtml(section.title)}</h2><p>${escapeHtml(section.text)}</p>${section.points?.length ? `<ul>${section.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>` : ''}`)
    .join('');
  return `<p style="font-size:18px">${escapeHtml(page.lead)}</p>${ctas ? `<p>${ctas}</p>` : ''}${sections}`;
}

/** The body of a marketing path (/features, /operational-cadence/goals, ...) in a language, when it has one. */
export function marketingBodyFor(pathname: string, language: SeoLanguage): MarketingBody | undefined {
  return MARKETING[language][pathname.replace(/^\/+|\/+$/g, '').toLowerCase()];
}

/**
 * The head and placeholder body of one public page in one language. `bodyHtml` (already escaped):
 * the page's main text after its heading and description (a docs article's text).
 */
export function renderPublicHtml(template: string, input: { origin: string; pathname: string; language: SeoLanguage; meta: PageMeta; brand?: string; bodyHtml?: string }): string {
  const { origin, pathname, language, meta } = input;
  const brand = input.brand ?? 'Suite';
  const url = (lang: SeoLanguage) => `${origin}${pathname}?lang=${lang}`;
  const title = `${meta.title} · ${brand}`;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url(language))}" />`,
    ...SEO_LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url(lang))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pathname)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${brand}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url(language))}" />`,
    `<meta property="og:locale" content="${{ en: 'en_US', fr: 'fr_FR', es: 'es_ES' }[language]}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  const body = `<main style="font:16px system-ui,sans-serif;max-width:760px;margin:0 auto;padding:48px 16px;color:#222"><h1 style="font-size:32px;line-height:1.15;margin:0 0 12px">${escapeHtml(meta.title)}</h1><p style="color:#555">${escapeHtml(meta.description)}</p>${input.bodyHtml ?? ''}</main>`;
  return template
    .replace(/<html lang=("[^"]*"|[a-z-]+)>/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, head)
    .replace(/<div id=("root"|root)>[\s\S]*?<\/div>\s*<\/div>/, `<div id="root">${body}</div>`);
}

function sitemap(origin: string, paths: string[]): string {
  const entries = paths.map((pathname) => {
    const alternates = SEO_LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${origin}${pathname}?lang=${lang}`)}"/>`).join('');
    return `<url><loc>${escapeHtml(origin + pathname)}</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + pathname)}"/></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

const ROBOTS_DISALLOW = ['/api/', '/dashboard', '/account-settings', '/billing', '/profile', '/admin/', '/r/'];

export function servePublicSeo(app: Express, config: PlatformConfig, db: Knex): void {
  const origin = () => config.appUrl.replace(/\/$/, '');
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(`User-agent: *\n${ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${origin()}/sitemap.xml\n`);
  });
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const businesses = (await db('core.public_profiles').where('listed', true).orderBy('slug').select('slug')) as { slug: string }[];
      const paths = [...Object.keys(PUBLIC_PAGE_META), ...COMPARISON_PATHS, ...DOCS_PATHS, ...businesses.map((row) => `/businesses/${row.slug}`)];
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
      res.send(sitemap(origin(), paths));
    } catch (error) {
      next(error);
    }
  });

  if (!config.shellDir) return;
  const indexFile = path.join(config.shellDir, 'index.html');
  let cached: { mtime: number; html: string } | null = null;
  const template = (): string | null => {
    try {
      const mtime = statSync(indexFile).mtimeMs;
      if (!cached || cached.mtime !== mtime) cached = { mtime, html: readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
  const send = (req: Request, res: Response, meta: PageMeta, bodyHtml?: string) => {
    const html = template();
    if (!html) return false;
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(renderPublicHtml(html, { origin: origin(), pathname: req.path, language: seoLanguage(req), meta, bodyHtml }));
    return true;
  };
  // A docs article: its title, summary and whole text in the visitor's language, readable without JS.
  app.get('/docs/:section/:page', (req, res, next) => {
    const article = DOCS[seoLanguage(req)].articles[`${req.params.section}/${req.params.page}`];
    if (!article || !send(req, res, { title: article.title, description: article.summary }, docsArticleHtml(article))) next();
  });
  app.get(Object.keys(PUBLIC_PAGE_META), (req, res, next) => {
    const language = seoLanguage(req);
    const meta = PUBLIC_PAGE_META[req.path]?.[language];
    // A marketing page's text follows its heading, so it reads without JS.
    const page = marketingBodyFor(req.path, language);
    if (!meta || !send(req, res, meta, page ? marketingBodyHtml(page) : undefined)) next();
  });
  app.get('/businesses/:slug', async (req, res, next) => {
    try {
      const row = (await db('core.public_profiles').where({ slug: req.params.slug.toLowerCase(), listed: true }).first('name', 'one_liner')) as BusinessMeta | undefined;
      if (!row || !send(req, res, { title: row.name, description: row.one_liner || row.name })) next();
    } catch (error) {
      next(error);
    }
  });
}
