import { DevToolsErrors, ForbiddenError, type AuthUser } from '@suite/sdk';
import type { DevOverridesBody, DevToolsStateView } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { devToolsAllowed, loadOverrideRow, overridesOf } from './overrides.js';

function requireDevToolsUser(ctx: CoreContext, user: AuthUser): void {
  if (user.guest || !devToolsAllowed(ctx.config, user.email)) throw new ForbiddenError(DevToolsErrors.NOT_ALLOWED);
}

async function stateOf(ctx: CoreContext, userId: string): Promise<DevToolsStateView> {
  const row = await loadOverrideRow(ctx.db, userId);
  const overrides = overridesOf(row);
  return {
    isActive: Boolean(overrides.accountRole || overrides.primaryPersona || overrides.subscriptionPlan),
    overrides,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** GET /dev-tools/state. */
export async function devToolsState(ctx: CoreContext, user: AuthUser): Promise<DevToolsStateView> {
  requireDevToolsUser(ctx, user);
  return stateOf(ctx, user.id);
}

/** POST /dev-tools/overrides: the fields sent replace the stored ones (null clears one). */
export async function setDevOverrides(ctx: CoreContext, user: AuthUser, input: DevOverridesBody): Promise<DevToolsStateView> {
  requireDevToolsUser(ctx, user);
  const current = overridesOf(await loadOverrideRow(ctx.db, user.id));
  const next = {
    account_role: input.accountRole !== undefined ? input.accountRole : current.accountRole,
    primary_persona: input.primaryPersona !== undefined ? input.primaryPersona : current.primaryPersona,
    subscription_plan: input.subscriptionPlan !== undefined ? input.subscriptionPlan : current.subscriptionPlan,
  };
  if (!next.account_role && !next.primary_persona && !next.subscription_plan) await ctx.db('core.dev_tool_overrides').where('user_id', user.id).delete();
  else await ctx.db('core.dev_tool_overrides').insert({ user_id: user.id, ...next, updated_at: ctx.now() }).onConflict('user_id').merge();
  // Every request of this user is rebuilt with the new overrides.
  ctx.auth.invalidateUser(user.id);
  return stateOf(ctx, user.id);
}

/** DELETE /dev-tools/overrides. */
export async function clearDevOverrides(ctx: CoreContext, user: AuthUser): Promise<DevToolsStateView> {
  requireDevToolsUser(ctx, user);
  await ctx.db('core.dev_tool_overrides').where('user_id', user.id).delete();
  ctx.auth.invalidateUser(user.id);
  return stateOf(ctx, user.id);
}
