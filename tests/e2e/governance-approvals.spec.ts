import { expect, test } from '@playwright/test';
import { apiCall, signInAs } from './session.js';

/**
 * Approval workflows in Chromium, on the demo Enterprise account: the owner configures a budget
 * workflow (from $10,000, approver Hugo Martin), raises an initiative's budget above it (the
 * change waits and a request appears), the approver approves it on /governance/approvals, and the
 * new allocation shows on the strategic backlog. The approver is told in the header's notification
 * centre and opens the request from it; the owner's open page gets the decision live.
 */
const OWNER = 'admin.enterprise@demo.suite.test';
const APPROVER = 'member.enterprise@demo.suite.test';

interface Item {
  id: string;
  title: string;
  budget: { allocated: number; remaining: number };
}

test('an admin configures a budget workflow, a request appears, the approver approves, the allocation shows', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const token = await signInAs(page, baseURL!, OWNER);
  const suffix = Date.now().toString(36);

  // The items exist before the workflow (creating one with a budget above the amount would wait too).
  const config = await apiCall<{ categories: { id: string }[] }>(baseURL!, token, 'GET', '/product/config');
  const justification = { investmentCategoryId: config.categories[0]!.id, description: 'Approvals end-to-end journey', businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH' };
  const product = await apiCall<Item>(baseURL!, token, 'POST', '/product/portfolio/items', { level: 'product', title: `E2E Approvals ${suffix}`, justification, budget: { allocated: 100_000_00 } });
  const initiative = await apiCall<Item>(baseURL!, token, 'POST', '/product/portfolio/items', { level: 'initiative', parentId: product.id, title: `E2E Governed ${suffix}`, justification, budget: { allocated: 5_000_00 } });

  // The owner configures the workflow on the Workflows tab.
  await page.goto('/governance/approvals?tab=workflows');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New workflow' }).click();
  const form = page.getByRole('dialog', { name: 'New workflow' });
  await form.getByLabel('Name').fill(`E2E budgets ${suffix}`);
  await expect(form.getByRole('combobox', { name: 'When' })).toHaveValue('Budget allocation above an amount');
  await form.getByLabel('From this amount').fill('10000');
  await form.getByRole('combobox', { name: 'Add an approver' }).click();
  await page.getByRole('option', { name: /Hugo Martin/ }).click();
  await expect(form.getByText('1. Hugo Martin')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name: `E2E budgets ${suffix}` })).toBeVisible();
  const workflows = await apiCall<{ workflows: { id: string; name: string }[] }>(baseURL!, token, 'GET', '/governance/approval-workflows');
  const workflowId = workflows.workflows.find((w) => w.name === `E2E budgets ${suffix}`)!.id;

  try {
    // A budget raise above the amount waits for approval.
    const held = await apiCall<Item & { approval?: { requestId: string } }>(baseURL!, token, 'PATCH', `/product/portfolio/items/${initiative.id}`, { budget: { allocated: 50_000_00 } });
    expect(held.approval?.requestId).toBeTruthy();
    expect(held.budget.allocated).toBe(5_000_00);

    // The request appears for the owner.
    await page.goto('/governance/approvals');
    await expect(page.getByText(`E2E Governed ${suffix}: budget 5,000.00 → 50,000.00`)).toBeVisible();

    // The approver finds the request in the header's notification centre and opens it from there.
    const approverContext = await browser.newContext({ baseURL });
    const approverPage = await approverContext.newPage();
    await signInAs(approverPage, baseURL!, APPROVER);
    await approverPage.goto('/dashboard');
    const bell = approverPage.getByTestId('notification-centre');
    await expect(bell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
    await bell.click();
    await approverPage.getByRole('button', { name: new RegExp(`asks for your approval: E2E Governed ${suffix}: budget 5,000.00 → 50,000.00`) }).click();
    await expect(approverPage).toHaveURL(/\/governance\/approvals\?request=/);
    await expect(approverPage.getByText(/Waiting for your decision: \d+/)).toBeVisible();
    const drawer = approverPage.getByRole('dialog', { name: 'Approval request' });
    await drawer.getByLabel('Comment').fill('Within the quarter plan');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expect(drawer.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByText(/Applied on/)).toBeVisible();
    await approverContext.close();

    // The owner's open page is told live: the decision arrives in the centre without a reload.
    const ownerBell = page.getByTestId('notification-centre');
    await expect(ownerBell).toHaveAccessibleName(/^Notifications: \d+ unread$/);
    await ownerBell.click();
    const decision = page.getByRole('button', { name: new RegExp(`Hugo Martin approved your request: E2E Governed ${suffix}`) });
    await expect(decision).toBeVisible();
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(ownerBell).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');

    // The allocation shows.
    await page.goto('/strategic-backlog');
    const row = page.getByRole('treeitem', { name: `E2E Governed ${suffix}`, exact: true }).locator(':scope > div').first();
    await expect(row.getByTestId('budget-remaining')).toHaveText('$50,000.00 left of $50,000.00');
  } finally {
    await apiCall(baseURL!, token, 'DELETE', `/governance/approval-workflows/${workflowId}`);
  }
});

test('the audit trail and the roles page, for the owner of the Enterprise account', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, OWNER);
  await page.goto('/audit-trail');
  // The sidebar's Governance section (owner and admin) lists the three pages.
  for (const name of ['Approvals', 'Audit trail', 'Roles']) await expect(page.getByRole('link', { name, exact: true })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit log entries' })).toBeVisible();
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Roles and permissions', level: 1 })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^Governance/ })).toBeVisible();
});
