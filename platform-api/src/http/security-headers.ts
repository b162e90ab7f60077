import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Environment } from '../config.js';

/**
 * The content security policy of the shell, the remotes and the API. Frames: the app's own pages
 * and any https page (engagement's heatmap shows a customer's page behind its clicks); in
 * development also http pages on this machine (a local site, the end-to-end host page).
 */
const helmetOptions = (environment: Environment): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      objectSrc: ["'none'"],
      frameSrc: ["'self'", 'https:', ...(environment === 'development' ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

export type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The security headers helmet sets, computed once: with static directives every answer gets the
 * same ones, so each request copies a list instead of running helmet's eleven middlewares. Helmet
 * stays the one place that decides them (run here against a recorder).
 */
export function computeSecurityHeaders(environment: Environment = 'production'): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: unknown = null;
  helmet(helmetOptions(environment))({} as never, recorder as never, (error?: unknown) => {
    if (error) failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

export function applySecurityHeaders(res: ServerResponse, headers: HeaderList): void {
  for (let i = 0; i < headers.length; i += 1) res.setHeader(headers[i]![0], headers[i]![1]);
}

/** Express middleware setting the precomputed security headers. */
export function securityHeaders(headers: HeaderList): RequestHandler {
  return (_req, res, next) => {
    applySecurityHeaders(res, headers);
    next();
  };
}
