import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    id?: string;
    log?: Logger;
  }
}

const INCOMING_ID = /^[\w-]{1,64}$/;

/**
 * Request id (X-Request-Id, echoed or new) and one pino line per API request when it finishes.
 * `req.log` is a child logger carrying the id, built only when something logs through it: the
 * per-request cost stays small on the hot path. Used by Express and by the read path alike.
 */
export function beginRequest(log: Logger, req: IncomingMessage, res: ServerResponse): void {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  req.id = id;
  res.setHeader('X-Request-Id', id);
  let child: Logger | undefined;
  Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= log.child({ reqId: id })) });
  const url = req.url ?? '';
  if (url.startsWith('/api/') && log.isLevelEnabled('info')) {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { reqId: id, method: req.method, url, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      if (res.statusCode >= 500) log.error(entry, 'request failed');
      else log.info(entry, 'request');
    });
  }
}

export function requestLogging(log: Logger): RequestHandler {
  return (req, res, next) => {
    beginRequest(log, req, res);
    next();
  };
}
