import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpErrors, isAppError, type Logger } from '@suite/sdk';
import { sendError } from './envelope.js';

interface BodyParserError {
  type?: string;
  status?: number;
}
interface PgError {
  code?: string;
}

/** The envelope an error is answered with: typed errors keep their status, never a 500 for bad input. */
export function errorReply(error: unknown): { status: number; error: string; details?: unknown } | null {
  if (isAppError(error)) return { status: error.status, error: error.message, details: error.details };
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') return { status: 400, error: HttpErrors.MALFORMED_JSON };
  if (parserError?.type === 'entity.too.large') return { status: 413, error: HttpErrors.PAYLOAD_TOO_LARGE };
  if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') return { status: 415, error: HttpErrors.VALIDATION_FAILED };
  const httpStatus = (error as { status?: unknown; expose?: unknown })?.status;
  if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) return { status: httpStatus, error: httpStatus === 404 ? HttpErrors.NOT_FOUND : HttpErrors.VALIDATION_FAILED };
  const pgCode = (error as PgError)?.code;
  // Safety nets for input that slipped past validation: refuse it, do not crash.
  if (pgCode === '22P02' || pgCode === '22007' || pgCode === '22008' || pgCode === '22003') return { status: 400, error: HttpErrors.VALIDATION_FAILED };
  return null;
}

/** Answer an error in the envelope; anything unexpected is logged and becomes the spec's 500 text. */
export function sendErrorReply(error: unknown, req: IncomingMessage, res: ServerResponse, log: Logger): void {
  const reply = errorReply(error);
  if (reply) {
    sendError(res, reply.status, reply.error, reply.details);
    return;
  }
  (req.log ?? log).error({ err: error }, 'unhandled error');
  sendError(res, 500, HttpErrors.SERVER_ERROR);
}

/** The one error handler of the Express app. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    sendErrorReply(error, req, res, log);
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, 404, HttpErrors.NOT_FOUND);
};
