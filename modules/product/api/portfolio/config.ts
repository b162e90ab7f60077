import { NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { PortfolioErrors } from '../../shared/errors.js';
import { DEFAULT_CATEGORIES, DEFAULT_SCORING, STRATEGIC_ALIGNMENTS, type ScoringConfig } from '../../shared/portfolio.js';
import type { InvestmentCategory, UpdateScoringBody } from '../../shared/portfolio-endpoints.js';
import { weightsError } from '../../shared/portfolio-rules.js';
import { InvestmentCategoryModel, PT, ScoringModel } from './models.js';

const categoryView = (row: InvestmentCategoryModel): InvestmentCategory => ({ id: row.id, code: row.code, name: row.name, type: row.type, taxClassification: row.taxClassification, color: row.color });

/** The seven categories, seeded for the account the first time it reads them (safe when two requests race). */
export async function listCategories(scope: TenantScope): Promise<InvestmentCategory[]> {
  let rows = await tenantQuery(scope, InvestmentCategoryModel);
  if (rows.length < DEFAULT_CATEGORIES.length) {
    await scope.knex(PT.categories).insert(DEFAULT_CATEGORIES.map((c) => ({ account_id: scope.accountId, code: c.code, name: c.name, type: c.type, tax_classification: c.taxClassification, color: c.color }))).onConflict(['account_id', 'code']).ignore();
    rows = await tenantQuery(scope, InvestmentCategoryModel);
  }
  const order = DEFAULT_CATEGORIES.map((c) => c.code as string);
  return rows.map(categoryView).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
}

export async function readScoring(scope: TenantScope): Promise<ScoringConfig> {
  const row = await tenantQuery(scope, ScoringModel).first();
  if (!row) return DEFAULT_SCORING;
  // Levels saved before a level existed keep the default for it.
  const alignmentLevels = STRATEGIC_ALIGNMENTS.map((code) => row.alignmentLevels.find((l) => l.code === code) ?? DEFAULT_SCORING.alignmentLevels.find((l) => l.code === code)!);
  return { weights: row.weights, alignmentLevels };
}

export async function updateScoring(scope: TenantScope, body: UpdateScoringBody, now: Date): Promise<ScoringConfig> {
  const error = weightsError(body.weights);
  if (error) throw new ValidationError(error);
  const codes = new Set(body.alignmentLevels.map((l) => l.code));
  if (codes.size !== STRATEGIC_ALIGNMENTS.length) throw new ValidationError(PortfolioErrors.STRATEGIC_ALIGNMENT_REQUIRED);
  const alignmentLevels = STRATEGIC_ALIGNMENTS.map((code) => {
    const level = body.alignmentLevels.find((l) => l.code === code)!;
    return { code, label: level.label.trim() || code, score: level.score };
  });
  await scope
    .knex(PT.scoring)
    .insert({ account_id: scope.accountId, weights: JSON.stringify(body.weights), alignment_levels: JSON.stringify(alignmentLevels), updated_at: now })
    .onConflict('account_id')
    .merge();
  return { weights: body.weights, alignmentLevels };
}

export async function updateCategory(scope: TenantScope, id: string, patch: Partial<Pick<InvestmentCategory, 'name' | 'type' | 'taxClassification' | 'color'>>): Promise<InvestmentCategory> {
  await listCategories(scope);
  const row = await tenantQuery(scope, InvestmentCategoryModel).findById(id);
  if (!row) throw new NotFoundError(PortfolioErrors.CATEGORY_NOT_FOUND);
  const changes = Object.fromEntries(Object.entries({ ...patch, name: patch.name?.trim() }).filter(([, v]) => v !== undefined && v !== ''));
  if (Object.keys(changes).length) await tenantQuery(scope, InvestmentCategoryModel).findById(id).patch(changes);
  return categoryView((await tenantQuery(scope, InvestmentCategoryModel).findById(id))!);
}
