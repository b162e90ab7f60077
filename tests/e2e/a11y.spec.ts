import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.js';
import { apiCall, signInAs } from './session.js';

/**
 * Accessibility of the screens the journeys reach (issue 13): axe-core finds no serious or
 * critical WCAG 2.1 A/AA violation on each, and the poker deck, the retro cards and the quick
 * search are used with the keyboard alone (focus is placed, then only keys are pressed).
 */
test.use({ locale: 'en-US' });

const ADMIN = 'admin.pro@demo.suite.test';

async function settled(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  // Skeletons and lazy panels finish before axe reads the page.
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

test('signed-out screens: login and register', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/login');
  await settled(page, /sign in/i);
  await expectNoSeriousA11yViolations(page, '/login');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/register');
});

test('signed-in screens: dashboard, features, billing with an invoice open, profile; the quick search by keyboard', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/dashboard');

  // Ctrl-K, a few letters, Enter: the page opens without the mouse.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Go to a page' });
  await expect(search.getByRole('combobox', { name: 'Page name' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the quick search');
  await page.keyboard.type('features');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/account-settings/features');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/account-settings/features');

  await page.goto('/billing');
  await expect(page.getByRole('tab', { name: 'Subscription' })).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/billing');
  await page.getByRole('tab', { name: 'Invoices' }).click();
  await expect(page.getByText('Invoices, newest first').or(page.getByText('No invoices yet'))).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/billing invoices');
  const openInvoice = page.getByRole('button', { name: /^Open invoice / }).first();
  if (await openInvoice.isVisible()) {
    await openInvoice.click();
    await expect(page.getByTestId('invoice-detail')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'an invoice');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('tab', { name: 'Payment methods' }).click();
  await expectNoSeriousA11yViolations(page, '/billing payment methods');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/profile');
});

test('kanban board', async ({ page, baseURL }) => {
  const token = await signInAs(page, baseURL!, ADMIN);
  const dashboard = await apiCall<{ boards: { id: string; title: string }[] }>(baseURL!, token, 'GET', '/kanban/dashboard');
  const board = dashboard.boards[0]!;
  await page.goto(`/kanban/${board.id}`);
  await expect(page.getByTestId('kanban-column').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, 'a kanban board');
  await page.goto('/kanban');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/kanban');
});

test('poker room: the deck is played with the keyboard alone', async ({ page, baseURL }) => {
  const token = await signInAs(page, baseURL!, ADMIN);
  const created = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/planning-poker/sessions', { name: 'A11y planning', stories: ['Keyboard voting', 'Screen reader labels'] });
  await page.goto(`/poker/sessions/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A11y planning' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the poker room before the start');

  const start = page.getByRole('button', { name: 'Start the session' }).first();
  await start.focus();
  await page.keyboard.press('Enter');
  const deck = page.getByTestId('card-deck');
  await expect(deck).toBeVisible();
  // Into the deck, arrows to move, Enter to vote; a number key jumps to its card.
  await deck.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const third = deck.getByRole('radio').nth(2);
  await expect(third).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('8');
  await page.keyboard.press(' ');
  await expect(deck.getByRole('radio', { name: 'Card 8', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('vote-progress')).toContainText('1 of 1 have voted');
  await expectNoSeriousA11yViolations(page, 'the poker room while voting');
});

test('retro board: cards written, grouped and voted with the keyboard alone', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const token = await signInAs(page, baseURL!, ADMIN);
  const created = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/retrospectives/sessions', { name: 'A11y retro', format: 'START_STOP_CONTINUE' });
  await page.goto(`/retro/sessions/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'A11y retro' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the retro room in setup');

  const press = async (name: string | RegExp) => {
    await page.getByRole('button', { name }).first().focus();
    await page.keyboard.press('Enter');
  };
  await press('Start collecting');
  await expect(page.getByTestId('phase-bar')).toHaveAttribute('data-phase', 'COLLECT');
  for (const text of ['Stand-ups run long', 'Too many meetings']) {
    await page.getByRole('textbox', { name: 'Add a card to Stop' }).focus();
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('retro-card').filter({ hasText: text })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'the retro board while collecting');

  // Group: the card's "Group with" menu opens on Enter, arrows pick the other card, Enter groups.
  await press('Next: Group');
  await expect(page.getByTestId('phase-bar')).toHaveAttribute('data-phase', 'GROUP');
  await page.getByTestId('retro-card').filter({ hasText: 'Too many meetings' }).getByRole('button', { name: /^Group/ }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: /Stand-ups run long/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('retro-group')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'the retro board while grouping');

  // Vote: Space on a card's vote button casts a dot, and again takes it back.
  await press('Next: Vote');
  await expect(page.getByTestId('phase-bar')).toHaveAttribute('data-phase', 'VOTE');
  const card = page.getByTestId('retro-card').filter({ hasText: 'Stand-ups run long' });
  await card.getByRole('button', { name: /^Vote for/ }).focus();
  await page.keyboard.press(' ');
  await expect(card.getByRole('button', { name: /^Voted: take back your vote/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('card-votes')).toHaveText('1 vote');
  await expectNoSeriousA11yViolations(page, 'the retro board while voting');
});
