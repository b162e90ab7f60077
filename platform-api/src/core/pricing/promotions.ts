import type { Knex } from 'knex';
import {
  BillingErrors,
  planPriceCents,
  promotionDiscountCents,
  type PlanId,
  type PromotionTerms,
  type PromotionType,
  type PromotionValidationView,
  type PromotionView,
  type ValidatePromotionBody,
} from '@suite/sdk';
import { parsePlanId } from './catalogue.js';

export interface PromotionRow {
  id: string;
  code: string;
  description: string;
  type: PromotionType;
  value: number;
  max_discount_amount_cents: number | null;
  valid_from: Date | null;
  valid_until: Date | null;
  plan_ids: PlanId[] | string;
  max_redemptions: number | null;
  redemptions: number;
  is_public: boolean;
  is_active: boolean;
}

const planIdsOf = (row: PromotionRow): PlanId[] => (typeof row.plan_ids === 'string' ? (JSON.parse(row.plan_ids) as PlanId[]) : (row.plan_ids ?? []));

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findPromotion(db: Knex, code: string): Promise<PromotionRow | null> {
  const normalized = normalizeCode(code);
  if (!normalized) return null;
  const row = (await db('core.promotions').whereRaw('upper(code) = ?', [normalized]).first()) as PromotionRow | undefined;
  return row ?? null;
}

export function termsOf(row: PromotionRow): PromotionTerms {
  return { type: row.type, value: Number(row.value), maxDiscountAmountCents: row.max_discount_amount_cents === null ? null : Number(row.max_discount_amount_cents) };
}

/**
 * Why a code gives no discount for this plan now, or null when it applies. Unknown and not yet
 * valid codes are 'Invalid promotion code'; the others say what is wrong.
 */
export function promotionProblem(row: PromotionRow | null, plan: PlanId | null, now: Date): string | null {
  if (!row || !row.is_active) return BillingErrors.INVALID_PROMOTION_CODE;
  if (row.valid_from && new Date(row.valid_from) > now) return BillingErrors.INVALID_PROMOTION_CODE;
  if (row.valid_until && new Date(row.valid_until) <= now) return BillingErrors.PROMOTION_EXPIRED;
  if (row.max_redemptions !== null && Number(row.redemptions) >= Number(row.max_redemptions)) return BillingErrors.PROMOTION_USED_UP;
  const plans = planIdsOf(row);
  if (plan && (plan === 'FREE' || (plans.length > 0 && !plans.includes(plan)))) return BillingErrors.PROMOTION_NOT_FOR_PLAN;
  return null;
}

export function promotionView(row: PromotionRow): PromotionView {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: Number(row.value),
    maxDiscountAmountCents: row.max_discount_amount_cents === null ? null : Number(row.max_discount_amount_cents),
    validFrom: row.valid_from ? new Date(row.valid_from).toISOString() : null,
    validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    planIds: planIdsOf(row),
    maxRedemptions: row.max_redemptions === null ? null : Number(row.max_redemptions),
    redemptions: Number(row.redemptions),
  };
}

/** GET /pricing/promotions: public, active, within their dates and not used up. */
export async function listActivePromotions(db: Knex, now: Date): Promise<PromotionView[]> {
  const rows = (await db('core.promotions').where({ is_public: true, is_active: true }).orderBy('code')) as PromotionRow[];
  return rows.filter((row) => promotionProblem(row, null, now) === null).map(promotionView);
}

/**
 * POST /pricing/validate-promotion: the discount a code gives on an amount (cents) for a plan.
 * Without an amount, the plan's price for the interval (ANNUAL unless told) is used.
 */
export async function validatePromotion(db: Knex, body: ValidatePromotionBody, now: Date): Promise<PromotionValidationView> {
  const plan = body.planId ? parsePlanId(body.planId) : null;
  const interval = body.billingInterval ?? 'ANNUAL';
  const amount = body.amount ?? (plan ? planPriceCents(plan, interval) : 0);
  const row = await findPromotion(db, body.code);
  const problem = promotionProblem(row, plan, now);
  const base = { code: normalizeCode(body.code), amountCents: amount };
  if (problem || !row) return { ...base, valid: false, isValid: false, type: row?.type ?? null, discountPercent: null, discountCents: 0, totalCents: amount, error: problem };
  const terms = termsOf(row);
  const discount = promotionDiscountCents(terms, amount);
  return {
    ...base,
    valid: true,
    isValid: true,
    type: row.type,
    discountPercent: row.type === 'PERCENTAGE' ? terms.value : null,
    discountCents: discount,
    totalCents: amount - discount,
    error: null,
  };
}

/** Count one use of a promotion (at checkout), inside the checkout's transaction. */
export async function redeemPromotion(trx: Knex, row: PromotionRow, redemption: { accountId: string; invoiceId: string | null; discountCents: number }): Promise<void> {
  await trx('core.promotions').where('id', row.id).increment('redemptions', 1);
  await trx('core.promotion_redemptions').insert({ account_id: redemption.accountId, promotion_id: row.id, invoice_id: redemption.invoiceId, discount_cents: redemption.discountCents });
}
