import { AccessErrors, FEEDBACK_QUESTIONS, defineApiPlugin, endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { ValidationLabErrors } from '../../shared/errors.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../../shared/portfolio-endpoints.js';
import { ValidationLabEndpoints as V, type Hypothesis, type MetricSources } from '../../shared/validation-endpoints.js';

let platform: TestPlatform;

/** A stand-in for the engagement module: one widget with an NPS question answered 3 times. */
const standInEngagement = defineApiPlugin({
  id: 'engagement',
  feature: 'customer_engagement',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(FEEDBACK_QUESTIONS, {
      listQuestions: async () => [{ widgetId: 'w1', widgetName: 'Onboarding survey', questionId: 'q1', text: 'How easy was setup?', type: 'NPS' }],
      questionResult: async (_accountId, widgetId, questionId) => (widgetId === 'w1' && questionId === 'q1' ? { responses: 3, average: 8.3 } : null),
    });
  },
});
let acme: TestAccount;
let observerToken: string;
let epic: PortfolioItem;

type Method = 'get' | 'post' | 'patch' | 'delete';
function call(method: Method, path: string, body?: object, token = acme.owner.token) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInEngagement, productPlugin], clock: new TestClock('2026-11-20T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  await platform.setFeatures(acme.id, ['product_management']);
  const observer = await platform.createUser();
  await platform.addMember(acme, observer, 'OBSERVER');
  observerToken = await platform.tokenFor(observer, acme.id);
  const config = (await call('get', E.config.path)).body.data as ProductConfig;
  const justification = { investmentCategoryId: config.categories[0]!.id, description: 'Customers want guided setup', businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'HIGH', strategicAlignment: 'HIGH' };
  const make = async (level: string, parentId: string | null) => (await call('post', E.createItem.path, { level, parentId, title: `Guided ${level}`, justification, budget: { allocated: 1_000_00 } })).body.data as PortfolioItem;
  const product = await make('product', null);
  epic = await make('epic', (await make('initiative', product.id)).id);
});
afterAll(() => platform?.close());

describe('the validation lab', () => {
  it('keeps hypotheses on an item with statement, metric, target and deadline', async () => {
    const refused = await call('post', V.create.path, { itemId: epic.id, statement: ' ', metric: 'activation', target: '40 %' });
    expect([refused.status, refused.body.error]).toEqual([400, ValidationLabErrors.STATEMENT_REQUIRED]);
    expect((await call('post', V.create.path, { itemId: epic.id, statement: 'x', metric: '', target: '40 %' })).body.error).toBe(ValidationLabErrors.METRIC_REQUIRED);
    expect((await call('post', V.create.path, { itemId: epic.id, statement: 'x', metric: 'm', target: '' })).body.error).toBe(ValidationLabErrors.TARGET_REQUIRED);
    expect((await call('post', V.create.path, { itemId: epic.id, statement: 'x', metric: 'm', target: 't' }, observerToken)).body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    // Engagement off: no question to link.
    expect((await call('get', V.metricSources.path)).body.data).toEqual({ available: false, questions: [] });
    const unlinked = await call('post', V.create.path, { itemId: epic.id, statement: 'x', metric: 'm', target: 't', metricSource: { widgetId: 'w1', questionId: 'q1' } });
    expect([unlinked.status, unlinked.body.error]).toEqual([400, ValidationLabErrors.METRIC_SOURCE_NOT_FOUND]);
    await platform.setFeatures(acme.id, ['product_management', 'customer_engagement']);
    expect(((await call('get', V.metricSources.path)).body.data as MetricSources).questions.map((q) => q.text)).toEqual(['How easy was setup?']);
    expect((await call('post', V.create.path, { itemId: epic.id, statement: 'x', metric: 'm', target: 't', metricSource: { widgetId: 'w1', questionId: 'nope' } })).body.error).toBe(ValidationLabErrors.METRIC_SOURCE_NOT_FOUND);
    const created = await call('post', V.create.path, { itemId: epic.id, statement: 'A checklist doubles activation', metric: 'Activation rate', target: '40 %', deadline: '2026-11-10', metricSource: { widgetId: 'w1', questionId: 'q1' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ itemTitle: 'Guided epic', itemLevel: 'epic', deadline: '2026-11-10', overdue: true, verdict: null, experiments: [], metricSource: { widgetId: 'w1', questionId: 'q1' } });
    expect(created.body.data.metricReading).toEqual({ responses: 3, average: 8.3 });
  });

  it('records experiments and a verdict that updates the item justification', async () => {
    const [hypothesis] = (await call('get', `${V.list.path}?itemId=${epic.id}`)).body.data as Hypothesis[];
    const withExperiment = (await call('post', endpointPath(V.addExperiment, { id: hypothesis!.id }), { name: 'A/B test', method: '50/50 split', runOn: '2026-11-05' })).body.data as Hypothesis;
    expect(withExperiment.experiments).toHaveLength(1);
    const experimentId = withExperiment.experiments[0]!.id;
    const measured = (await call('patch', endpointPath(V.updateExperiment, { id: hypothesis!.id, experimentId }), { result: 'Activation 44 %', observedValue: 44 })).body.data as Hypothesis;
    expect(measured.experiments[0]).toMatchObject({ name: 'A/B test', result: 'Activation 44 %', observedValue: 44, runOn: '2026-11-05' });

    const decided = (await call('post', endpointPath(V.decide, { id: hypothesis!.id }), { verdict: 'validated', note: 'Above target' })).body.data as Hypothesis;
    expect(decided).toMatchObject({ verdict: 'validated', verdictNote: 'Above target', overdue: false });
    const item = (await call('get', endpointPath(E.getItem, { id: epic.id }))).body.data as PortfolioItem;
    // Risk HIGH -> MEDIUM: the ROI score moves from 30 + 21 + 20 + 4 = 75 to 30 + 21 + 20 + 7 = 78.
    expect(item.justification.riskLevel).toBe('MEDIUM');
    expect(item.roi.score).toBe(78);
    expect(item.validation).toMatchObject({ hypothesisId: hypothesis!.id, verdict: 'validated' });

    const again = await call('post', endpointPath(V.decide, { id: hypothesis!.id }), { verdict: 'invalidated' });
    expect([again.status, again.body.error]).toEqual([409, ValidationLabErrors.ALREADY_DECIDED]);
    expect((await call('patch', endpointPath(V.update, { id: hypothesis!.id }), { target: '50 %' })).status).toBe(409);
  });

  it('an invalidated hypothesis makes the item high risk', async () => {
    const h = (await call('post', V.create.path, { itemId: epic.id, statement: 'Founders pay for templates', metric: 'Conversions', target: '5 a week' })).body.data as Hypothesis;
    await call('post', endpointPath(V.decide, { id: h.id }), { verdict: 'invalidated' });
    expect(((await call('get', endpointPath(E.getItem, { id: epic.id }))).body.data as PortfolioItem).justification.riskLevel).toBe('HIGH');
    const listed = (await call('get', V.list.path)).body.data as Hypothesis[];
    expect(listed).toHaveLength(2);
    expect((await call('delete', endpointPath(V.remove, { id: h.id }))).status).toBe(200);
    expect((await call('post', endpointPath(V.decide, { id: h.id }), { verdict: 'validated' })).body.error).toBe(ValidationLabErrors.HYPOTHESIS_NOT_FOUND);
  });
});
