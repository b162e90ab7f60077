import type { Knex } from 'knex';
import {
  NotFoundError,
  VersionErrors,
  type DirectoryCapability,
  type DirectoryPerson,
  type ObjectVersionsView,
  type VersionDetailView,
  type VersionListView,
  type VersionRecord,
  type VersionSummary,
  type VersionedObject,
  type VersionsCapability,
} from '@suite/sdk';
import type { GovernedObjects } from '../comments/objects.js';
import type { CommentActor } from '../comments/service.js';
import { changedFields, diffSnapshots } from './diff.js';

const TABLE = 'core.object_versions';

interface VersionRow {
  id: string;
  account_id: string;
  object_type: string;
  object_id: string;
  version: number;
  title: string;
  snapshot: Record<string, unknown>;
  user_id: string | null;
  restored_from_version: number | null;
  created_at: Date;
}

/** JSON with object keys sorted: two snapshots are the same state whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

const snapshotOf = (row: Pick<VersionRow, 'snapshot'>): Record<string, unknown> => (typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as Record<string, unknown>) : row.snapshot);

/**
 * The VERSIONS capability: a module records a snapshot after each meaningful write. Nothing is
 * kept when the snapshot equals the latest one. Version numbers count per object from 1.
 */
export function createVersionsCapability(db: Knex, now: () => Date): VersionsCapability {
  return {
    async record(accountId, input: VersionRecord, options = {}) {
      const knex = options.trx ?? db;
      const latest = (await knex(TABLE).where({ account_id: accountId, object_type: input.type, object_id: input.objectId }).orderBy('version', 'desc').first()) as VersionRow | undefined;
      if (latest && (options.baseline || canonical(snapshotOf(latest)) === canonical(input.snapshot))) return null;
      const version = (latest?.version ?? 0) + 1;
      const [row] = (await knex(TABLE)
        .insert({ account_id: accountId, object_type: input.type, object_id: input.objectId, version, title: input.title, snapshot: JSON.stringify(input.snapshot), user_id: input.userId, created_at: now() })
        .onConflict(['account_id', 'object_type', 'object_id', 'version'])
        .ignore()
        .returning(['id', 'version'])) as { id: string; version: number }[];
      return row ?? null;
    },
  };
}

export class VersionService {
  constructor(
    private readonly deps: { db: Knex; objects: GovernedObjects; directory: DirectoryCapability; versions: VersionsCapability; broadcast: (room: string, event: string, data: unknown) => Promise<void> },
  ) {}

  private async previousOf(actor: CommentActor, row: VersionRow): Promise<VersionRow | undefined> {
    return (await actor.scope.table<VersionRow>(TABLE).where({ object_type: row.object_type, object_id: row.object_id }).where('version', '<', row.version).orderBy('version', 'desc').first()) as VersionRow | undefined;
  }

  private summary(row: VersionRow, previous: VersionRow | undefined, people: Map<string, DirectoryPerson>): VersionSummary {
    const person = row.user_id ? people.get(row.user_id) : undefined;
    return {
      id: row.id,
      object: { type: row.object_type, label: this.deps.objects.label(row.object_type), id: row.object_id },
      title: row.title,
      version: row.version,
      user: person ? { id: person.id, name: person.name } : null,
      createdAt: new Date(row.created_at).toISOString(),
      restoredFromVersion: row.restored_from_version,
      changedFields: previous ? changedFields(diffSnapshots(snapshotOf(previous), snapshotOf(row))) : [],
    };
  }

  /** Summaries of rows, each against the version before it (one query for the befores). */
  private async summaries(actor: CommentActor, rows: VersionRow[]): Promise<VersionSummary[]> {
    const wanted = rows.filter((row) => row.version > 1);
    const befores = wanted.length
      ? ((await actor.scope
          .table(TABLE)
          .where((q) => {
            for (const row of wanted) q.orWhere((one) => one.where({ object_type: row.object_type, object_id: row.object_id, version: row.version - 1 }));
          })
          .select('*')) as unknown as VersionRow[])
      : [];
    const before = (row: VersionRow) => befores.find((entry) => entry.object_type === row.object_type && entry.object_id === row.object_id && entry.version === row.version - 1);
    const people = await this.deps.directory.people(actor.scope.accountId, rows.map((row) => row.user_id));
    return rows.map((row) => this.summary(row, before(row), people));
  }

  private async version(actor: CommentActor, id: string): Promise<{ row: VersionRow; declaration: VersionedObject }> {
    const row = (await actor.scope.table<VersionRow>(TABLE).where('id', id).first()) as VersionRow | undefined;
    if (!row) throw new NotFoundError(VersionErrors.VERSION_NOT_FOUND);
    const declaration = await this.deps.objects.declaration<VersionedObject>('versioned', actor.scope.accountId, row.object_type);
    // A version of an object the caller may not read (or whose module is off) does not exist for them.
    if (!declaration || !(await declaration.resolve(actor, row.object_id))) throw new NotFoundError(VersionErrors.VERSION_NOT_FOUND);
    return { row, declaration };
  }

  async list(actor: CommentActor, query: { objectType?: string; objectId?: string; limit: number; offset: number }): Promise<VersionListView> {
    const types = (await this.deps.objects.types('versioned', actor.scope.accountId)).map((entry) => entry.type);
    const base = () => {
      const q = actor.scope.table<VersionRow>(TABLE).whereIn('object_type', types);
      if (query.objectType) q.where('object_type', query.objectType);
      if (query.objectId) q.where('object_id', query.objectId);
      return q;
    };
    const [{ count }] = (await base().count<{ count: string | number }[]>({ count: '*' })) as { count: string | number }[];
    const rows = (await base().select('*').orderBy('created_at', 'desc').orderBy('version', 'desc').limit(query.limit).offset(query.offset)) as VersionRow[];
    return { total: Number(count), items: await this.summaries(actor, rows) };
  }

  async forObject(actor: CommentActor, type: string, objectId: string): Promise<ObjectVersionsView> {
    const { object } = await this.deps.objects.find('versioned', actor, type, objectId);
    const rows = (await actor.scope.table<VersionRow>(TABLE).where({ object_type: type, object_id: objectId }).orderBy('version', 'desc')) as VersionRow[];
    return { object, versions: await this.summaries(actor, rows), canRestore: actor.ability.can('update', 'Governance') };
  }

  async get(actor: CommentActor, id: string, againstId?: string): Promise<VersionDetailView> {
    const { row } = await this.version(actor, id);
    let against: VersionRow | undefined;
    if (againstId) {
      against = (await actor.scope.table<VersionRow>(TABLE).where({ id: againstId, object_type: row.object_type, object_id: row.object_id }).first()) as VersionRow | undefined;
      if (!against) throw new NotFoundError(VersionErrors.VERSION_NOT_FOUND);
    } else against = await this.previousOf(actor, row);
    const [summary] = await this.summaries(actor, [row]);
    return {
      version: summary!,
      snapshot: snapshotOf(row),
      against: against ? { id: against.id, version: against.version, snapshot: snapshotOf(against) } : null,
      changes: against ? diffSnapshots(snapshotOf(against), snapshotOf(row)) : [],
      canRestore: actor.ability.can('update', 'Governance'),
    };
  }

  /**
   * Put the object back as the version says, through the module's restore hook (its own rules).
   * The restored state is the object's newest version, marked as restored from this one.
   */
  async restore(actor: CommentActor, id: string): Promise<VersionSummary> {
    const { row, declaration } = await this.version(actor, id);
    const latestBefore = (await actor.scope.table<VersionRow>(TABLE).where({ object_type: row.object_type, object_id: row.object_id }).max({ version: 'version' }).first()) as { version: number | null };
    // The module may tell the screens open on the object (a board's room hears its restored settings).
    await declaration.restore({ ...actor, broadcast: this.deps.broadcast }, row.object_id, snapshotOf(row));
    let newest = (await actor.scope.table<VersionRow>(TABLE).where({ object_type: row.object_type, object_id: row.object_id }).orderBy('version', 'desc').first()) as VersionRow;
    if (newest.version === latestBefore.version) {
      // The module's restore recorded nothing: the platform records the restored state.
      const recorded = await this.deps.versions.record(actor.scope.accountId, { type: row.object_type, objectId: row.object_id, snapshot: snapshotOf(row), userId: actor.userId, title: row.title });
      if (recorded) newest = (await actor.scope.table<VersionRow>(TABLE).where('id', recorded.id).first()) as VersionRow;
    }
    if (newest.version !== latestBefore.version) {
      await actor.scope.table<VersionRow>(TABLE).where('id', newest.id).update({ restored_from_version: row.version, user_id: actor.userId });
      newest = { ...newest, restored_from_version: row.version, user_id: actor.userId };
    }
    const [summary] = await this.summaries(actor, [newest]);
    return summary!;
  }
}
