import { describe, expect, it } from 'vitest';
import { AuthErrors, HttpErrors } from '@suite/sdk';
import { ApiError } from '@suite/sdk/client';
import { failureText } from './failure.js';

describe('the text of a failed sign-in call', () => {
  it("shows the server's sentence when it refused the request", () => {
    expect(failureText(new ApiError(AuthErrors.INVALID_CREDENTIALS, 401), AuthErrors.LOGIN_FAILED_RETRY)).toBe(AuthErrors.INVALID_CREDENTIALS);
    expect(failureText(new ApiError(AuthErrors.ACCOUNT_LOCKED, 423), AuthErrors.LOGIN_FAILED_RETRY)).toBe(AuthErrors.ACCOUNT_LOCKED);
    expect(failureText(new ApiError(AuthErrors.RESET_LINK_INVALID, 400), AuthErrors.RESET_FAILED)).toBe(AuthErrors.RESET_LINK_INVALID);
  });

  it("shows the client's network and timeout texts", () => {
    expect(failureText(new ApiError(HttpErrors.NETWORK, 0, undefined, 'network'), AuthErrors.LOGIN_FAILED_RETRY)).toBe(HttpErrors.NETWORK);
    expect(failureText(new ApiError(HttpErrors.TIMEOUT, 0, undefined, 'timeout'), AuthErrors.LOGIN_FAILED_RETRY)).toBe(HttpErrors.TIMEOUT);
  });

  it("falls back to the screen's sentence for server errors, empty bodies and anything else", () => {
    expect(failureText(new ApiError(HttpErrors.SERVER_ERROR, 500), AuthErrors.REGISTRATION_FAILED_RETRY)).toBe(AuthErrors.REGISTRATION_FAILED_RETRY);
    expect(failureText(new ApiError(HttpErrors.emptyBody(404, 'Not Found'), 404), AuthErrors.REGISTRATION_FAILED_RETRY)).toBe(AuthErrors.REGISTRATION_FAILED_RETRY);
    expect(failureText(new Error('boom'), AuthErrors.LOGIN_FAILED_RETRY)).toBe(AuthErrors.LOGIN_FAILED_RETRY);
  });
});
