import { HttpErrors } from '../domain/http-errors.js';

/**
 * Typed errors services throw with the spec's text; the platform's one error handler turns them
 * into the envelope and status. Services never see req or res.
 */
export class AppError extends Error {
  /** Marker that survives duplicated module instances (instanceof may not). */
  readonly $$appError = true;
  constructor(
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the input breaks a validation rule. */
export class ValidationError extends AppError {
  constructor(message: string = HttpErrors.VALIDATION_FAILED, details?: unknown) {
    super(message, 400, details);
  }
}
/** 401: no valid credentials. */
export class UnauthorizedError extends AppError {
  constructor(message: string = HttpErrors.UNAUTHORIZED, details?: unknown) {
    super(message, 401, details);
  }
}
/** 403: known user, not allowed. */
export class ForbiddenError extends AppError {
  constructor(message: string = HttpErrors.FORBIDDEN, details?: unknown) {
    super(message, 403, details);
  }
}
/** 404. */
export class NotFoundError extends AppError {
  constructor(message: string = HttpErrors.NOT_FOUND, details?: unknown) {
    super(message, 404, details);
  }
}
/** 409: the current state forbids the change (a transition, a duplicate). */
export class ConflictError extends AppError {
  constructor(message: string, details?: unknown) {
    super(message, 409, details);
  }
}
/** 422: a business rule refuses it (limits, plan rights). */
export class BusinessRuleError extends AppError {
  constructor(message: string, details?: unknown) {
    super(message, 422, details);
  }
}
/** 429. */
export class TooManyRequestsError extends AppError {
  constructor(message: string = HttpErrors.TOO_MANY_REQUESTS, details?: unknown) {
    super(message, 429, details);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError || (typeof error === 'object' && error !== null && (error as { $$appError?: unknown }).$$appError === true);
}
