import { AccessErrors, BACKLOG, BusinessRuleError, ConflictError, FINANCE, ForbiddenError, NotFoundError, PRICING_MODELS, ValidationError, type CapabilityRegistry, type Language, type PricingModelSummary, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { MvpErrors, PortfolioErrors, ProductErrors } from '../../shared/errors.js';
import type { ApplyBody, CreateScenarioBody, GenerateRecommendationsBody, MvpProgress, MvpScenario, UpdateScenarioBody } from '../../shared/mvp-endpoints.js';
import {
  DEFAULT_HOURLY_RATE,
  generateBacklog,
  generateTemplate,
  projectMetrics,
  recommendationError,
  scenarioError,
  transitionError,
  viability,
  type BusinessModel,
  type GeneratedTemplate,
  type MvpBacklogItem,
  type MvpPriority,
} from '../../shared/mvp-rules.js';
import { listCategories } from '../portfolio/config.js';
import { findItem, type PortfolioService } from '../portfolio/items.js';
import { PortfolioItemModel } from '../portfolio/models.js';
import { MvpScenarioModel } from './models.js';
import { MVP_SENTENCES } from '../../shared/mvp-texts.js';

const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));
const iso = (value: Date | string) => new Date(value).toISOString();
/** 1 story point for every 8 estimated hours, at least 1 (the board's points of an applied item). */
export const pointsOf = (hours: number) => Math.max(1, Math.round(hours / 8));

interface Runway { runwayMonths: number | null; monthlyBurn: number | null; source: 'finance' | 'manual' | null }

export interface MvpDeps {
  now(): Date;
  capabilities: CapabilityRegistry;
  portfolio: PortfolioService;
}

/** MVP scenarios: sized generation, viability against runway, apply to a product and a board. */
export function createMvpService(deps: MvpDeps) {
  /** Runway and burn from bi's FINANCE when it knows both, else what the scenario typed. */
  async function financeRunway(accountId: string): Promise<Runway | null> {
    const finance = await deps.capabilities.get(FINANCE, accountId);
    if (!finance) return null;
    const snapshot = await finance.snapshot(accountId);
    if (snapshot.runwayDays === null || snapshot.monthlyNetBurnCents === null || snapshot.monthlyNetBurnCents <= 0) return null;
    return { runwayMonths: Math.round((snapshot.runwayDays / 30) * 10) / 10, monthlyBurn: snapshot.monthlyNetBurnCents / 100, source: 'finance' };
  }

  /** bi's pricing models of the account by id (PRICING_MODELS), empty when bi is off. */
  async function pricingModels(accountId: string): Promise<Map<string, PricingModelSummary>> {
    const models = await deps.capabilities.get(PRICING_MODELS, accountId);
    return new Map(models ? (await models.list(accountId)).map((model) => [model.id, model]) : []);
  }

  function view(row: MvpScenarioModel, finance: Runway | null, models: Map<string, PricingModelSummary>): MvpScenario {
    const typed: Runway = { runwayMonths: num(row.runwayMonths), monthlyBurn: num(row.monthlyBurn), source: row.runwayMonths !== null && row.monthlyBurn !== null ? 'manual' : null };
    const runway = finance ?? typed;
    const teamSize = row.teamSize;
    const timelineMonths = Number(row.timelineConstraint);
    const hourlyRate = Number(row.hourlyRate);
    const backlog = row.generatedBacklog ?? [];
    // Priced with a bi model when one is picked and still there: its type, its price, and its
    // projected MRR at the end of the scenario's timeline (month 1-24) as the target MRR.
    const bi = row.pricingModelId ? (models.get(row.pricingModelId) ?? null) : null;
    const atMonth = Math.min(24, Math.max(1, Math.ceil(timelineMonths)));
    const biPricingModel = bi ? { id: bi.id, name: bi.name, type: bi.type, monthlyPrice: bi.monthlyPrice, projectedMrr: Math.round((bi.projectedMrr[atMonth - 1] ?? 0) * 100) / 100, atMonth } : null;
    const pricingModel = (bi ? bi.type : (row.pricingModel as BusinessModel | null)) ?? null;
    const pricingConfig = bi
      ? { monthlyPrice: bi.monthlyPrice ?? row.pricingConfig?.monthlyPrice ?? null, targetMRR: biPricingModel!.projectedMrr }
      : { monthlyPrice: row.pricingConfig?.monthlyPrice ?? null, targetMRR: row.pricingConfig?.targetMRR ?? null };
    const metrics = backlog.length
      ? projectMetrics({ backlog, hourlyRate, teamSize, timelineMonths, budget: Number(row.budgetConstraint), targetRevenue: Number(row.targetRevenue), monthlyPrice: pricingConfig.monthlyPrice, targetMRR: pricingConfig.targetMRR })
      : null;
    const verdict = metrics && runway.runwayMonths !== null && runway.monthlyBurn !== null ? viability({ cost: metrics.estimatedCost, monthlyBurn: runway.monthlyBurn, timelineMonths, runwayMonths: runway.runwayMonths }) : null;
    return {
      id: row.id,
      name: row.name,
      targetRevenue: Number(row.targetRevenue),
      timelineConstraint: timelineMonths,
      budgetConstraint: Number(row.budgetConstraint),
      teamSize,
      hourlyRate,
      pricingModel,
      pricingConfig,
      pricingModelId: row.pricingModelId ?? null,
      pricingSource: bi ? 'bi' : 'scenario',
      biPricingModel,
      status: row.status,
      runway,
      generatedTemplate: row.generatedTemplate ?? null,
      generatedBacklog: backlog,
      projectedMetrics: metrics,
      viability: verdict,
      appliedProductId: row.appliedProductId,
      appliedAt: row.appliedAt ? iso(row.appliedAt) : null,
      applied: (row.applied ?? []).map((a) => ({ key: a.key, portfolioItemId: a.portfolioItemId, boardItemId: a.boardItemId })),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  }

  async function find(scope: TenantScope, id: string): Promise<MvpScenarioModel> {
    const row = await tenantQuery(scope, MvpScenarioModel).findById(id);
    if (!row) throw new NotFoundError(ProductErrors.MVP_SCENARIO_NOT_FOUND);
    return row;
  }
  const viewOne = async (scope: TenantScope, row: MvpScenarioModel) => view(row, await financeRunway(scope.accountId), row.pricingModelId ? await pricingModels(scope.accountId) : new Map());

  async function list(scope: TenantScope): Promise<MvpScenario[]> {
    const rows = await tenantQuery(scope, MvpScenarioModel).orderBy('created_at', 'desc').orderBy('id');
    const finance = rows.length ? await financeRunway(scope.accountId) : null;
    const models = rows.some((row) => row.pricingModelId) ? await pricingModels(scope.accountId) : new Map<string, PricingModelSummary>();
    return rows.map((row) => view(row, finance, models));
  }

  function check(body: UpdateScenarioBody) {
    const error = scenarioError(body);
    if (error) throw new ValidationError(error);
    if (body.hourlyRate !== undefined && !(body.hourlyRate > 0)) throw new ValidationError(MvpErrors.BUDGET_POSITIVE);
  }

  /** A picked bi pricing model must be one of the account's (PRICING_MODELS); its type becomes the scenario's. */
  async function pickedModel(scope: TenantScope, id: string | null | undefined): Promise<PricingModelSummary | null> {
    if (!id) return null;
    const models = await deps.capabilities.get(PRICING_MODELS, scope.accountId);
    if (!models) throw new ValidationError(MvpErrors.PRICING_MODELS_OFF);
    const model = await models.get(scope.accountId, id);
    if (!model) throw new NotFoundError(MvpErrors.PRICING_MODEL_NOT_FOUND);
    return model;
  }

  async function create(userId: string | null, scope: TenantScope, body: CreateScenarioBody): Promise<MvpScenario> {
    check(body);
    const picked = await pickedModel(scope, body.pricingModelId);
    const at = deps.now();
    const row = await MvpScenarioModel.query(scope.knex).insert({
      accountId: scope.accountId,
      name: body.name.trim(),
      targetRevenue: body.targetRevenue,
      timelineConstraint: body.timelineConstraint,
      budgetConstraint: body.budgetConstraint,
      teamSize: body.teamSize,
      hourlyRate: body.hourlyRate ?? DEFAULT_HOURLY_RATE,
      pricingModel: picked?.type ?? body.pricingModel ?? null,
      pricingConfig: { monthlyPrice: body.pricingConfig?.monthlyPrice ?? null, targetMRR: body.pricingConfig?.targetMRR ?? null },
      pricingModelId: picked?.id ?? null,
      runwayMonths: body.runwayMonths ?? null,
      monthlyBurn: body.monthlyBurn ?? null,
      status: 'DRAFT',
      generatedTemplate: null,
      generatedBacklog: [],
      applied: [],
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    });
    return viewOne(scope, await find(scope, row.id));
  }

  async function update(scope: TenantScope, id: string, body: UpdateScenarioBody): Promise<MvpScenario> {
    const row = await find(scope, id);
    check(body);
    const picked = await pickedModel(scope, body.pricingModelId);
    const sizing = ['pricingModel', 'pricingModelId', 'teamSize', 'timelineConstraint', 'budgetConstraint'].some((k) => (body as Record<string, unknown>)[k] !== undefined);
    if (row.status === 'IN_PROGRESS' && sizing) throw new ConflictError(MvpErrors.IN_PROGRESS_LOCKED);
    const patch: Partial<MvpScenarioModel> = { updatedAt: deps.now() };
    if (body.name !== undefined) patch.name = body.name.trim();
    for (const key of ['targetRevenue', 'timelineConstraint', 'budgetConstraint', 'teamSize', 'hourlyRate', 'runwayMonths', 'monthlyBurn'] as const) if (body[key] !== undefined) (patch as Record<string, unknown>)[key] = body[key];
    if (body.pricingModel !== undefined) patch.pricingModel = body.pricingModel;
    if (body.pricingModelId !== undefined) patch.pricingModelId = picked?.id ?? null;
    if (picked) patch.pricingModel = picked.type;
    if (body.pricingConfig !== undefined) patch.pricingConfig = { ...row.pricingConfig, ...body.pricingConfig };
    // What sizes the backlog changed: the generated template no longer holds (back to DRAFT).
    if (sizing) Object.assign(patch, { status: 'DRAFT', generatedTemplate: null, generatedBacklog: [] });
    await tenantQuery(scope, MvpScenarioModel).findById(id).patch(patch);
    return viewOne(scope, await find(scope, id));
  }

  async function remove(scope: TenantScope, id: string): Promise<{ id: string }> {
    await find(scope, id);
    await tenantQuery(scope, MvpScenarioModel).deleteById(id);
    return { id };
  }

  /** Section 7: the template for a business model, timeline and budget; with a scenario, stored and DRAFT -> ANALYZING. */
  async function recommendations(scope: TenantScope, body: GenerateRecommendationsBody, language: Language = 'en'): Promise<{ template: GeneratedTemplate; scenario: MvpScenario | null }> {
    const row = body.scenarioId ? await find(scope, body.scenarioId) : null;
    const businessModel = body.businessModel !== undefined ? body.businessModel : (row?.pricingModel ?? null);
    const timeline = body.timeline !== undefined ? body.timeline : row ? Number(row.timelineConstraint) : null;
    const budget = body.budget !== undefined ? body.budget : row ? Number(row.budgetConstraint) : null;
    const error = recommendationError({ businessModel, timeline, budget });
    if (error) throw new ValidationError(error);
    const teamSize = body.teamSize ?? row?.teamSize ?? 1;
    if (!Number.isInteger(teamSize) || teamSize <= 0) throw new ValidationError(MvpErrors.TEAM_SIZE_POSITIVE);
    if (row) {
      const refused = transitionError('recommendations', row.status);
      if (refused) throw new ConflictError(refused);
    }
    const template = generateTemplate({ businessModel: businessModel as BusinessModel, teamSize, timelineMonths: timeline! }, language);
    if (!row) return { template, scenario: null };
    // Only from a state that may move (a concurrent apply wins: its IN_PROGRESS is never undone).
    const moved = await tenantQuery(scope, MvpScenarioModel)
      .findById(row.id)
      .whereNot('status', 'IN_PROGRESS')
      .patch({ status: 'ANALYZING', pricingModel: businessModel, timelineConstraint: timeline!, budgetConstraint: budget!, teamSize, generatedTemplate: template, generatedBacklog: [], updatedAt: deps.now() });
    if (!moved) throw new ConflictError(MvpErrors.IN_PROGRESS_LOCKED);
    return { template, scenario: await viewOne(scope, await find(scope, row.id)) };
  }

  /** ANALYZING (or READY again) -> READY with the backlog of the stored template. */
  async function backlog(scope: TenantScope, id: string): Promise<MvpScenario> {
    const row = await find(scope, id);
    const refused = transitionError('backlog', row.status);
    if (refused) throw new ConflictError(refused);
    // In the language the template was generated in.
    const items = generateBacklog(row.generatedTemplate!);
    const moved = await tenantQuery(scope, MvpScenarioModel).findById(id).whereIn('status', ['ANALYZING', 'READY']).patch({ status: 'READY', generatedBacklog: items, updatedAt: deps.now() });
    if (!moved) throw new ConflictError(MvpErrors.IN_PROGRESS_LOCKED);
    return viewOne(scope, await find(scope, id));
  }

  const VALUE: Record<MvpPriority, string> = { MUST: 'HIGH', SHOULD: 'MEDIUM', COULD: 'LOW' };
  const IMPACT: Record<MvpPriority, string> = { MUST: 'MAJOR', SHOULD: 'MODERATE', COULD: 'MINOR' };

  /**
   * Section 7: READY -> IN_PROGRESS. Creates under the product an initiative named after the
   * scenario, its epics and (generateStories, default true) their stories and tasks, each with a
   * budget of its hours x the hourly rate; with applyToBacklog the stories (or the epics) go onto
   * an agile board through BACKLOG. Claimed by one conditional update first: applying again (or
   * twice at once) creates nothing more.
   */
  async function apply(userId: string | null, scope: TenantScope, id: string, body: ApplyBody): Promise<MvpScenario> {
    if (body.accountId !== undefined && body.accountId !== scope.accountId) throw new ForbiddenError(AccessErrors.tenantMismatch(body.accountId));
    const row = await find(scope, id);
    if (row.status === 'IN_PROGRESS') {
      if (row.appliedProductId === body.productId) return viewOne(scope, row);
      throw new ConflictError(MvpErrors.APPLIED_ELSEWHERE);
    }
    const refused = transitionError('apply', row.status);
    if (refused) throw new ConflictError(refused);
    const product = await findItem(scope, body.productId);
    if (product.level !== 'product') throw new ValidationError(MvpErrors.PRODUCT_LEVEL);
    const backlogCapability = body.applyToBacklog ? await deps.capabilities.get(BACKLOG, scope.accountId) : null;
    if (body.applyToBacklog && !backlogCapability) throw new BusinessRuleError(PortfolioErrors.DELIVERY_UNAVAILABLE);
    const generateStories = body.generateStories ?? true;
    const rate = Number(row.hourlyRate);
    const centsOf = (hours: number) => Math.max(1, Math.round(hours * rate * 100));
    const items = row.generatedBacklog;
    const epics = items.filter((i) => i.type === 'EPIC');
    const childrenOf = (key: string) => items.filter((i) => i.parentKey === key);
    const epicCents = (epic: MvpBacklogItem) => (generateStories ? childrenOf(epic.key).filter((s) => s.type === 'USER_STORY').reduce((sum, s) => sum + storyCents(s), 0) : centsOf(epic.estimatedHours));
    const storyCents = (story: MvpBacklogItem) => childrenOf(story.key).reduce((sum, t) => sum + centsOf(t.estimatedHours), 0);
    const total = epics.reduce((sum, e) => sum + epicCents(e), 0);
    if (total > Number(product.budgetRemaining)) throw new ValidationError(PortfolioErrors.BUDGET_OVER_PARENT);

    const claimed = await tenantQuery(scope, MvpScenarioModel).findById(id).where('status', 'READY').patch({ status: 'IN_PROGRESS', appliedProductId: product.id, appliedAt: deps.now(), updatedAt: deps.now() });
    if (!claimed) {
      const now = await find(scope, id);
      if (now.status === 'IN_PROGRESS' && now.appliedProductId === body.productId) return viewOne(scope, now);
      throw new ConflictError(now.status === 'IN_PROGRESS' ? MvpErrors.APPLIED_ELSEWHERE : MvpErrors.BACKLOG_FIRST);
    }
    const applied: MvpScenarioModel['applied'] = [];
    try {
      const categories = await listCategories(scope);
      const category = categories.find((c) => c.code === 'CR') ?? categories[0]!;
      const justification = (item: MvpBacklogItem) => ({
        investmentCategoryId: category.id,
        description: item.reason.length >= 10 ? item.reason : `MVP: ${item.reason}`,
        businessValue: VALUE[item.priority],
        customerImpact: IMPACT[item.priority],
        riskLevel: 'MEDIUM',
        strategicAlignment: 'HIGH',
      });
      const initiative = await deps.portfolio.createItem(userId, scope, {
        level: 'initiative',
        parentId: product.id,
        title: `MVP: ${row.name}`,
        justification: { ...justification({ reason: MVP_SENTENCES[row.generatedTemplate?.language ?? 'en'].initiativeReason(row.name, row.pricingModel ?? ''), priority: 'MUST' } as MvpBacklogItem) },
        budget: { allocated: total },
      } as never);
      applied.push({ key: 'initiative', portfolioItemId: initiative.id, boardItemId: null });
      for (const epic of epics) {
        const epicItem = await deps.portfolio.createItem(userId, scope, { level: 'epic', parentId: initiative.id, title: epic.title, justification: justification(epic), budget: { allocated: epicCents(epic) } } as never);
        applied.push({ key: epic.key, portfolioItemId: epicItem.id, boardItemId: null, points: pointsOf(epic.estimatedHours) });
        if (!generateStories) continue;
        for (const story of childrenOf(epic.key).filter((s) => s.type === 'USER_STORY')) {
          const storyItem = await deps.portfolio.createItem(userId, scope, { level: 'story', parentId: epicItem.id, title: story.title, justification: justification(story), budget: { allocated: storyCents(story) }, story: story.story } as never);
          applied.push({ key: story.key, portfolioItemId: storyItem.id, boardItemId: null, points: pointsOf(story.estimatedHours) });
          for (const task of childrenOf(story.key)) {
            const taskItem = await deps.portfolio.createItem(userId, scope, { level: 'task', parentId: storyItem.id, title: task.title, justification: justification(task), budget: { allocated: centsOf(task.estimatedHours) } } as never);
            applied.push({ key: task.key, portfolioItemId: taskItem.id, boardItemId: null });
          }
        }
      }
      if (backlogCapability) {
        // The stories go to the board (or the epics when no stories were made), marked as delivered in the portfolio.
        const deliverable = new Set(items.filter((i) => i.type === (generateStories ? 'USER_STORY' : 'EPIC')).map((i) => i.key));
        for (const entry of applied.filter((a) => deliverable.has(a.key))) {
          const item = items.find((i) => i.key === entry.key)!;
          const sentences = MVP_SENTENCES[row.generatedTemplate?.language ?? 'en'];
          const description = item.story ? sentences.storyDescription({ ...item.story, reason: item.reason, criteria: item.story.acceptanceCriteria }) : item.reason;
          const added = await backlogCapability.addItem(scope.accountId, { title: item.title, description, storyPoints: entry.points, placement: 'board', source: `product:${entry.portfolioItemId}` });
          entry.boardItemId = added.id;
          await tenantQuery(scope, PortfolioItemModel).findById(entry.portfolioItemId!).patch({ deliveryItemId: added.id, deliveredAt: deps.now() } as never);
        }
      }
    } catch (error) {
      // Nothing applied is left half-recorded: the scenario goes back to READY with what was made.
      await tenantQuery(scope, MvpScenarioModel).findById(id).patch({ status: 'READY', appliedProductId: null, appliedAt: null, applied, updatedAt: deps.now() });
      throw error;
    }
    await tenantQuery(scope, MvpScenarioModel).findById(id).patch({ applied, updatedAt: deps.now() });
    return viewOne(scope, await find(scope, id));
  }

  /** Completed against planned points of the applied scenarios' board items (founder dashboard). */
  async function progress(scope: TenantScope): Promise<MvpProgress[]> {
    const rows = await tenantQuery(scope, MvpScenarioModel).where('status', 'IN_PROGRESS').orderBy('applied_at', 'desc');
    if (!rows.length) return [];
    const backlogCapability = await deps.capabilities.get(BACKLOG, scope.accountId);
    const ids = rows.flatMap((r) => (r.applied ?? []).filter((a) => a.boardItemId).map((a) => a.boardItemId!));
    const states = backlogCapability?.itemProgress && ids.length ? new Map((await backlogCapability.itemProgress(scope.accountId, ids)).map((p) => [p.id, p])) : new Map();
    return rows.map((row) => {
      const onBoard = (row.applied ?? []).filter((a) => a.boardItemId);
      let planned = 0;
      let completed = 0;
      let completedItems = 0;
      for (const entry of onBoard) {
        const state = states.get(entry.boardItemId!);
        const points = state?.storyPoints ?? entry.points ?? 0;
        planned += points;
        if (state?.status === 'complete') {
          completed += points;
          completedItems += 1;
        }
      }
      return { scenarioId: row.id, name: row.name, plannedPoints: planned, completedPoints: completed, items: onBoard.length, completedItems, available: Boolean(backlogCapability) };
    });
  }

  /** bi's pricing models to pick from (empty when bi is off). */
  const pricingModelList = async (scope: TenantScope) => [...(await pricingModels(scope.accountId)).values()];

  return { list, get: async (scope: TenantScope, id: string) => viewOne(scope, await find(scope, id)), create, update, remove, recommendations, backlog, apply, progress, pricingModelList };
}
