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

/** The one error handler: typed errors become the envelope with their status, never a 500 for bad input. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (isAppError(error)) {
      sendError(res, error.status, error.message, error.details);
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') return sendError(res, 400, HttpErrors.MALFORMED_JSON);
    if (parserError?.type === 'entity.too.large') return sendError(res, 413, HttpErrors.PAYLOAD_TOO_LARGE);
    if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') return sendError(res, 415, HttpErrors.VALIDATION_FAILED);
    const httpStatus = (error as { status?: unknown; expose?: unknown })?.status;
    if (typeof httpStatus === 'number' && httpStatus >= 400 && httpStatus < 500) return sendError(res, httpStatus, httpStatus === 404 ? HttpErrors.NOT_FOUND : HttpErrors.VALIDATION_FAILED);
    const pgCode = (error as PgError)?.code;
    // Safety nets for input that slipped past validation: refuse it, do not crash.
    if (pgCode === '22P02' || pgCode === '22007' || pgCode === '22008' || pgCode === '22003') return sendError(res, 400, HttpErrors.VALIDATION_FAILED);
    (req.log ?? log).error({ err: error }, 'unhandled error');
    sendError(res, 500, HttpErrors.SERVER_ERROR);
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, 404, HttpErrors.NOT_FOUND);
};
