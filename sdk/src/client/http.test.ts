// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpErrors } from '../domain/errors.js';
import { ApiError } from './errors.js';
import { ApiClient, NETWORK_RETRY_DELAYS_MS, REQUEST_TIMEOUT_MS, TENANT_HEADER, api } from './http.js';
import { AUTH_TOKENS_KEY, TokenStore, authTokens } from './tokens.js';

const ACCESS = 'header.payload.signature';
const FRESH_ACCESS = 'header.fresh-payload.signature';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Route = (request: SentRequest) => Response | Promise<Response>;

/** A fetch that records every request and answers through `route`. */
function fakeFetch(route: Route) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      credentials: init?.credentials,
    };
    requests.push(request);
    return route(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, spy: fetch };
}

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const text = (status: number, body: string, statusText = '') => new Response(body, { status, statusText });
const ok = (data: unknown) => json(200, { success: true, data });

function storeTokens(accessToken = ACCESS, refreshToken: string | null = 'refresh-1') {
  localStorage.setItem(AUTH_TOKENS_KEY, JSON.stringify(refreshToken ? { accessToken, refreshToken } : { accessToken }));
}
const storedTokens = () => {
  const raw = localStorage.getItem(AUTH_TOKENS_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
};

/** An immediate sleep that records the delays asked for. */
const sleepSpy = () => vi.fn((_ms: number) => Promise.resolve());

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('requests', () => {
  it('sends calls under the base path /api', async () => {
    const { fetch, requests } = fakeFetch(() => ok([]));
    await new ApiClient({ fetch }).get('/accounts', { query: { page: 2, search: undefined, q: null } });
    expect(requests[0]!.url).toBe('/api/accounts?page=2');
    expect(api.baseUrl).toBe('/api');
  });

  it('includes credentials and sends a JSON body', async () => {
    const { fetch, requests } = fakeFetch(() => ok({ id: 'a1' }));
    await new ApiClient({ fetch }).post('/accounts', { name: 'Acme' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { name: 'Acme' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('sends the bearer token read from the authTokens store in localStorage', async () => {
    storeTokens();
    const { fetch, requests } = fakeFetch(() => ok({}));
    await new ApiClient({ fetch }).get('/auth/me');
    expect(requests[0]!.headers.Authorization).toBe(`Bearer ${ACCESS}`);
  });

  it('sends no bearer token on a public call', async () => {
    storeTokens();
    const { fetch, requests } = fakeFetch(() => ok({}));
    await new ApiClient({ fetch }).get('/system/config', { public: true });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('sends the account as X-Tenant-ID once a tenant is set, and stops when it is cleared', async () => {
    const { fetch, requests } = fakeFetch(() => ok({}));
    const client = new ApiClient({ fetch });
    await client.get('/teams');
    client.setTenant('account-1');
    await client.get('/teams');
    client.setTenant(null);
    await client.get('/teams');
    expect(TENANT_HEADER).toBe('X-Tenant-ID');
    expect(requests.map((request) => request.headers[TENANT_HEADER])).toEqual([undefined, 'account-1', undefined]);
  });
});

describe('timeout', () => {
  /** A fetch that never answers but, like the real one, gives up when aborted. */
  const hangingFetch = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  ) as unknown as typeof fetch;

  it("fails a request still unanswered after 10 s with 'Request timeout'", async () => {
    vi.useFakeTimers();
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    const outcome = new ApiClient({ fetch: hangingFetch }).get('/slow').catch((error: unknown) => error);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: HttpErrors.TIMEOUT, status: 0, kind: 'timeout' });
  });

  it('honours a shorter timeoutMs and does not retry a timeout', async () => {
    const sleep = sleepSpy();
    await expect(new ApiClient({ fetch: hangingFetch, timeoutMs: 20, sleep }).get('/slow')).rejects.toThrow(HttpErrors.TIMEOUT);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe('network failures', () => {
  const failing = () => fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));

  it('retries a network failure twice, after 1 s then 2 s, then shows the network text', async () => {
    const { fetch, spy } = failing();
    const sleep = sleepSpy();
    const error = await new ApiClient({ fetch, sleep }).get('/accounts').catch((e: unknown) => e);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(NETWORK_RETRY_DELAYS_MS).toEqual([1000, 2000]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: HttpErrors.NETWORK, status: 0, kind: 'network', details: 'Failed to fetch' });
  });

  it('shows the connection text when the browser reports being offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { fetch } = failing();
    await expect(new ApiClient({ fetch, sleep: sleepSpy() }).get('/accounts')).rejects.toThrow(HttpErrors.NETWORK_CONNECTION);
  });

  it('succeeds when a retry gets through', async () => {
    let calls = 0;
    const { fetch } = fakeFetch(() => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : ok({ id: 'a1' })));
    const sleep = sleepSpy();
    await expect(new ApiClient({ fetch, sleep }).get('/accounts/a1')).resolves.toEqual({ id: 'a1' });
    expect(sleep.mock.calls).toEqual([[1000]]);
  });

  it('waits 1 s then 2 s of real time with the default sleep', async () => {
    vi.useFakeTimers();
    const { fetch, spy } = failing();
    const outcome = new ApiClient({ fetch }).get('/accounts').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(spy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(await outcome).toMatchObject({ message: HttpErrors.NETWORK });
  });

  it('does not retry an HTTP error answer', async () => {
    const { fetch, spy } = fakeFetch(() => text(500, ''));
    const sleep = sleepSpy();
    await expect(new ApiClient({ fetch, sleep }).get('/accounts')).rejects.toThrow(HttpErrors.SERVER_ERROR);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('rethrows a caller abort as it is, without retrying', async () => {
    const controller = new AbortController();
    const { fetch, spy } = fakeFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const sleep = sleepSpy();
    const error = await new ApiClient({ fetch, sleep }).get('/accounts', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('session refresh on 401', () => {
  /** A server accepting only `valid` as the access token, with a refresh endpoint. */
  function server(options: { refresh?: Route; valid?: string } = {}) {
    const valid = options.valid ?? FRESH_ACCESS;
    let refreshes = 0;
    const { fetch, requests } = fakeFetch(async (request) => {
      if (request.url === '/api/auth/refresh') {
        refreshes += 1;
        if (options.refresh) return options.refresh(request);
        return ok({ tokens: { accessToken: FRESH_ACCESS, refreshToken: 'refresh-2' } });
      }
      return request.headers.Authorization === `Bearer ${valid}` ? ok({ user: 'u1' }) : json(401, { success: false, error: 'Authentication required' });
    });
    return { fetch, requests, refreshes: () => refreshes };
  }

  it('refreshes once with the refresh token, stores the new tokens and retries the request', async () => {
    storeTokens(ACCESS, 'refresh-1');
    const { fetch, requests, refreshes } = server();
    const onSessionExpired = vi.fn();
    await expect(new ApiClient({ fetch, onSessionExpired }).get('/auth/me')).resolves.toEqual({ user: 'u1' });
    expect(refreshes()).toBe(1);
    const refresh = requests.find((request) => request.url === '/api/auth/refresh')!;
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toEqual({ refreshToken: 'refresh-1' });
    expect(refresh.headers.Authorization).toBeUndefined();
    expect(requests.map((request) => request.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    expect(requests[2]!.headers.Authorization).toBe(`Bearer ${FRESH_ACCESS}`);
    expect(storedTokens()).toEqual({ accessToken: FRESH_ACCESS, refreshToken: 'refresh-2' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('also accepts refreshed tokens given directly as data', async () => {
    storeTokens();
    const { fetch } = server({ refresh: () => ok({ accessToken: FRESH_ACCESS, refreshToken: 'refresh-3' }) });
    await expect(new ApiClient({ fetch }).get('/auth/me')).resolves.toEqual({ user: 'u1' });
    expect(storedTokens()).toMatchObject({ accessToken: FRESH_ACCESS, refreshToken: 'refresh-3' });
  });

  it('clears the tokens and reports the expired session when the retried request is 401 again', async () => {
    storeTokens();
    const { fetch, refreshes } = server({ valid: 'never.accepted.token' });
    const onSessionExpired = vi.fn();
    const error = await new ApiClient({ fetch, onSessionExpired }).get('/auth/me').catch((e: unknown) => e);
    expect(refreshes()).toBe(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Authentication required' });
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('clears the tokens and reports the expired session when the refresh itself is refused', async () => {
    storeTokens();
    const { fetch, requests } = server({ refresh: () => json(401, { success: false, error: 'Session expired. Please log in again.' }) });
    const onSessionExpired = vi.fn();
    await expect(new ApiClient({ fetch, onSessionExpired }).get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(requests.map((request) => request.url)).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not try a refresh without a refresh token', async () => {
    storeTokens(ACCESS, null);
    const { fetch, refreshes } = server();
    const onSessionExpired = vi.fn();
    await expect(new ApiClient({ fetch, onSessionExpired }).get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(refreshes()).toBe(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from a public call', async () => {
    storeTokens();
    const { fetch, refreshes } = server();
    const onSessionExpired = vi.fn();
    await expect(new ApiClient({ fetch, onSessionExpired }).post('/auth/login', {}, { public: true })).rejects.toMatchObject({ status: 401 });
    expect(refreshes()).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storedTokens()).not.toBeNull();
  });

  it('shares one refresh between concurrent 401s', async () => {
    storeTokens();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let unauthorized = 0;
    let refreshes = 0;
    const { fetch } = fakeFetch(async (request) => {
      if (request.url === '/api/auth/refresh') {
        refreshes += 1;
        await released;
        return ok({ tokens: { accessToken: FRESH_ACCESS, refreshToken: 'refresh-2' } });
      }
      if (request.headers.Authorization === `Bearer ${FRESH_ACCESS}`) return ok(request.url);
      unauthorized += 1;
      return json(401, { success: false, error: 'Authentication required' });
    });
    const client = new ApiClient({ fetch });
    const all = Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    await vi.waitFor(() => expect(unauthorized).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(all).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshes).toBe(1);
  });

  it('uses the session-expired handler set later', async () => {
    storeTokens(ACCESS, null);
    const { fetch } = server();
    const client = new ApiClient({ fetch });
    const handler = vi.fn();
    client.setSessionExpiredHandler(handler);
    await client.get('/auth/me').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('error texts', () => {
  const failWith = async (response: Response) => {
    const { fetch } = fakeFetch(() => response);
    return (await new ApiClient({ fetch }).get('/anything').catch((e: unknown) => e)) as ApiError;
  };

  it.each([
    [500, HttpErrors.SERVER_ERROR],
    [502, HttpErrors.BAD_GATEWAY],
    [503, HttpErrors.MAINTENANCE],
  ])('turns a %i into its spec text and keeps the server details', async (status, message) => {
    const error = await failWith(json(status, { success: false, error: 'database unreachable', details: { code: 'ECONNREFUSED' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status, details: { code: 'ECONNREFUSED' } });
  });

  it('keeps the server error text as details of a 5xx without details', async () => {
    expect(await failWith(json(503, { error: 'maintenance window' }))).toMatchObject({ message: HttpErrors.MAINTENANCE, details: 'maintenance window' });
  });

  it('shows a 500 with an empty body as the server error text', async () => {
    expect(await failWith(text(500, '', 'Internal Server Error'))).toMatchObject({ message: HttpErrors.SERVER_ERROR, details: undefined });
  });

  it("turns an empty-body failure into 'HTTP {status}: {text}'", async () => {
    const error = await failWith(text(404, '', 'Not Found'));
    expect(error.message).toBe(HttpErrors.emptyBody(404, 'Not Found'));
    expect(error.message).toBe('HTTP 404: Not Found');
    expect(error.status).toBe(404);
    expect(error.isClientError).toBe(true);
  });

  it("treats a non-JSON body like an empty one: 'HTTP {status}: {text}'", async () => {
    expect((await failWith(text(400, '<html>oops</html>', 'Bad Request'))).message).toBe(HttpErrors.emptyBody(400, 'Bad Request'));
  });

  it('shows the error text of a JSON error body and keeps its details', async () => {
    const error = await failWith(json(409, { success: false, error: "Account slug 'acme' is already taken", details: { field: 'slug' } }, 'Conflict'));
    expect(error).toMatchObject({ message: "Account slug 'acme' is already taken", status: 409, details: { field: 'slug' } });
  });

  it('falls back to the message field of a JSON error body', async () => {
    expect((await failWith(json(403, { message: 'Forbidden here' }))).message).toBe('Forbidden here');
  });

  it('shows the first message of a validation error list', async () => {
    const error = await failWith(json(400, { errors: [{ message: 'Name is required' }, { message: 'Email is invalid' }] }));
    expect(error.message).toBe('Name is required');
  });

  it.each([
    ['an empty list', []],
    ['entries without a message', [{ field: 'name' }]],
  ])("shows 'Validation failed' for a validation error list with %s", async (_case, errors) => {
    expect((await failWith(json(400, { errors }))).message).toBe(HttpErrors.VALIDATION_FAILED);
  });

  it("shows 'HTTP {status}: {text}' for a JSON body saying nothing usable", async () => {
    const error = await failWith(json(418, { whatever: true }, "I'm a teapot"));
    expect(error.message).toBe(HttpErrors.emptyBody(418, "I'm a teapot"));
    expect(error.details).toEqual({ whatever: true });
  });
});

describe('envelope', () => {
  const answer = async (response: Response) => {
    const { fetch } = fakeFetch(() => response);
    return new ApiClient({ fetch }).get('/thing');
  };

  it('unwraps { success: true, data } to its data', async () => {
    await expect(answer(ok({ id: 't1', items: [1, 2] }))).resolves.toEqual({ id: 't1', items: [1, 2] });
  });

  it('returns a body without the envelope as it is', async () => {
    await expect(answer(json(200, { id: 't1' }))).resolves.toEqual({ id: 't1' });
  });

  it('returns nothing for 204 and for an empty body', async () => {
    await expect(answer(new Response(null, { status: 204 }))).resolves.toBeUndefined();
    await expect(answer(text(200, ''))).resolves.toBeUndefined();
  });

  it('throws the error of a { success: false } envelope even on 200', async () => {
    await expect(answer(json(200, { success: false, error: 'Invalid promotion code' }))).rejects.toMatchObject({ message: 'Invalid promotion code', status: 200 });
  });

  it('returns the raw response for downloads', async () => {
    const { fetch } = fakeFetch(() => new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await new ApiClient({ fetch }).download('/billing/invoices/i1/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });
});

describe('the authTokens store', () => {
  it.each([
    ['broken JSON', '{not json'],
    ['an access token that is not a JWT', JSON.stringify({ accessToken: 'not-a-jwt', refreshToken: 'r' })],
    ['no access token', JSON.stringify({ refreshToken: 'r' })],
  ])('clears a stored value with %s when reading it', (_case, raw) => {
    localStorage.setItem(AUTH_TOKENS_KEY, raw);
    const listener = vi.fn();
    const store = new TokenStore();
    store.subscribe(listener);
    expect(store.read()).toBeNull();
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('sends no bearer token when the stored token is broken, and clears it', async () => {
    localStorage.setItem(AUTH_TOKENS_KEY, JSON.stringify({ accessToken: 'garbage' }));
    const { fetch, requests } = fakeFetch(() => ok({}));
    await new ApiClient({ fetch }).get('/features');
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
  });

  it('keeps a well-formed token and tells subscribers about writes', () => {
    const listener = vi.fn();
    const unsubscribe = authTokens.subscribe(listener);
    authTokens.write({ accessToken: ACCESS, refreshToken: 'r1', expiresAt: 123 });
    expect(authTokens.read()).toEqual({ accessToken: ACCESS, refreshToken: 'r1', expiresAt: 123 });
    expect(listener).toHaveBeenLastCalledWith({ accessToken: ACCESS, refreshToken: 'r1', expiresAt: 123 });
    unsubscribe();
    authTokens.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(AUTH_TOKENS_KEY)).toBeNull();
  });
});
