import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, InvitationPageTexts } from '@suite/sdk';
import { linkPath, waitForMail } from './outbox.js';
import { signedInContext, watchPage } from './session.js';

/**
 * Retrospectives with three people in three browsers, from SETUP to COMPLETED: the facilitator
 * creates the retro from a template, the others open it, everyone writes cards, the facilitator
 * groups two cards by dragging one onto the other, everyone votes with their dots, the discussion
 * lists the group first, an action item is agreed, and the summary closes it. Then a team
 * invitation sent from the team page is accepted by a new user from the mailed link.
 */
const FACILITATOR = 'facilitator.pro@demo.suite.test';
const MEMBER = 'member.pro@demo.suite.test';
const LEAD = 'lead.pro@demo.suite.test';
const ADMIN = 'admin.pro@demo.suite.test';

interface Tokens {
  accessToken: string;
  refreshToken?: string;
}

async function signIn(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.ok, `sign-in of ${email}`).toBe(true);
  return ((await response.json()) as { data: { tokens: Tokens } }).data.tokens;
}

/** A browser signed in with these tokens (stored once per tab, so a sign-out would stick). */
async function signedIn(browser: Browser, baseURL: string, tokens: Tokens): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en' });
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e.signedIn')) return;
    sessionStorage.setItem('e2e.signedIn', '1');
    localStorage.setItem('authTokens', JSON.stringify(stored));
    localStorage.setItem('i18nextLng', 'en');
  }, tokens);
  return { context, page: await context.newPage() };
}

const card = (page: Page, text: string) => page.getByTestId('retro-card').filter({ hasText: text });
const phaseOf = (page: Page) => page.getByTestId('phase-bar');

/** Drag with the pointer as a person does: press, move a little (the drag starts), travel, drop. */
async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 24, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

async function addCard(page: Page, column: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: `Add a card to ${column}` });
  await field.fill(text);
  await field.press('Enter');
  await expect(card(page, text)).toBeVisible();
  await expect(field).toHaveValue('');
}

test('three people run a retrospective from setup to completed: cards, grouping by drag, dot voting, discussion, an action item and the summary', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const facilitator = await signedInContext(browser, baseURL!, FACILITATOR);
  const member = await signedInContext(browser, baseURL!, MEMBER);
  const lead = await signedInContext(browser, baseURL!, LEAD);
  const everyone = [facilitator.page, member.page, lead.page];
  const errors: string[] = [];
  for (const page of everyone) page.on('pageerror', (error) => errors.push(error.message));

  try {
    // The facilitator creates the retro from the Start, Stop, Continue template.
    const host = facilitator.page;
    await host.goto('/retrospectives');
    await host.getByRole('button', { name: 'New retrospective' }).first().click();
    const form = host.getByRole('dialog', { name: 'New retrospective' });
    await form.getByLabel('Name').fill('E2E sprint retro');
    await expect(form.getByRole('radio', { name: 'Start, Stop, Continue' })).toBeChecked();
    await form.getByRole('button', { name: 'Create retrospective' }).click();
    await host.waitForURL(/\/retro\/sessions\/[0-9a-f-]{36}$/);
    const path = new URL(host.url()).pathname;
    await expect(host.getByRole('heading', { level: 1, name: 'E2E sprint retro' })).toBeVisible();
    await expect(phaseOf(host)).toHaveAttribute('data-phase', 'SETUP');

    // The others open the same page: they join, and everyone sees three people here.
    await member.page.goto(path);
    await lead.page.goto(path);
    for (const page of everyone) await expect(page.getByTestId('presence-count')).toHaveText('3 of 3 here');

    // Collect: everyone writes cards.
    await host.getByRole('button', { name: 'Start collecting' }).click();
    for (const page of everyone) await expect(phaseOf(page)).toHaveAttribute('data-phase', 'COLLECT');
    await addCard(host, 'Stop', 'Stand-ups run long');
    await addCard(member.page, 'Stop', 'Too many meetings on Wednesdays');
    await addCard(lead.page, 'Continue', 'Friday demos keep us aligned');
    await addCard(lead.page, 'Start', 'Pair on risky stories');
    for (const page of everyone) await expect(page.getByTestId('retro-card')).toHaveCount(4);

    // Group: the facilitator drags the meetings card onto the stand-ups card; everyone sees the group.
    await host.getByRole('button', { name: 'Next: Group' }).click();
    for (const page of everyone) await expect(phaseOf(page)).toHaveAttribute('data-phase', 'GROUP');
    await dragOnto(host, card(host, 'Too many meetings on Wednesdays'), card(host, 'Stand-ups run long'));
    for (const page of everyone) {
      const group = page.getByTestId('retro-group');
      await expect(group).toHaveCount(1);
      await expect(group).toContainText('Stand-ups run long');
      await expect(group).toContainText('Too many meetings on Wednesdays');
    }

    // Vote: three dots each; the counts add up for everyone, never who voted.
    await host.getByRole('button', { name: 'Next: Vote' }).click();
    for (const page of everyone) await expect(phaseOf(page)).toHaveAttribute('data-phase', 'VOTE');
    const vote = async (page: Page, text: string) => {
      await card(page, text).getByRole('button', { name: /^Vote for/ }).click();
      await expect(card(page, text).getByRole('button', { name: /^Voted: take back your vote/ })).toHaveAttribute('aria-pressed', 'true');
    };
    for (const page of everyone) await vote(page, 'Stand-ups run long');
    await vote(member.page, 'Too many meetings on Wednesdays');
    await vote(lead.page, 'Too many meetings on Wednesdays');
    await vote(host, 'Friday demos keep us aligned');
    await expect(member.page.getByTestId('votes-left')).toHaveText('1 of 3 votes left');
    await expect(host.getByTestId('votes-left')).toHaveText('1 of 3 votes left');
    for (const page of everyone) {
      await expect(card(page, 'Stand-ups run long').getByTestId('card-votes')).toHaveText('3 votes');
      await expect(card(page, 'Too many meetings on Wednesdays').getByTestId('card-votes')).toHaveText('2 votes');
    }

    // Discuss: the group comes first with its 5 votes, then the demos card.
    await host.getByRole('button', { name: 'Next: Discuss' }).click();
    for (const page of everyone) {
      const topics = page.getByTestId('discuss-topic');
      await expect(topics).toHaveCount(3);
      await expect(topics.first()).toHaveAttribute('data-votes', '5');
      await expect(topics.first()).toContainText('Stand-ups run long');
      await expect(topics.nth(1)).toContainText('Friday demos keep us aligned');
    }

    // Action items: the card with 3 votes is suggested; the facilitator writes one with owner, due date and priority.
    await host.getByRole('button', { name: 'Next: Action items' }).click();
    await expect(host.getByTestId('suggested-action-items')).toContainText('Address: Stand-ups run long');
    const actionForm = host.getByTestId('action-item-form');
    await actionForm.getByRole('button', { name: 'Add action item' }).click();
    await expect(actionForm.getByText('Action item title cannot be empty')).toBeVisible();
    await actionForm.getByLabel('What will we do?').fill('Time-box the stand-up to 10 minutes');
    await actionForm.getByRole('combobox', { name: 'Owner' }).click();
    await host.getByRole('option', { name: 'Elliot Garcia' }).click();
    const due = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await actionForm.getByLabel('Due date').fill(due);
    await actionForm.getByText('High', { exact: true }).click();
    await actionForm.getByRole('button', { name: 'Add action item' }).click();
    for (const page of everyone) {
      const item = page.getByTestId('action-item').filter({ hasText: 'Time-box the stand-up to 10 minutes' });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Elliot Garcia');
      await expect(item).toContainText('High');
    }

    // Completed: the summary with the analytics of the Pro plan.
    await host.getByRole('button', { name: 'Complete the retrospective' }).click();
    for (const page of everyone) {
      await expect(phaseOf(page)).toHaveAttribute('data-phase', 'COMPLETED');
      await expect(page.getByTestId('retro-summary')).toBeVisible();
      await expect(page.getByTestId('retro-analytics')).toContainText('100%');
      await expect(page.getByTestId('generated-action-items')).toContainText('Address: Stand-ups run long');
    }
    await expect(host.getByRole('button', { name: 'Archive' })).toBeVisible();

    expect(errors).toEqual([]);
  } finally {
    await Promise.all([facilitator.context.close(), member.context.close(), lead.context.close()]);
  }
});

test('a team admin invites a new user by email; the new user registers, verifies and accepts on /accept-invitation', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `teammate.${unique}@e2e.suite.test`;
  const password = 'Journey-Pass-2026!';
  const admin = await signedInContext(browser, baseURL!, ADMIN);
  const errors: string[] = [];
  admin.page.on('pageerror', (error) => errors.push(error.message));

  try {
    // The account admin opens the team and sends the invitation with a role.
    const page = admin.page;
    await page.goto('/teams');
    await page.getByRole('link', { name: 'Robotics Core' }).click();
    await page.waitForURL(/\/teams\/[0-9a-f-]{36}$/);
    const teamPath = new URL(page.url()).pathname;
    await page.getByRole('tab', { name: 'Invitations' }).click();
    const invite = page.getByTestId('team-invite-form');
    await invite.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
    await invite.getByRole('textbox', { name: 'Email' }).fill(email);
    await invite.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Facilitator' }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`An invitation has been sent to ${email}.`)).toBeVisible();
    await expect(page.getByTestId('team-invitation').filter({ hasText: email })).toContainText('Pending');

    // The new user registers (API) and verifies the address from the dev outbox.
    const registered = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ persona: 'INVESTOR', firstName: 'Noor', lastName: 'Haddad', email, phone: '+1 555 010 2030', password, confirmPassword: password, acceptTerms: true, language: 'en' }),
    });
    expect(registered.ok, 'registration').toBe(true);
    const verification = new URL(linkPath(await waitForMail(baseURL!, email, 'verify-email')), baseURL).searchParams.get('token')!;
    expect((await fetch(`${baseURL}/api/auth/verify-email/${encodeURIComponent(verification)}`)).ok, 'verification').toBe(true);

    // Signed in, the new user opens the mailed link: the team, its role, and accept.
    const invitation = await waitForMail(baseURL!, email, 'agile.team-invitation');
    const newcomer = await signedIn(browser, baseURL!, await signIn(baseURL!, email, password));
    try {
      const mate = newcomer.page;
      mate.on('pageerror', (error) => errors.push(error.message));
      await mate.goto(linkPath(invitation));
      await expect(mate.getByRole('heading', { name: 'Team Invitation' })).toBeVisible();
      await expect(mate.getByText('You are invited to join the team Robotics Core in Acme Robotics.')).toBeVisible();
      await expect(mate.getByText('Facilitator')).toBeVisible();
      await mate.getByRole('button', { name: 'Accept Invitation' }).click();
      await expect(mate.getByRole('status').filter({ hasText: InvitationPageTexts.JOINED })).toBeVisible();
      await mate.getByRole('link', { name: 'Go to Dashboard' }).click();
      await mate.waitForURL('**/dashboard');
      // Now in the team's account, the newcomer sees the team with their role.
      await mate.goto(teamPath);
      await expect(mate.getByTestId(`team-member-${email}`)).toContainText('Facilitator');
    } finally {
      await newcomer.context.close();
    }

    // The admin sees the newcomer among the members and the invitation accepted.
    await page.reload();
    await expect(page.getByTestId(`team-member-${email}`)).toBeVisible();
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await expect(page.getByTestId('team-invitation').filter({ hasText: email })).toContainText('Accepted');
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByTestId('team-activity')).toContainText(`${email} accepted the invitation`);
    expect(errors).toEqual([]);
  } finally {
    await admin.context.close();
  }
});

test("signed out, the retro demo is the module's standalone page: a whole retro without the remote", async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const { scripts, errors } = watchPage(page);
  await page.goto('/retrospective-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Retrospective demo' })).toBeVisible();
  await expect(page.getByTestId('retro-room')).toHaveAttribute('data-mode', 'demo');
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'SETUP');
  expect(scripts).toContain('/modules/agile/standalone/retro-demo.js');
  expect(scripts.filter((script) => script.endsWith('remoteEntry.js'))).toEqual([]);
  expect(scripts.filter((script) => /^\/main\./.test(script))).toEqual([]);

  // Collect: the visitor writes a card; the simulated teammates write theirs.
  await page.getByRole('button', { name: 'Start collecting' }).click();
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'COLLECT');
  await addCard(page, 'Stop', 'Long sprint reviews');
  await expect(page.getByTestId('retro-card')).toHaveCount(7, { timeout: 15_000 });

  // Group, by the keyboard's way (the card's menu, loaded on first use).
  await page.getByRole('button', { name: 'Next: Group' }).click();
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'GROUP');
  await page.getByRole('button', { name: 'Group “Long sprint reviews” with another card' }).click();
  await page.getByRole('menuitem', { name: 'Stand-ups run long and drift into problem solving' }).click();
  await expect(page.getByTestId('retro-group')).toHaveCount(1);
  await expect(page.getByTestId('retro-group').getByTestId('retro-card')).toHaveCount(2);

  // Vote with the dots; the teammates vote too.
  await page.getByRole('button', { name: 'Next: Vote' }).click();
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'VOTE');
  await expect(page.getByTestId('votes-left')).toContainText('3 of 3 votes left');
  await page.getByRole('button', { name: 'Vote for “Long sprint reviews”' }).click();
  await expect(page.getByTestId('votes-left')).toContainText('2 of 3 votes left');
  await expect(page.getByRole('button', { name: 'Voted: take back your vote for “Long sprint reviews”' })).toHaveAttribute('aria-pressed', 'true');

  // Discuss, then an action item, then the summary: each phase's panel loads with it.
  await page.getByRole('button', { name: 'Next: Discuss' }).click();
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'DISCUSS');
  await expect(page.getByText('Long sprint reviews').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next: Action items' }).click();
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'ACTION_ITEMS');
  await page.getByLabel('What will we do?').fill('Timebox the sprint review to 45 minutes');
  await page.getByRole('button', { name: 'Add action item' }).click();
  await expect(page.getByTestId('action-item')).toContainText('Timebox the sprint review to 45 minutes');
  await page.getByRole('button', { name: 'Complete the retrospective' }).click();
  await expect(phaseOf(page)).toHaveAttribute('data-phase', 'COMPLETED');
  await expect(page.getByTestId('retro-summary')).toContainText('Timebox the sprint review to 45 minutes');
  expect(errors).toEqual([]);
});
