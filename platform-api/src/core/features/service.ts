import type { Knex } from 'knex';
import {
  BusinessRuleError,
  FEATURE_CATALOGUE,
  FEATURE_KEYS,
  FeatureErrors,
  PLAN_CATALOGUE,
  featureDefinition,
  isDomainFeature,
  isFeatureKey,
  normalizePlan,
  planAllowsFeature,
  type ApiPlugin,
  type FeatureChecker,
  type FeatureKey,
  type PlanId,
} from '@suite/sdk';
import type { AccountFeaturesView, AvailableFeaturesView, FeatureSelectionIssue, FeatureValidationResult } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { recordAudit } from '../audit/audit.js';
import { enabledFeatureList, isFeatureOn, isFlagOn, type FeatureState } from './decision.js';

export function parseFeatureList(value: unknown): FeatureKey[] | null {
  if (value === null || value === undefined) return null;
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter(isFeatureKey) : null;
}

export async function loadFeatureState(knex: Knex, accountId: string): Promise<FeatureState | null> {
  const row = (await knex('core.accounts as a')
    .leftJoin('core.account_features as af', 'af.account_id', 'a.id')
    .where('a.id', accountId)
    .first('a.plan', 'af.enabled_features')) as { plan: string; enabled_features: unknown } | undefined;
  if (!row) return null;
  return { plan: normalizePlan(row.plan), enabledFeatures: parseFeatureList(row.enabled_features) };
}

/** Feature checks by account id (sockets, capabilities, jobs); routes use the request's state. */
export function createFeatureChecker(knex: Knex): FeatureChecker {
  return {
    async isEnabled(accountId: string, feature: FeatureKey) {
      const state = await loadFeatureState(knex, accountId);
      return state ? isFeatureOn(state, feature) : false;
    },
  };
}

/** Store an account's flags (the API below validates first; tests and the seed call it directly). */
export async function setEnabledFeatures(knex: Knex, accountId: string, features: FeatureKey[], options: { now?: Date; userId?: string | null } = {}): Promise<void> {
  await knex('core.account_features')
    .insert({ account_id: accountId, enabled_features: JSON.stringify(features), updated_at: options.now ?? knex.fn.now(), updated_by: options.userId ?? null })
    .onConflict('account_id')
    .merge();
}

// ---------- the account features API ----------

/** The account a feature call acts on, with the plan its requests see (dev tools may override it). */
export interface FeatureAccount {
  accountId: string;
  plan: PlanId;
}

export interface FeatureActor {
  userId: string;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface FeatureDeps {
  ctx: CoreContext;
  /** The installed plugins: which domains have data in an account. */
  plugins: () => readonly ApiPlugin[];
}

interface StoredFlags {
  state: FeatureState;
  updatedAt: Date | null;
}

async function loadFlags(db: Knex, account: FeatureAccount): Promise<StoredFlags> {
  const row = (await db('core.account_features').where('account_id', account.accountId).first('enabled_features', 'updated_at')) as { enabled_features: unknown; updated_at: Date } | undefined;
  return { state: { plan: account.plan, enabledFeatures: row ? parseFeatureList(row.enabled_features) : null }, updatedAt: row ? new Date(row.updated_at) : null };
}

function featuresView(account: FeatureAccount, flags: StoredFlags): AccountFeaturesView {
  return {
    accountId: account.accountId,
    enabledFeatures: enabledFeatureList(flags.state),
    lastUpdated: flags.updatedAt ? flags.updatedAt.toISOString() : null,
    plan: account.plan,
    usesDefaults: flags.state.enabledFeatures === null,
  };
}

/** GET /accounts/features. */
export async function getAccountFeatures(db: Knex, account: FeatureAccount): Promise<AccountFeaturesView> {
  return featuresView(account, await loadFlags(db, account));
}

/** GET /accounts/features/available: the catalogue, with what the plan allows and what is on. */
export async function availableFeatures(db: Knex, account: FeatureAccount): Promise<AvailableFeaturesView> {
  const { state } = await loadFlags(db, account);
  return {
    accountId: account.accountId,
    plan: account.plan,
    features: FEATURE_CATALOGUE.map((feature) => ({
      id: feature.id,
      name: feature.name,
      category: feature.category,
      dependencies: [...feature.dependencies],
      planAllows: planAllowsFeature(account.plan, feature.id),
      requiredPlan: feature.minimumPlan,
      enabled: isFeatureOn(state, feature.id),
    })),
  };
}

/** Tables of a plugin's schema that carry account_id (cached: the schema does not change while running). */
const accountTablesCache = new WeakMap<Knex, Map<string, Promise<string[]>>>();

function accountTablesOf(db: Knex, schema: string): Promise<string[]> {
  let bySchema = accountTablesCache.get(db);
  if (!bySchema) accountTablesCache.set(db, (bySchema = new Map()));
  let tables = bySchema.get(schema);
  if (!tables) {
    tables = db('information_schema.columns')
      .join('information_schema.tables', function joinTables() {
        this.on('information_schema.tables.table_schema', '=', 'information_schema.columns.table_schema').andOn('information_schema.tables.table_name', '=', 'information_schema.columns.table_name');
      })
      .where('information_schema.columns.table_schema', schema)
      .where('information_schema.columns.column_name', 'account_id')
      .where('information_schema.tables.table_type', 'BASE TABLE')
      .orderBy('information_schema.columns.table_name')
      .pluck('information_schema.columns.table_name') as Promise<string[]>;
    bySchema.set(schema, tables);
    tables.catch(() => bySchema.delete(schema));
  }
  return tables;
}

/** Does the account have rows in any table of the plugins gated by this feature? */
export async function domainHasData(db: Knex, plugins: readonly ApiPlugin[], accountId: string, feature: FeatureKey): Promise<boolean> {
  for (const plugin of plugins) {
    if (plugin.feature !== feature) continue;
    for (const table of await accountTablesOf(db, plugin.schema)) {
      const row = await db.withSchema(plugin.schema).from(table).where('account_id', accountId).first(db.raw('1 as found'));
      if (row) return true;
    }
  }
  return false;
}

const nameOf = (feature: FeatureKey) => featureDefinition(feature).name;

/**
 * Check a selection (the features to have on). Errors: a selected feature whose dependency is not
 * selected; a selected feature the plan does not include (naming the plan to upgrade to).
 * Warnings: a domain on now, with data, that the selection turns off.
 */
export async function validateSelection(deps: FeatureDeps, account: FeatureAccount, selected: readonly FeatureKey[]): Promise<FeatureValidationResult> {
  const { state } = await loadFlags(deps.ctx.db, account);
  const chosen = new Set(selected);
  const errors: FeatureSelectionIssue[] = [];
  const warnings: FeatureSelectionIssue[] = [];
  for (const feature of FEATURE_KEYS) {
    if (!chosen.has(feature)) continue;
    if (!planAllowsFeature(account.plan, feature)) {
      const requiredPlan = featureDefinition(feature).minimumPlan;
      errors.push({ feature, code: 'plan_required', requiredPlan, message: FeatureErrors.planRequired(nameOf(feature), PLAN_CATALOGUE[requiredPlan].name) });
    }
    for (const dependency of featureDefinition(feature).dependencies) {
      if (!chosen.has(dependency)) errors.push({ feature, code: 'dependency_off', dependency, message: FeatureErrors.dependencyOff(nameOf(feature), nameOf(dependency)) });
    }
  }
  const plugins = deps.plugins();
  for (const feature of FEATURE_KEYS) {
    if (chosen.has(feature) || !isDomainFeature(feature) || !isFeatureOn(state, feature)) continue;
    if (await domainHasData(deps.ctx.db, plugins, account.accountId, feature)) {
      warnings.push({ feature, code: 'domain_has_data', message: FeatureErrors.domainHasData(nameOf(feature)) });
    }
  }
  return { valid: errors.length === 0, errors, warnings };
}

/**
 * Turn on exactly the selected features (the rest off). Refused (422, the first error's text,
 * the whole validation in details) when the selection has errors. Flags the plan does not allow
 * and that are on stay on, so an upgrade brings them back.
 */
export async function applySelection(deps: FeatureDeps, actor: FeatureActor, account: FeatureAccount, selected: readonly FeatureKey[]): Promise<AccountFeaturesView> {
  const { ctx } = deps;
  const validation = await validateSelection(deps, account, selected);
  if (!validation.valid) throw new BusinessRuleError(validation.errors[0]!.message, validation);
  const before = await loadFlags(ctx.db, account);
  const chosen = new Set(selected);
  const stored = FEATURE_KEYS.filter((feature) => chosen.has(feature) || (!planAllowsFeature(account.plan, feature) && isFlagOn(before.state, feature)));
  const wasOn = new Set(enabledFeatureList(before.state));
  const nowOn = new Set(enabledFeatureList({ plan: account.plan, enabledFeatures: stored }));
  const now = ctx.now();
  await ctx.db.transaction(async (trx) => {
    await setEnabledFeatures(trx, account.accountId, stored, { now, userId: actor.userId });
    await recordAudit(trx, {
      action: 'features.updated',
      accountId: account.accountId,
      userId: actor.userId,
      sessionId: actor.sessionId,
      ipAddress: actor.ip,
      userAgent: actor.userAgent,
      details: { enabled: FEATURE_KEYS.filter((f) => nowOn.has(f) && !wasOn.has(f)), disabled: FEATURE_KEYS.filter((f) => wasOn.has(f) && !nowOn.has(f)), warnings: validation.warnings.map((w) => w.feature) },
    });
  });
  // Gate requests and sockets on the new flags at once, then tell the account's open sessions.
  ctx.auth.invalidateAccount(account.accountId);
  await ctx.hub.notifyFeaturesChanged(account.accountId);
  return featuresView(account, { state: { plan: account.plan, enabledFeatures: stored }, updatedAt: now });
}

/** Turn one feature on or off, keeping the others as they are now. */
export async function toggleFeature(deps: FeatureDeps, actor: FeatureActor, account: FeatureAccount, feature: FeatureKey, enabled: boolean): Promise<AccountFeaturesView> {
  const { state } = await loadFlags(deps.ctx.db, account);
  const current = enabledFeatureList(state);
  const selected = enabled ? [...new Set([...current, feature])] : current.filter((key) => key !== feature);
  return applySelection(deps, actor, account, selected);
}
