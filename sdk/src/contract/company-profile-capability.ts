import { defineCapability } from './capabilities.js';

/**
 * What a company says about itself on its public profile (the core's startup directory), for the
 * investor portal's company view. Provided by the core; null when the company never saved one.
 */
export interface CompanyProfile {
  accountId: string;
  industry: string | null;
  stage: string | null;
  /** The profile is listed in the public directory. */
  listed: boolean;
}

export interface CompanyProfileCapability {
  profile(accountId: string): Promise<CompanyProfile | null>;
}
export const COMPANY_PROFILE = defineCapability<CompanyProfileCapability>('core.company-profile', 'core');
