import { Type, type TSchema } from '@sinclair/typebox';
import { BILLING_INTERVALS, PLAN_FEATURES, PLAN_IDS } from '../../domain/plans.js';
import { CART_ITEM_TYPES, PROMOTION_TYPES } from '../../domain/billing.js';

// Billing API schemas, shared pieces (all re-exported by ../billing.ts).
/** 'PAID' is accepted everywhere a plan is named and read as PRO. */
export const PlanName = Type.Union(['FREE', 'PRO', 'PAID', 'ENTERPRISE', 'free', 'pro', 'paid', 'enterprise'].map((v) => Type.Literal(v)));
export const Interval = Type.Union([Type.Literal('MONTHLY'), Type.Literal('ANNUAL')]);
export const Uuid = Type.String({ format: 'uuid' });
export const Code = Type.String({ maxLength: 64 });

// Pieces of the answers (response schemas: the server's answers are held to them in tests).
export const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** An ISO 8601 date (after JSON). */
export const DateText = Type.String();
export const PlanIdSchema = oneOf(PLAN_IDS);
export const BillingIntervalSchema = oneOf(BILLING_INTERVALS);
export const PlanFeatureSchema = oneOf(PLAN_FEATURES);
export const PromotionTypeSchema = oneOf(PROMOTION_TYPES);
export const CartItemTypeSchema = oneOf(CART_ITEM_TYPES);
export const PlanLimitsSchema = Type.Object({ maxUsers: Type.Number(), maxTeams: Type.Number(), maxProjects: Type.Number(), maxSessionsPerMonth: Type.Number() });
export const PlanActionSchema = oneOf(['purchase', 'upgrade', 'downgrade', 'switch-interval', 'none'] as const);
