import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MODELS, endpointPath, type PricingModelsCapability } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { PricingModelEndpoints } from '../../shared/growth.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let models: PricingModelsCapability;
let saasId: string;
let theirsId: string;

const create = async (account: TestAccount, body: object) => {
  const response = await platform.http.post(`/api${endpointPath(PricingModelEndpoints.create)}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id }).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id as string;
};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  saasId = await create(acme, { name: 'Pro plan', type: 'SAAS', parameters: { monthlyPrice: 50, operationalCosts: 6000, acquisitionCost: 100 } });
  await create(acme, { name: 'Marketplace', type: 'TRANSACTION', parameters: { transactionFee: 2 } });
  theirsId = await create(globex, { name: 'Theirs', type: 'SAAS', parameters: { monthlyPrice: 9 } });
  models = (await platform.platform.host.capabilities.get(PRICING_MODELS, acme.id))!;
});
afterAll(() => platform?.close());

describe('PRICING_MODELS (what product prices an MVP scenario with)', () => {
  it("lists the account's models by name with their projected MRR month by month", async () => {
    const list = await models.list(acme.id);
    expect(list.map((m) => [m.name, m.type, m.monthlyPrice, m.transactionFee])).toEqual([
      ['Marketplace', 'TRANSACTION', null, 2],
      ['Pro plan', 'SAAS', 50, null],
    ]);
    const pro = list[1]!;
    // Month 1: 100 customers (the default target) x $50 = $5,000 (shared/pricing-math.test.ts).
    expect(pro.projectedMrr).toHaveLength(24);
    expect(pro.projectedMrr[0]).toBe(5000);
    expect(pro.year1Revenue).toBeCloseTo(pro.projectedMrr.slice(0, 12).reduce((sum, value) => sum + value, 0), 1);
  });

  it("gives one model, and nothing for another account's or an unknown id", async () => {
    expect((await models.get(acme.id, saasId))?.name).toBe('Pro plan');
    expect(await models.get(acme.id, theirsId)).toBeNull();
    expect(await models.get(acme.id, 'not-an-id')).toBeNull();
    expect(await models.get(acme.id, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
