import { expect, test } from '@playwright/test';
import { signInAs } from './session.js';

/**
 * The assistant (feature ai_survival_assistant) on the PRO demo account (Acme Robotics): asked
 * "what is our runway" from the floating button and from /ai-assistant/query, it shows the
 * runway /runway-tracker shows, says what it understood and how it worked it out, and links to
 * that screen. A FREE account gets the upgrade prompt instead.
 */
const PRO_FOUNDER = 'founder@demo.suite.test';
const FREE_ADMIN = 'admin.free@demo.suite.test';

test('asked "what is our runway", the assistant shows the number /runway-tracker shows', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, PRO_FOUNDER);

  await page.goto('/runway-tracker');
  const tracked = page.getByTestId('bi-runway-months');
  await expect(tracked).toHaveText(/^\d+(\.\d)? months$/);
  const runway = (await tracked.textContent())!.trim();

  // The floating button, from the dashboard.
  await page.goto('/dashboard');
  const button = page.getByTestId('assistant-button');
  await expect(button).toBeVisible();
  await button.click();
  const panel = page.getByRole('dialog', { name: 'AI Survival Assistant' });
  await panel.getByLabel('Your question').fill('what is our runway');
  await panel.getByRole('button', { name: 'Ask' }).click();
  await expect(panel.getByTestId('assistant-understood')).toHaveText('RUNWAY');
  await expect(panel.getByTestId('assistant-figure-runwayMonths')).toHaveText(runway);
  await expect(panel.getByText('Runway = cash on hand / average monthly net burn')).toBeVisible();

  // The query page, submitted with Enter; its link leads back to the tracker.
  await page.goto('/ai-assistant/query');
  await expect(page.getByRole('heading', { name: 'AI Survival Assistant', level: 1 })).toBeVisible();
  const question = page.getByLabel('Your question');
  await question.fill('What is our runway?');
  await question.press('Enter');
  await expect(page.getByTestId('assistant-figure-runwayMonths')).toHaveText(runway);
  await page.getByTestId('assistant-answer-link').click();
  await expect(page).toHaveURL(/\/runway-tracker$/);
  await expect(page.getByTestId('bi-runway-months')).toHaveText(runway);
});

test('a question it cannot answer gets the list of questions it can', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, PRO_FOUNDER);
  await page.goto('/ai-assistant/query');
  await page.getByLabel('Your question').fill('what is the weather tomorrow');
  await page.getByRole('button', { name: 'Ask' }).click();
  const answer = page.getByTestId('assistant-answer');
  await expect(answer.getByText('I can answer questions like:')).toBeVisible();
  await answer.getByRole('button', { name: 'What is our runway?' }).click();
  await expect(page.getByTestId('assistant-understood')).toHaveText('RUNWAY');
});

test('the button moves on right-click, and a FREE account gets the upgrade prompt', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, FREE_ADMIN);
  await page.goto('/dashboard');
  const button = page.getByTestId('assistant-button');
  await expect(button).toHaveAttribute('data-position', 'bottom-right');
  await button.click({ button: 'right' });
  await expect(button).toHaveAttribute('data-position', 'bottom-left');
  await button.click();
  await expect(page.getByTestId('assistant-unavailable')).toContainText('Available on Pro and Enterprise');
  await page.goto('/ai-assistant');
  await expect(page.getByTestId('assistant-unavailable')).toBeVisible();
});

test('signed out, /action-items and /ai-assistant go to /login remembering the page', async ({ page }) => {
  await page.goto('/action-items');
  await expect(page).toHaveURL(/\/login\?from=%2Faction-items$/);
  await page.goto('/ai-assistant');
  await expect(page).toHaveURL(/\/login\?from=%2Fai-assistant$/);
});

test('signed out, the floating button offers to sign in, in the reader’s language', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Ask the AI Survival Assistant' }).click();
  const prompt = page.getByTestId('assistant-sign-in-prompt');
  await expect(prompt.getByText('Your numbers, explained')).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fpricing$/);

  // In French (the public language choice).
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Demander à l’assistant IA' }).click();
  await expect(page.getByTestId('assistant-sign-in-prompt').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByTestId('assistant-sign-in-prompt').getByRole('link', { name: 'Créer un compte' })).toBeVisible();
});
