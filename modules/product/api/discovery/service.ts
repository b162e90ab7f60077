import { BusinessRuleError, ConflictError, FINANCE, NotFoundError, ValidationError, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { analyzeProduct } from '../../shared/discovery-analysis.js';
import { discoveryTransitionAllowed, type CreateDiscoveryBody, type DiscoveryDocument, type DiscoveryStatus, type UpdateDiscoveryBody } from '../../shared/discovery-endpoints.js';
import { DiscoveryErrors } from '../../shared/errors.js';
import { listCategories } from '../portfolio/config.js';
import { findItem, type PortfolioService } from '../portfolio/items.js';
import { PortfolioItemModel } from '../portfolio/models.js';
import { DiscoveryDocumentModel } from './models.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export interface DiscoveryDeps {
  portfolio: PortfolioService;
  capabilities: CapabilityRegistry;
  now(): Date;
}

/** Discovery documents: business details, sources, and the analysis of one product's portfolio. */
export function createDiscoveryService(deps: DiscoveryDeps) {
  async function view(scope: TenantScope, row: DiscoveryDocumentModel): Promise<DiscoveryDocument> {
    const product = row.productId ? await tenantQuery(scope, PortfolioItemModel).findById(row.productId).select('title') : undefined;
    return {
      id: row.id,
      accountId: row.accountId,
      productId: row.productId,
      productTitle: product?.title ?? null,
      title: row.title,
      status: row.status,
      businessDetails: { lineOfBusiness: row.businessDetails.lineOfBusiness ?? '', runwayMonths: row.businessDetails.runwayMonths ?? null, runwaySource: row.businessDetails.runwaySource ?? null },
      documentSources: row.documentSources ?? [],
      gapAnalysis: row.gapAnalysis,
      investmentCategories: row.investmentCategories,
      valueHierarchy: row.valueHierarchy,
      roadmap: row.roadmap,
      aiInsights: row.aiInsights,
      analyzedAt: iso(row.analyzedAt),
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
    };
  }

  async function find(scope: TenantScope, id: string): Promise<DiscoveryDocumentModel> {
    const row = await tenantQuery(scope, DiscoveryDocumentModel).findById(id);
    if (!row) throw new NotFoundError(DiscoveryErrors.DOCUMENT_NOT_FOUND);
    return row;
  }
  const assertEditable = (row: DiscoveryDocumentModel) => {
    if (row.status === 'approved') throw new ConflictError(DiscoveryErrors.APPROVED_LOCKED);
  };

  async function productIdFor(scope: TenantScope, productId: string | null | undefined): Promise<string | null> {
    if (!productId) return null;
    const item = await findItem(scope, productId);
    if (item.level !== 'product') throw new ValidationError(DiscoveryErrors.PRODUCT_REQUIRED);
    return item.id;
  }

  async function list(scope: TenantScope): Promise<DiscoveryDocument[]> {
    const rows = await tenantQuery(scope, DiscoveryDocumentModel).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'title' }]);
    return Promise.all(rows.map((row) => view(scope, row)));
  }

  async function create(userId: string | null, scope: TenantScope, body: CreateDiscoveryBody): Promise<DiscoveryDocument> {
    const title = body.title.trim();
    if (!title) throw new ValidationError(DiscoveryErrors.TITLE_REQUIRED);
    const productId = await productIdFor(scope, body.productId);
    const at = deps.now();
    const row = await DiscoveryDocumentModel.query(scope.knex).insert({
      accountId: scope.accountId,
      productId,
      title,
      status: 'draft',
      businessDetails: { lineOfBusiness: body.lineOfBusiness?.trim() ?? '', runwayMonths: body.runwayMonths ?? null, runwaySource: body.runwayMonths === undefined || body.runwayMonths === null ? null : 'manual' },
      documentSources: body.documentSources ?? [],
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    });
    return view(scope, await find(scope, row.id));
  }

  async function update(scope: TenantScope, id: string, body: UpdateDiscoveryBody): Promise<DiscoveryDocument> {
    const row = await find(scope, id);
    assertEditable(row);
    const patch: Partial<DiscoveryDocumentModel> = { updatedAt: deps.now() };
    if (body.title !== undefined) {
      if (!body.title.trim()) throw new ValidationError(DiscoveryErrors.TITLE_REQUIRED);
      patch.title = body.title.trim();
    }
    if (body.productId !== undefined) patch.productId = await productIdFor(scope, body.productId);
    if (body.lineOfBusiness !== undefined || body.runwayMonths !== undefined) {
      const runwayMonths = body.runwayMonths !== undefined ? body.runwayMonths : (row.businessDetails.runwayMonths ?? null);
      patch.businessDetails = {
        lineOfBusiness: body.lineOfBusiness !== undefined ? body.lineOfBusiness.trim() : (row.businessDetails.lineOfBusiness ?? ''),
        runwayMonths,
        runwaySource: body.runwayMonths !== undefined ? (runwayMonths === null ? null : 'manual') : (row.businessDetails.runwaySource ?? null),
      };
    }
    if (body.documentSources !== undefined) patch.documentSources = body.documentSources;
    await tenantQuery(scope, DiscoveryDocumentModel).findById(id).patch(patch);
    return view(scope, await find(scope, id));
  }

  async function remove(scope: TenantScope, id: string): Promise<{ id: string }> {
    await find(scope, id);
    await tenantQuery(scope, DiscoveryDocumentModel).deleteById(id);
    return { id };
  }

  /** Runway in months from the BI area when it is on and knows it (a month is 30 days). */
  async function runwayFromFinance(accountId: string): Promise<number | null> {
    const finance = await deps.capabilities.get(FINANCE, accountId);
    if (!finance) return null;
    try {
      const snapshot = await finance.snapshot(accountId);
      return snapshot.runwayDays === null ? null : Math.round((snapshot.runwayDays / 30) * 10) / 10;
    } catch {
      return null;
    }
  }

  async function analyze(scope: TenantScope, id: string): Promise<DiscoveryDocument> {
    const row = await find(scope, id);
    assertEditable(row);
    if (!row.productId) throw new BusinessRuleError(DiscoveryErrors.PRODUCT_REQUIRED);
    const fromBi = await runwayFromFinance(scope.accountId);
    const businessDetails = fromBi === null ? row.businessDetails : { ...row.businessDetails, runwayMonths: fromBi, runwaySource: 'bi' as const };
    const analysis = analyzeProduct({
      items: await deps.portfolio.listItems(scope),
      productId: row.productId,
      categories: await listCategories(scope),
      runwayMonths: businessDetails.runwayMonths ?? null,
      now: deps.now(),
    });
    const at = deps.now();
    await tenantQuery(scope, DiscoveryDocumentModel).findById(id).patch({ ...analysis, businessDetails, analyzedAt: at, updatedAt: at });
    return view(scope, await find(scope, id));
  }

  async function setStatus(scope: TenantScope, id: string, status: DiscoveryStatus): Promise<DiscoveryDocument> {
    const row = await find(scope, id);
    if (row.status === status) return view(scope, row);
    if (!discoveryTransitionAllowed(row.status, status)) throw new ConflictError(DiscoveryErrors.TRANSITION(row.status, status));
    await tenantQuery(scope, DiscoveryDocumentModel).findById(id).patch({ status, updatedAt: deps.now() });
    return view(scope, await find(scope, id));
  }

  async function get(scope: TenantScope, id: string): Promise<DiscoveryDocument> {
    return view(scope, await find(scope, id));
  }

  return { list, create, get, update, remove, analyze, setStatus };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
