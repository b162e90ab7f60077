import { Type, type Static } from '@sinclair/typebox';
import { DateText, Nullable, PlanIdSchema, PlanLimitsSchema } from './common.js';

// Billing API schemas, usage and billable users (all re-exported by ../billing.ts).
/** A counted resource: used is null when the owning module does not report it. -1 = unlimited. */
const usageMeterProperties = {
  used: Nullable(Type.Number()),
  limit: Type.Number(),
  remaining: Nullable(Type.Number()),
  percent: Nullable(Type.Number()),
};
export const UsageMeterSchema = Type.Object(usageMeterProperties);
export type UsageMeter = Static<typeof UsageMeterSchema>;

/** GET /billing/usage/{accountId}. */
export const BillingUsageViewSchema = Type.Object({
  accountId: Type.String(),
  plan: PlanIdSchema,
  limits: PlanLimitsSchema,
  /** Active members plus pending invitations, against maxUsers (what the users limit counts). */
  users: Type.Object({ ...usageMeterProperties, activeMembers: Type.Number(), pendingInvitations: Type.Number(), billableUsers: Type.Number(), inactiveUsers: Type.Number() }),
  teams: UsageMeterSchema,
  projects: UsageMeterSchema,
  sessionsThisMonth: UsageMeterSchema,
  periodStart: Nullable(DateText),
  periodEnd: Nullable(DateText),
});
export type BillingUsageView = Static<typeof BillingUsageViewSchema>;

/** POST /billing/users/{id}/activate and /deactivate ({id} is the user's id): membership counted for billing or not. */
export const BillableUserViewSchema = Type.Object({
  userId: Type.String(),
  accountId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  isActive: Type.Boolean(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE')]),
  activatedAt: Nullable(DateText),
  deactivatedAt: Nullable(DateText),
  lastBilledAt: Nullable(DateText),
  /** What this user adds to a month's bill in cents (0 when inside the included users or inactive). */
  monthlyBillingCents: Type.Number(),
});
export type BillableUserView = Static<typeof BillableUserViewSchema>;
