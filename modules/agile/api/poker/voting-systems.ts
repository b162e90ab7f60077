import { tenantQuery } from '@suite/sdk/server';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import type { Static } from '@suite/sdk/schemas';
import { BUILT_IN_VOTING_SYSTEMS, type VotingSystem, type VotingSystemBody, type VotingValue } from '../../shared/poker.js';
import type { PokerActor } from './actor.js';
import { PokerSessionModel, VotingSystemModel } from './models.js';

export type VotingSystemInput = Static<typeof VotingSystemBody>;
type UpdateInput = Partial<VotingSystemInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const builtInSystem = (id: string): VotingSystem | undefined => BUILT_IN_VOTING_SYSTEMS.find((system) => system.id === id);

function customView(row: VotingSystemModel): VotingSystem {
  return { id: row.id, name: row.name, values: row.values, allowCustomValues: Boolean(row.allowCustomValues), accountId: row.accountId, builtIn: false };
}

/**
 * The voting-system rules of agile.md section 5: values unique, labels unique ignoring case,
 * orders consecutive starting at 1.
 */
export function checkVotingValues(values: readonly { value: string; label: string; order: number }[]): void {
  const trimmed = values.map((card) => card.value.trim());
  if (new Set(trimmed).size !== trimmed.length) throw new ValidationError(PokerErrors.VOTING_VALUES_NOT_UNIQUE);
  const labels = values.map((card) => card.label.trim().toLowerCase());
  if (new Set(labels).size !== labels.length) throw new ValidationError(PokerErrors.VOTING_LABELS_NOT_UNIQUE);
  const orders = values.map((card) => card.order).sort((a, b) => a - b);
  if (orders.some((order, index) => order !== index + 1)) throw new ValidationError(PokerErrors.VOTING_ORDERS_NOT_CONSECUTIVE);
}

function normalizeValues(values: VotingSystemInput['values']): VotingValue[] {
  return [...values]
    .sort((a, b) => a.order - b.order)
    .map((card) => {
      const value = card.value.trim();
      const parsed = Number(value);
      // Without points a numeric card is worth its number; '?' and the like are worth nothing.
      const points = card.points !== undefined ? card.points : Number.isFinite(parsed) && value !== '' ? parsed : null;
      return { value, label: card.label.trim(), order: card.order, points };
    });
}

export function createVotingSystems() {
  async function assertNameFree(scope: TenantScope, name: string, exceptId?: string): Promise<void> {
    const lower = name.trim().toLowerCase();
    if (BUILT_IN_VOTING_SYSTEMS.some((system) => system.name.toLowerCase() === lower)) throw new ConflictError(PokerErrors.VOTING_SYSTEM_NAME_TAKEN);
    const query = tenantQuery(scope, VotingSystemModel).whereRaw('lower(name) = ?', [lower]);
    if (exceptId) query.whereNot('id', exceptId);
    if (await query.first()) throw new ConflictError(PokerErrors.VOTING_SYSTEM_NAME_TAKEN);
  }

  async function findCustom(scope: TenantScope, id: string): Promise<VotingSystemModel> {
    if (builtInSystem(id)) throw new BusinessRuleError(PokerErrors.BUILT_IN_VOTING_SYSTEM);
    const row = UUID.test(id) ? await tenantQuery(scope, VotingSystemModel).findById(id) : undefined;
    if (!row) throw new NotFoundError(PokerErrors.VOTING_SYSTEM_NOT_FOUND);
    return row;
  }

  function assertPlan(actor: PokerActor): void {
    if (!actor.customVoting) throw new ForbiddenError(PokerErrors.CUSTOM_VOTING_PLAN);
  }

  return {
    /** A built-in or one of the account's systems; anything else is refused. */
    async resolve(scope: TenantScope, id: string): Promise<VotingSystem> {
      const builtIn = builtInSystem(id);
      if (builtIn) return builtIn;
      const row = UUID.test(id) ? await tenantQuery(scope, VotingSystemModel).findById(id) : undefined;
      if (!row) throw new ValidationError(PokerErrors.VOTING_SYSTEM_NOT_IN_ACCOUNT);
      return customView(row);
    },

    async list(scope: TenantScope): Promise<VotingSystem[]> {
      const rows = await tenantQuery(scope, VotingSystemModel).orderByRaw('lower(name)');
      return [...BUILT_IN_VOTING_SYSTEMS, ...rows.map(customView)];
    },

    async create(actor: PokerActor, scope: TenantScope, input: VotingSystemInput): Promise<VotingSystem> {
      assertPlan(actor);
      checkVotingValues(input.values);
      await assertNameFree(scope, input.name);
      const inserted = await VotingSystemModel.query(scope.knex).insert({
        accountId: scope.accountId,
        name: input.name.trim(),
        values: normalizeValues(input.values),
        allowCustomValues: input.allowCustomValues ?? false,
        createdBy: actor.userId,
      });
      return customView((await tenantQuery(scope, VotingSystemModel).findById(inserted.id))!);
    },

    async update(actor: PokerActor, scope: TenantScope, id: string, input: UpdateInput, now: Date): Promise<VotingSystem> {
      assertPlan(actor);
      const row = await findCustom(scope, id);
      if (input.values) checkVotingValues(input.values);
      if (input.name !== undefined) await assertNameFree(scope, input.name, id);
      const patch: Partial<VotingSystemModel> = { updatedAt: now };
      if (input.name !== undefined) patch.name = input.name.trim();
      if (input.values) patch.values = normalizeValues(input.values);
      if (input.allowCustomValues !== undefined) patch.allowCustomValues = input.allowCustomValues;
      const system = customView(await tenantQuery(scope, VotingSystemModel).patchAndFetchById(row.id, patch));
      // Sessions still to be played use the system as it is now; finished ones keep theirs.
      await tenantQuery(scope, PokerSessionModel).where('voting_system_id', id).whereIn('status', ['DRAFT', 'ACTIVE']).patch({ votingSystem: system });
      return system;
    },

    async remove(actor: PokerActor, scope: TenantScope, id: string): Promise<void> {
      assertPlan(actor);
      const row = await findCustom(scope, id);
      const inUse = await tenantQuery(scope, PokerSessionModel).where('voting_system_id', row.id).whereIn('status', ['ACTIVE', 'DRAFT']).first();
      if (inUse) throw new ConflictError(PokerErrors.VOTING_SYSTEM_IN_USE);
      await tenantQuery(scope, VotingSystemModel).deleteById(row.id);
    },
  };
}

export type VotingSystems = ReturnType<typeof createVotingSystems>;
