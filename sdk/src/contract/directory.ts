import type { Knex } from 'knex';
import { defineCapability, type CapabilityRegistry } from './capabilities.js';
import type { AccountRole } from '../domain/roles.js';

/**
 * Reads of the directory. `trx`: the transaction the module is reading in. Pass it whenever a
 * transaction is open (a tenant scope's `knex` inside `scope.transaction`): the embedded database
 * has one connection, so a read outside the open transaction would wait for it forever.
 */
export interface DirectoryReadOptions {
  trx?: Knex;
}

/** A user as other people in an account see them. */
export interface DirectoryPerson {
  id: string;
  /** "First Last", or the email when both names are empty. */
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  /** The user's interface language (mail to them or on their behalf is written in it). */
  language: string;
}

/** A member of an account, with their role there. */
export interface DirectoryMember extends DirectoryPerson {
  role: AccountRole;
  /** The membership is ACTIVE (a suspended membership is not). */
  active: boolean;
}

/**
 * Core data (users, memberships, accounts) for modules, which never read the core's tables.
 * Provided by the core, so it is there for every account. Every read is one query, whatever the
 * number of ids: look names up once per list and merge them in code.
 */
export interface DirectoryCapability {
  /**
   * The users among `userIds` that the account knows: its members (any status) and the members it
   * removed (or who left), so names in a module's history stay. Users of other accounts only are
   * absent from the map, as are unknown ids.
   */
  people(accountId: string, userIds: readonly (string | null | undefined)[], options?: DirectoryReadOptions): Promise<Map<string, DirectoryPerson>>;
  /** The user's membership of the account (active or not), or null when they are not a member. */
  membership(accountId: string, userId: string, options?: DirectoryReadOptions): Promise<{ role: AccountRole; active: boolean } | null>;
  /**
   * The account's members, by first name, last name and email: active ones (membership and user
   * both active) unless `includeInactive`.
   */
  members(accountId: string, options?: DirectoryReadOptions & { includeInactive?: boolean }): Promise<DirectoryMember[]>;
  /** The account's name, or null when there is no such account. */
  account(accountId: string, options?: DirectoryReadOptions): Promise<{ id: string; name: string } | null>;
}
export const DIRECTORY = defineCapability<DirectoryCapability>('core.directory', 'core');

/** The directory for an account. The core always provides it: its absence is a wiring error. */
export async function directoryFor(capabilities: CapabilityRegistry, accountId: string): Promise<DirectoryCapability> {
  const directory = await capabilities.get(DIRECTORY, accountId);
  if (!directory) throw new Error('the DIRECTORY capability is absent');
  return directory;
}
