import type { Knex } from 'knex';
import { defineCapability } from './capabilities.js';
import type { TenantScope } from './api-plugin.js';
import type { AppAbility } from '../permissions/ability.js';

/**
 * Governance over a module's objects (issue 22): comments and threads, and version history. The
 * core owns the tables (core.comments, core.object_versions); a module opts an object type in
 * with ONE declaration in its plugin definition (`commentable` / `versioned`) and never copies a
 * comments or versions table.
 */

/** Who asks, in which account: what a module's resolve / restore hook is given. */
export interface GovernedObjectAccess {
  /** The caller's tenant scope (another account's rows are not visible through it). */
  scope: TenantScope;
  ability: AppAbility;
  userId: string;
  /** The platform's clock (tests control it). */
  now(): Date;
}

/** An object found in the caller's account that they may read: how to name it and where it lives. */
export interface GovernedObjectRef {
  title: string;
  /** The app path that shows the object, e.g. '/kanban/<boardId>?item=<id>'. */
  link: string;
}

/**
 * One object type a module lets people comment on. `type` is qualified by the plugin id
 * ('agile.board-item'); `label` is its English name (the screens translate types by key).
 */
export interface CommentableObject {
  type: string;
  label: string;
  /**
   * The object in the caller's account, if it exists there and the caller may read it; null
   * otherwise (answered 'Object not found', whichever the reason, so ids of other accounts leak nothing).
   */
  resolve(access: GovernedObjectAccess, id: string): Promise<GovernedObjectRef | null>;
}

/**
 * One object type whose changes are kept as versions. The module snapshots after each
 * meaningful write through VERSIONS.record, and implements `restore`: put the object back as a
 * snapshot says, through its own rules (the platform records the restored state as a new version).
 */
export interface VersionedObject extends CommentableObject {
  restore(access: RestoreAccess, id: string, snapshot: Record<string, unknown>): Promise<void>;
}

/** What `restore` is given: the caller, and the realtime hub's broadcast so screens open on the object hear the change. */
export interface RestoreAccess extends GovernedObjectAccess {
  /** The same as the plugin context's `realtime.broadcast`: send to every socket in a room, on every instance. */
  broadcast(room: string, event: string, data: unknown): Promise<void>;
}

export function defineCommentable(declaration: CommentableObject): CommentableObject {
  return Object.freeze({ ...declaration });
}

export function defineVersioned(declaration: VersionedObject): VersionedObject {
  return Object.freeze({ ...declaration });
}

/** What a module passes when it records a version of an object it changed. */
export interface VersionRecord {
  /** The declaration's qualified type ('product.portfolio-item'). */
  type: string;
  objectId: string;
  /** The object's state after the change: plain JSON, what `restore` gets back. */
  snapshot: Record<string, unknown>;
  /** Who made the change (null for the system, e.g. a job). */
  userId: string | null;
  /** A title to list it by (the object's name at that version). */
  title: string;
}

/**
 * Version history, provided by the core. `record` keeps the snapshot unless it equals the latest
 * one (nothing meaningful changed); pass the transaction the change was written in as `trx`.
 * With `baseline`, it records only when the object has no version yet: call it before the first
 * change of an object made before versions existed (seeded, imported), so its original is kept.
 */
export interface VersionsCapability {
  record(accountId: string, version: VersionRecord, options?: { trx?: Knex; baseline?: boolean }): Promise<{ id: string; version: number } | null>;
}
export const VERSIONS = defineCapability<VersionsCapability>('core.versions', 'core');
