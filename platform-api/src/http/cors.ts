import express, { Router, type RequestHandler } from 'express';

/**
 * CORS for the endpoints declared `cors: true` (public ingestion called from customers' sites):
 * any origin, no credentials (the key travels in the body), JSON bodies. Other routes send no
 * CORS headers, so browsers keep them same-origin.
 */
export const openCors: RequestHandler = (_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};

/**
 * Before the routes, for each CORS path: answers the preflight (OPTIONS), and reads a JSON body
 * sent as text/plain (what `navigator.sendBeacon` and preflight-free posts send).
 */
export function corsPreflight(paths: readonly string[], bodyLimit = '1mb'): Router {
  const router = Router();
  const text = express.text({ type: 'text/plain', limit: bodyLimit });
  const jsonFromText: RequestHandler = (req, _res, next) => {
    if (typeof req.body === 'string') {
      try {
        req.body = JSON.parse(req.body) as unknown;
      } catch {
        req.body = {};
      }
    }
    next();
  };
  for (const path of new Set(paths)) {
    router.post(path, text, jsonFromText);
    router.options(path, (_req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-API-Key, X-Widget-Key');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.status(204).end();
    });
  }
  return router;
}
