import { defineEndpoint } from '../contract/endpoints.js';
import {
  AccessRequestBody,
  AccessRequestResultSchema,
  AffiliateAdminViewSchema,
  AffiliateDashboardViewSchema,
  AffiliatePayoutBody,
  AffiliatePayoutResultSchema,
  AffiliateRefundBody,
  AffiliateRefundResultSchema,
  AffiliateRulesBody,
  AffiliateRulesViewSchema,
  BusinessProfileViewSchema,
  DirectoryPageViewSchema,
  DirectoryQuery,
  EarlyAccessBody,
  EarlyAccessCountsSchema,
  EarlyAccessResultSchema,
  PublicProfileBody,
  PublicProfileViewSchema,
  SlugParams,
} from '../schemas/public-site.js';
import { PublicSiteErrors } from '../domain/errors.js';

/**
 * The public site (issue 21): the startup directory (only accounts whose OWNER or ADMIN listed
 * them), a business's public profile and an investor's access request, early-access requests from
 * the coming-soon pages, and the affiliate program (finance-and-growth.md sections 6, 7 and 9).
 */
export const PublicSiteEndpoints = {
  directory: defineEndpoint({
    method: 'GET',
    path: '/public/directory',
    public: true,
    schema: { query: DirectoryQuery, response: DirectoryPageViewSchema },
    summary: 'Listed startups, 12 per page: search by name and text, filter by industry, stage and what they seek',
  }),
  business: defineEndpoint({
    method: 'GET',
    path: '/public/businesses/:slug',
    public: true,
    schema: { params: SlugParams, response: BusinessProfileViewSchema },
    summary: "A listed startup's public profile (only the metrics it chose to show)",
    errors: [{ status: 404, text: PublicSiteErrors.BUSINESS_NOT_FOUND }],
  }),
  requestAccess: defineEndpoint({
    method: 'POST',
    path: '/public/businesses/:slug/access-requests',
    access: 'user',
    status: 201,
    schema: { params: SlugParams, body: AccessRequestBody, response: AccessRequestResultSchema },
    summary: 'A signed-in investor asks a listed startup for access (an access request of the investor area)',
    errors: [{ status: 403, text: PublicSiteErrors.INVESTORS_ONLY }, { status: 404, text: PublicSiteErrors.BUSINESS_NOT_FOUND }, { status: 409, text: PublicSiteErrors.ACCESS_REQUESTS_UNAVAILABLE }],
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/accounts/public-profile',
    access: 'tenant',
    can: ['update', 'Account'],
    schema: { response: PublicProfileViewSchema },
    summary: "The account's public directory profile (OWNER or ADMIN)",
  }),
  saveProfile: defineEndpoint({
    method: 'PUT',
    path: '/accounts/public-profile',
    access: 'tenant',
    can: ['update', 'Account'],
    schema: { body: PublicProfileBody, response: PublicProfileViewSchema },
    summary: "List or unlist the account in the startup directory and edit what it shows (OWNER or ADMIN)",
    errors: [{ status: 400, text: PublicSiteErrors.INVALID_SLUG }, { status: 409, text: PublicSiteErrors.SLUG_TAKEN }],
  }),
  earlyAccess: defineEndpoint({
    method: 'POST',
    path: '/public/early-access',
    public: true,
    rateLimited: true,
    status: 201,
    schema: { body: EarlyAccessBody, response: EarlyAccessResultSchema },
    summary: "'Request Early Access' on a coming-soon page: stored and counted per feature",
    errors: [{ status: 400, text: PublicSiteErrors.FEATURE_REQUIRED }],
  }),
  earlyAccessCounts: defineEndpoint({
    method: 'GET',
    path: '/admin/early-access',
    access: 'user',
    schema: { response: EarlyAccessCountsSchema },
    summary: 'Early-access requests counted per feature (super admin)',
    errors: [{ status: 403 }],
  }),
  // ---------- affiliate program ----------
  affiliateRules: defineEndpoint({
    method: 'GET',
    path: '/public/affiliate-program',
    public: true,
    schema: { response: AffiliateRulesViewSchema },
    summary: 'The commission rules in force (shown on /affiliate-program)',
  }),
  affiliateDashboard: defineEndpoint({
    method: 'GET',
    path: '/affiliate/dashboard',
    access: 'tenant',
    // 'view', not 'read': every member reads 'all'; the persona, admin roles and access:affiliate_dashboard grant 'view'.
    can: ['view', 'AffiliateDashboard'],
    schema: { response: AffiliateDashboardViewSchema },
    summary: "The caller's referral link and QR code, clicks, sign-ups, paying accounts and commissions by month",
  }),
  affiliateAdmin: defineEndpoint({
    method: 'GET',
    path: '/admin/affiliate-program',
    access: 'user',
    schema: { response: AffiliateAdminViewSchema },
    summary: "The rules and every affiliate with pending, payable and paid commissions, per invoice (super admin's /admin/affiliate-program)",
    errors: [{ status: 403, text: PublicSiteErrors.SUPER_ADMIN_ONLY }],
  }),
  setAffiliateRules: defineEndpoint({
    method: 'PUT',
    path: '/admin/affiliate-program',
    access: 'user',
    schema: { body: AffiliateRulesBody, response: AffiliateRulesViewSchema },
    summary: 'Change the commission rules (super admin); applies to invoices paid from now on',
    errors: [{ status: 403, text: PublicSiteErrors.SUPER_ADMIN_ONLY }],
  }),
  affiliateRefund: defineEndpoint({
    method: 'POST',
    path: '/admin/affiliate-program/refunds',
    access: 'user',
    schema: { body: AffiliateRefundBody, response: AffiliateRefundResultSchema },
    summary: "Record a refund of a referred account's invoice: its commission is reversed in proportion (super admin)",
    errors: [{ status: 403, text: PublicSiteErrors.SUPER_ADMIN_ONLY }, { status: 404 }, { status: 422, text: PublicSiteErrors.REFUND_TOO_LARGE }],
  }),
  affiliatePayout: defineEndpoint({
    method: 'POST',
    path: '/admin/affiliate-program/payouts',
    access: 'user',
    schema: { body: AffiliatePayoutBody, response: AffiliatePayoutResultSchema },
    summary: "Mark an affiliate's payable commissions paid (super admin)",
    errors: [{ status: 403, text: PublicSiteErrors.SUPER_ADMIN_ONLY }, { status: 404 }],
  }),
} as const;
