/**
 * The generic HTTP texts of platform.md section 8, apart from the other catalogues: the HTTP client
 * carries them on every page, the rest of the catalogue loads with the pages that use it.
 */
/** Generic HTTP texts (platform.md section 8). */
export const HttpErrors = {
  SERVER_ERROR: 'Server error occurred. Please try again later or contact support if the problem persists.',
  BAD_GATEWAY: 'The server is temporarily unavailable. Please try again in a few minutes.',
  MAINTENANCE: 'The service is temporarily down for maintenance. Please try again later.',
  TIMEOUT: 'Request timeout',
  NETWORK_CONNECTION: 'Network connection failed. Please check your internet connection.',
  NETWORK: 'Network error occurred. Please check your connection and try again.',
  VALIDATION_FAILED: 'Validation failed',
  NOT_FOUND: 'Not found',
  UNAUTHORIZED: 'Authentication required',
  FORBIDDEN: 'Forbidden',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  PAYLOAD_TOO_LARGE: 'Request body is too large',
  MALFORMED_JSON: 'Request body is not valid JSON',
  MALFORMED_UPLOAD: 'The upload could not be read: send one file as multipart/form-data',
  NUL_CHARACTER: 'Text cannot contain the NUL character (U+0000)',
  LONE_SURROGATE: 'Text cannot contain a lone surrogate (a UTF-16 code unit U+D800 to U+DFFF without its pair)',
  emptyBody: (status: number, statusText: string) => `HTTP ${status}: ${statusText}`,
  failedTo: (action: string, statusText: string) => `Failed to ${action}: ${statusText}`,
} as const;
