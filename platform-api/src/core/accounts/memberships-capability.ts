import { AccountErrors, ConflictError, normalizeRole, type AccountRole, type MembershipsCapability } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import { assertSeatAvailable, membershipChanged } from './membership-rules.js';
import { audit } from './service.js';

/**
 * The MEMBERSHIPS capability: a module lets a user into an account (a team invitation accepted)
 * with the same seat check, audit and cache invalidation as the core's own invitations.
 */
export function createMembershipsCapability(ctx: CoreContext): MembershipsCapability {
  return {
    async ensureMember(accountId, userId, options = {}) {
      const now = ctx.now();
      const result = await ctx.db.transaction(async (trx) => {
        let verified = false;
        if (options.verifiedEmail) {
          const updated = await trx('core.users').where('id', userId).whereNull('email_verified_at').update({ email_verified_at: now, updated_at: now });
          verified = Number(updated) > 0;
          if (verified) await audit(trx, null, null, 'auth.email_verified', { userId, via: options.via ?? 'module' });
        }
        const existing = (await trx('core.memberships').where({ account_id: accountId, user_id: userId }).first('role', 'status')) as { role: string; status: string } | undefined;
        if (existing) {
          if (existing.status !== 'ACTIVE') throw new ConflictError(AccountErrors.ALREADY_MEMBER);
          return { role: normalizeRole(existing.role), added: false, verified };
        }
        await assertSeatAvailable(trx, accountId, now);
        const role: AccountRole = options.role ?? 'MEMBER';
        await trx('core.memberships').insert({ account_id: accountId, user_id: userId, role, status: 'ACTIVE', permissions: JSON.stringify([]), invited_by: options.invitedBy ?? null, joined_at: now });
        await audit(trx, null, accountId, 'membership.added', { userId, role, via: options.via ?? 'module' });
        return { role, added: true, verified };
      });
      if (result.added) await membershipChanged(ctx, accountId, [userId]);
      else if (result.verified) ctx.auth.invalidateUser(userId);
      return { role: result.role, added: result.added };
    },
  };
}
