import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { PublicSiteErrors } from '../domain/errors.js';

/**
 * The public site (issue 21): the startup directory and its opt-in profiles, investor access
 * requests, early-access requests, and the affiliate program. Money is integer cents (USD).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends string>(values: readonly T[], options: object = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);

/** Directory page size (finance-and-growth.md section 9, platform.md section 9). */
export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_INDUSTRIES = ['saas', 'fintech', 'health', 'education', 'marketplace', 'climate', 'ai', 'hardware', 'consumer', 'other'] as const;
export const DIRECTORY_STAGES = ['idea', 'pre-seed', 'seed', 'series-a', 'series-b', 'growth'] as const;
export const DIRECTORY_SEEKING = ['investment', 'advisors', 'customers', 'partners', 'talent'] as const;
/** Figures a company may show on its profile (each off until chosen); values come from its finance data. */
export const PROFILE_METRICS = ['mrr', 'growth', 'runway', 'teamSize'] as const;
export const SLUG_PATTERN = '^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$';

export type DirectoryIndustry = (typeof DIRECTORY_INDUSTRIES)[number];
export type DirectoryStage = (typeof DIRECTORY_STAGES)[number];
export type DirectorySeeking = (typeof DIRECTORY_SEEKING)[number];
export type ProfileMetric = (typeof PROFILE_METRICS)[number];

export const DirectoryQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  industry: Type.Optional(literals(DIRECTORY_INDUSTRIES)),
  stage: Type.Optional(literals(DIRECTORY_STAGES)),
  seeking: Type.Optional(literals(DIRECTORY_SEEKING)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
});

export const DirectoryEntryViewSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  oneLiner: Type.String(),
  industry: Nullable(Type.String()),
  stage: Nullable(Type.String()),
  seeking: Type.Array(Type.String()),
});
export type DirectoryEntryView = Static<typeof DirectoryEntryViewSchema>;

export const DirectoryPageViewSchema = Type.Object({
  items: Type.Array(DirectoryEntryViewSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  pages: Type.Integer(),
});
export type DirectoryPageView = Static<typeof DirectoryPageViewSchema>;

export const BusinessMetricViewSchema = Type.Object({ key: literals(PROFILE_METRICS), value: Nullable(Type.Number()) });
export const BusinessProfileViewSchema = Type.Object({
  ...DirectoryEntryViewSchema.properties,
  description: Type.String(),
  website: Nullable(Type.String()),
  /** Only the metrics the company chose to show; null when the figure is unknown. */
  metrics: Type.Array(BusinessMetricViewSchema),
  /** Signed-in investors can ask this company for access (the investor area is on for it). */
  acceptsAccessRequests: Type.Boolean(),
});
export type BusinessProfileView = Static<typeof BusinessProfileViewSchema>;

export const SlugParams = Type.Object({ slug: Type.String({ maxLength: 80 }) });

/** The account's own profile, as its OWNER or ADMIN edits it in the account settings. */
export const PublicProfileBody = Type.Object({
  listed: Type.Boolean(),
  slug: Type.String({ pattern: SLUG_PATTERN, errorMessage: PublicSiteErrors.INVALID_SLUG }),
  name: Type.String({ minLength: 1, maxLength: 120, errorMessage: PublicSiteErrors.NAME_REQUIRED }),
  logoUrl: Type.Optional(Nullable(Type.String({ maxLength: 500, pattern: '^https?://' }))),
  oneLiner: Type.Optional(Type.String({ maxLength: 160 })),
  description: Type.Optional(Type.String({ maxLength: 4000 })),
  industry: Type.Optional(Nullable(literals(DIRECTORY_INDUSTRIES))),
  stage: Type.Optional(Nullable(literals(DIRECTORY_STAGES))),
  seeking: Type.Optional(Type.Array(literals(DIRECTORY_SEEKING), { maxItems: DIRECTORY_SEEKING.length, uniqueItems: true })),
  metrics: Type.Optional(Type.Array(literals(PROFILE_METRICS), { maxItems: PROFILE_METRICS.length, uniqueItems: true })),
  website: Type.Optional(Nullable(Type.String({ maxLength: 300, pattern: '^https?://' }))),
});
export type PublicProfileBodyInput = Static<typeof PublicProfileBody>;

export const PublicProfileViewSchema = Type.Object({
  listed: Type.Boolean(),
  slug: Type.String(),
  name: Type.String(),
  logoUrl: Nullable(Type.String()),
  oneLiner: Type.String(),
  description: Type.String(),
  industry: Nullable(Type.String()),
  stage: Nullable(Type.String()),
  seeking: Type.Array(Type.String()),
  metrics: Type.Array(Type.String()),
  website: Nullable(Type.String()),
  /** False until the account saved one: the form is pre-filled from the account. */
  saved: Type.Boolean(),
});
export type PublicProfileView = Static<typeof PublicProfileViewSchema>;

export const AccessRequestBody = Type.Object({ message: Type.Optional(Type.String({ maxLength: 2000 })) });
export const AccessRequestResultSchema = Type.Object({ status: literals(['requested', 'already_granted', 'already_requested'] as const) });
export type AccessRequestResult = Static<typeof AccessRequestResultSchema>;

export const EarlyAccessBody = Type.Object({
  feature: Type.String({ minLength: 1, maxLength: 100, errorMessage: PublicSiteErrors.FEATURE_REQUIRED }),
  category: Type.String({ minLength: 1, maxLength: 100, errorMessage: PublicSiteErrors.FEATURE_REQUIRED }),
  email: Type.Optional(Type.String({ maxLength: 254, format: 'email' })),
});
export const EarlyAccessResultSchema = Type.Object({ id: Type.String(), feature: Type.String(), requests: Type.Integer() });
export const EarlyAccessCountsSchema = Type.Array(Type.Object({ feature: Type.String(), category: Type.String(), requests: Type.Integer(), latestAt: Type.String() }));

// ---------- affiliate program ----------

export const AffiliateRulesViewSchema = Type.Object({
  /** Percentage of each paid invoice, in basis points (2000 = 20 %). */
  commissionRateBp: Type.Integer(),
  /** Invoices paid within this many months of the referred account's registration earn a commission. */
  commissionMonths: Type.Integer(),
  /** How long the attribution cookie lasts after a click. */
  cookieDays: Type.Integer(),
  /** Days a commission stays pending (the refund window) before it becomes payable. */
  holdDays: Type.Integer(),
});
export type AffiliateRulesView = Static<typeof AffiliateRulesViewSchema>;
export const AffiliateRulesBody = Type.Object({
  commissionRateBp: Type.Integer({ minimum: 0, maximum: 10000 }),
  commissionMonths: Type.Integer({ minimum: 1, maximum: 120 }),
  cookieDays: Type.Integer({ minimum: 1, maximum: 365 }),
  holdDays: Type.Integer({ minimum: 0, maximum: 365 }),
});

export const AffiliateMonthViewSchema = Type.Object({
  month: Type.String({ description: 'YYYY-MM' }),
  clicks: Type.Integer(),
  signups: Type.Integer(),
  pendingCents: Type.Integer(),
  payableCents: Type.Integer(),
  paidCents: Type.Integer(),
});
export const AffiliateDashboardViewSchema = Type.Object({
  code: Type.String(),
  link: Type.String(),
  /** The link as an SVG QR code. */
  qrSvg: Type.String(),
  rules: AffiliateRulesViewSchema,
  totals: Type.Object({
    clicks: Type.Integer(),
    signups: Type.Integer(),
    payingAccounts: Type.Integer(),
    pendingCents: Type.Integer(),
    payableCents: Type.Integer(),
    paidCents: Type.Integer(),
  }),
  months: Type.Array(AffiliateMonthViewSchema),
  referrals: Type.Array(Type.Object({ accountName: Type.String(), registeredAt: Type.String(), paying: Type.Boolean(), earnedCents: Type.Integer() })),
});
export type AffiliateDashboardView = Static<typeof AffiliateDashboardViewSchema>;

export const AffiliateRefundBody = Type.Object({ invoiceId: Type.String({ format: 'uuid' }), amountCents: Type.Integer({ minimum: 1 }) });
export const AffiliateRefundResultSchema = Type.Object({ reversedCents: Type.Integer() });
export const AffiliatePayoutBody = Type.Object({ affiliateCode: Type.String({ maxLength: 40 }) });
export const AffiliatePayoutResultSchema = Type.Object({ paidCents: Type.Integer() });

/** A commission earned on one invoice, as the super admin's affiliate screen lists it. */
export const AffiliateAdminCommissionSchema = Type.Object({
  invoiceId: Type.String(),
  accountName: Type.String(),
  /** What the invoice paid, and how much of it was refunded (cents). */
  baseCents: Type.Integer(),
  refundedCents: Type.Integer(),
  /** The commission after reversals (cents). */
  amountCents: Type.Integer(),
  earnedAt: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('payable'), Type.Literal('paid')]),
});
export const AffiliateAdminViewSchema = Type.Object({
  rules: AffiliateRulesViewSchema,
  affiliates: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      email: Type.String(),
      signups: Type.Integer(),
      pendingCents: Type.Integer(),
      payableCents: Type.Integer(),
      paidCents: Type.Integer(),
      /** Latest first. */
      commissions: Type.Array(AffiliateAdminCommissionSchema),
    }),
  ),
});
export type AffiliateAdminView = Static<typeof AffiliateAdminViewSchema>;
