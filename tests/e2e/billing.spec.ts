import { inflateSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInContext } from './session.js';

/**
 * A Free account's admin buys Pro, annual, with 3 additional users: the pricing page, the plan
 * dialog, the cart, checkout without a card (sent to add one), the sandbox test card, checkout
 * again, the success banner, the invoice PDF and the new user limit (5 included + 3 = 8).
 */
const ADMIN = 'admin.free@demo.suite.test';

const signedIn = async (browser: Browser, baseURL: string, email: string): Promise<Page> => (await signedInContext(browser, baseURL, email, { acceptDownloads: true })).page;

/** The text a PDF shows: its content streams, inflated, with the strings of the text operators. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const pieces: string[] = [];
  const streams = /(<<[^]*?>>)\s*stream\r?\n([^]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    let content = match[2]!;
    if (/\/FlateDecode/.test(match[1]!)) {
      try {
        content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
      } catch {
        continue;
      }
    }
    const strings = /<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g;
    for (let s = strings.exec(content); s; s = strings.exec(content)) pieces.push(s[1] !== undefined ? Buffer.from(s[1], 'hex').toString('latin1') : s[2]!.replace(/\\(.)/g, '$1'));
    pieces.push('\n');
  }
  return pieces.join('');
}

test('a Free admin buys Pro annual with 3 extra users by test card, downloads the invoice PDF and gets 8 users', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await signedIn(browser, baseURL!, ADMIN);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // Pricing: annual by default; the Pro slider set to 3 additional users shows the live total.
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
  const free = page.getByTestId('plan-card-FREE');
  await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  const pro = page.getByTestId('plan-card-PRO');
  await expect(pro.getByRole('button', { name: 'Upgrade to Cart' })).toBeEnabled();
  const slider = pro.getByRole('slider', { name: 'Additional users' });
  await slider.focus();
  for (let i = 0; i < 3; i += 1) await slider.press('ArrowRight');
  await expect(pro.getByTestId('pro-live-total')).toHaveText('8 users in total: $422.40 per year');

  // The plan dialog sums it up; confirming puts it in the cart, which opens.
  await pro.getByRole('button', { name: 'Upgrade to Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review your plan' });
  await expect(dialog.getByText('Total per year')).toBeVisible();
  await expect(dialog.getByText('$422.40')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upgrade to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Pro plan (Annual)')).toBeVisible();
  await expect(cart.getByRole('textbox', { name: 'Quantity of Additional users (Annual)' })).toHaveValue('3');
  await expect(cart.getByTestId('cart-total')).toHaveText('$422.40');
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // Checkout without a payment method: sent to add one, with a warning.
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/billing?tab=payment&action=add');
  await expect(page.getByText('Add a payment method before checking out')).toBeVisible();

  // The sandbox test card.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ada Admin');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  // Back to the cart and check out: the success banner.
  await page.getByRole('button', { name: 'Review cart and check out' }).click();
  await expect(cart.getByText('Charged to Visa •••• 4242')).toBeVisible();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL('**/billing?success=true');
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByText('Pro', { exact: true }).first()).toBeVisible();

  // The invoice: listed with its total, downloaded as a real PDF showing the total.
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const row = page.getByRole('row').filter({ hasText: '$422.40' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download invoice INV-/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('$422.40');
  expect(text).toContain(download.suggestedFilename().replace(/\.pdf$/, ''));

  // The new limit applies at once: 5 included + 3 additional users.
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByTestId('usage-users')).toContainText('5 of 8');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('Includes 3 additional users')).toBeVisible();

  // The cart is empty again.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(errors).toEqual([]);
});
