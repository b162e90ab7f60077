import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@suite/sdk';

/** Signs a demo user in over the API and gives the page's context their tokens (English UI); answers the access token. */
export async function signInAs(page: Page, baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  expect(response.ok, `sign-in of ${email}`).toBe(true);
  const body = (await response.json()) as { data: { tokens: { accessToken: string; refreshToken: string } } };
  await page.context().addInitScript((tokens) => {
    localStorage.setItem('authTokens', JSON.stringify(tokens));
    localStorage.setItem('i18nextLng', 'en');
  }, body.data.tokens);
  return body.data.tokens.accessToken;
}

/**
 * A new browser context (English, the server as base URL, plus `options`) signed in as a demo
 * user over the API, with its first page; answers the context, the page and the access token.
 */
export async function signedInContext(browser: Browser, baseURL: string, email: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ baseURL, locale: 'en', ...options });
  const page = await context.newPage();
  const token = await signInAs(page, baseURL, email);
  return { context, page, token };
}

/** One API call with the token; fails the test with the server's error text unless it succeeds, and answers `data`. */
export async function apiCall<T>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { data: T; error?: string };
  expect(response.ok, `${method} ${path}: ${envelope.error ?? ''}`).toBe(true);
  return envelope.data;
}

/**
 * What a page does as it loads: the paths of the scripts it fetched and its errors (uncaught, and
 * console errors), as lists that fill while the test runs. Attach before `goto`.
 */
export function watchPage(page: Page): { scripts: string[]; errors: string[] } {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { scripts, errors };
}
