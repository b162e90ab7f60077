import { isApiError } from '@suite/sdk/client';

/**
 * The sentence to show for a failed call: the server's own text when it refused the request (4xx)
 * or the connection failed (the client's spec texts), else the screen's fallback sentence.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.kind !== 'http') return error.message;
  const isRefusal = error.status >= 400 && error.status < 500;
  // 'HTTP 404: Not Found' (an empty body) says nothing a user can act on.
  return isRefusal && error.message && !/^HTTP \d{3}:/.test(error.message) ? error.message : fallback;
}
