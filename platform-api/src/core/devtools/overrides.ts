import type { Knex } from 'knex';
import { ACCOUNT_ROLES, PERSONAS, PLAN_IDS, type AccountRole, type Persona, type PlanId } from '@suite/sdk';
import type { DevOverrides } from '@suite/sdk/schemas';
import type { PlatformConfig } from '../../config.js';
import type { LoadedContext } from '../tenancy/request-context.js';

/**
 * Dev tools (platform.md sections 5 and 6): one allow-listed user (DEV_TOOLS_EMAILS, compared
 * case-insensitively) may override their account role, persona and plan to see the product as
 * others do. Never in production.
 */
export function devToolsAllowed(config: PlatformConfig, email: string | null | undefined): boolean {
  if (config.environment === 'production' || !email) return false;
  return config.devToolsEmails.includes(email.trim().toLowerCase());
}

interface OverrideRow {
  user_id: string;
  account_role: string | null;
  primary_persona: string | null;
  subscription_plan: string | null;
  updated_at: Date;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

export function overridesOf(row: OverrideRow | undefined): DevOverrides {
  return {
    accountRole: pick<AccountRole>(ACCOUNT_ROLES, row?.account_role ?? null),
    primaryPersona: pick<Persona>(PERSONAS, row?.primary_persona ?? null),
    subscriptionPlan: pick<PlanId>(PLAN_IDS, row?.subscription_plan ?? null),
  };
}

export async function loadOverrideRow(db: Knex, userId: string): Promise<OverrideRow | undefined> {
  return (await db('core.dev_tool_overrides').where('user_id', userId).first()) as OverrideRow | undefined;
}

/**
 * The hook the request context goes through (http/request-state.ts): an allow-listed user's
 * stored overrides replace their persona, and their role and plan in the account they act in.
 * Everyone else's context passes unchanged, without a query.
 */
export async function applyDevOverrides(db: Knex, config: PlatformConfig, context: LoadedContext | null): Promise<LoadedContext | null> {
  if (!context || context.user.guest || !devToolsAllowed(config, context.user.email)) return context;
  const overrides = overridesOf(await loadOverrideRow(db, context.user.id));
  if (!overrides.accountRole && !overrides.primaryPersona && !overrides.subscriptionPlan) return context;
  const user = { ...context.user, primaryPersona: overrides.primaryPersona ?? context.user.primaryPersona };
  if (!context.tenant) return { ...context, user };
  const plan = overrides.subscriptionPlan ?? context.tenant.plan;
  return {
    ...context,
    user,
    tenant: { ...context.tenant, role: overrides.accountRole ?? context.tenant.role, plan, features: { ...context.tenant.features, plan } },
  };
}
