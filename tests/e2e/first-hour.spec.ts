import { expect, test } from '@playwright/test';
import { linkPath, waitForMail } from './outbox.js';

/**
 * The first hour of a new team (issue 13): a founder's account named after the company, a teammate
 * who joins from the invitation with only a name and a password (through the API here; the screens
 * are in identity.spec.ts), and that teammate on an agile page when the founder turns the area off:
 * told the area is turned off, with a way back, never 'Page not found'.
 */
test.use({ locale: 'en-US' });

const PASSWORD = 'first hour password';

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

async function post<T>(baseURL: string, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST'): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { data: T; error?: string };
  expect(response.ok, `${method} ${path}: ${envelope.error ?? ''}`).toBe(true);
  return envelope.data;
}

test('a teammate on an agile page sees "This area is turned off for your account" when the founder turns the area off, with a way back', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const company = `First Hour Labs ${unique}`;

  // The founder registers, naming the account after the company, and verifies the e-mail.
  const founderEmail = `founder.${unique}@e2e.suite.test`;
  const founder = await post<{ tokens: Tokens; accountId: string }>(baseURL!, '/auth/register', {
    email: founderEmail, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Fay', lastName: 'Founder', phone: '+1 555 0100', persona: 'FOUNDER', acceptTerms: true, accountName: company, language: 'en',
  });
  const verifyToken = new URL(linkPath(await waitForMail(baseURL!, founderEmail, 'verify-email')), baseURL).searchParams.get('token')!;
  expect((await fetch(`${baseURL}/api/auth/verify-email/${encodeURIComponent(verifyToken)}`)).ok).toBe(true);
  const asFounder = { Authorization: `Bearer ${founder.tokens.accessToken}`, 'X-Tenant-ID': founder.accountId };

  // The founder invites a teammate, who registers from the invitation with a name and a password only.
  const mateEmail = `mate.${unique}@e2e.suite.test`;
  await post(baseURL!, `/accounts/${founder.accountId}/invitations`, { email: mateEmail, role: 'MEMBER' }, asFounder);
  const invitation = await waitForMail(baseURL!, mateEmail, 'invitation');
  expect(invitation.subject).toBe(`Fay Founder invited you to ${company} on Suite`);
  expect(invitation.text).toContain(`invited you to join ${company} as a member.`);
  const invitationToken = new URL(linkPath(invitation), baseURL).searchParams.get('token')!;
  const mate = await post<{ tokens: Tokens; accountId: string; requiresEmailVerification: boolean }>(baseURL!, '/auth/register', {
    email: '', phone: '', persona: '', password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Tom', lastName: 'Mate', acceptTerms: true, invitationToken, language: 'en',
  });
  expect(mate.accountId).toBe(founder.accountId);
  expect(mate.requiresEmailVerification).toBe(false);

  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    await context.addInitScript((tokens) => {
      localStorage.setItem('authTokens', JSON.stringify(tokens));
      localStorage.setItem('i18nextLng', 'en');
    }, mate.tokens);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/kanban');
    await expect(page.getByRole('button', { name: `Account: ${company}. Switch account` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('area-turned-off')).toHaveCount(0);

    // The founder turns Agile Survival off: the open page says so at once, without a reload.
    await post(baseURL!, `/accounts/${founder.accountId}/features/toggle`, { feature: 'agile_survival', enabled: false }, asFounder, 'PUT');
    await expect(page.getByRole('heading', { name: 'This area is turned off for your account' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByText('Ask an account admin to turn it on again if you need it.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Turn it on in Features' })).toHaveCount(0);

    // A fresh visit says the same, and the way back leads to the dashboard.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This area is turned off for your account' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
