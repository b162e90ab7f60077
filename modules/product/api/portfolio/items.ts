import { ConflictError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { PortfolioErrors } from '../../shared/errors.js';
import type { CreateItemBody, Delivery, JustificationBody, MoveItemBody, PortfolioItem, PortfolioPendingApproval, StoryBody, UpdateItemBody } from '../../shared/portfolio-endpoints.js';
import { allocationError, deleteError, justificationError, parentError, storyError } from '../../shared/portfolio-rules.js';
import type { PortfolioLevel } from '../../shared/portfolio.js';
import { listCategories, readScoring } from './config.js';
import { PortfolioItemModel } from './models.js';
import { buildContext, itemView, treeOrder, type PortfolioContext } from './views.js';

export interface PortfolioServiceDeps {
  now(): Date;
  /** Where delivered items stand on their boards (empty when agile is off). */
  deliveries(accountId: string, rows: PortfolioItemModel[]): Promise<Map<string, Delivery>>;
  /** Changes waiting for approval, by item id (empty without workflows). */
  pendingApprovals?(accountId: string): Promise<Map<string, PortfolioPendingApproval[]>>;
  /** Keep the item's new state in its version history (/versions); absent where nothing is recorded. */
  recordVersion?(scope: TenantScope, id: string, userId: string | null, options?: { baseline?: boolean }): Promise<void>;
}

const cents = (value: number | string) => Number(value);

/** The rows a justification is stored in, checked with section 5's rules. */
async function justificationColumns(scope: TenantScope, input: JustificationBody, previous?: PortfolioItemModel) {
  const merged = {
    investmentCategoryId: input.investmentCategoryId !== undefined ? input.investmentCategoryId : previous?.categoryId,
    description: input.description !== undefined ? input.description : previous?.justification,
    businessValue: input.businessValue !== undefined ? input.businessValue : previous?.businessValue,
    customerImpact: input.customerImpact !== undefined ? input.customerImpact : previous?.customerImpact,
    riskLevel: input.riskLevel !== undefined ? input.riskLevel : previous?.riskLevel,
    strategicAlignment: input.strategicAlignment !== undefined ? input.strategicAlignment : previous?.strategicAlignment,
    estimatedROI: input.estimatedROI !== undefined ? input.estimatedROI : previous ? (previous.estimatedRoi === null ? null : Number(previous.estimatedRoi)) : null,
  };
  const categories = new Map((await listCategories(scope)).map((c) => [c.id, c]));
  const error = justificationError(merged, categories);
  if (error) throw new ValidationError(error);
  return {
    categoryId: merged.investmentCategoryId!,
    justification: merged.description!.trim(),
    businessValue: merged.businessValue!,
    customerImpact: merged.customerImpact!,
    riskLevel: merged.riskLevel!,
    strategicAlignment: merged.strategicAlignment!,
    estimatedRoi: merged.estimatedROI ?? null,
  };
}

function storyColumns(input: StoryBody | undefined, previous?: PortfolioItemModel) {
  const merged = {
    userType: input?.userType !== undefined ? input.userType : (previous?.userType ?? null),
    want: input?.want !== undefined ? input.want : (previous?.want ?? null),
    so: input?.so !== undefined ? input.so : (previous?.so ?? null),
    acceptanceCriteria: input?.acceptanceCriteria !== undefined ? input.acceptanceCriteria : (previous?.acceptanceCriteria ?? null),
  };
  const error = storyError(merged);
  if (error) throw new ValidationError(error);
  return { userType: merged.userType!.trim(), want: merged.want!.trim(), so: merged.so!.trim(), acceptanceCriteria: merged.acceptanceCriteria!.map((c) => c.trim()).filter(Boolean) };
}

function checkAllocation(input: Parameters<typeof allocationError>[0]): void {
  const error = allocationError(input);
  if (error) throw new ValidationError(error);
}

export async function findItem(scope: TenantScope, id: string): Promise<PortfolioItemModel> {
  const row = await tenantQuery(scope, PortfolioItemModel).findById(id);
  if (!row) throw new NotFoundError(PortfolioErrors.ITEM_NOT_FOUND);
  return row;
}

/** A row locked until the transaction ends: two people allocating at once queue here. */
async function lockItem(scope: TenantScope, id: string): Promise<PortfolioItemModel> {
  const row = await tenantQuery(scope, PortfolioItemModel).findById(id).forUpdate();
  if (!row) throw new NotFoundError(PortfolioErrors.ITEM_NOT_FOUND);
  return row;
}

/**
 * The portfolio hierarchy (finance-and-growth.md sections 3, 5, 8): every level with its business
 * justification and budget. A parent's remaining budget is its allocation less its children's
 * allocations, kept in the same transaction as the child's change, under a row lock.
 */
export function createPortfolioService(deps: PortfolioServiceDeps) {
  async function loadContext(scope: TenantScope, withDeliveries = false): Promise<{ rows: PortfolioItemModel[]; context: PortfolioContext }> {
    const rows = await tenantQuery(scope, PortfolioItemModel);
    const [scoring, categories, deliveries, pending] = await Promise.all([
      readScoring(scope),
      listCategories(scope),
      withDeliveries ? deps.deliveries(scope.accountId, rows) : Promise.resolve(new Map<string, Delivery>()),
      withDeliveries && deps.pendingApprovals ? deps.pendingApprovals(scope.accountId) : Promise.resolve(undefined),
    ]);
    return { rows, context: { ...buildContext(rows, scoring, categories, deliveries), ...(pending ? { pending } : {}) } };
  }

  async function viewOf(scope: TenantScope, id: string): Promise<PortfolioItem> {
    const { context } = await loadContext(scope, true);
    const row = context.byId.get(id);
    if (!row) throw new NotFoundError(PortfolioErrors.ITEM_NOT_FOUND);
    return itemView(row, context);
  }

  async function listItems(scope: TenantScope): Promise<PortfolioItem[]> {
    const { rows, context } = await loadContext(scope, true);
    return treeOrder(rows).map((row) => itemView(row, context));
  }

  async function nextPosition(scope: TenantScope, parentId: string | null): Promise<number> {
    const query = tenantQuery(scope, PortfolioItemModel).max('position as max');
    const [row] = (await (parentId ? query.where('parent_id', parentId) : query.whereNull('parent_id'))) as unknown as { max: number | null }[];
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  /** What creating the item would refuse, checked without writing (an approval is asked only for a creation the rules accept). */
  async function checkCreate(scope: TenantScope, body: CreateItemBody): Promise<void> {
    if (!body.title.trim()) throw new ValidationError(PortfolioErrors.TITLE_REQUIRED);
    const parent = body.parentId ? await findItem(scope, body.parentId) : null;
    const levelError = parentError(body.level, parent?.level ?? null);
    if (levelError) throw new ValidationError(levelError);
    await justificationColumns(scope, body.justification ?? {});
    if (body.level === 'story') storyColumns(body.story);
    const allocated = body.budget?.allocated ?? 0;
    checkAllocation({ allocated, parentRemaining: parent ? cents(parent.budgetRemaining) : null });
  }

  /** `id`: the id the item gets (an approved creation keeps the id its request named). */
  async function createItem(userId: string | null, scope: TenantScope, body: CreateItemBody, options: { id?: string } = {}): Promise<PortfolioItem> {
    const title = body.title.trim();
    if (!title) throw new ValidationError(PortfolioErrors.TITLE_REQUIRED);
    const level: PortfolioLevel = body.level;
    const parentId = body.parentId ?? null;
    const parent = parentId ? await findItem(scope, parentId) : null;
    const levelError = parentError(level, parent?.level ?? null);
    if (levelError) throw new ValidationError(levelError);
    const justification = await justificationColumns(scope, body.justification ?? {});
    const story = level === 'story' ? storyColumns(body.story) : {};
    const allocated = body.budget?.allocated ?? 0;
    checkAllocation({ allocated, parentRemaining: null });

    const id = await scope.transaction(async (trx) => {
      if (parent) {
        const locked = await lockItem(trx, parent.id);
        checkAllocation({ allocated, parentRemaining: cents(locked.budgetRemaining) });
        await tenantQuery(trx, PortfolioItemModel).findById(parent.id).patch({ budgetRemaining: cents(locked.budgetRemaining) - allocated, updatedAt: deps.now() });
      }
      const at = deps.now();
      const row = await PortfolioItemModel.query(trx.knex).insert({
        ...(options.id ? { id: options.id } : {}),
        accountId: scope.accountId,
        parentId,
        level,
        title,
        position: await nextPosition(trx, parentId),
        ...justification,
        ...story,
        budgetAllocated: allocated,
        budgetRemaining: allocated,
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
      });
      return row.id;
    });
    await deps.recordVersion?.(scope, id, userId);
    return viewOf(scope, id);
  }

  async function updateItem(scope: TenantScope, id: string, body: UpdateItemBody, userId: string | null = null): Promise<PortfolioItem> {
    const existing = await findItem(scope, id);
    const changes: Partial<PortfolioItemModel> = {};
    if (body.title !== undefined) {
      const title = body.title.trim();
      if (!title) throw new ValidationError(PortfolioErrors.TITLE_REQUIRED);
      changes.title = title;
    }
    if (body.justification) Object.assign(changes, await justificationColumns(scope, body.justification, existing));
    if (body.story && existing.level === 'story') Object.assign(changes, storyColumns(body.story, existing));
    if (body.position !== undefined) changes.position = body.position;
    // An item made before versions existed (seeded) keeps its original as the first version.
    await deps.recordVersion?.(scope, id, null, { baseline: true });
    await scope.transaction(async (trx) => {
      if (body.budget) {
        const allocated = body.budget.allocated;
        checkAllocation({ allocated, parentRemaining: null });
        const parent = existing.parentId ? await lockItem(trx, existing.parentId) : null;
        const item = await lockItem(trx, id);
        const previous = cents(item.budgetAllocated);
        const childrenHold = previous - cents(item.budgetRemaining);
        checkAllocation({ allocated, previous, childrenHold, parentRemaining: parent ? cents(parent.budgetRemaining) : null });
        const delta = allocated - previous;
        if (parent && delta !== 0) await tenantQuery(trx, PortfolioItemModel).findById(parent.id).patch({ budgetRemaining: cents(parent.budgetRemaining) - delta, updatedAt: deps.now() });
        changes.budgetAllocated = allocated;
        changes.budgetRemaining = cents(item.budgetRemaining) + delta;
      }
      if (Object.keys(changes).length) await tenantQuery(trx, PortfolioItemModel).findById(id).patch({ ...changes, updatedAt: deps.now() });
    });
    await deps.recordVersion?.(scope, id, userId);
    return viewOf(scope, id);
  }

  /** What moving would refuse, checked without writing; answers whether the item changes parent. */
  async function checkMove(scope: TenantScope, id: string, body: MoveItemBody): Promise<{ item: PortfolioItemModel; target: PortfolioItemModel; reparent: boolean }> {
    const item = await findItem(scope, id);
    if (body.parentId === item.id) throw new ValidationError(PortfolioErrors.MOVE_INTO_ITSELF);
    const target = await findItem(scope, body.parentId);
    const levelError = parentError(item.level, target.level);
    if (levelError) throw new ValidationError(levelError);
    const reparent = item.parentId !== target.id;
    if (reparent && cents(item.budgetAllocated) > cents(target.budgetRemaining)) throw new ValidationError(PortfolioErrors.BUDGET_OVER_PARENT);
    return { item, target, reparent };
  }

  async function moveItem(scope: TenantScope, id: string, body: MoveItemBody): Promise<PortfolioItem> {
    const { item, target } = await checkMove(scope, id, body);
    await scope.transaction(async (trx) => {
      if (item.parentId === target.id) {
        if (body.position !== undefined) await tenantQuery(trx, PortfolioItemModel).findById(id).patch({ position: body.position, updatedAt: deps.now() });
        return;
      }
      // Lock both parents in one order so two opposite moves cannot deadlock.
      const parentIds = [item.parentId!, target.id].sort();
      const locked = new Map<string, PortfolioItemModel>();
      for (const parentId of parentIds) locked.set(parentId, await lockItem(trx, parentId));
      const current = await lockItem(trx, id);
      const allocated = cents(current.budgetAllocated);
      const newParent = locked.get(target.id)!;
      if (allocated > cents(newParent.budgetRemaining)) throw new ValidationError(PortfolioErrors.BUDGET_OVER_PARENT);
      const oldParent = locked.get(current.parentId!)!;
      const at = deps.now();
      await tenantQuery(trx, PortfolioItemModel).findById(oldParent.id).patch({ budgetRemaining: cents(oldParent.budgetRemaining) + allocated, updatedAt: at });
      await tenantQuery(trx, PortfolioItemModel).findById(newParent.id).patch({ budgetRemaining: cents(newParent.budgetRemaining) - allocated, updatedAt: at });
      await tenantQuery(trx, PortfolioItemModel)
        .findById(id)
        .patch({ parentId: newParent.id, position: body.position ?? (await nextPosition(trx, newParent.id)), updatedAt: at });
    });
    return viewOf(scope, id);
  }

  async function deleteItem(scope: TenantScope, id: string): Promise<{ id: string }> {
    const item = await findItem(scope, id);
    await scope.transaction(async (trx) => {
      const parent = item.parentId ? await lockItem(trx, item.parentId) : null;
      const current = await lockItem(trx, id);
      const [{ count }] = (await tenantQuery(trx, PortfolioItemModel).where('parent_id', id).count('* as count')) as unknown as { count: string | number }[];
      const refusal = deleteError(current.level, Number(count));
      if (refusal) throw new ConflictError(refusal);
      if (parent) await tenantQuery(trx, PortfolioItemModel).findById(parent.id).patch({ budgetRemaining: cents(parent.budgetRemaining) + cents(current.budgetAllocated), updatedAt: deps.now() });
      await tenantQuery(trx, PortfolioItemModel).deleteById(id);
    });
    return { id };
  }

  return { loadContext, listItems, viewOf, checkCreate, createItem, updateItem, checkMove, moveItem, deleteItem };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
