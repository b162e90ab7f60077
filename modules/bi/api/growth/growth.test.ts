import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEndpoints, endpointPath, type Endpoint } from '@suite/sdk';
import { TestClock, expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { biPlugin } from '../index.js';
import { BiErrors } from '../../shared/errors.js';
import { CashEndpoints, ExpenseEndpoints, RevenueEntryEndpoints } from '../../shared/endpoints.js';
import { ALL_GROWTH_ENDPOINTS, DocumentEndpoints, InsightEndpoints, PitchDeckEndpoints, PricingModelEndpoints } from '../../shared/growth.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let member: TestUser;
let observer: TestUser;
const theirs: Record<'model' | 'document' | 'insight' | 'deck', string> = {} as never;

const api = (endpoint: Endpoint, params?: Record<string, string>) => `/api${endpointPath(endpoint, params)}`;
const as = (token: string, accountId: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': accountId });
const owner = (account: TestAccount) => as(account.owner.token, account.id);
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('base64');
const LONG = 'Our MRR reached $30,000 this month and we now serve 27 customers. Net burn was $95K, which leaves 11 months of runway. Gross margin is 78% since Q3 2026.';

async function send(method: 'post' | 'put' | 'patch', account: TestAccount, path: string, body: object, status: number) {
  const response = await platform.http[method](path).set(owner(account)).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  member = await platform.createUser();
  observer = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  await platform.addMember(acme, observer, 'OBSERVER');
  member.token = await platform.tokenFor(member, acme.id);
  observer.token = await platform.tokenFor(observer, acme.id);
  // Acme's numbers: $300,000 cash, net burn $30,000 a month (runway 10 months), MRR $20,000 then $30,000 with 27 customers.
  await send('post', acme, api(CashEndpoints.create), { asOf: '2026-10-31', amountCents: 30_000_000, accountName: 'Operating' }, 201);
  // Payroll $50,000 in September, $60,000 in October, $30,000 in November: net of revenue, $30,000 each month.
  for (const [month, amountCents] of [['2026-09', 5_000_000], ['2026-10', 6_000_000], ['2026-11', 3_000_000]] as const) await send('post', acme, api(ExpenseEndpoints.create), { month, category: 'payroll', recurrence: 'ONE_OFF', amountCents }, 201);
  await send('post', acme, api(RevenueEntryEndpoints.create), { month: '2026-09', mrrCents: 2_000_000, customers: 20 }, 201);
  await send('post', acme, api(RevenueEntryEndpoints.create), { month: '2026-10', mrrCents: 3_000_000, customers: 27, newCustomers: 8, churnedCustomers: 1 }, 201);
  // Globex's own things, for the tenant probe.
  theirs.model = (await send('post', globex, api(PricingModelEndpoints.create), { name: 'Theirs', type: 'SAAS', parameters: { monthlyPrice: 9 } }, 201)).data.id;
  theirs.document = (await send('post', globex, api(DocumentEndpoints.create), { name: 'Their memo', content: LONG }, 201)).data.id;
  theirs.insight = (await send('post', globex, api(InsightEndpoints.create), { title: 'Their insight' }, 201)).data.id;
  theirs.deck = (await send('post', globex, api(PitchDeckEndpoints.generate), {}, 201)).data.id;
});
afterAll(() => platform?.close());

describe('pricing models (sections 3, 5, 9)', () => {
  it.each([
    [{ type: 'SAAS', parameters: { monthlyPrice: 10 } }, BiErrors.NAME_REQUIRED],
    [{ name: '  ', type: 'SAAS', parameters: { monthlyPrice: 10 } }, BiErrors.NAME_REQUIRED],
    [{ name: 'No type' }, BiErrors.PRICING_TYPE_REQUIRED],
    [{ name: 'Bad type', type: 'AUCTION' }, BiErrors.PRICING_TYPE_REQUIRED],
    [{ name: 'Free SaaS', type: 'SAAS', parameters: { monthlyPrice: 0 } }, BiErrors.SAAS_PRICE_REQUIRED],
    [{ name: 'No price', type: 'SAAS' }, BiErrors.SAAS_PRICE_REQUIRED],
    [{ name: 'No conversion', type: 'FREEMIUM', parameters: { monthlyPrice: 10, freeToPaidRate: 0 } }, BiErrors.FREEMIUM_RATE_REQUIRED],
    [{ name: 'No fee', type: 'TRANSACTION', parameters: { transactionFee: 0 } }, BiErrors.TRANSACTION_FEE_REQUIRED],
  ])('%j is refused with %s', async (body, text) => {
    const response = await platform.http.post(api(PricingModelEndpoints.create)).set(owner(acme)).send(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(text);
  });

  it('saves a model with its 24-month projection, reads, changes, duplicates and deletes it', async () => {
    // Parameters at the top level are accepted too. $50 a month, defaults: month 2 has 105 customers, revenue $5,250.
    const created = (await send('post', acme, api(PricingModelEndpoints.create), { accountId: acme.id, name: 'Pro plan', type: 'SAAS', monthlyPrice: 50, operationalCosts: 6000, acquisitionCost: 100 }, 201)).data;
    expect(created).toMatchObject({ name: 'Pro plan', type: 'SAAS', parameters: { monthlyPrice: 50, operationalCosts: 6000, acquisitionCost: 100 } });
    expect(created.projections.monthly).toHaveLength(24);
    expect(created.projections.monthly[1]).toEqual({ month: 2, customers: 105, revenue: 5250, costs: 7000, profit: -1750, churn: 5, newCustomers: 10 });
    expect(created.projections.summary).toEqual({ breakEvenMonth: 10, year1Revenue: 79585.63, year2Revenue: 142924.36, ltv: 1000, ltvCacRatio: 10, monthlyGrowthRate: 5 });
    expect((await platform.http.get(api(PricingModelEndpoints.get, { id: created.id })).set(owner(acme)).expect(200)).body.data.name).toBe('Pro plan');
    const changed = (await send('put', acme, api(PricingModelEndpoints.update, { id: created.id }), { name: 'Pro plan', type: 'SAAS', parameters: { monthlyPrice: 60 } }, 200)).data;
    // LTV = $60 / 5 % = $1,200.
    expect(changed.projections.summary.ltv).toBe(1200);
    const copy = (await send('post', acme, api(PricingModelEndpoints.duplicate, { id: created.id }), {}, 201)).data;
    expect(copy).toMatchObject({ name: 'Pro plan (copy)', type: 'SAAS', parameters: { monthlyPrice: 60 } });
    expect(copy.id).not.toBe(created.id);
    const list = (await platform.http.get(`${api(PricingModelEndpoints.list)}?accountId=${acme.id}`).set(owner(acme)).expect(200)).body.data;
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Pro plan', 'Pro plan (copy)']);
    await platform.http.delete(api(PricingModelEndpoints.remove, { id: copy.id })).set(owner(acme)).expect(200);
    const gone = await platform.http.get(api(PricingModelEndpoints.get, { id: copy.id })).set(owner(acme)).expect(404);
    expect(gone.body.error).toBe(BiErrors.PRICING_MODEL_NOT_FOUND);
  });

  it("starts from the account's real numbers: ARPU, customers, churn and growth of the last month", async () => {
    const actuals = (await platform.http.get(`${api(PricingModelEndpoints.actuals)}?since=2026-10`).set(owner(acme)).expect(200)).body.data;
    // October: $30,000 / 27 = $1,111.11 a customer; churn 1 / 20 = 5 %; growth 8 / 20 = 40 %.
    expect(actuals).toEqual({ source: 'manual', monthlyPrice: 1111.11, customers: 27, churnRate: 5, growthRate: 40, months: [{ month: '2026-10', revenue: 30000, customers: 27 }] });
  });

  it('lets an observer read but not write', async () => {
    await platform.http.get(api(PricingModelEndpoints.list)).set(as(observer.token, acme.id)).expect(200);
    await platform.http.post(api(PricingModelEndpoints.create)).set(as(observer.token, acme.id)).send({ name: 'X', type: 'SAAS', parameters: { monthlyPrice: 1 } }).expect(403);
    await platform.http.post(api(PricingModelEndpoints.create)).set(as(member.token, acme.id)).send({ name: 'Member model', type: 'TRANSACTION', parameters: { transactionFee: 1 } }).expect(201);
  });
});

describe('business documents (section 5)', () => {
  it('needs a name and at least 100 characters of content', async () => {
    expect((await platform.http.post(api(DocumentEndpoints.create)).set(owner(acme)).send({ content: LONG })).body.error).toBe(BiErrors.NAME_REQUIRED);
    const short = await platform.http.post(api(DocumentEndpoints.create)).set(owner(acme)).send({ name: 'Memo', content: 'x'.repeat(99) });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(BiErrors.DOCUMENT_CONTENT_TOO_SHORT);
    await send('post', acme, api(DocumentEndpoints.create), { name: 'Memo', content: 'x'.repeat(100) }, 201);
  });

  it('reads the text of a real PDF and DOCX, and refuses a corrupt file with a clear error', async () => {
    const pdf = (await send('post', acme, api(DocumentEndpoints.upload), { fileName: 'investor-update.pdf', contentType: 'application/pdf', dataBase64: fixture('investor-update.pdf') }, 201)).data;
    expect(pdf).toMatchObject({ name: 'investor-update', file: { fileName: 'investor-update.pdf', contentType: 'application/pdf' } });
    expect(pdf.content).toContain('Our MRR reached $30,000 this month');
    const docx = (await send('post', acme, api(DocumentEndpoints.upload), { name: 'Board memo', fileName: 'board-memo.docx', dataBase64: fixture('board-memo.docx') }, 201)).data;
    expect(docx.content).toContain('we now serve 120 customers');
    for (const [fileName, data] of [
      ['corrupt.pdf', fixture('corrupt.pdf')],
      ['truncated.pdf', fixture('investor-update.pdf').slice(0, 200)],
      ['broken.docx', Buffer.from('PK not really a zip').toString('base64')],
      ['image.png', Buffer.from('not text').toString('base64')],
    ]) {
      const refused = await platform.http.post(api(DocumentEndpoints.upload)).set(owner(acme)).send({ fileName, dataBase64: data });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(BiErrors.DOCUMENT_UNREADABLE);
    }
  });

  it('reads a PDF set in an embedded CID font (Identity-H glyph ids with a ToUnicode map) and a DOCX shaped as Word saves it', async () => {
    const cid = (await send('post', acme, api(DocumentEndpoints.upload), { fileName: 'cid-font-update.pdf', contentType: 'application/pdf', dataBase64: fixture('cid-font-update.pdf') }, 201)).data;
    expect(cid.content).toContain('Point trimestriel d’Acme Robotics, décembre 2026.');
    expect(cid.content).toContain('a atteint 52 000 €');
    expect(cid.content).toContain('autonomie');
    const word = (await send('post', acme, api(DocumentEndpoints.upload), { fileName: 'quarterly-update.docx', dataBase64: fixture('quarterly-update.docx') }, 201)).data;
    expect(word.name).toBe('quarterly-update');
    // Runs split mid-figure by Word come back joined; paragraphs and table cells on their own lines.
    expect(word.content).toContain('Our MRR reached $52,000 this month and we now serve 131 customers.');
    expect(word.content).toContain('Read the full board pack before the meeting in Q1 2027.');
    expect(word.content).not.toMatch(/<w:|proofErr/);
  });

  it('takes the upload as multipart/form-data too (a file part and fields), refusing a file over 5 MB with its text', async () => {
    const uploaded = await platform.http
      .post(api(DocumentEndpoints.upload))
      .set(owner(acme))
      .field('name', 'Update as a form')
      .field('description', 'sent with curl -F')
      .attach('file', Buffer.from(fixture('investor-update.pdf'), 'base64'), { filename: 'update-form.pdf', contentType: 'application/pdf' });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({ name: 'Update as a form', description: 'sent with curl -F', file: { fileName: 'update-form.pdf', contentType: 'application/pdf' } });
    expect(uploaded.body.data.content).toContain('Our MRR reached $30,000 this month');
    const tooLarge = await platform.http
      .post(api(DocumentEndpoints.upload))
      .set(owner(acme))
      .attach('file', Buffer.alloc(5 * 1024 * 1024 + 1, 97), { filename: 'huge.txt', contentType: 'text/plain' });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error).toBe(BiErrors.DOCUMENT_TOO_LARGE);
    const noFile = await platform.http.post(api(DocumentEndpoints.upload)).set(owner(acme)).field('name', 'Nothing attached');
    expect(noFile.status).toBe(400);
  });

  it("analyzes a document: figures, key terms, reading time, its own sentences, and the account's metrics it disagrees with", async () => {
    const docx = (await platform.http.get(api(DocumentEndpoints.list)).set(owner(acme)).expect(200)).body.data.find((d: { name: string }) => d.name === 'Board memo');
    const analysis = (await send('post', acme, api(DocumentEndpoints.analyze), { documentId: docx.id }, 200)).data;
    expect(analysis.figures).toEqual({ money: ['$48,000', '$95K'], percentages: ['78%'], dates: ['October 2026', 'Q3 2026'] });
    expect(analysis.readingMinutes).toBe(1);
    expect(analysis.summary.every((sentence: string) => docx.content.includes(sentence))).toBe(true);
    // The account: MRR $30,000 (memo says $48,000), 27 customers (memo: 120), burn $30,000 (memo: $95K),
    // runway $300,000 / $30,000 = 10 months (memo: 14).
    expect(analysis.disagreements.map((d: { metric: string; documentValue: number; accountValue: number }) => [d.metric, d.documentValue, d.accountValue])).toEqual([
      ['MRR', 48000, 30000],
      ['CUSTOMERS', 120, 27],
      ['MONTHLY_BURN', 95000, 30000],
      ['RUNWAY_MONTHS', 14, 10],
    ]);
    const stored = (await platform.http.get(api(DocumentEndpoints.get, { id: docx.id })).set(owner(acme)).expect(200)).body.data;
    expect(stored.analysis).toEqual(analysis);
    expect((await platform.http.post(api(DocumentEndpoints.analyze)).set(owner(acme)).send({ content: 'too short' })).body.error).toBe(BiErrors.DOCUMENT_CONTENT_TOO_SHORT);
  });
});

describe('insights (deterministic, explainable)', () => {
  it("generates this month's insights from the account's numbers, each with its numbers, rule and screen; archived ones hidden unless asked", async () => {
    const generated = (await send('post', acme, api(InsightEndpoints.generate), {}, 200)).data as { id: string; rule: string; severity: string; title: string; numbers: Record<string, unknown>; link: string }[];
    const byRule = Object.fromEntries(generated.map((insight) => [insight.rule, insight]));
    // Runway 300,000 / 30,000 x 30 = 300 days: under 365 -> WARNING.
    expect(byRule.RUNWAY_TREND).toMatchObject({ severity: 'WARNING', numbers: { runwayDaysNow: 300 }, link: '/runway-tracker' });
    // MRR $20,000 -> $30,000 = +50 %.
    expect(byRule.REVENUE_GROWTH).toMatchObject({ severity: 'INFO', title: 'MRR grew 50 % last month', link: '/revenue-dashboard' });
    // Churn 1 / 20 = 5 %: a warning (below 5 is healthy).
    expect(byRule.CHURN).toMatchObject({ severity: 'WARNING', numbers: { churnRatePct: 5 } });
    // Generating again replaces this month's list rather than adding to it.
    const again = (await send('post', acme, api(InsightEndpoints.generate), {}, 200)).data;
    expect(again).toHaveLength(generated.length);
    const listed = (await platform.http.get(api(InsightEndpoints.list)).set(owner(acme)).expect(200)).body.data;
    expect(listed).toHaveLength(generated.length);
    const archived = (await send('patch', acme, api(InsightEndpoints.archive, { id: again[0].id }), {}, 200)).data;
    expect(archived.isArchived).toBe(true);
    expect((await platform.http.get(api(InsightEndpoints.list)).set(owner(acme))).body.data).toHaveLength(generated.length - 1);
    expect((await platform.http.get(`${api(InsightEndpoints.list)}?includeArchived=true`).set(owner(acme))).body.data).toHaveLength(generated.length);
  });
});

describe('insights in the language of the person generating them', () => {
  it('stores French titles and rules when the screen is in French (the numbers stay the same)', async () => {
    const english = (await send('post', acme, api(InsightEndpoints.generate), {}, 200)).data as { rule: string; title: string; body: string; numbers: object }[];
    const french = (await send('post', acme, api(InsightEndpoints.generate), { language: 'fr' }, 200)).data as typeof english;
    expect(french.map((i) => i.rule)).toEqual(english.map((i) => i.rule));
    expect(french.map((i) => i.numbers)).toEqual(english.map((i) => i.numbers));
    const revenue = french.find((i) => i.rule === 'REVENUE_GROWTH')!;
    // MRR $20,000 -> $30,000: +50 %.
    expect(revenue.title).toBe('Le MRR a progressé de 50 % le mois dernier');
    expect(revenue.body).toBe('Le MRR du mois dernier face au mois d’avant.');
    expect(french.find((i) => i.rule === 'RUNWAY_TREND')!.body).toMatch(/^Autonomie financière = trésorerie \/ dépense nette/);
  });
});

describe('pitch decks', () => {
  it("generates a deck from the account's figures and downloads it as a PDF with the MRR in it", async () => {
    const deck = (await send('post', acme, api(PitchDeckEndpoints.generate), { name: 'Seed deck' }, 201)).data;
    expect(deck.slides.map((s: { kind: string }) => s.kind)).toEqual(['problem', 'solution', 'market', 'businessModel', 'traction', 'team', 'financials', 'ask']);
    expect(deck.slides[4].bullets[0]).toBe('MRR $30,000 (ARR $360,000).');
    // The ask: 18 x $30,000 = $540,000 less $300,000 cash = $240,000, rounded up to $250,000.
    expect(deck.slides[7].bullets[0]).toBe("Raising $250,000 for 18 months of runway at today's burn.");
    const edited = (await send('put', acme, api(PitchDeckEndpoints.update, { id: deck.id }), { slides: [{ kind: 'problem', title: 'Problem', bullets: ['Warehouses lose 8 % of picks.'] }, ...deck.slides.slice(1)] }, 200)).data;
    expect(edited.slides[0].bullets).toEqual(['Warehouses lose 8 % of picks.']);
    const pdf = await platform.http.get(api(PitchDeckEndpoints.pdf, { id: deck.id })).set(owner(acme)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText } = await import('./extract-text.js');
    expect(await extractText('deck.pdf', 'application/pdf', body)).toContain('MRR $30,000');
  });

  it("writes the slides and the PDF in the user's language: French from the profile, Spanish when the screen asks", async () => {
    const french = await platform.createUser();
    await platform.addMember(acme, french, 'ADMIN');
    french.token = await platform.tokenFor(french, acme.id);
    await platform.http.patch(`/api${AuthEndpoints.updateProfile.path}`).set(as(french.token, acme.id)).send({ language: 'fr' }).expect(200);
    const response = await platform.http.post(api(PitchDeckEndpoints.generate)).set(as(french.token, acme.id)).send({});
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const deck = response.body.data;
    expect(deck.name).toBe('Pitch deck');
    expect(deck.slides.map((s: { title: string }) => s.title)).toEqual(['Problème', 'Solution', 'Marché', 'Modèle économique', 'Traction', 'Équipe', 'Finances', 'Notre demande']);
    // Intl's French money: (narrow) no-break spaces between thousands and before "$US", written after the amount.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(deck.slides[4].bullets[0]).toMatch(/^MRR 30\u202f000\u00a0\$US/);
    expect(plain(deck.slides[4].bullets[0])).toBe('MRR 30 000 $US (ARR 360 000 $US).');
    expect(deck.slides[4].bullets[1]).toBe('27 clients en octobre 2026.');
    expect(plain(deck.slides[7].bullets[0])).toBe('Nous levons 250 000 $US pour 18 mois d’autonomie financière à la dépense actuelle.');
    const pdf = await platform.http.get(api(PitchDeckEndpoints.pdf, { id: deck.id })).set(as(french.token, acme.id)).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const { extractText } = await import('./extract-text.js');
    const text = await extractText('deck.pdf', 'application/pdf', pdf.body as Buffer);
    expect(text).toContain('Modèle économique');
    expect(text).toContain('MRR 30 000 $US');
    const spanish = (await send('post', acme, api(PitchDeckEndpoints.generate), { language: 'es' }, 201)).data;
    expect(spanish.slides[0].title).toBe('Problema');
    expect(spanish.slides[4].bullets[1]).toBe('27 clientes en octubre de 2026.');
  });

  it('is refused to a member without page:financials', async () => {
    await platform.http.get(api(PitchDeckEndpoints.list)).set(as(member.token, acme.id)).expect(403);
    await platform.http.post(api(PitchDeckEndpoints.generate)).set(as(member.token, acme.id)).send({}).expect(403);
  });
});

describe('tenant isolation', () => {
  it("refuses every issue-16 route naming another account's ids or account id", async () => {
    const ids: Record<string, string> = {
      [PricingModelEndpoints.get.path]: theirs.model,
      [PricingModelEndpoints.duplicate.path]: theirs.model,
      [DocumentEndpoints.get.path]: theirs.document,
      [InsightEndpoints.archive.path]: theirs.insight,
      [PitchDeckEndpoints.update.path]: theirs.deck,
      [PitchDeckEndpoints.pdf.path]: theirs.deck,
    };
    const bodies: Record<string, object> = {
      [PricingModelEndpoints.create.path]: { name: 'Hijack', type: 'SAAS', parameters: { monthlyPrice: 1 } },
      [DocumentEndpoints.create.path]: { name: 'Hijack', content: LONG },
      [DocumentEndpoints.upload.path]: { fileName: 'a.txt', dataBase64: Buffer.from(LONG).toString('base64') },
      [DocumentEndpoints.analyze.path]: { content: LONG },
      [InsightEndpoints.create.path]: { title: 'Hijack' },
      [InsightEndpoints.generate.path]: {},
      [PitchDeckEndpoints.create.path]: { name: 'Hijack' },
      [PitchDeckEndpoints.generate.path]: {},
    };
    const routes: ProbedRoute[] = [];
    for (const endpoint of ALL_GROWTH_ENDPOINTS) {
      if (endpoint.path.includes(':id')) {
        const id = ids[endpoint.path];
        if (!id) continue; // PUT/DELETE pricing-models and DELETE documents/decks share paths: added below
        const put = endpoint === PitchDeckEndpoints.update ? { name: 'Hijack', slides: [] } : { name: 'Hijack', type: 'SAAS', parameters: { monthlyPrice: 1 } };
        routes.push({ method: endpoint.method, path: api(endpoint, { id }), body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : endpoint.method === 'PUT' ? put : {} });
      } else {
        routes.push({ method: endpoint.method, path: `${api(endpoint)}?accountId=${globex.id}`, body: endpoint.method === 'POST' ? bodies[endpoint.path] : undefined });
        if (endpoint.method === 'POST') routes.push({ method: 'POST', path: api(endpoint), body: { ...bodies[endpoint.path], accountId: globex.id } });
      }
    }
    routes.push({ method: 'POST', path: api(DocumentEndpoints.analyze), body: { documentId: theirs.document } });
    routes.push({ method: 'POST', path: api(PitchDeckEndpoints.generate), body: { pricingModelId: theirs.model } });
    for (const [path, id] of [[PricingModelEndpoints.remove.path, theirs.model], [DocumentEndpoints.remove.path, theirs.document], [PitchDeckEndpoints.remove.path, theirs.deck]] as const) routes.push({ method: 'DELETE', path: `/api${path.replace(':id', id)}` });
    expect(routes.length).toBeGreaterThanOrEqual(ALL_GROWTH_ENDPOINTS.length);
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Nothing of theirs changed.
    const model = (await platform.http.get(api(PricingModelEndpoints.get, { id: theirs.model })).set(owner(globex)).expect(200)).body.data;
    expect(model.name).toBe('Theirs');
    expect((await platform.http.get(api(InsightEndpoints.list)).set(owner(globex))).body.data[0].isArchived).toBe(false);
  });
});
