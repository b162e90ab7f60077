import { inflateSync } from 'node:zlib';
import type { TestAccount, TestPlatform, TestUser } from '../../testing/index.js';

/**
 * Helpers for the billing, cart, pricing and integrations tests: requests as a member of an
 * account, a saved test card, and reading the text of an invoice PDF.
 */
export function headersFor(token: string, accountId: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'X-Tenant-ID': accountId };
}

export const asOwner = (account: TestAccount) => headersFor(account.owner.token, account.id);

/** The owner's headers with a token signed now (tokens live one hour: after moving the clock). */
export async function ownerNow(platform: TestPlatform, account: TestAccount): Promise<Record<string, string>> {
  return headersFor(await platform.tokenFor(account.owner, account.id), account.id);
}

/** A member of the account with a role and named permissions, and their headers. */
export async function memberOf(platform: TestPlatform, account: TestAccount, role: 'ADMIN' | 'MEMBER' | 'OBSERVER', permissions: string[] = []): Promise<{ user: TestUser; headers: Record<string, string> }> {
  const user = await platform.createUser();
  await platform.addMember(account, user, role, permissions);
  return { user, headers: headersFor(await platform.tokenFor(user, account.id), account.id) };
}

export const VISA = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123', holderName: 'Ada Lovelace' };

/** Save a card (the first becomes the default); answers its id. */
export async function addCard(platform: TestPlatform, headers: Record<string, string>, card: Partial<typeof VISA> = {}): Promise<string> {
  const response = await platform.http.post('/api/billing/payment-methods').set(headers).send({ ...VISA, ...card });
  if (response.status !== 201) throw new Error(`adding a card answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.data.id as string;
}

/** Put a subscription (and optionally additional users) in the cart and check out with the default card. */
export async function buy(platform: TestPlatform, headers: Record<string, string>, plan: 'PRO' | 'ENTERPRISE' | 'FREE', billingInterval: 'MONTHLY' | 'ANNUAL', additionalUsers = 0) {
  const added = await platform.http.post('/api/billing/cart/items').set(headers).send({ type: 'SUBSCRIPTION', plan, billingInterval });
  if (added.status !== 200) throw new Error(`adding ${plan} answered ${added.status}: ${JSON.stringify(added.body)}`);
  if (additionalUsers > 0) {
    const users = await platform.http.post('/api/billing/cart/items').set(headers).send({ type: 'ADDITIONAL_USERS', quantity: additionalUsers });
    if (users.status !== 200) throw new Error(`adding users answered ${users.status}: ${JSON.stringify(users.body)}`);
  }
  return platform.http.post('/api/billing/checkout').set(headers).send({});
}

/**
 * The text a PDF shows, read the light way: every content stream (inflated when compressed),
 * its hex and literal strings decoded, in order. Enough to check what an invoice says.
 */
export function pdfText(pdf: Buffer): string {
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
    for (let s = strings.exec(content); s; s = strings.exec(content)) {
      if (s[1] !== undefined) pieces.push(Buffer.from(s[1], 'hex').toString('latin1'));
      else pieces.push(s[2]!.replace(/\\(.)/g, '$1'));
    }
    pieces.push('\n');
  }
  return pieces.join('');
}
