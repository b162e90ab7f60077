import { BACKLOG, BusinessRuleError, ConflictError, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { PortfolioErrors } from '../../shared/errors.js';
import type { Delivery, PortfolioItem } from '../../shared/portfolio-endpoints.js';
import type { PortfolioService } from './items.js';
import { findItem } from './items.js';
import { PortfolioItemModel } from './models.js';

/** A user story as a board item's description: the story sentence and its acceptance criteria. */
export function deliveryDescription(row: PortfolioItemModel): string {
  const lines = [row.justification];
  if (row.level === 'story') {
    lines.unshift(`As a ${row.userType}, I want ${row.want}, so ${row.so}.`);
    lines.push('', 'Acceptance criteria:', ...(row.acceptanceCriteria ?? []).map((c) => `- ${c}`));
  }
  return lines.join('\n');
}

/** Board statuses of the delivered items, read back through BACKLOG (none when agile is off). */
export async function deliveriesOf(capabilities: CapabilityRegistry, accountId: string, rows: PortfolioItemModel[]): Promise<Map<string, Delivery>> {
  const delivered = rows.filter((row) => row.deliveryItemId);
  const result = new Map<string, Delivery>();
  if (!delivered.length) return result;
  const backlog = await capabilities.get(BACKLOG, accountId);
  if (!backlog?.itemProgress) return result;
  const progress = new Map((await backlog.itemProgress(accountId, delivered.map((row) => row.deliveryItemId!))).map((p) => [p.id, p]));
  for (const row of delivered) {
    const found = progress.get(row.deliveryItemId!);
    if (!found) continue;
    result.set(row.deliveryItemId!, {
      itemId: found.id,
      sentAt: new Date(row.deliveredAt ?? row.updatedAt).toISOString(),
      status: found.status,
      storyPoints: found.storyPoints,
      completedPoints: found.status === 'complete' ? (found.storyPoints ?? 0) : 0,
    });
  }
  return result;
}

/**
 * "Send to delivery": an epic or a user story becomes an item on an agile board (the BACKLOG
 * capability) with its title, description, acceptance criteria and points when known, on the
 * board's first column unless the backlog is asked for. Once only.
 */
export async function sendToDelivery(
  deps: { capabilities: CapabilityRegistry; portfolio: PortfolioService; now(): Date },
  scope: TenantScope,
  id: string,
  target: { boardId?: string; teamId?: string; storyPoints?: number; placement?: 'board' | 'backlog' },
): Promise<PortfolioItem> {
  const row = await findItem(scope, id);
  if (row.level !== 'epic' && row.level !== 'story') throw new BusinessRuleError(PortfolioErrors.DELIVERY_LEVEL);
  if (row.deliveryItemId) throw new ConflictError(PortfolioErrors.ALREADY_DELIVERED);
  const backlog = await deps.capabilities.get(BACKLOG, scope.accountId);
  if (!backlog) throw new BusinessRuleError(PortfolioErrors.DELIVERY_UNAVAILABLE);
  // Claim the item first (one row update), so two sends at once cannot both reach the board.
  const claimed = await tenantQuery(scope, PortfolioItemModel).findById(row.id).whereNull('delivery_item_id').whereNull('delivered_at').patch({ deliveredAt: deps.now() });
  if (!claimed) throw new ConflictError(PortfolioErrors.ALREADY_DELIVERED);
  let created: { id: string };
  try {
    created = await backlog.addItem(scope.accountId, {
      ...(target.boardId ? { boardId: target.boardId } : {}),
      ...(target.teamId ? { teamId: target.teamId } : {}),
      placement: target.placement ?? 'board',
      title: row.title,
      description: deliveryDescription(row),
      ...(target.storyPoints !== undefined ? { storyPoints: target.storyPoints } : {}),
      source: `product:${row.id}`,
    });
  } catch (error) {
    await tenantQuery(scope, PortfolioItemModel).findById(row.id).patch({ deliveredAt: null });
    throw error;
  }
  await tenantQuery(scope, PortfolioItemModel).findById(row.id).patch({ deliveryItemId: created.id, updatedAt: deps.now() });
  return deps.portfolio.viewOf(scope, row.id);
}
