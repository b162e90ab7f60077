import type { Knex } from 'knex';
import { normalizeRole, type DirectoryCapability, type DirectoryMember, type DirectoryPerson } from '@suite/sdk';

/** Core audit actions that end a membership: the account still knows the person's name. */
const MEMBERSHIP_ENDED = ['member.removed', 'member.left'];

interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string | null;
  language: string;
}

const personView = (row: PersonRow): DirectoryPerson => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`.trim() || row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  avatarUrl: row.avatar_url,
  language: row.language,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The DIRECTORY capability: what modules read of users, memberships and accounts. Each method is
 * one query on the module's connection or transaction (`options.trx`), scoped to the account.
 */
export function createDirectory(db: Knex): DirectoryCapability {
  return {
    async people(accountId, userIds, options = {}) {
      const knex = options.trx ?? db;
      // Ids that are not UUIDs would make PostgreSQL refuse the whole query: they name nobody.
      const ids = [...new Set(userIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
      if (!ids.length) return new Map();
      const rows = (await knex('core.users as u')
        .whereIn('u.id', ids)
        .where((known) => {
          known
            .whereExists((member) => member.select(knex.raw('1')).from('core.memberships as m').where('m.account_id', accountId).whereRaw('m.user_id = u.id'))
            .orWhereExists((former) =>
              former
                .select(knex.raw('1'))
                .from('core.audit_logs as a')
                .where('a.account_id', accountId)
                .whereIn('a.action', MEMBERSHIP_ENDED)
                .whereRaw("a.details->>'userId' = u.id::text"),
            )
            .orWhereExists((former) =>
              former
                .select(knex.raw('1'))
                .from('core.audit_logs_archive as a')
                .where('a.account_id', accountId)
                .whereIn('a.action', MEMBERSHIP_ENDED)
                .whereRaw("a.details->>'userId' = u.id::text"),
            );
        })
        .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.avatar_url', 'u.language')) as PersonRow[];
      return new Map(rows.map((row) => [row.id, personView(row)]));
    },

    async membership(accountId, userId, options = {}) {
      if (!UUID.test(userId)) return null;
      const row = (await (options.trx ?? db)('core.memberships').where({ account_id: accountId, user_id: userId }).first('role', 'status')) as { role: string; status: string } | undefined;
      return row ? { role: normalizeRole(row.role), active: row.status === 'ACTIVE' } : null;
    },

    async members(accountId, options = {}) {
      const query = (options.trx ?? db)('core.memberships as m')
        .join('core.users as u', 'u.id', 'm.user_id')
        .where('m.account_id', accountId)
        .orderBy([{ column: 'u.first_name' }, { column: 'u.last_name' }, { column: 'u.email' }])
        .select('u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.avatar_url', 'u.language', 'm.role', 'm.status');
      if (!options.includeInactive) query.where('m.status', 'ACTIVE').where('u.status', 'ACTIVE');
      const rows = (await query) as (PersonRow & { role: string; status: string })[];
      return rows.map((row): DirectoryMember => ({ ...personView(row), role: normalizeRole(row.role), active: row.status === 'ACTIVE' }));
    },

    async account(accountId, options = {}) {
      if (!UUID.test(accountId)) return null;
      const row = (await (options.trx ?? db)('core.accounts').where('id', accountId).first('id', 'name')) as { id: string; name: string } | undefined;
      return row ?? null;
    },
  };
}
