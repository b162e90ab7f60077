import { definePermissions } from '@suite/sdk';

/**
 * The company side of the investor portal. Every member reads who the company's investors are;
 * only the OWNER or an ADMIN grants, changes or revokes access, composes and sends updates, and
 * manages the data room (the trust model). What an investor may read of a company is not
 * a CASL rule of the investor's account: it is the company's grant, checked on every call.
 */
export const INVESTOR_ACCESS_SUBJECT = 'InvestorAccess';
export const INVESTOR_RELATIONS_SUBJECT = 'InvestorRelations';

export const investorPermissions = definePermissions({
  module: 'investor',
  subjects: [INVESTOR_ACCESS_SUBJECT, INVESTOR_RELATIONS_SUBJECT],
  define({ isAdmin, cannot }) {
    if (isAdmin) return;
    cannot(['create', 'update', 'delete', 'manage'], [INVESTOR_ACCESS_SUBJECT, INVESTOR_RELATIONS_SUBJECT]);
  },
});
