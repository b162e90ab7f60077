import { defineCapability } from './capabilities.js';

/**
 * An investor asks a company for access from its public directory profile (issue 21). Provided by
 * the investor module, asked with the company's account id; undefined when the investor area is off
 * for that company, and then the profile offers no request.
 */
export interface InvestorAccessRequestsCapability {
  request(input: { companyAccountId: string; investorUserId: string; message: string | null }): Promise<'requested' | 'already_granted' | 'already_requested'>;
}
export const INVESTOR_ACCESS_REQUESTS = defineCapability<InvestorAccessRequestsCapability>('investor.access-requests', 'investor');
