import { definePermissions } from '@suite/sdk';

/**
 * The company side of the investor portal. Every member reads who the company's investors are;
 * only the OWNER or an ADMIN grants, changes or revokes access, composes and sends updates, and
 * manages the data room (the trust model). What an investor may read of a company is not
 * a CASL rule of the investor's account: it is the company's grant, checked on every call.
 * Observers of the company do not read its investor relations at all.
 */
export const INVESTOR_ACCESS_SUBJECT = 'InvestorAccess';
export const INVESTOR_RELATIONS_SUBJECT = 'InvestorRelations';

export const investorPermissions = definePermissions({
  module: 'investor',
  subjects: [INVESTOR_ACCESS_SUBJECT, INVESTOR_RELATIONS_SUBJECT],
  define({ isAdmin, role, cannot }) {
    if (isAdmin) return;
    // Not 'manage': in CASL it means every action, reading included.
    cannot(['create', 'update', 'delete'], [INVESTOR_ACCESS_SUBJECT, INVESTOR_RELATIONS_SUBJECT]);
    // Observers watch the team's work; the company's investor relations are not theirs to read
    // (the demo investor is an observer of the demo company: they read it only as its grant allows).
    if (role === 'OBSERVER') cannot(['read', 'view'], [INVESTOR_ACCESS_SUBJECT, INVESTOR_RELATIONS_SUBJECT]);
  },
});
