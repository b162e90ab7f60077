import { expect, test } from '@playwright/test';
import { signInAs } from './session.js';

/**
 * Integrations in Chromium, as the PRO admin: from the hub to API keys, a key is created and seen
 * once (then only its prefix), works against the API, and is revoked; on the analytics page an
 * HTTPS endpoint is registered with its events and its signing secret shown once.
 */
const ADMIN = 'admin.pro@demo.suite.test';

test('creates an API key, sees it once, uses it, revokes it', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, ADMIN);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Open: API' }).click();
  await expect(page).toHaveURL(/\/integrations\/api$/);
  await expect(page.getByRole('heading', { name: 'API', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open the API reference/ })).toHaveAttribute('href', '/api-reference');

  const name = `E2E key ${Date.now()}`;
  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Your new API key' });
  const secret = (await secretDialog.getByTestId('secret-once').innerText()).trim();
  expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();

  // Listed by its prefix only; the key itself is nowhere on the page any more.
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 11));
  await expect(row).toContainText('read:all');
  await expect(page.getByText(secret)).toHaveCount(0);

  // The key works instead of a session token.
  const used = await page.request.get('/api/integrations/webhooks/events', { headers: { Authorization: `Bearer ${secret}` } });
  expect(used.status()).toBe(200);

  await row.getByRole('button', { name: `Revoke: ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  const refused = await page.request.get('/api/integrations/webhooks/events', { headers: { 'X-API-Key': secret } });
  expect(refused.status()).toBe(401);
});

test('registers a webhook endpoint with its events and shows its signing secret once', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, ADMIN);
  await page.goto('/integrations/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics integrations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify a delivery' })).toBeVisible();

  const url = `https://example.com/hooks/${Date.now()}`;
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByLabel('Endpoint URL').fill('http://example.com/hook');
  await expect(dialog.getByText('Must start with https://').first()).toBeVisible();
  await dialog.getByLabel('Endpoint URL').fill(url);
  await dialog.getByRole('checkbox', { name: 'retro.completed' }).check();
  await dialog.getByRole('checkbox', { name: 'invoice.paid' }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await secretDialog.getByTestId('secret-once').innerText()).trim();
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const card = page.getByTestId('webhook-endpoint').filter({ hasText: url });
  await expect(card).toContainText('retro.completed');
  await expect(card).toContainText('invoice.paid');
  await expect(card).toContainText('Active');
  await expect(card).toContainText(`Secret ending in ${secret.slice(-4)}`);
  await expect(page.getByText(secret)).toHaveCount(0);
});
