import { ConflictError, NotFoundError, VELOCITY, ValidationError, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { FeatureRoiErrors, PortfolioErrors, ProductErrors } from '../../shared/errors.js';
import type { Comparison, FeatureRoi, FeatureRoiBody, PortfolioSummary, TimelineBody, TimelineEntry } from '../../shared/feature-roi-endpoints.js';
import { calculateRoi, comparisonError, featureRoiError, metricsError, portfolioSummary } from '../../shared/feature-roi-rules.js';
import { deliveriesOf } from '../portfolio/delivery.js';
import { PortfolioItemModel } from '../portfolio/models.js';
import { FeatureRoiModel, FeatureRoiTimelineModel } from './models.js';

const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();
const day = (value: Date | string): string => {
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
};
export interface CalcOptions { discountRate?: number; projectionMonths?: number }

/** Feature ROI analyses: typed or measured development cost, ROI, payback, NPV, timeline, summary. */
export function createFeatureRoiService(deps: { now(): Date; capabilities: CapabilityRegistry }) {
  async function find(scope: TenantScope, id: string): Promise<FeatureRoiModel> {
    const row = await tenantQuery(scope, FeatureRoiModel).findById(id);
    if (!row) throw new NotFoundError(ProductErrors.FEATURE_ROI_NOT_FOUND);
    return row;
  }

  /**
   * The measured development cost of each row linked to portfolio items: the completed story
   * points of their board items (BACKLOG) x the account's cost per point (VELOCITY), when agile is on.
   */
  async function measured(scope: TenantScope, rows: FeatureRoiModel[]): Promise<Map<string, { completedPoints: number; costPerPoint: number; cost: number }>> {
    const result = new Map<string, { completedPoints: number; costPerPoint: number; cost: number }>();
    const linkedIds = [...new Set(rows.flatMap((r) => r.portfolioItemIds ?? []))];
    if (!linkedIds.length) return result;
    const velocity = await deps.capabilities.get(VELOCITY, scope.accountId);
    if (!velocity) return result;
    const items = await tenantQuery(scope, PortfolioItemModel).whereIn('id', linkedIds);
    const deliveries = await deliveriesOf(deps.capabilities, scope.accountId, items);
    const costPerPoint = (await velocity.costPerPointCents(scope.accountId)) / 100;
    for (const row of rows) {
      const linked = items.filter((i) => (row.portfolioItemIds ?? []).includes(i.id) && i.deliveryItemId);
      const points = linked.reduce((sum, i) => sum + (deliveries.get(i.deliveryItemId!)?.completedPoints ?? 0), 0);
      if (points > 0) result.set(row.id, { completedPoints: points, costPerPoint, cost: Math.round(points * costPerPoint * 100) / 100 });
    }
    return result;
  }

  function view(row: FeatureRoiModel, measuredCost: { completedPoints: number; costPerPoint: number; cost: number } | undefined, options: CalcOptions): FeatureRoi {
    const hours = Number(row.developmentHours);
    const rate = Number(row.hourlyRate);
    const typedCost = hours * rate * row.teamSize;
    const developmentCost = measuredCost ? measuredCost.cost : Math.round(typedCost * 100) / 100;
    const calculated = calculateRoi({
      initialCost: Number(row.initialCost),
      developmentCost,
      directRevenue: Number(row.directRevenue),
      monthlyCost: Number(row.maintenanceMonthlyCost),
      discountRatePct: options.discountRate,
      projectionMonths: options.projectionMonths,
    });
    return {
      id: row.id,
      featureId: row.featureId,
      featureName: row.featureName,
      status: row.status,
      development: { initialCost: Number(row.initialCost), developmentHours: hours, hourlyRate: rate, teamSize: row.teamSize },
      revenue: { directRevenue: Number(row.directRevenue) },
      usage: { activeUsers: Number(row.activeUsers), featureAdoption: num(row.featureAdoption), usageFrequency: num(row.usageFrequency) },
      customer: { satisfactionScore: num(row.satisfactionScore) },
      maintenance: { monthlyCost: Number(row.maintenanceMonthlyCost) },
      delivery: { portfolioItemIds: row.portfolioItemIds ?? [], measured: measuredCost ?? null },
      developmentCostSource: measuredCost ? 'measured' : 'typed',
      developmentCost,
      calculated,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  async function views(scope: TenantScope, rows: FeatureRoiModel[], options: CalcOptions): Promise<FeatureRoi[]> {
    const costs = await measured(scope, rows);
    return rows.map((row) => view(row, costs.get(row.id), options));
  }

  async function list(scope: TenantScope, options: CalcOptions): Promise<FeatureRoi[]> {
    const all = await views(scope, await tenantQuery(scope, FeatureRoiModel).orderBy('feature_name').orderBy('id'), options);
    return all.sort((a, b) => b.calculated.roi - a.calculated.roi || a.featureName.localeCompare(b.featureName));
  }
  const get = async (scope: TenantScope, id: string, options: CalcOptions) => (await views(scope, [await find(scope, id)], options))[0]!;

  async function byFeature(scope: TenantScope, featureId: string, options: CalcOptions): Promise<FeatureRoi> {
    const row = await tenantQuery(scope, FeatureRoiModel).where('feature_id', featureId).first();
    if (!row) throw new NotFoundError(ProductErrors.FEATURE_ROI_NOT_FOUND);
    return (await views(scope, [row], options))[0]!;
  }

  async function checkLinks(scope: TenantScope, ids: string[] | undefined) {
    if (!ids?.length) return;
    const found = await tenantQuery(scope, PortfolioItemModel).whereIn('id', ids).select('id');
    if (found.length !== new Set(ids).size) throw new NotFoundError(PortfolioErrors.ITEM_NOT_FOUND);
  }

  function columns(body: FeatureRoiBody): Partial<FeatureRoiModel> {
    const c: Partial<FeatureRoiModel> = {};
    if (body.featureId !== undefined) c.featureId = body.featureId.trim();
    if (body.featureName !== undefined) c.featureName = body.featureName.trim();
    if (body.status !== undefined) c.status = body.status;
    const d = body.development;
    if (d?.initialCost !== undefined) c.initialCost = d.initialCost;
    if (d?.developmentHours !== undefined) c.developmentHours = d.developmentHours;
    if (d?.hourlyRate !== undefined) c.hourlyRate = d.hourlyRate;
    if (d?.teamSize !== undefined) c.teamSize = d.teamSize;
    if (body.revenue?.directRevenue !== undefined) c.directRevenue = body.revenue.directRevenue;
    if (body.usage?.activeUsers !== undefined) c.activeUsers = body.usage.activeUsers;
    if (body.usage?.featureAdoption !== undefined) c.featureAdoption = body.usage.featureAdoption;
    if (body.usage?.usageFrequency !== undefined) c.usageFrequency = body.usage.usageFrequency;
    if (body.customer?.satisfactionScore !== undefined) c.satisfactionScore = body.customer.satisfactionScore;
    if (body.maintenance?.monthlyCost !== undefined) c.maintenanceMonthlyCost = body.maintenance.monthlyCost;
    if (body.portfolioItemIds !== undefined) c.portfolioItemIds = [...new Set(body.portfolioItemIds)];
    return c;
  }

  /** Section 5: one ROI per feature (the unique index decides under a race). */
  async function taken(scope: TenantScope, featureId: string, exceptId?: string) {
    const query = tenantQuery(scope, FeatureRoiModel).where('feature_id', featureId);
    if (exceptId) query.whereNot('id', exceptId);
    if (await query.first()) throw new ConflictError(FeatureRoiErrors.ALREADY_EXISTS);
  }
  const uniqueViolation = (error: unknown) => (error as { code?: string; nativeError?: { code?: string } }).code === '23505' || (error as { nativeError?: { code?: string } }).nativeError?.code === '23505';

  async function create(userId: string | null, scope: TenantScope, body: FeatureRoiBody): Promise<FeatureRoi> {
    const error = featureRoiError(body);
    if (error) throw new ValidationError(error);
    await checkLinks(scope, body.portfolioItemIds);
    const featureId = body.featureId!.trim();
    await taken(scope, featureId);
    const at = deps.now();
    try {
      const row = await FeatureRoiModel.query(scope.knex).insert({ status: 'PLANNED', initialCost: 0, directRevenue: 0, activeUsers: 0, maintenanceMonthlyCost: 0, portfolioItemIds: [], ...columns(body), accountId: scope.accountId, createdBy: userId, createdAt: at, updatedAt: at });
      return get(scope, row.id, {});
    } catch (e) {
      if (uniqueViolation(e)) throw new ConflictError(FeatureRoiErrors.ALREADY_EXISTS);
      throw e;
    }
  }

  async function update(scope: TenantScope, id: string, body: FeatureRoiBody): Promise<FeatureRoi> {
    await find(scope, id);
    const error = featureRoiError(body, true);
    if (error) throw new ValidationError(error);
    await checkLinks(scope, body.portfolioItemIds);
    if (body.featureId !== undefined) await taken(scope, body.featureId.trim(), id);
    try {
      await tenantQuery(scope, FeatureRoiModel).findById(id).patch({ ...columns(body), updatedAt: deps.now() });
    } catch (e) {
      if (uniqueViolation(e)) throw new ConflictError(FeatureRoiErrors.ALREADY_EXISTS);
      throw e;
    }
    return get(scope, id, {});
  }

  async function remove(scope: TenantScope, id: string): Promise<{ id: string }> {
    await find(scope, id);
    await tenantQuery(scope, FeatureRoiModel).deleteById(id);
    return { id };
  }

  const entryView = (e: FeatureRoiTimelineModel): TimelineEntry => ({
    id: e.id,
    featureRoiId: e.featureRoiId,
    date: day(e.date),
    metrics: { directRevenue: e.metrics?.directRevenue ?? null, activeUsers: e.metrics?.activeUsers ?? null, satisfactionScore: e.metrics?.satisfactionScore ?? null, featureAdoption: e.metrics?.featureAdoption ?? null },
    events: e.events ?? [],
    createdAt: iso(e.createdAt),
  });

  async function timeline(scope: TenantScope, id: string): Promise<TimelineEntry[]> {
    await find(scope, id);
    return (await tenantQuery(scope, FeatureRoiTimelineModel).where('feature_roi_id', id).orderBy('date').orderBy('created_at')).map(entryView);
  }

  async function addTimeline(scope: TenantScope, id: string, body: TimelineBody): Promise<TimelineEntry> {
    await find(scope, id);
    const date = body.date?.trim() ?? '';
    if (!/^\d{4}-\d{2}-\d{2}/.test(date) || Number.isNaN(Date.parse(date.slice(0, 10)))) throw new ValidationError(FeatureRoiErrors.DATE_REQUIRED);
    const m = body.metrics ?? {};
    const error = metricsError({ directRevenue: m.directRevenue ?? undefined, activeUsers: m.activeUsers ?? undefined, satisfactionScore: m.satisfactionScore });
    if (error) throw new ValidationError(error);
    const row = await FeatureRoiTimelineModel.query(scope.knex).insert({
      accountId: scope.accountId,
      featureRoiId: id,
      date: date.slice(0, 10),
      metrics: { directRevenue: m.directRevenue ?? null, activeUsers: m.activeUsers ?? null, satisfactionScore: m.satisfactionScore ?? null, featureAdoption: m.featureAdoption ?? null },
      events: (body.events ?? []).map((e) => e.trim()).filter(Boolean),
      createdAt: deps.now(),
    });
    return entryView(row);
  }

  async function summary(scope: TenantScope, options: CalcOptions & { limit?: number }): Promise<PortfolioSummary> {
    const all = await list(scope, options);
    const ranked = all.map((f) => ({ id: f.id, featureId: f.featureId, featureName: f.featureName, roi: f.calculated.roi, totalInvestment: f.calculated.totalInvestment, npv: f.calculated.npv, directRevenue: f.revenue.directRevenue, paybackPeriod: f.calculated.paybackPeriod }));
    const first = all[0]?.calculated;
    return { ...portfolioSummary(ranked, options.limit), discountRatePct: first?.discountRatePct ?? options.discountRate ?? 8, projectionMonths: first?.projectionMonths ?? options.projectionMonths ?? 12 };
  }

  async function compare(scope: TenantScope, ids: string[], options: CalcOptions): Promise<Comparison> {
    const error = comparisonError(ids);
    if (error) throw new ValidationError(error);
    const unique = [...new Set(ids)];
    const rows = await tenantQuery(scope, FeatureRoiModel).whereIn('id', unique);
    if (rows.length !== unique.length) throw new NotFoundError(ProductErrors.FEATURE_ROI_NOT_FOUND);
    const features = await views(scope, unique.map((id) => rows.find((r) => r.id === id)!), options);
    const best = (pick: (f: FeatureRoi) => number | null, lower = false) => {
      const candidates = features.filter((f) => pick(f) !== null);
      if (!candidates.length) return null;
      return candidates.reduce((a, b) => ((lower ? pick(b)! < pick(a)! : pick(b)! > pick(a)!) ? b : a)).id;
    };
    return { features, best: { roi: best((f) => f.calculated.roi), npv: best((f) => f.calculated.npv), paybackPeriod: best((f) => f.calculated.paybackPeriod, true) } };
  }

  return { list, get, byFeature, create, update, remove, timeline, addTimeline, summary, compare };
}
