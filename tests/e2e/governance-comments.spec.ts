import { expect, test } from '@playwright/test';
import { apiCall, signInAs } from './session.js';
import { waitForMail } from './outbox.js';

/**
 * Comments (issue 22) in Chromium: the demo founder opens a portfolio item's comments from the
 * strategic backlog, writes a comment mentioning a member; the member gets the mail and, signed
 * in, sees the mention in the header, follows it to the item and reads the comment.
 */
const FOUNDER = 'founder@demo.suite.test';
const MEMBER = 'member.pro@demo.suite.test';
const MEMBER_NAME = 'Elliot Garcia';

test('a comment mentioning a member reaches them by mail and in the app', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signInAs(page, baseURL!, FOUNDER);
  const config = await apiCall<{ categories: { id: string }[] }>(baseURL!, token, 'GET', '/product/config');
  const title = `E2E Comments ${Date.now().toString(36)}`;
  const item = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/product/portfolio/items', {
    level: 'product',
    title,
    justification: { investmentCategoryId: config.categories[0]!.id, description: 'A product to discuss in comments', businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM' },
    budget: { allocated: 50_000 },
  });

  // The founder opens the item's comments from its row in the tree.
  await page.goto('/strategic-backlog');
  await page.getByRole('button', { name: `Comments · ${title}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(title) });
  await expect(drawer.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByText('No comments yet')).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Write a comment…' }).fill('Can you check the budget before Friday?');
  await drawer.getByLabel('Mention', { exact: true }).click();
  await page.getByRole('option', { name: MEMBER_NAME }).click();
  await drawer.getByLabel('Mention', { exact: true }).press('Escape');
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = drawer.getByTestId('comment-thread');
  await expect(thread.getByText('Can you check the budget before Friday?')).toBeVisible();
  await expect(thread.getByText(`Mentioned: @${MEMBER_NAME}`)).toBeVisible();

  // The mail went through the outbox, with a link to the item.
  const mail = await waitForMail(baseURL!, MEMBER, 'comments.mention');
  expect(mail.subject).toContain(title);
  expect(mail.text).toContain(`/strategic-backlog?item=${item.id}`);

  // The member, signed in elsewhere, sees the mention in the header and follows it.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, baseURL!, MEMBER);
  await memberPage.goto('/dashboard');
  const bell = memberPage.getByTestId('notification-centre');
  await expect(bell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
  await bell.click();
  await memberPage.getByRole('button', { name: new RegExp(title) }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/strategic-backlog\\?item=${item.id}`));
  const memberDrawer = memberPage.getByRole('dialog', { name: new RegExp(title) });
  await expect(memberDrawer.getByText('Can you check the budget before Friday?')).toBeVisible();

  // They reply; the founder sees the reply in the same thread.
  await memberDrawer.getByRole('button', { name: 'Reply', exact: true }).click();
  await memberDrawer.getByRole('combobox', { name: 'Write a reply…' }).fill('Checked: it holds.');
  await memberDrawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(memberDrawer.getByText('Checked: it holds.')).toBeVisible();
  await memberContext.close();

  await page.reload();
  await expect(page.getByRole('dialog', { name: new RegExp(title) }).getByText('Checked: it holds.')).toBeVisible();
});

/**
 * Comments where the objects live: the poker room's Comments tab (per story) and a retro action
 * item's comments drawer, written with the "@" autocomplete from the keyboard, on a desktop and
 * on a phone.
 */
const LEAD = 'lead.pro@demo.suite.test';

test('comments on a poker story in the room, mentioning with "@" from the keyboard', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signInAs(page, baseURL!, LEAD);
  const suffix = Date.now().toString(36);
  const session = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/planning-poker/sessions', { name: `Comments room ${suffix}`, stories: ['Checkout with saved cards', 'Refund flow'] });
  await page.goto(`/poker/sessions/${session.id}`);
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('combobox', { name: 'Story' })).toHaveValue('1. Checkout with saved cards');
  await expect(page.getByText('No comments yet')).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Write a comment…' });
  await box.click();
  await box.pressSequentially('Is this a 5? @Ell');
  const list = page.getByRole('listbox', { name: 'People to mention' });
  await expect(list.getByRole('option', { name: new RegExp(MEMBER_NAME) })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(`Is this a 5? @${MEMBER_NAME} `);
  await box.press('Control+Enter');
  const thread = page.getByTestId('comment-thread');
  await expect(thread.getByText(`Is this a 5? @${MEMBER_NAME}`)).toBeVisible();
  await expect(thread.getByText(`Mentioned: @${MEMBER_NAME}`)).toBeVisible();

  // Another story's threads are its own.
  await page.getByRole('combobox', { name: 'Story' }).click();
  await page.getByRole('option', { name: '2. Refund flow' }).click();
  await expect(page.getByText('No comments yet')).toBeVisible();
});

test('comments on a retro action item, from the completed retro, on a phone', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signInAs(page, baseURL!, LEAD);
  const sessions = await apiCall<{ sessions: { id: string }[] }>(baseURL!, token, 'GET', '/retrospectives/sessions?status=COMPLETED');
  let found: { session: string; title: string } | undefined;
  for (const session of sessions.sessions) {
    const snapshot = await apiCall<{ actionItems: { title: string }[] }>(baseURL!, token, 'GET', `/retrospectives/sessions/${session.id}`);
    if (snapshot.actionItems[0]) {
      found = { session: session.id, title: snapshot.actionItems[0].title };
      break;
    }
  }
  expect(found, 'a completed retrospective with action items').toBeDefined();
  await page.goto(`/retro/sessions/${found!.session}`);
  await page.getByRole('button', { name: `Comments on “${found!.title}”` }).first().click();
  const drawer = page.getByRole('dialog', { name: `Comments on “${found!.title}”` });
  const box = drawer.getByRole('combobox', { name: 'Write a comment…' });
  await box.click();
  await box.pressSequentially('Who takes this? @elliot');
  await expect(page.getByRole('listbox', { name: 'People to mention' })).toBeVisible();
  // Escape closes the list only: the drawer stays.
  await box.press('Escape');
  await expect(page.getByRole('listbox', { name: 'People to mention' })).toBeHidden();
  await expect(drawer).toBeVisible();
  await box.pressSequentially(' and @Ell');
  await box.press('Enter');
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(drawer.getByTestId('comment-thread').getByText(`Mentioned: @${MEMBER_NAME}`)).toBeVisible();
  const width = await drawer.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
});
