import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import compression from 'compression';
import { MODULE_IDS } from '@suite/sdk';
import { standaloneTemplate, withStandaloneMeta, type StandalonePage } from './standalone-pages.js';

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/i;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cacheHeaders(res: Response, filePath: string): void {
  if (HASHED.test(path.basename(filePath))) res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  else res.setHeader('Cache-Control', 'no-cache');
}

/**
 * Serves each built remote at /modules/<id>/ and the built shell with an SPA fallback. Hashed
 * assets are cached for a year; entries (index.html, remoteEntry.js) are revalidated. A module's
 * standalone public page gets standalone.html instead of index.html (standalone-pages.ts).
 */
export function serveWebApp(app: Express, options: { shellDir: string | null; modulesDir: string | null; standalonePages?: ReadonlyMap<string, StandalonePage> }): void {
  // Static assets are compressed here; API answers are small JSON (a proxy may compress them).
  const compress = compression();
  if (options.modulesDir) {
    for (const id of MODULE_IDS) {
      const dir = path.join(options.modulesDir, id, 'dist', 'web');
      app.use(`/modules/${id}`, compress, express.static(dir, { index: false, fallthrough: false, setHeaders: cacheHeaders }));
    }
    // The embeddable widget runs on customers' sites: other origins may load it.
    const widgetHeaders = (res: Response, filePath: string) => {
      cacheHeaders(res, filePath);
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('Access-Control-Allow-Origin', '*');
    };
    app.use('/widget', compress, express.static(path.join(options.modulesDir, 'engagement', 'dist', 'widget'), { index: false, fallthrough: false, setHeaders: widgetHeaders }));
  }
  const shellDir = options.shellDir;
  if (!shellDir) return;
  app.use(compress, express.static(shellDir, { index: false, setHeaders: cacheHeaders }));
  const indexFile = path.join(shellDir, 'index.html');
  const standaloneHtml = standaloneTemplate(shellDir);
  app.get(/^(?!\/api\/|\/modules\/|\/ws$).*/, (req, res, next) => {
    if (!existsSync(indexFile)) return next();
    if (path.extname(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = options.standalonePages?.get(req.path.replace(/(.)\/$/, '$1'));
    const template = page ? standaloneHtml() : null;
    if (page && template) return void res.type('html').send(withStandaloneMeta(template, page, options.modulesDir));
    res.sendFile(indexFile);
  });
}
