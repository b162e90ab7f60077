import { HttpErrors } from '../domain/http-errors.js';

/** An error the client surfaces: the text is what the user reads. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or 0 for timeout and network failures. */
    readonly status: number,
    readonly details?: unknown,
    readonly kind: 'http' | 'timeout' | 'network' = 'http',
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  details?: unknown;
  errors?: unknown;
}

function firstValidationMessage(errors: unknown): string | null {
  if (!Array.isArray(errors)) return null;
  if (errors.length === 0) return HttpErrors.VALIDATION_FAILED;
  const first = errors[0] as { message?: unknown } | string;
  if (typeof first === 'string') return first;
  return typeof first?.message === 'string' ? first.message : HttpErrors.VALIDATION_FAILED;
}

/** Turn a failed response into the text of platform.md section 8. */
export function errorFromResponse(status: number, statusText: string, bodyText: string): ApiError {
  let body: ErrorBody | null = null;
  if (bodyText.trim()) {
    try {
      body = JSON.parse(bodyText) as ErrorBody;
    } catch {
      body = null;
    }
  }
  const serverText = body
    ? (typeof body.error === 'string' && body.error) || (typeof body.message === 'string' && body.message) || firstValidationMessage(body.errors)
    : null;
  const details = body?.details ?? (serverText && status >= 500 ? serverText : undefined);

  if (status === 500) return new ApiError(HttpErrors.SERVER_ERROR, status, details);
  if (status === 502) return new ApiError(HttpErrors.BAD_GATEWAY, status, details);
  if (status === 503) return new ApiError(HttpErrors.MAINTENANCE, status, details);
  if (serverText) return new ApiError(serverText, status, body?.details);
  if (!bodyText.trim() || !body) return new ApiError(HttpErrors.emptyBody(status, statusText), status);
  return new ApiError(HttpErrors.emptyBody(status, statusText), status, body);
}
