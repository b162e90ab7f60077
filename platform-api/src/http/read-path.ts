import type { IncomingMessage, ServerResponse } from 'node:http';
import FindMyWay from 'find-my-way';
import proxyaddr from 'proxy-addr';
import type { Logger } from 'pino';
import type { MountedRoute, RouteCall } from '../plugins/routes.js';
import { sendRouteResult } from '../plugins/routes.js';
import { beginRequest } from './request-logging.js';
import { applySecurityHeaders, type HeaderList } from './security-headers.js';
import { sendErrorReply } from './error-handler.js';

export interface ReadPathOptions {
  /** Every route of the route tables; the read path takes the GET ones that nothing runs before. */
  routes: readonly MountedRoute[];
  /** GET paths below /api that Express answers itself (they are left to it). */
  expressPaths: readonly string[];
  securityHeaders: HeaderList;
  log: Logger;
  /** Express's compiled 'trust proxy' and 'query parser' settings, so both paths read requests alike. */
  trustProxy: (address: string, hop: number) => boolean;
  parseQuery: (query: string) => Record<string, unknown>;
}

/** Marks a path Express owns. */
const EXPRESS = Symbol('express');
type Target = MountedRoute | typeof EXPRESS;

/**
 * Reads an API request of the route tables without going through Express: a GET without a body
 * whose path a route table serves. It runs the same chain (request id and log line, security
 * headers, then the route's auth -> tenant -> feature gate -> ability -> validation -> handler ->
 * envelope, errors through the same error reply) and leaves everything else to Express: other
 * methods (bodies, uploads, rate limits), HEAD, unknown paths and the paths Express answers.
 *
 * Why: every signed-in screen reads through here, and Express's per-request work (prototype
 * swaps, a middleware stack walked layer by layer, regular expressions per route) cost more than
 * the rest of the chain together (tests/bench/api.mjs).
 *
 * Matching is Express's: case-insensitive, a trailing slash allowed, literal segments before
 * parameters, parameters URL-decoded. Whatever find-my-way cannot match (a malformed escape, a
 * parameter over 100 characters) goes to Express, which answers it as before.
 */
export class ReadPath {
  private readonly router = FindMyWay({ caseSensitive: false, ignoreTrailingSlash: true });

  constructor(private readonly options: ReadPathOptions) {
    for (const path of options.expressPaths) this.router.on('GET', path, () => undefined, { target: EXPRESS });
    for (const route of options.routes) {
      if (route.method !== 'get' || route.before.length > 0) continue;
      // The first registration wins, as in Express (tables are mounted in the same order).
      if (this.router.hasRoute('GET', route.path)) continue;
      this.router.on('GET', route.path, () => undefined, { target: route });
    }
  }

  /** The route that will answer a request, or null when it is left to Express. */
  match(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): { route: MountedRoute; params: Record<string, string | undefined>; queryAt: number } | null {
    if (req.method !== 'GET') return null;
    const url = req.url ?? '';
    if (!url.startsWith('/api/')) return null;
    const length = req.headers['content-length'];
    if (req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')) return null;
    const queryAt = url.indexOf('?');
    let found: ReturnType<typeof this.router.find>;
    try {
      found = this.router.find('GET', queryAt === -1 ? url.slice(4) : url.slice(4, queryAt));
    } catch {
      return null;
    }
    const target = (found?.store as { target: Target } | undefined)?.target;
    if (!found || !target || target === EXPRESS) return null;
    return { route: target, params: found.params, queryAt };
  }

  /** Answer the request if it is a read the route tables serve; false leaves it to Express. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const matched = this.match(req);
    if (!matched) return false;
    const { route, params, queryAt } = matched;
    const url = req.url!;
    const { log } = this.options;
    beginRequest(log, req, res);
    applySecurityHeaders(res, this.options.securityHeaders);
    let call: RouteCall;
    try {
      call = {
        params: { ...(params as Record<string, string>) },
        query: queryAt === -1 || queryAt === url.length - 1 ? {} : this.options.parseQuery(url.slice(queryAt + 1)),
        body: undefined,
        headers: req.headers,
        ip: proxyaddr(req, this.options.trustProxy),
        requestId: req.id ?? '',
        log: req.log ?? log,
      };
    } catch (error) {
      sendErrorReply(error, req, res, log);
      return true;
    }
    void this.run(route, call, req, res);
    return true;
  }

  private async run(route: MountedRoute, call: RouteCall, req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      sendRouteResult(res, await route.call(call));
    } catch (error) {
      if (!res.headersSent) sendErrorReply(error, req, res, this.options.log);
      else {
        (req.log ?? this.options.log).error({ err: error }, 'error after the answer started');
        res.destroy();
      }
    }
  }
}
