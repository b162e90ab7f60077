import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@suite/sdk';
import { signedInContext } from './session.js';

/**
 * Planning poker with three people in three browsers: the facilitator creates a session with
 * stories, a participant and an observer join through the link, votes stay hidden (only who
 * voted) until the reveal, then the estimate is set and the session moves to the next story.
 */
const FACILITATOR = 'facilitator.pro@demo.suite.test';
const PARTICIPANT = 'member.pro@demo.suite.test';
const OBSERVER = 'observer.pro@demo.suite.test';
const STORIES = ['Calibrate the arm sensors', 'Show the battery level', 'Export the run log'];

const signedIn = (browser: Browser, baseURL: string, email: string) => signedInContext(browser, baseURL, email);

const participantsPanel = (page: Page) => page.getByTestId('participants');

test('three people estimate a story: votes stay hidden until the reveal, then the estimate is set and the next story comes', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const facilitator = await signedIn(browser, baseURL!, FACILITATOR);
  const participant = await signedIn(browser, baseURL!, PARTICIPANT);
  const observer = await signedIn(browser, baseURL!, OBSERVER);
  const errors: string[] = [];
  for (const { page } of [facilitator, participant, observer]) page.on('pageerror', (error) => errors.push(error.message));

  try {
    // The facilitator creates the session with its stories, one per line.
    const lead = facilitator.page;
    await lead.goto('/planning-poker');
    await lead.getByRole('button', { name: 'New session' }).first().click();
    const form = lead.getByRole('dialog', { name: 'New planning poker session' });
    await form.getByLabel('Session name').fill('E2E sprint planning');
    await form.getByLabel('Stories').fill(STORIES.join('\n'));
    await form.getByRole('button', { name: 'Create session' }).click();
    await lead.waitForURL(/\/poker\/sessions\/[0-9a-f-]{36}$/);
    const sessionId = lead.url().split('/').pop()!;
    await expect(lead.getByRole('heading', { level: 1, name: 'E2E sprint planning' })).toBeVisible();
    await expect(lead.getByTestId('story-row')).toHaveCount(3);
    await lead.getByRole('button', { name: 'Start the session' }).first().click();
    await expect(lead.getByTestId('current-story-title')).toHaveText(STORIES[0]!);

    // The others join through the link: a participant, and an observer (who cannot pick Participant).
    await participant.page.goto(`/join/${sessionId}`);
    await expect(participant.page.getByRole('heading', { name: 'E2E sprint planning' })).toBeVisible();
    await participant.page.getByRole('button', { name: 'Join as participant' }).click();
    await participant.page.waitForURL(`**/poker/sessions/${sessionId}`);

    await observer.page.goto(`/join/${sessionId}`);
    await observer.page.getByRole('button', { name: 'Join as observer' }).click();
    await observer.page.waitForURL(`**/poker/sessions/${sessionId}`);

    for (const { page } of [facilitator, participant, observer]) {
      await expect(participantsPanel(page).getByTestId('participant-Elliot Garcia')).toBeVisible();
      await expect(participantsPanel(page).getByTestId('participant-Frankie Dubois')).toContainText('Observer');
    }

    // Starting the session opened voting on the first story (one click); the observer watches without a deck.
    await expect(lead.getByRole('button', { name: 'Start voting' })).toHaveCount(0);
    await expect(participant.page.getByTestId('card-deck')).toBeVisible();
    await expect(observer.page.getByTestId('observer-note')).toBeVisible();
    await expect(observer.page.getByTestId('card-deck')).toHaveCount(0);

    await participant.page.getByRole('radio', { name: 'Card 5', exact: true }).click();
    await expect(participant.page.getByRole('radio', { name: 'Card 5', exact: true })).toHaveAttribute('aria-checked', 'true');
    await lead.getByRole('radio', { name: 'Card 8', exact: true }).click();

    // Everyone sees who voted, nobody sees a value before the reveal.
    for (const { page } of [facilitator, participant, observer]) {
      await expect(page.getByTestId('vote-progress')).toContainText('2 of 2 have voted');
      await expect(participantsPanel(page).getByLabel('Has voted')).toHaveCount(2);
      await expect(participantsPanel(page).getByLabel(/^Voted /)).toHaveCount(0);
      await expect(page.getByTestId('reveal-results')).toHaveCount(0);
    }

    // The reveal shows the values, the distribution, the average and the suggestion.
    await lead.getByRole('button', { name: 'Reveal votes' }).click();
    for (const { page } of [facilitator, participant, observer]) {
      const results = page.getByTestId('reveal-results');
      await expect(results).toBeVisible();
      await expect(page.getByTestId('reveal-average')).toHaveText('6.5');
      await expect(results).toContainText('No consensus');
      await expect(participantsPanel(page).getByLabel('Voted 5')).toBeVisible();
      await expect(participantsPanel(page).getByLabel('Voted 8')).toBeVisible();
    }

    // The final estimate is prefilled with the suggestion (ties go to the higher card).
    const estimate = lead.getByTestId('estimate-form').getByLabel('Final estimate');
    await expect(estimate).toHaveValue('8');
    await estimate.fill('5');
    await lead.getByRole('button', { name: 'Save estimate' }).click();
    for (const { page } of [facilitator, participant, observer]) {
      await expect(page.getByTestId('final-estimate')).toContainText('5 points');
      await expect(page.getByTestId('story-row').first()).toContainText('Estimated');
    }

    // Next story: everyone follows, with a fresh round.
    await lead.getByRole('button', { name: 'Next story' }).click();
    for (const { page } of [facilitator, participant, observer]) {
      await expect(page.getByTestId('current-story-title')).toHaveText(STORIES[1]!);
      await expect(page.getByTestId('reveal-results')).toHaveCount(0);
    }
    await lead.getByRole('button', { name: 'Start voting' }).click();
    await expect(participant.page.getByRole('radio', { name: 'Card 5', exact: true })).toHaveAttribute('aria-checked', 'false');
    await expect(participant.page.getByTestId('vote-progress')).toContainText('0 of 2 have voted');

    expect(errors).toEqual([]);
  } finally {
    await Promise.all([facilitator.context.close(), participant.context.close(), observer.context.close()]);
  }
});

test('a guest joins through the link with a display name and votes', async ({ browser, baseURL }) => {
  // The facilitator prepares the session over the API: created, started, voting open on story 1.
  const login = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: FACILITATOR, password: DEMO_PASSWORD }) });
  const { data } = (await login.json()) as { data: { tokens: { accessToken: string } } };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}/api${path}`, { method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.tokens.accessToken}` }, body: body ? JSON.stringify(body) : undefined });
    expect(response.ok, `${method} ${path}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const session = await call<{ id: string }>('POST', '/planning-poker/sessions', { name: 'Guest planning', stories: STORIES });
  await call('PATCH', `/planning-poker/sessions/${session.id}`, { status: 'ACTIVE' });
  const snapshot = await call<{ currentStoryId: string }>('GET', `/planning-poker/sessions/${session.id}`);
  await call('POST', `/planning-poker/sessions/${session.id}/stories/${snapshot.currentStoryId}/start-voting`);

  const context = await browser.newContext({ baseURL, locale: 'en' });
  try {
    const page = await context.newPage();
    await page.goto(`/join/${session.id}`);
    await expect(page.getByRole('heading', { name: 'Guest planning' })).toBeVisible();
    await page.getByRole('button', { name: 'Join the session' }).click();
    await expect(page.getByText('Please enter your name to join the session')).toBeVisible();
    await page.getByLabel('Your name').fill('Gwen');
    await page.getByRole('button', { name: 'Join the session' }).click();
    await expect(page.getByTestId('guest-notice')).toContainText('You joined as a guest: Gwen.');
    await expect(page.getByTestId('current-story-title')).toHaveText(STORIES[0]!);
    await page.getByRole('radio', { name: 'Card 3', exact: true }).click();
    await expect(page.getByTestId('vote-progress')).toContainText('1 of 2 have voted');
    // Guests take part; they do not run the session.
    await expect(page.getByRole('button', { name: 'Reveal votes' })).toHaveCount(0);
    const after = await call<{ votes: { participantId: string; value?: string }[]; participants: { id: string; displayName: string; userId: string | null }[] }>('GET', `/planning-poker/sessions/${session.id}`);
    const gwen = after.participants.find((participant) => participant.displayName === 'Gwen');
    expect(gwen?.userId).toBeNull();
    expect(after.votes).toEqual([{ participantId: gwen!.id, hasVoted: true }]);
  } finally {
    await context.close();
  }
});

test('the demo runs signed out with simulated teammates', async ({ page }) => {
  await page.goto('/demo/planning-poker');
  await expect(page.getByTestId('demo-notice')).toContainText('Demo: nothing is saved');
  await page.getByRole('radio', { name: 'Card 3', exact: true }).click();
  await expect(page.getByTestId('vote-progress')).toContainText('4 of 4 have voted', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Reveal votes' }).click();
  await expect(page.getByTestId('reveal-results')).toBeVisible();
  await page.getByRole('button', { name: 'Save estimate' }).click();
  await expect(page.getByTestId('final-estimate')).toBeVisible();
  await page.getByRole('button', { name: 'Next story' }).click();
  await expect(page.getByTestId('current-story-title')).toHaveText('Export the monthly report as CSV');
});
