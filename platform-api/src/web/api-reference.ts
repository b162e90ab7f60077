import { createRequire } from 'node:module';
import path from 'node:path';
import compression from 'compression';
import type { Express } from 'express';
import { OPENAPI_PATH } from '../http/openapi.js';

/** The interactive API reference page, outside /api. */
export const API_REFERENCE_PATH = '/api-reference';
/** The viewer's browser bundle, served from node_modules (no CDN). */
export const API_VIEWER_SCRIPT_PATH = '/api-reference/scalar-api-reference.js';

// Scalar's standalone bundle: one self-contained script (its own CSS included).
const viewerFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');

// No fonts, telemetry or AI agent from Scalar's servers: the page works offline and within the CSP
// (scripts from 'self' only: the viewer reads its settings from data attributes, not an inline script).
const viewerSettings = { withDefaultFonts: false, telemetry: false, agent: { disabled: true } };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Suite API reference</title>
  </head>
  <body>
    <div id="api-reference" data-url="/api${OPENAPI_PATH}" data-configuration="${escapeAttribute(JSON.stringify(viewerSettings))}"></div>
    <script src="${API_VIEWER_SCRIPT_PATH}"></script>
  </body>
</html>
`;

/**
 * The API reference page (a maintained viewer, Scalar, reading GET /api/openapi.json). Only this
 * page loads the viewer; register it before the shell's SPA fallback.
 */
export function serveApiReference(app: Express): void {
  app.get(API_REFERENCE_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  app.get(API_VIEWER_SCRIPT_PATH, compression(), (_req, res, next) => {
    // Revalidated (ETag, Last-Modified): the name does not change when the package is updated.
    res.sendFile(viewerFile, { headers: { 'Cache-Control': 'no-cache' } }, (error) => {
      if (error) next(error);
    });
  });
}
