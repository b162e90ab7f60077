import { AuthEndpoints, PRICING_MODELS, defineApiPlugin, endpointPath, type PricingModelSummary } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { MvpErrors } from '../../shared/errors.js';
import { MvpEndpoints as M, type MvpScenario } from '../../shared/mvp-endpoints.js';

/** An MVP scenario priced with one of bi's pricing models (PRICING_MODELS), falling back to its own. */

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const PRO_ID = '00000000-0000-4000-8000-0000000000a1';
const THEIRS_ID = '00000000-0000-4000-8000-0000000000b1';
// $49 a month; projected MRR 4,900 in month 1 growing 500 a month: month 6 is 7,400.
const pro: PricingModelSummary = { id: PRO_ID, name: 'Pro plan', type: 'FREEMIUM', monthlyPrice: 49, transactionFee: null, projectedMrr: Array.from({ length: 24 }, (_, i) => 4_900 + 500 * i), year1Revenue: 91_800, year2Revenue: 163_800, breakEvenMonth: 4 };
const standInBi = defineApiPlugin({
  id: 'bi',
  feature: 'business_intelligence',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(PRICING_MODELS, {
      list: async (accountId) => (accountId === acme.id ? [pro] : [{ ...pro, id: THEIRS_ID, name: 'Theirs' }]),
      get: async (accountId, id) => (accountId === acme.id && id === PRO_ID ? pro : accountId === globex.id && id === THEIRS_ID ? { ...pro, id: THEIRS_ID } : null),
    });
  },
});

function call(method: 'get' | 'post' | 'patch', path: string, body?: object, account = acme) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
const scenarioBody = { name: 'Fleet MVP', targetRevenue: 60_000, timelineConstraint: 6, budgetConstraint: 50_000, teamSize: 2, pricingModel: 'SAAS', pricingConfig: { monthlyPrice: 20, targetMRR: 1_000 } };

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInBi, productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  for (const account of [acme, globex]) await platform.setFeatures(account.id, ['product_management', 'business_intelligence']);
});
afterAll(() => platform?.close());

describe("MVP scenarios priced with bi's pricing models", () => {
  let scenario: MvpScenario;

  it("lists the account's bi pricing models to pick from", async () => {
    const list = (await call('get', M.pricingModels.path).expect(200)).body.data as PricingModelSummary[];
    expect(list.map((m) => [m.id, m.name, m.monthlyPrice])).toEqual([[PRO_ID, 'Pro plan', 49]]);
    // Asking for another account's list with our token is refused.
    const foreign = await platform.http.get(`/api${M.pricingModels.path}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': globex.id });
    expect(foreign.status).toBe(403);
  });

  it("takes the picked model's type, price and projected MRR at the end of the timeline", async () => {
    const created = await call('post', M.create.path, { ...scenarioBody, pricingModelId: PRO_ID });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    scenario = created.body.data;
    // Timeline 6 months: the model's month-6 MRR, 4,900 + 5 x 500 = 7,400.
    expect(scenario.pricingSource).toBe('bi');
    expect(scenario.biPricingModel).toEqual({ id: PRO_ID, name: 'Pro plan', type: 'FREEMIUM', monthlyPrice: 49, projectedMrr: 7_400, atMonth: 6 });
    expect([scenario.pricingModel, scenario.pricingConfig]).toEqual(['FREEMIUM', { monthlyPrice: 49, targetMRR: 7_400 }]);
    // A longer timeline reads further along the projection (and sends the scenario back to DRAFT).
    const longer = (await call('patch', endpointPath(M.update, { id: scenario.id }), { timelineConstraint: 12 }).expect(200)).body.data as MvpScenario;
    expect(longer.pricingConfig.targetMRR).toBe(4_900 + 11 * 500);
  });

  it("refuses another account's model and an unknown one with the spec's text", async () => {
    for (const id of [THEIRS_ID, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call('post', M.create.path, { ...scenarioBody, pricingModelId: id });
      expect([refused.status, refused.body.error]).toEqual([404, MvpErrors.PRICING_MODEL_NOT_FOUND]);
    }
    const patched = await call('patch', endpointPath(M.update, { id: scenario.id }), { pricingModelId: THEIRS_ID });
    expect([patched.status, patched.body.error]).toEqual([404, MvpErrors.PRICING_MODEL_NOT_FOUND]);
    // Globex cannot read Acme's scenario either.
    expect((await call('get', endpointPath(M.get, { id: scenario.id }), undefined, globex)).status).toBe(404);
  });

  it("falls back to the scenario's own model when bi is off, and refuses picking one then", async () => {
    await platform.setFeatures(acme.id, ['product_management']);
    const own = (await call('get', endpointPath(M.get, { id: scenario.id })).expect(200)).body.data as MvpScenario;
    expect([own.pricingSource, own.biPricingModel, own.pricingModelId]).toEqual(['scenario', null, PRO_ID]);
    // Its own config stays what it typed; its type is the one picked last.
    expect([own.pricingModel, own.pricingConfig]).toEqual(['FREEMIUM', { monthlyPrice: 20, targetMRR: 1_000 }]);
    expect((await call('get', M.pricingModels.path).expect(200)).body.data).toEqual([]);
    const refused = await call('post', M.create.path, { ...scenarioBody, pricingModelId: PRO_ID });
    expect([refused.status, refused.body.error]).toEqual([400, MvpErrors.PRICING_MODELS_OFF]);
    await platform.setFeatures(acme.id, ['product_management', 'business_intelligence']);
    // Unpicking goes back to the scenario's own pricing.
    const unpicked = (await call('patch', endpointPath(M.update, { id: scenario.id }), { pricingModelId: null, pricingModel: 'SAAS' }).expect(200)).body.data as MvpScenario;
    expect([unpicked.pricingSource, unpicked.pricingModel, unpicked.pricingConfig.monthlyPrice]).toEqual(['scenario', 'SAAS', 20]);
  });
});

describe("server-written texts in the user's language", () => {
  it('writes the template, its explanation and the generated backlog in the language the screen asks for, else the profile one', async () => {
    const created = (await call('post', M.create.path, { ...scenarioBody, name: 'Scénario' }).expect(201)).body.data as MvpScenario;
    const spanish = (await call('post', M.recommendations.path, { scenarioId: created.id, language: 'es' }).expect(200)).body.data.scenario as MvpScenario;
    expect(spanish.generatedTemplate!.explanation).toMatch(/^Plantilla SAAS: /);
    expect(spanish.generatedTemplate!.epics[0]!.title).toBe('Cuentas e inicio de sesión');
    // The backlog follows the template's language.
    const ready = (await call('post', endpointPath(M.generateBacklog, { id: created.id })).expect(200)).body.data as MvpScenario;
    expect(ready.generatedBacklog.find((i) => i.key === 'accounts.1')).toMatchObject({ title: 'Registrarse con el e-mail', reason: 'Parte de «Cuentas e inicio de sesión»: Se envía un e-mail de confirmación.' });
    // No language asked: the profile's (French here).
    await platform.http.patch(`/api${AuthEndpoints.updateProfile.path}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id }).send({ language: 'fr' }).expect(200);
    const other = (await call('post', M.create.path, { ...scenarioBody, name: 'Autre' }).expect(201)).body.data as MvpScenario;
    const french = (await call('post', M.recommendations.path, { scenarioId: other.id }).expect(200)).body.data.scenario as MvpScenario;
    expect(french.generatedTemplate!.explanation).toMatch(/^Modèle SAAS : /);
    expect(french.generatedTemplate!.epics.map((e) => e.reason)[0]).toBe('Tout modèle économique a besoin de clients qui peuvent s’inscrire et revenir.');
  });
});
