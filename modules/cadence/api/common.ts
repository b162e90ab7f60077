import { directoryFor, type CapabilityRegistry, type DirectoryPerson, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { PersonModel } from './models.js';
import { T } from './tables.js';

export { T } from './tables.js';

/** A timestamp as the API sends it. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null | undefined) => (value ? iso(value) : null);

/** A unique index refused the row (Objection wraps the driver's error: its code is on `nativeError`). */
export const isUniqueViolation = (error: unknown) => {
  const { code, nativeError } = error as { code?: string; nativeError?: { code?: string } };
  return code === '23505' || nativeError?.code === '23505';
};

/** What every cadence service needs besides the scope. */
export interface CadenceDeps {
  capabilities: CapabilityRegistry;
  now(): Date;
}

/** Names of users, looked up once per list through the core's directory (never its tables). */
export async function namesOf(deps: CadenceDeps, scope: TenantScope, userIds: readonly (string | null | undefined)[]): Promise<(id: string | null | undefined) => string> {
  const directory = await directoryFor(deps.capabilities, scope.accountId);
  const people = await directory.people(scope.accountId, [...new Set(userIds.filter(Boolean))], { trx: scope.knex });
  return (id) => (id ? (people.get(id)?.name ?? '—') : '—');
}

export async function peopleOf(deps: CadenceDeps, scope: TenantScope, userIds: readonly (string | null | undefined)[]): Promise<Map<string, DirectoryPerson>> {
  const directory = await directoryFor(deps.capabilities, scope.accountId);
  return directory.people(scope.accountId, [...new Set(userIds.filter(Boolean))], { trx: scope.knex });
}

/** Whether the user is an active member of the account. */
export async function isActiveMember(deps: CadenceDeps, scope: TenantScope, userId: string): Promise<boolean> {
  const directory = await directoryFor(deps.capabilities, scope.accountId);
  const membership = await directory.membership(scope.accountId, userId, { trx: scope.knex });
  return membership?.active === true;
}

/** The manager (a user) of a user, from the roster: their person's manager's login, if any. */
export async function rosterManagerOf(scope: TenantScope, userId: string): Promise<string | null> {
  const row = (await scope
    .table(`${T.people} as p`)
    .join(`${T.people} as m`, 'm.id', 'p.manager_id')
    .where('p.user_id', userId)
    .first('m.user_id as manager_user_id')) as { manager_user_id: string | null } | undefined;
  return row?.manager_user_id ?? null;
}

/** The team of a user on the roster. */
export async function rosterTeamOf(scope: TenantScope, userId: string): Promise<string | null> {
  const row = await tenantQuery(scope, PersonModel).where('user_id', userId).select('team_id').first();
  return row?.teamId ?? null;
}
