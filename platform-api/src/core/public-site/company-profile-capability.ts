import type { Knex } from 'knex';
import type { CompanyProfileCapability } from '@suite/sdk';

/** COMPANY_PROFILE: what a company saved on its public profile (industry, stage), for the investor portal. */
export function createCompanyProfileCapability(db: Knex): CompanyProfileCapability {
  return {
    async profile(accountId) {
      const row = (await db('core.public_profiles').where('account_id', accountId).first('account_id', 'industry', 'stage', 'listed')) as
        | { account_id: string; industry: string | null; stage: string | null; listed: boolean }
        | undefined;
      return row ? { accountId: row.account_id, industry: row.industry || null, stage: row.stage || null, listed: row.listed } : null;
    },
  };
}
