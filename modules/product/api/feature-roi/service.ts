import { BACKLOG, ConflictError, NotFoundError, PAGE_USAGE, VELOCITY, ValidationError, type BacklogItemProgress, type CapabilityRegistry, type PageUsage, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { FeatureRoiErrors, PortfolioErrors, ProductErrors } from '../../shared/errors.js';
import type { Comparison, FeatureRoi, FeatureRoiBody, PortfolioSummary, TimelineBody, TimelineEntry } from '../../shared/feature-roi-endpoints.js';
import { calculateRoi, comparisonError, featureRoiError, metricsError, portfolioSummary } from '../../shared/feature-roi-rules.js';
import { PortfolioItemModel } from '../portfolio/models.js';
import { FeatureRoiModel, FeatureRoiTimelineModel } from './models.js';

const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();
const day = (value: Date | string): string => {
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
};
export interface CalcOptions { discountRate?: number; projectionMonths?: number }
/** Usage and satisfaction are measured over the last 30 days (today included). */
export const USAGE_WINDOW_DAYS = 30;
interface Measured {
  cost: { completedPoints: number; costPerPoint: number; cost: number } | undefined;
  boardItems: FeatureRoi['boardItems'];
  sprints: FeatureRoi['sprints'];
  usage: (PageUsage & { from: string; to: string }) | null;
}

/** Feature ROI analyses: typed or measured development cost, ROI, payback, NPV, timeline, summary. */
export function createFeatureRoiService(deps: { now(): Date; capabilities: CapabilityRegistry }) {
  async function find(scope: TenantScope, id: string): Promise<FeatureRoiModel> {
    const row = await tenantQuery(scope, FeatureRoiModel).findById(id);
    if (!row) throw new NotFoundError(ProductErrors.FEATURE_ROI_NOT_FOUND);
    return row;
  }

  /**
   * What the other domains measured for each row. Development cost: the completed story points of
   * its board items (linked directly, or through portfolio items sent to delivery; agile BACKLOG)
   * x the account's cost per point (VELOCITY), with the sprints the work was done in. Usage and
   * satisfaction: engagement's PAGE_USAGE over the last 30 days of the pages tagged with the
   * feature. Each part is absent when its domain is off or nothing is linked.
   */
  async function measured(scope: TenantScope, rows: FeatureRoiModel[]): Promise<Map<string, Measured>> {
    const result = new Map<string, Measured>();
    const portfolioIds = [...new Set(rows.flatMap((r) => r.portfolioItemIds ?? []))];
    const items = portfolioIds.length ? await tenantQuery(scope, PortfolioItemModel).whereIn('id', portfolioIds) : [];
    const deliveryIdsOf = (row: FeatureRoiModel) => [...new Set([...items.filter((i) => (row.portfolioItemIds ?? []).includes(i.id) && i.deliveryItemId).map((i) => i.deliveryItemId!), ...(row.boardItemIds ?? [])])];
    const allDeliveryIds = [...new Set(rows.flatMap(deliveryIdsOf))];
    const backlog = allDeliveryIds.length ? await deps.capabilities.get(BACKLOG, scope.accountId) : null;
    const progress = new Map(backlog?.itemProgress ? (await backlog.itemProgress(scope.accountId, allDeliveryIds)).map((p) => [p.id, p]) : []);
    const velocity = progress.size ? await deps.capabilities.get(VELOCITY, scope.accountId) : null;
    const costPerPoint = velocity ? (await velocity.costPerPointCents(scope.accountId)) / 100 : null;
    const pageUsage = rows.some((r) => (r.pagePatterns ?? []).length) ? await deps.capabilities.get(PAGE_USAGE, scope.accountId) : null;
    const today = deps.now();
    const to = today.toISOString().slice(0, 10);
    const from = new Date(today.getTime() - (USAGE_WINDOW_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    for (const row of rows) {
      const linked = deliveryIdsOf(row).map((id) => progress.get(id)).filter((p): p is BacklogItemProgress => Boolean(p));
      const done = linked.filter((p) => p.status === 'complete');
      const completedPoints = done.reduce((sum, p) => sum + (p.storyPoints ?? 0), 0);
      const sprints = new Map<string, Measured['sprints'][number]>();
      for (const p of done) {
        if (!p.sprint) continue;
        const entry = sprints.get(p.sprint.id) ?? { id: p.sprint.id, name: p.sprint.name, startDate: p.sprint.startDate, endDate: p.sprint.endDate, completedPoints: 0 };
        entry.completedPoints += p.storyPoints ?? 0;
        sprints.set(p.sprint.id, entry);
      }
      const boardItems = (row.boardItemIds ?? []).map((id) => progress.get(id)).filter((p): p is BacklogItemProgress => Boolean(p)).map((p) => ({ id: p.id, title: p.title ?? '', status: p.status, storyPoints: p.storyPoints, sprint: p.sprint ?? null }));
      const patterns = row.pagePatterns ?? [];
      const usage = pageUsage && patterns.length ? { from, to, ...(await pageUsage.pageUsage(scope.accountId, { pathPatterns: patterns, featureId: row.featureId, from, to })) } : null;
      result.set(row.id, {
        // A cost per point of 0 is one not set in agile's settings: the typed cost stays.
        cost: costPerPoint !== null && costPerPoint > 0 && completedPoints > 0 ? { completedPoints, costPerPoint, cost: Math.round(completedPoints * costPerPoint * 100) / 100 } : undefined,
        boardItems,
        sprints: [...sprints.values()].sort((a, b) => a.startDate.localeCompare(b.startDate)),
        usage,
      });
    }
    return result;
  }

  function view(row: FeatureRoiModel, measuredFor: Measured | undefined, options: CalcOptions): FeatureRoi {
    const measuredCost = measuredFor?.cost;
    const usage = measuredFor?.usage ?? null;
    const measuredSatisfaction = usage?.satisfaction ?? null;
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
      usage: { activeUsers: usage ? usage.visitors : Number(row.activeUsers), featureAdoption: num(row.featureAdoption), usageFrequency: num(row.usageFrequency) },
      customer: { satisfactionScore: measuredSatisfaction ?? num(row.satisfactionScore) },
      maintenance: { monthlyCost: Number(row.maintenanceMonthlyCost) },
      delivery: { portfolioItemIds: row.portfolioItemIds ?? [], measured: measuredCost ?? null },
      boardItemIds: row.boardItemIds ?? [],
      boardItems: measuredFor?.boardItems ?? [],
      sprints: measuredFor?.sprints ?? [],
      pagePatterns: row.pagePatterns ?? [],
      measuredUsage: usage,
      sources: { developmentCost: measuredCost ? 'measured' : 'typed', activeUsers: usage ? 'measured' : 'typed', satisfactionScore: measuredSatisfaction !== null ? 'measured' : 'typed' },
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

  async function checkLinks(scope: TenantScope, body: FeatureRoiBody) {
    const ids = body.portfolioItemIds;
    if (ids?.length) {
      const found = await tenantQuery(scope, PortfolioItemModel).whereIn('id', ids).select('id');
      if (found.length !== new Set(ids).size) throw new NotFoundError(PortfolioErrors.ITEM_NOT_FOUND);
    }
    // Board items are the agile module's: they must be this account's (BACKLOG answers only those).
    const boardIds = [...new Set(body.boardItemIds ?? [])];
    if (boardIds.length) {
      const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
      if (!backlog?.itemProgress) throw new ValidationError(FeatureRoiErrors.BOARD_NOT_AVAILABLE);
      if ((await backlog.itemProgress(scope.accountId, boardIds)).length !== boardIds.length) throw new NotFoundError(FeatureRoiErrors.BOARD_ITEM_NOT_FOUND);
    }
    if (body.pagePatterns?.some((pattern) => !/^\/\S*$/.test(pattern.trim()))) throw new ValidationError(FeatureRoiErrors.PAGE_PATTERN_INVALID);
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
    if (body.boardItemIds !== undefined) c.boardItemIds = [...new Set(body.boardItemIds)];
    if (body.pagePatterns !== undefined) c.pagePatterns = [...new Set(body.pagePatterns.map((pattern) => pattern.trim()).filter(Boolean))];
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
    await checkLinks(scope, body);
    const featureId = body.featureId!.trim();
    await taken(scope, featureId);
    const at = deps.now();
    try {
      const row = await FeatureRoiModel.query(scope.knex).insert({ status: 'PLANNED', initialCost: 0, directRevenue: 0, activeUsers: 0, maintenanceMonthlyCost: 0, portfolioItemIds: [], boardItemIds: [], pagePatterns: [], ...columns(body), accountId: scope.accountId, createdBy: userId, createdAt: at, updatedAt: at });
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
    await checkLinks(scope, body);
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

  /** Board items to link (agile BACKLOG.searchItems), none when agile is off. */
  async function boardItems(scope: TenantScope, search: string | undefined): Promise<FeatureRoi['boardItems']> {
    const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
    if (!backlog?.searchItems) return [];
    return (await backlog.searchItems(scope.accountId, { search, limit: 20 })).map((p) => ({ id: p.id, title: p.title ?? '', status: p.status, storyPoints: p.storyPoints, sprint: p.sprint ?? null }));
  }

  return { list, get, byFeature, create, update, remove, timeline, addTimeline, summary, compare, boardItems };
}
