import { expect, test } from '@playwright/test';
import { AccessErrors } from '@suite/sdk';
import { linkPath, waitForMail } from './outbox.js';
import { apiCall, signInAs, signedInContext } from './session.js';

/**
 * The investor portal's trust model, in two browsers: the founder of Acme Robotics grants the
 * demo investor access by e-mail and sends an investor update pre-filled with Acme's live figures;
 * the investor sees Acme on /investor/dashboard, opens the update and comments; the founder
 * revokes: the investor's open page is told at once, and its next request is refused with the tenant text.
 */
const FOUNDER = 'founder@demo.suite.test';
const INVESTOR = 'investor@demo.suite.test';

/** The account a signed-in user's session works in (the founder's: Acme). */
async function accountOf(baseURL: string, token: string): Promise<string> {
  return (await apiCall<{ account: { id: string } }>(baseURL, token, 'GET', '/auth/session')).account.id;
}

test('a founder grants an investor and sends a live update; the investor reads and comments; after the revocation the next request is refused', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const founder = await signedInContext(browser, baseURL!, FOUNDER);
  const acmeId = await accountOf(baseURL!, founder.token);
  const headers = { Authorization: `Bearer ${founder.token}`, 'X-Tenant-ID': acmeId };
  // The demo seed grants the investor already: start this journey from no access.
  const grants = (await (await fetch(`${baseURL}/api/companies/${acmeId}/investors`, { headers })).json()) as { data: { id: string; status: string }[] };
  for (const grant of grants.data.filter((g) => g.status === 'active')) await fetch(`${baseURL}/api/investors/access/${grant.id}`, { method: 'DELETE', headers });

  const investor = await signedInContext(browser, baseURL!, INVESTOR);
  const errors: string[] = [];
  for (const page of [founder.page, investor.page]) page.on('pageerror', (error) => errors.push(error.message));

  try {
    // Without a grant, the investor's dashboard lists nothing.
    await investor.page.goto('/investor/dashboard');
    await expect(investor.page.getByText('No company shares its figures with you yet')).toBeVisible();

    // The founder grants access by e-mail, every permission checked.
    const f = founder.page;
    await f.goto('/investor-reports');
    await f.getByLabel('Investor e-mail').fill(INVESTOR);
    await f.getByRole('button', { name: 'Grant access' }).click();
    await expect(f.getByTestId('investor-grant').filter({ hasText: 'Invited' })).toBeVisible();

    // The investor's next visit claims it: Acme is on the dashboard, its card links to its page.
    await investor.page.reload();
    const card = investor.page.getByTestId('company-card').filter({ hasText: 'Acme Robotics' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Cash on hand')).toBeVisible();

    // The founder writes an update pre-filled with Acme's live figures and sends it to the investor.
    await f.reload();
    await expect(f.getByTestId('investor-grant').filter({ hasText: 'Irene Adler' }).filter({ hasText: 'Active' })).toBeVisible();
    await f.getByRole('button', { name: 'New investor update' }).click();
    const editor = f.getByTestId('report-editor');
    await expect(editor.getByText(/Pre-filled with your figures of/)).toBeVisible();
    await editor.getByLabel('Title').fill('E2E investor update');
    await editor.getByLabel('Highlights').fill('First robot fleet live at a customer site.');
    await editor.getByLabel('Send to').click();
    await f.getByRole('option', { name: 'Irene Adler' }).click();
    await f.keyboard.press('Escape');
    await editor.getByRole('button', { name: 'Send' }).click();
    await expect(editor.getByText('Sent', { exact: true })).toBeVisible();

    // The investor opens the company, reads the update with its figures and comments.
    await card.getByRole('link', { name: 'Acme Robotics' }).click();
    await expect(investor.page).toHaveURL(new RegExp(`/investor/company/${acmeId}$`));
    const update = investor.page.getByTestId('communication').filter({ hasText: 'E2E investor update' });
    await expect(update).toBeVisible();
    await expect(update.getByText('First robot fleet live at a customer site.')).toBeVisible();
    await expect(update.getByText('Cash on hand')).toBeVisible();
    await update.getByLabel('Comment').fill('Congratulations on the first fleet!');
    await update.getByRole('button', { name: 'Comment' }).click();
    await expect(update.getByTestId('reply').filter({ hasText: 'Congratulations on the first fleet!' })).toBeVisible();

    // The founder revokes; the investor's next request is refused.
    const row = f.getByTestId('investor-grant').filter({ hasText: 'Irene Adler' }).filter({ hasText: 'Active' });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await f.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toHaveCount(0);
    // The open page hears of it (investor:access-changed) and its next request is refused.
    await expect(investor.page.getByText(AccessErrors.tenantMismatch(acmeId))).toBeVisible();
    // And so is any later one.
    await investor.page.reload();
    await expect(investor.page.getByText(AccessErrors.tenantMismatch(acmeId))).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await founder.context.close();
    await investor.context.close();
  }
});

test('an investor invited by e-mail registers from the invitation, verifies, sets up a profile and lands on /investor/dashboard seeing the company', async ({ browser, page: founderPage, baseURL }) => {
  test.setTimeout(180_000);
  // The founder works over the API only (their page stays unused).
  const founderToken = await signInAs(founderPage, baseURL!, FOUNDER);
  const acmeId = await accountOf(baseURL!, founderToken);
  const email = `invited.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.suite.test`;
  const password = 'Journey-Pass-2026!';
  // Acme invites an investor who has no user yet (dashboard read only).
  const invited = await fetch(`${baseURL}/api/investors/access`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${founderToken}`, 'X-Tenant-ID': acmeId, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, companyId: acmeId, permissions: [{ resource: 'dashboard', action: 'read' }] }),
  });
  expect(invited.status).toBe(201);
  const invitation = await waitForMail(baseURL!, email, 'investor.invitation');

  const context = await browser.newContext({ baseURL, locale: 'en' });
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    // The invitation's link opens the registration as an investor.
    await page.goto(linkPath(invitation));
    await expect(page.getByRole('radio', { name: 'An investor' })).toBeChecked();
    await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Invited');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 010 2030');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/email-verification-required');
    await page.goto(linkPath(await waitForMail(baseURL!, email, 'verify-email')));
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // An investor lands on the investor dashboard; their profile claims the invitation.
    await page.waitForURL('**/investor/dashboard');
    await page.getByRole('button', { name: 'Create my profile' }).click();
    const card = page.getByTestId('company-card').filter({ hasText: 'Acme Robotics' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Cash on hand')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
