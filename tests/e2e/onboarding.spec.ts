import { expect, test } from '@playwright/test';

/**
 * A new founder registers, verifies the email through the dev outbox, signs in, and the
 * onboarding wizard opens by itself after 1 s; going through its steps completes the setup and
 * the 'Complete Setup' badge goes away.
 */
test('the onboarding wizard opens for a new founder account and completes the setup', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `founder.${Date.now()}@example.com`;
  const password = 'Launch-day-2030';

  const registered = await page.request.post('/api/auth/register', {
    data: { email, password, confirmPassword: password, firstName: 'Nora', lastName: 'Founder', phone: '+1 555 0100', persona: 'FOUNDER', acceptTerms: true, language: 'en' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  // The verification link from the dev outbox.
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { messages: { template: string; data: { link?: string } }[] } };
  const link = outbox.data.messages.find((message) => message.template === 'verify-email')?.data.link;
  expect(link, 'a verification mail').toBeTruthy();
  const token = new URL(link!).searchParams.get('token')!;
  expect((await page.request.get(`/api/auth/verify-email/${encodeURIComponent(token)}`)).ok()).toBe(true);

  // Sign in through the form.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  const signedInAt = Date.now();

  // The wizard opens by itself, about a second later.
  const wizard = page.getByRole('dialog', { name: /^Set up / });
  await expect(wizard).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(900);
  await expect(page.getByRole('button', { name: 'Complete Setup' }).first()).toBeVisible();

  // Company details: checked as the user types, with the API's texts.
  await wizard.getByLabel('Company name').fill('Nora Robotics');
  await wizard.getByLabel('Website').fill('nora');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Please enter a valid website address, such as https://example.com')).toBeVisible();
  await wizard.getByLabel('Website').fill('https://nora.example.com');
  await wizard.getByLabel('Founded').fill('2024');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Domains: the catalogue with its switches; a dependency left off is refused before saving.
  await expect(wizard.getByText('Choose your domains')).toBeVisible();
  await wizard.getByRole('switch', { name: 'Business Intelligence' }).click({ force: true });
  await expect(wizard.getByText('Investor Intelligence needs Business Intelligence: turn Business Intelligence on or Investor Intelligence off')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await wizard.getByRole('switch', { name: 'Business Intelligence' }).click({ force: true });
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeEnabled();
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Team (optional): one invitation.
  await expect(wizard.getByText('Invite the team')).toBeVisible();
  await wizard.getByRole('textbox', { name: 'Email' }).fill(`teammate.${Date.now()}@example.com`);
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Plan (optional), then Complete Setup.
  await expect(wizard.getByRole('link', { name: 'See plans and pricing' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Setup complete')).toBeVisible();
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toHaveCount(0);

  // Done: it no longer opens by itself.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog', { name: /^Set up / })).toHaveCount(0);
  expect(errors).toEqual([]);
});
