import { expect, test, type Page } from '@playwright/test';
import { apiCall, signedInContext } from './session.js';

/**
 * Operational cadence, in Chromium with two people: the team lead (Chris, a manager) and the member
 * who reports to him (Elliot) both add topics to the shared agenda of their seeded 1:1, an action
 * item is agreed, the 1:1 is held, and the open item carries over to the next meeting. Then a key
 * result linked to the demo team's velocity moves once the team's active sprint is completed.
 */
const LEAD = 'lead.pro@demo.suite.test';
const MEMBER = 'member.pro@demo.suite.test';

async function addTopic(page: Page, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Add a topic' });
  await field.fill(text);
  await field.press('Enter');
  await expect(page.getByTestId('agenda')).toContainText(text);
  await expect(field).toHaveValue('');
}

test('a manager and a report share an agenda, hold their 1:1, and an open action item carries over to the next one', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const lead = await signedInContext(browser, baseURL!, LEAD);
  const member = await signedInContext(browser, baseURL!, MEMBER);
  const errors: string[] = [];
  for (const page of [lead.page, member.page]) page.on('pageerror', (error) => errors.push(error.message));
  try {
    // Both open the same 1:1 (seeded: meeting 3 is next).
    await lead.page.goto('/one-on-ones');
    await lead.page.getByTestId('one-on-one-card').filter({ hasText: 'Elliot Garcia' }).click();
    await expect(lead.page.getByRole('heading', { name: 'One-on-one with Elliot Garcia' })).toBeVisible();
    await member.page.goto('/one-on-ones');
    await expect(member.page.getByRole('heading', { name: 'One-on-one with Chris Novak' })).toBeVisible();
    await expect(member.page.getByText('Meeting 3 ·', { exact: false }).first()).toBeVisible();

    // Each adds a topic; each sees the other's at once, pushed to the open 1:1 (no reload).
    await addTopic(lead.page, 'E2E: the hiring plan');
    await addTopic(member.page, 'E2E: my conference talk');
    await expect(lead.page.getByTestId('agenda')).toContainText('E2E: my conference talk');
    await expect(member.page.getByTestId('agenda')).toContainText('E2E: the hiring plan');

    // The report's private note stays theirs.
    await member.page.getByRole('textbox', { name: 'My private note' }).fill('E2E: ask about the tech lead role');
    await member.page.getByRole('button', { name: 'Save my private note' }).click();
    await expect(member.page.getByText('Saved').first()).toBeVisible();

    // An action item for the report, then the manager holds the meeting.
    await member.page.getByRole('textbox', { name: 'New action item' }).fill('E2E: draft the offsite agenda');
    await member.page.getByRole('textbox', { name: 'New action item' }).press('Enter');
    await expect(member.page.getByTestId('action-items')).toContainText('E2E: draft the offsite agenda');
    await expect(lead.page.getByTestId('action-items')).toContainText('E2E: draft the offsite agenda');
    await expect(lead.page.getByText('E2E: ask about the tech lead role')).toHaveCount(0);
    await lead.page.getByRole('button', { name: 'Mark as held' }).click();
    await expect(lead.page.getByText(/Held\. The next one is on/)).toBeVisible();

    // Meeting 4 (the report's open page hears the meeting was held): the agenda starts empty, the open action item carried over.
    await expect(member.page.getByText('Meeting 4 ·', { exact: false }).first()).toBeVisible();
    const items = member.page.getByTestId('action-items');
    await expect(items).toContainText('E2E: draft the offsite agenda');
    await expect(items).toContainText('Carried over from meeting 3');
    await expect(member.page.getByText('Nothing on the agenda yet.', { exact: false })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await lead.context.close();
    await member.context.close();
  }
});

test('a key result linked to the team velocity moves when the sprint is completed', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const lead = await signedInContext(browser, baseURL!, LEAD);
  const { token } = lead;
  const [team] = await apiCall<{ id: string; name: string }[]>(baseURL!, token, 'GET', '/teams');
  const objective = await apiCall<{ id: string }>(baseURL!, token, 'POST', '/cadence/objectives', { title: 'E2E: ship at a steady pace', level: 'team', periodStart: '2026-01-01', periodEnd: '2026-12-31' });
  const kr = await apiCall<{ id: string; currentValue: number }>(baseURL!, token, 'POST', `/cadence/objectives/${objective.id}/key-results`, { title: 'E2E velocity', startValue: 0, targetValue: 40, metricSource: 'agile.velocity', metricTeamId: team!.id });
  const before = kr.currentValue;

  try {
    await lead.page.goto('/goal-management');
    const row = lead.page.getByTestId('key-result').filter({ hasText: 'E2E velocity' });
    await expect(row.getByText('Live: velocity')).toBeVisible();
    await expect(row.getByTestId('kr-value')).toContainText(`${before}`);

    // The team completes its active sprint (through agile's API, as the sprint page does).
    const active = await apiCall<{ id: string } | null>(baseURL!, token, 'GET', `/kanban/sprints/${team!.id}/active`);
    expect(active).not.toBeNull();
    await apiCall(baseURL!, token, 'POST', `/kanban/sprints/${active!.id}/complete`, {});

    await lead.page.reload();
    const after = (await apiCall<{ keyResults: { id: string; currentValue: number }[] }[]>(baseURL!, token, 'GET', '/cadence/objectives')).flatMap((o) => o.keyResults).find((k) => k.id === kr.id)!.currentValue;
    expect(after).not.toBe(before);
    await expect(row.getByTestId('kr-value')).toContainText(`${after}`);
    await lead.page.goto('/check-ins');
    await expect(lead.page.getByRole('row').filter({ hasText: 'E2E velocity' }).first()).toContainText('Automatic');
  } finally {
    await lead.context.close();
  }
});
