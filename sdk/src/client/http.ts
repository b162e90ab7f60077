import { HttpErrors } from '../domain/http-errors.js';
import { ApiError, errorFromResponse } from './errors.js';
import { authTokens as defaultTokens, type AuthTokens, type TokenStore } from './tokens.js';

export const REQUEST_TIMEOUT_MS = 10_000;
/** Network failures are retried twice, after 1 s then 2 s. */
export const NETWORK_RETRY_DELAYS_MS = [1000, 2000] as const;
export const TENANT_HEADER = 'X-Tenant-ID';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Public calls carry no bearer token. */
  public?: boolean;
  /** Return the raw response (downloads). */
  raw?: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  tokens?: TokenStore;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Called once the session cannot be refreshed any more. */
  onSessionExpired?: () => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The HTTP client every screen uses: base /api, bearer token from `authTokens`, 10 s timeout,
 * one refresh on 401, network failures retried twice, the spec's error texts.
 */
export class ApiClient {
  readonly baseUrl: string;
  private tokens: TokenStore;
  private fetchImpl: typeof fetch;
  private sleep: (ms: number) => Promise<void>;
  private timeoutMs: number;
  private onSessionExpired?: () => void;
  private tenantId: string | null = null;
  private refreshing: Promise<AuthTokens | null> | null = null;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '/api';
    this.tokens = options.tokens ?? defaultTokens;
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.sleep = options.sleep ?? defaultSleep;
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    this.onSessionExpired = options.onSessionExpired;
  }

  /** The account calls act for (sent as X-Tenant-ID). */
  setTenant(accountId: string | null): void {
    this.tenantId = accountId;
  }

  get tenant(): string | null {
    return this.tenantId;
  }

  setSessionExpiredHandler(handler: () => void): void {
    this.onSessionExpired = handler;
  }

  get<T>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  /** A file download as a Blob (invoices, exports). */
  async download(path: string, options?: RequestOptions): Promise<Blob> {
    const response = (await this.request<Response>('GET', path, { ...options, raw: true })) as Response;
    return response.blob();
  }

  url(path: string, query?: RequestOptions['query']): string {
    const joined = path.startsWith('http') ? path : `${this.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
    if (!query) return joined;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
    const text = params.toString();
    return text ? `${joined}${joined.includes('?') ? '&' : '?'}${text}` : joined;
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    let response = await this.send(method, path, options);
    if (response.status === 401 && !options.public) {
      const refreshed = await this.refresh();
      if (refreshed) response = await this.send(method, path, options);
      if (response.status === 401) {
        this.tokens.clear();
        this.onSessionExpired?.();
      }
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw errorFromResponse(response.status, response.statusText, text);
    }
    if (options.raw) return response as unknown as T;
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!text) return undefined as T;
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'success' in body) {
      const envelope = body as { success: boolean; data?: unknown; error?: string; details?: unknown };
      if (envelope.success === false) throw new ApiError(envelope.error ?? HttpErrors.VALIDATION_FAILED, response.status, envelope.details);
      return envelope.data as T;
    }
    return body as T;
  }

  /** One fetch with timeout, retrying network failures (not HTTP errors) twice. */
  private async send(method: string, path: string, options: RequestOptions): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.fetchOnce(method, path, options);
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'network' && attempt < NETWORK_RETRY_DELAYS_MS.length) {
          await this.sleep(NETWORK_RETRY_DELAYS_MS[attempt]!);
          continue;
        }
        throw error;
      }
    }
  }

  private async fetchOnce(method: string, path: string, options: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (!options.public) {
      const token = this.tokens.read()?.accessToken;
      if (token) headers.Authorization = `Bearer ${token}`;
      if (this.tenantId && !headers[TENANT_HEADER]) headers[TENANT_HEADER] = this.tenantId;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    try {
      return await this.fetchImpl(this.url(path, options.query), { method, headers, body, signal: controller.signal, credentials: 'include' });
    } catch (error) {
      if (timedOut) throw new ApiError(HttpErrors.TIMEOUT, 0, undefined, 'timeout');
      if (options.signal?.aborted) throw error;
      const text = isOffline() ? HttpErrors.NETWORK_CONNECTION : HttpErrors.NETWORK;
      throw new ApiError(text, 0, error instanceof Error ? error.message : undefined, 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /** One refresh at a time; every 401 waiting on it shares the result. */
  private refresh(): Promise<AuthTokens | null> {
    if (!this.refreshing) {
      this.refreshing = this.doRefresh().finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }

  private async doRefresh(): Promise<AuthTokens | null> {
    const current = this.tokens.read();
    if (!current?.refreshToken) return null;
    try {
      const response = await this.fetchOnce('POST', '/auth/refresh', { public: true, body: { refreshToken: current.refreshToken } });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: { tokens?: AuthTokens } & Partial<AuthTokens> };
      const next = body.data?.tokens ?? (body.data as AuthTokens | undefined);
      if (!next?.accessToken) return null;
      this.tokens.write(next);
      return next;
    } catch {
      return null;
    }
  }
}

export const api = new ApiClient();
