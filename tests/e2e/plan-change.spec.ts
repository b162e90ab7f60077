import { expect, test } from '@playwright/test';
import { linkPath, waitForMail } from './outbox.js';

/**
 * A plan change is seen on the features page at once (issue 13): a FREE owner has the page open
 * with the AI assistant locked to Pro; the account buys Pro; the switch becomes available on the
 * open page without signing out or reloading, and stays so on a fresh visit.
 */
test.use({ locale: 'en-US' });

const PASSWORD = 'plan change password';

async function call<T>(baseURL: string, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST'): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await response.json()) as { data: T; error?: string };
  expect(response.ok, `${method} ${path}: ${envelope.error ?? ''}`).toBe(true);
  return envelope.data;
}

test('after a checkout to Pro, the open features page offers the AI assistant switch without signing out', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `owner.${unique}@e2e.suite.test`;
  const owner = await call<{ tokens: { accessToken: string; refreshToken: string }; accountId: string }>(baseURL!, '/auth/register', {
    email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Paula', lastName: 'Plan', phone: '+1 555 0101', persona: 'FOUNDER', acceptTerms: true, accountName: `Plan Change Co ${unique}`, language: 'en',
  });
  const verifyToken = new URL(linkPath(await waitForMail(baseURL!, email, 'verify-email')), baseURL).searchParams.get('token')!;
  expect((await fetch(`${baseURL}/api/auth/verify-email/${encodeURIComponent(verifyToken)}`)).ok).toBe(true);
  const asOwner = { Authorization: `Bearer ${owner.tokens.accessToken}`, 'X-Tenant-ID': owner.accountId };
  // The setup wizard is another journey (onboarding.spec.ts): skipped here so it does not sit on the page.
  await call(baseURL!, '/onboarding/skip', {}, asOwner);

  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    await context.addInitScript((tokens) => {
      if (!localStorage.getItem('authTokens')) localStorage.setItem('authTokens', JSON.stringify(tokens));
      localStorage.setItem('i18nextLng', 'en');
    }, owner.tokens);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/account-settings/features');
    await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
    const assistant = page.getByRole('main').getByRole('switch', { name: 'AI Survival Assistant' });
    await expect(assistant).toBeDisabled();
    await expect(page.getByText('Upgrade to Pro to turn it on.').first()).toBeVisible();

    // The account buys Pro (a card, the plan in the cart, the checkout) while the page stays open.
    await call(baseURL!, '/billing/payment-methods', { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', holderName: 'Paula Plan', setDefault: true }, asOwner);
    await call(baseURL!, '/billing/cart/items', { type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' }, asOwner);
    await call(baseURL!, '/billing/checkout', {}, asOwner);

    // The open page follows the server's features:changed: the switch is available, no reload.
    await expect(assistant).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByText('Upgrade to Pro to turn it on.')).toHaveCount(0);
    // Away and back inside the app, then a fresh visit: never a stale cached copy.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await page.waitForURL('**/account-settings/features');
    await expect(assistant).toBeEnabled();
    await page.reload();
    await expect(assistant).toBeEnabled();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
