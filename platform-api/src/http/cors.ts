import { Router, type RequestHandler } from 'express';

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

/** Answers the preflight (OPTIONS) of each CORS path, before the routes. */
export function corsPreflight(paths: readonly string[]): Router {
  const router = Router();
  for (const path of new Set(paths)) {
    router.options(path, (_req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.status(204).end();
    });
  }
  return router;
}
