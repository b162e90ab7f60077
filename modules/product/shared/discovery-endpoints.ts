import { defineEndpoint } from '@suite/sdk';
import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import { DiscoveryErrors } from './errors.js';
import { literals } from './portfolio-endpoints.js';

/**
 * Discovery documents (finance-and-growth.md section 3 "Discovery document"; paths "not shown",
 * chosen here under /api/product/discovery). The status starts as draft; the later states are
 * ours: draft -> in_review -> approved, a review can send it back to draft, and an approved
 * document can be reopened as a draft. An approved document is read-only.
 */

export const DISCOVERY_STATUSES = ['draft', 'in_review', 'approved'] as const;
export type DiscoveryStatus = (typeof DISCOVERY_STATUSES)[number];
export const DISCOVERY_TRANSITIONS: Record<DiscoveryStatus, readonly DiscoveryStatus[]> = {
  draft: ['in_review'],
  in_review: ['approved', 'draft'],
  approved: ['draft'],
};
export function discoveryTransitionAllowed(from: DiscoveryStatus, to: DiscoveryStatus): boolean {
  return DISCOVERY_TRANSITIONS[from].includes(to);
}

/** The gap rules (deterministic, over the product's portfolio). */
export const GAP_RULES = ['category_without_items', 'missing_estimated_roi', 'budget_fully_allocated', 'epic_without_stories', 'story_without_criteria'] as const;
export type GapRule = (typeof GAP_RULES)[number];

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });

export const DocumentSourceSchema = Type.Object(
  {
    kind: literals(['text', 'link'] as const),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    /** Uploaded or pasted text (kind text). */
    content: Type.Optional(Type.String({ maxLength: 100_000 })),
    /** A link to a business document (kind link). */
    url: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://' })),
  },
  { additionalProperties: false },
);
export type DocumentSource = Static<typeof DocumentSourceSchema>;

export const BusinessDetailsSchema = Type.Object({
  lineOfBusiness: Type.String(),
  /** Months of runway: from the BI area when it is on and knows it, typed in otherwise. */
  runwayMonths: Nullable(Type.Number()),
  runwaySource: Nullable(literals(['bi', 'manual'] as const)),
});
export type BusinessDetails = Static<typeof BusinessDetailsSchema>;

export const GapSchema = Type.Object({ rule: literals(GAP_RULES), severity: literals(['info', 'warning'] as const), itemId: Nullable(Uuid), subject: Type.String() });
export type Gap = Static<typeof GapSchema>;
export const CategoryShareSchema = Type.Object({ code: Type.String(), name: Type.String(), color: Type.String(), taxClassification: Type.String(), cents: Type.Integer(), items: Type.Integer(), sharePct: Type.Number() });
export const ValueNodeSchema = Type.Object({ id: Uuid, parentId: Nullable(Uuid), level: Type.String(), title: Type.String(), roiScore: Type.Number(), allocatedCents: Type.Integer(), depth: Type.Integer() });
export const RoadmapQuarterSchema = Type.Object({
  quarter: Type.String(),
  budgetCents: Type.Integer(),
  epics: Type.Array(Type.Object({ id: Uuid, title: Type.String(), roiScore: Type.Number(), allocatedCents: Type.Integer() })),
});
export type RoadmapQuarter = Static<typeof RoadmapQuarterSchema>;
/** `text` is English; `key` and `params` let a screen say it in the reader's language. */
export const InsightSchema = Type.Object({ key: Type.String(), text: Type.String(), basis: Type.String(), params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])) });
export type Insight = Static<typeof InsightSchema>;

export const DiscoveryDocumentSchema = Type.Object({
  id: Uuid,
  accountId: Uuid,
  productId: Nullable(Uuid),
  productTitle: Nullable(Type.String()),
  title: Type.String(),
  status: literals(DISCOVERY_STATUSES),
  businessDetails: BusinessDetailsSchema,
  documentSources: Type.Array(DocumentSourceSchema),
  /** Null until the first analysis. */
  gapAnalysis: Nullable(Type.Array(GapSchema)),
  investmentCategories: Nullable(Type.Array(CategoryShareSchema)),
  valueHierarchy: Nullable(Type.Array(ValueNodeSchema)),
  roadmap: Nullable(Type.Object({ explanation: Type.String(), quarters: Type.Array(RoadmapQuarterSchema) })),
  /** Named aiInsights as in the spec: a deterministic, explainable reading of the account's data (DECISIONS.md "AI-named features"). */
  aiInsights: Nullable(Type.Array(InsightSchema)),
  analyzedAt: Nullable(Iso),
  createdAt: Iso,
  updatedAt: Iso,
});
export type DiscoveryDocument = Static<typeof DiscoveryDocumentSchema>;

export const CreateDiscoveryBody = Type.Object(
  {
    productId: Type.Optional(Nullable(Uuid)),
    title: Type.String({ maxLength: 200 }),
    lineOfBusiness: Type.Optional(Type.String({ maxLength: 200 })),
    runwayMonths: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 600 }))),
    documentSources: Type.Optional(Type.Array(DocumentSourceSchema, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type CreateDiscoveryBody = Static<typeof CreateDiscoveryBody>;
export const UpdateDiscoveryBody = Type.Partial(CreateDiscoveryBody, { additionalProperties: false });
export type UpdateDiscoveryBody = Static<typeof UpdateDiscoveryBody>;

const IdParams = Type.Object({ id: Uuid });
const notFound = { status: 404, text: DiscoveryErrors.DOCUMENT_NOT_FOUND } as const;
const locked = { status: 409, text: DiscoveryErrors.APPROVED_LOCKED } as const;
const D = '/product/discovery/documents';

export const DiscoveryEndpoints = {
  list: defineEndpoint({ method: 'GET', path: D, schema: { response: Type.Array(DiscoveryDocumentSchema) }, summary: "The account's discovery documents, newest first" }),
  create: defineEndpoint({
    method: 'POST',
    path: D,
    status: 201,
    can: ['create', 'DiscoveryDocument'],
    schema: { body: CreateDiscoveryBody, response: DiscoveryDocumentSchema },
    summary: 'Start a discovery document (draft)',
    errors: [{ status: 400, text: DiscoveryErrors.TITLE_REQUIRED }, { status: 404 }],
  }),
  get: defineEndpoint({ method: 'GET', path: `${D}/:id`, schema: { params: IdParams, response: DiscoveryDocumentSchema }, errors: [notFound] }),
  update: defineEndpoint({ method: 'PATCH', path: `${D}/:id`, can: ['update', 'DiscoveryDocument'], schema: { params: IdParams, body: UpdateDiscoveryBody, response: DiscoveryDocumentSchema }, errors: [notFound, locked] }),
  remove: defineEndpoint({ method: 'DELETE', path: `${D}/:id`, can: ['delete', 'DiscoveryDocument'], schema: { params: IdParams, response: Type.Object({ id: Uuid }) }, errors: [notFound] }),
  analyze: defineEndpoint({
    method: 'POST',
    path: `${D}/:id/analyze`,
    can: ['update', 'DiscoveryDocument'],
    schema: { params: IdParams, response: DiscoveryDocumentSchema },
    summary: 'Gap analysis, category mix, value hierarchy, roadmap and insights from the product portfolio',
    errors: [notFound, locked, { status: 422, text: DiscoveryErrors.PRODUCT_REQUIRED }],
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: `${D}/:id/status`,
    can: ['update', 'DiscoveryDocument'],
    schema: { params: IdParams, body: Type.Object({ status: literals(DISCOVERY_STATUSES) }, { additionalProperties: false }), response: DiscoveryDocumentSchema },
    errors: [notFound, { status: 409 }],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: `${D}/:id/export`,
    file: true,
    schema: { params: IdParams, query: Type.Object({ format: Type.Optional(literals(['markdown', 'pdf'] as const)) }) },
    summary: 'The document as Markdown or PDF',
    errors: [notFound],
  }),
} as const;
