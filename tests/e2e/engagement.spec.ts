import { createServer, type Server } from 'node:http';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freePort } from './server.js';
import { apiCall, signedInContext } from './session.js';

/**
 * Customer engagement in Chromium: a plain HTML page served from another origin (a second local
 * port) embeds the install snippet and styles every div, button and input aggressively; a visitor
 * clicks, answers an NPS question with a comment; the answer, its sentiment and the click show in
 * the app's hub, analytics and heatmap. Then the same page with the network cut: the answer
 * arrives once, after the network returns.
 */
const FOUNDER = 'founder@demo.suite.test';
const HOST_PATH = '/shop/e2e-checkout';
const COMMENT = 'Too slow and the export is broken';

/** The customer's site: another origin, hostile CSS, the one-line snippet. */
function hostPage(appUrl: string, key: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<style>
  div, button, input, textarea, p, h2, fieldset, legend { all: unset; display: block !important; position: static !important; font-size: 48px !important; color: #0f0 !important; background: #f0f !important; width: 900px !important; border: 9px solid red !important; }
  body { font-size: 40px; font-family: serif; }
</style></head>
<body><div id="hero"><button id="buy" type="button">Buy now</button></div>
<script async src="${appUrl}/widget/v1/loader.js" data-key="${key}"></script>
</body></html>`;
}

let site: Server;
let siteUrl: string;
let key = '';
let token = '';

test.beforeAll(async ({ browser, baseURL }) => {
  // The founder's token for the API set-up (the context is not needed).
  const founder = await signedInContext(browser, baseURL!, FOUNDER);
  token = founder.token;
  await founder.context.close();
  const widget = await apiCall<{ apiKey: string; id: string }>(baseURL!, token, 'POST', '/customer-engagement/feedback/widgets', {
    name: 'E2E checkout',
    configuration: {
      appearance: { theme: 'light', position: 'bottom-right', size: 'medium', mode: 'popup', colors: { primary: '#228be6', background: '#ffffff', text: '#1a1b1e' } },
      triggers: [{ type: 'MANUAL' }, { type: 'CLICK', selector: '#buy' }],
      frequency: { mode: 'always' },
      targeting: { urlPatterns: ['/shop/*'], excludeUrls: [], userSegments: [], devices: ['DESKTOP', 'MOBILE', 'TABLET'], browsers: [], countries: [] },
      content: { title: 'How was checkout?', questions: [{ id: 'nps', text: 'How likely are you to recommend us?', type: 'NPS', required: true }], thankYouMessage: 'Thanks, noted!' },
      integrations: {},
    },
  });
  key = widget.apiKey;
  const port = await freePort();
  siteUrl = `http://localhost:${port}`;
  site = createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(hostPage(baseURL!, key));
  });
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
  // The widget knows its site: the heatmap frames the page (http on this machine is allowed in development).
  await apiCall(baseURL!, token, 'PATCH', `/customer-engagement/feedback/widgets/${widget.id}`, { siteUrl });
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** The visitor's page, once the loader has read the widget's configuration. */
async function visit(page: Page) {
  const configured = page.waitForResponse((r) => r.url().includes('/customer-engagement/widget-config') && r.ok());
  await page.goto(`${siteUrl}${HOST_PATH}`);
  await configured;
}

/** Click the page's button (the widget's CLICK trigger) and wait for the dialog. */
async function openWidget(page: Page) {
  await page.locator('#buy').click();
  const dialog = page.getByRole('dialog', { name: 'How was checkout?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function answer(page: Page, score: string, comment: string) {
  const dialog = page.getByRole('dialog', { name: 'How was checkout?' });
  // The host's CSS cannot reach the widget: its score buttons keep their own size.
  const box = (await dialog.getByRole('button', { name: score, exact: true }).boundingBox())!;
  expect(box.width).toBeLessThan(80);
  expect(box.height).toBeLessThan(60);
  await dialog.getByRole('button', { name: score, exact: true }).click();
  await dialog.getByLabel('Anything to add?').fill(comment);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks, noted!')).toBeVisible();
}

async function responsesWith(baseURL: string, text: string): Promise<number> {
  const list = await apiCall<{ total: number }>(baseURL, token, 'GET', `/customer-engagement/feedback/responses?search=${encodeURIComponent(text)}`);
  return list.total;
}

async function appPage(browser: Browser, baseURL: string): Promise<Page> {
  return (await signedInContext(browser, baseURL, FOUNDER, { viewport: { width: 1440, height: 900 } })).page;
}

test('a visitor on another site answers; the answer, its sentiment and the click show in the app', async ({ browser, baseURL }) => {
  const visitor = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 800 } });
  const page = await visitor.newPage();
  await visit(page);
  await openWidget(page);
  await answer(page, '3', COMMENT);
  await expect.poll(() => responsesWith(baseURL!, COMMENT)).toBe(1);
  // The click on #buy reaches the event stream (batches flush every few seconds).
  await expect.poll(async () => (await apiCall<{ clicks: number }>(baseURL!, token, 'GET', `/customer-engagement/heatmaps?path=${encodeURIComponent(HOST_PATH)}`)).clicks, { timeout: 15_000 }).toBeGreaterThan(0);
  await visitor.close();

  const app = await appPage(browser, baseURL!);
  await app.goto('/customer-feedback');
  const response = app.getByTestId('feedback-response').filter({ hasText: COMMENT });
  await expect(response).toBeVisible();
  await expect(response.getByText('NPS 3')).toBeVisible();
  await expect(response.getByText('Negative')).toBeVisible();

  // The setup screen's installation check sees the site's events (within 15 minutes).
  await app.goto('/feedback/setup');
  await app.getByTestId('widget-item').filter({ hasText: 'E2E checkout' }).click();
  await app.getByRole('tab', { name: 'Install' }).click();
  await expect(app.getByTestId('installation-status')).toContainText('Installed: the widget sent an event');

  await app.goto('/analytics/customer-engagement');
  await expect(app.getByText('Response rate')).toBeVisible();
  await app.getByRole('tab', { name: 'Heatmap' }).click();
  await app.getByRole('combobox', { name: 'Page' }).click();
  await app.getByRole('option', { name: new RegExp(HOST_PATH) }).click();
  await expect(app.getByRole('cell', { name: '#buy' })).toBeVisible();
  // The clicks are drawn over the site's own page, framed from the other origin.
  await expect(app.getByTestId('heatmap-frame')).toHaveAttribute('src', `${siteUrl}${HOST_PATH}`);
  await expect(app.frameLocator('[data-testid="heatmap-frame"]').getByText('Buy now')).toBeVisible();
  await app.getByRole('button', { name: 'Switch to outline' }).click();
  await expect(app.getByTestId('heatmap-frame')).toHaveCount(0);
  await expect(app.getByTestId('heatmap')).toHaveAttribute('data-view', 'outline');
  await app.context().close();
});

test('with the network cut, the answer waits and arrives once when it returns', async ({ browser, baseURL }) => {
  const visitor = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 800 } });
  const page = await visitor.newPage();
  await visit(page);
  await openWidget(page);
  const offlineComment = 'Offline answer, love how easy it is';
  await visitor.setOffline(true);
  await answer(page, '10', offlineComment);
  await page.waitForTimeout(1500);
  expect(await responsesWith(baseURL!, offlineComment)).toBe(0);
  await visitor.setOffline(false);
  await expect.poll(() => responsesWith(baseURL!, offlineComment), { timeout: 15_000 }).toBe(1);
  // Later flushes do not send it again.
  await page.waitForTimeout(6000);
  expect(await responsesWith(baseURL!, offlineComment)).toBe(1);
  await visitor.close();
});
