import { defineEndpoint, type Endpoint } from '@suite/sdk';
import { Type, type Static, type TSchema } from '@suite/sdk/schemas';
import { BiErrors } from './errors.js';
import { FINANCE_ENTRY, FINANCIALS } from './endpoints.js';
import { PRICING_MODEL_TYPES } from './pricing-math.js';

/**
 * Issue 16: pricing models, business documents, insights and pitch decks, at the spec's paths
 * (/api/business-intelligence/...). accountId may be named in the query or the body (section 7);
 * another account's is refused with the tenant text.
 */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const AccountQuery = Type.Object({ accountId: Type.Optional(Type.String()) });
const Deleted = Type.Object({ id: Type.String(), deleted: Type.Literal(true) });
const BASE = '/business-intelligence';
/** The language generated texts are written in (the screen's; else the user's profile language). */
const TextLanguage = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('es')], { description: "Language of the generated texts: the screen's, else the user's profile language" }));

// ---------- pricing models ----------

const Param = () => Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 }));
const parameterFields = {
  monthlyPrice: Param(),
  freeToPaidRate: Param(),
  transactionFee: Param(),
  targetCustomers: Param(),
  growthRate: Param(),
  churnRate: Param(),
  operationalCosts: Param(),
  acquisitionCost: Param(),
  freeUserCost: Param(),
  transactionsPerUser: Param(),
};
export const PricingParametersSchema = Type.Object(parameterFields, { additionalProperties: false });

/**
 * A model: name and type required (checked by the server with the section 5 texts, so a missing
 * field answers them), parameters in `parameters` or, for convenience, at the top level.
 */
export const PricingModelBody = Type.Object(
  {
    accountId: Type.Optional(Type.String()),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 20 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    parameters: Type.Optional(PricingParametersSchema),
    ...parameterFields,
  },
  { additionalProperties: false },
);
export type PricingModelBody = Static<typeof PricingModelBody>;

export const ProjectionMonthSchema = Type.Object({ month: Type.Integer(), customers: Type.Number(), revenue: Type.Number(), costs: Type.Number(), profit: Type.Number(), churn: Type.Number(), newCustomers: Type.Number() });
export const ProjectionSummarySchema = Type.Object({
  breakEvenMonth: nullable(Type.Integer()),
  year1Revenue: Type.Number(),
  year2Revenue: Type.Number(),
  ltv: Type.Number(),
  ltvCacRatio: nullable(Type.Number()),
  monthlyGrowthRate: Type.Number(),
});
export const PricingModelSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  name: Type.String(),
  type: Type.Union(PRICING_MODEL_TYPES.map((t) => Type.Literal(t))),
  description: Type.String(),
  parameters: PricingParametersSchema,
  projections: Type.Object({ monthly: Type.Array(ProjectionMonthSchema), summary: ProjectionSummarySchema }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PricingModelView = Static<typeof PricingModelSchema>;

/** "Use my real numbers": the account's MRR, customers and churn now, and each month since a date. */
export const PricingActualsSchema = Type.Object({
  source: Type.Union([Type.Literal('integration'), Type.Literal('manual'), Type.Literal('none')]),
  monthlyPrice: nullable(Type.Number()),
  customers: nullable(Type.Number()),
  churnRate: nullable(Type.Number()),
  growthRate: nullable(Type.Number()),
  months: Type.Array(Type.Object({ month: Type.String(), revenue: Type.Number(), customers: Type.Number() })),
});
export type PricingActuals = Static<typeof PricingActualsSchema>;

const pricingErrors = [
  { status: 400 as const, text: BiErrors.NAME_REQUIRED },
  { status: 400 as const, text: BiErrors.PRICING_TYPE_REQUIRED },
  { status: 400 as const, text: BiErrors.SAAS_PRICE_REQUIRED },
  { status: 400 as const, text: BiErrors.FREEMIUM_RATE_REQUIRED },
  { status: 400 as const, text: BiErrors.TRANSACTION_FEE_REQUIRED },
];
const notFound = (text: string) => [{ status: 404 as const, text }];
const write = (action: string) => [action, FINANCE_ENTRY] as const;

export const PricingModelEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${BASE}/pricing-models`, schema: { query: AccountQuery, response: Type.Array(PricingModelSchema) }, summary: "The account's pricing models with their projections" }),
  create: defineEndpoint({ method: 'POST', path: `${BASE}/pricing-models`, status: 201, can: write('create'), schema: { body: PricingModelBody, response: PricingModelSchema }, errors: pricingErrors, summary: 'Save a pricing model (SAAS, FREEMIUM, TRANSACTION)' }),
  actuals: defineEndpoint({ method: 'GET', path: `${BASE}/pricing-models/actuals`, schema: { query: Type.Object({ accountId: Type.Optional(Type.String()), since: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' })) }), response: PricingActualsSchema }, summary: "The account's real MRR, customers, growth and churn (integrations or manual entries)" }),
  get: defineEndpoint({ method: 'GET', path: `${BASE}/pricing-models/:id`, schema: { params: IdParams, query: AccountQuery, response: PricingModelSchema }, errors: notFound(BiErrors.PRICING_MODEL_NOT_FOUND) }),
  update: defineEndpoint({ method: 'PUT', path: `${BASE}/pricing-models/:id`, can: write('update'), schema: { params: IdParams, body: PricingModelBody, response: PricingModelSchema }, errors: [...notFound(BiErrors.PRICING_MODEL_NOT_FOUND), ...pricingErrors] }),
  remove: defineEndpoint({ method: 'DELETE', path: `${BASE}/pricing-models/:id`, can: write('delete'), schema: { params: IdParams, response: Deleted }, errors: notFound(BiErrors.PRICING_MODEL_NOT_FOUND) }),
  duplicate: defineEndpoint({ method: 'POST', path: `${BASE}/pricing-models/:id/duplicate`, status: 201, can: write('create'), schema: { params: IdParams, response: PricingModelSchema }, errors: notFound(BiErrors.PRICING_MODEL_NOT_FOUND), summary: 'A copy named "<name> (copy)"' }),
};

// ---------- business documents ----------

export const DOCUMENT_MIN_CONTENT = 100;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const DocumentBody = Type.Object(
  {
    accountId: Type.Optional(Type.String()),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 40 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    content: Type.Optional(Type.String({ maxLength: 500_000 })),
  },
  { additionalProperties: false },
);
/** An uploaded file (PDF, DOCX, Markdown, text) as base64; its text is extracted on the server. */
export const DocumentUploadBody = Type.Object(
  {
    accountId: Type.Optional(Type.String()),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.String({ maxLength: 40 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    contentType: Type.Optional(Type.String({ maxLength: 120 })),
    dataBase64: Type.String({ maxLength: Math.ceil((DOCUMENT_MAX_BYTES * 4) / 3) + 8 }),
  },
  { additionalProperties: false },
);
export const AnalyzeBody = Type.Object({ accountId: Type.Optional(Type.String()), documentId: Type.Optional(Type.String({ format: 'uuid' })), content: Type.Optional(Type.String({ maxLength: 500_000 })) }, { additionalProperties: false });

export const DocumentAnalysisSchema = Type.Object({
  words: Type.Integer(),
  readingMinutes: Type.Integer(),
  figures: Type.Object({ money: Type.Array(Type.String()), percentages: Type.Array(Type.String()), dates: Type.Array(Type.String()) }),
  keyTerms: Type.Array(Type.Object({ term: Type.String(), count: Type.Integer() })),
  summary: Type.Array(Type.String()),
  disagreements: Type.Array(Type.Object({ metric: Type.String(), documentValue: Type.Number(), accountValue: Type.Number(), sentence: Type.String() })),
  method: Type.String(),
});
export type DocumentAnalysis = Static<typeof DocumentAnalysisSchema>;
export const BusinessDocumentSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  name: Type.String(),
  type: Type.String(),
  description: Type.String(),
  content: Type.String(),
  file: nullable(Type.Object({ fileName: Type.String(), contentType: Type.String(), sizeBytes: Type.Integer() })),
  analysis: nullable(DocumentAnalysisSchema),
  createdAt: Type.String(),
});
export type BusinessDocumentView = Static<typeof BusinessDocumentSchema>;

const documentErrors = [
  { status: 400 as const, text: BiErrors.NAME_REQUIRED },
  { status: 400 as const, text: BiErrors.DOCUMENT_CONTENT_TOO_SHORT },
];
export const DocumentEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${BASE}/documents`, schema: { query: AccountQuery, response: Type.Array(BusinessDocumentSchema) } }),
  create: defineEndpoint({ method: 'POST', path: `${BASE}/documents`, status: 201, can: write('create'), schema: { body: DocumentBody, response: BusinessDocumentSchema }, errors: documentErrors }),
  upload: defineEndpoint({
    method: 'POST',
    path: `${BASE}/documents/upload`,
    status: 201,
    can: write('create'),
    schema: { body: DocumentUploadBody, response: BusinessDocumentSchema },
    // finance-and-growth.md section 7: "POST .../upload (multipart)"; the JSON form stays for the screen.
    multipart: { maxBytes: DOCUMENT_MAX_BYTES, tooLarge: BiErrors.DOCUMENT_TOO_LARGE },
    errors: [...documentErrors, { status: 400, text: BiErrors.DOCUMENT_UNREADABLE }, { status: 400, text: BiErrors.DOCUMENT_TOO_LARGE }],
    summary: 'Upload a PDF, DOCX, Markdown or text file (multipart/form-data with a file part, or JSON with base64); its text becomes the content',
  }),
  analyze: defineEndpoint({ method: 'POST', path: `${BASE}/documents/analyze`, schema: { body: AnalyzeBody, response: DocumentAnalysisSchema }, errors: [...notFound(BiErrors.DOCUMENT_NOT_FOUND), { status: 400, text: BiErrors.DOCUMENT_CONTENT_TOO_SHORT }], summary: 'Deterministic analysis: figures, key terms, reading time, summary, disagreements with the account' }),
  get: defineEndpoint({ method: 'GET', path: `${BASE}/documents/:id`, schema: { params: IdParams, query: AccountQuery, response: BusinessDocumentSchema }, errors: notFound(BiErrors.DOCUMENT_NOT_FOUND) }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/documents/:id`,
    can: write('update'),
    schema: { params: IdParams, body: DocumentBody, response: BusinessDocumentSchema },
    errors: [...notFound(BiErrors.DOCUMENT_NOT_FOUND), ...documentErrors],
    summary: "Change a document's name, type, description or content; each change is kept as a version (/versions)",
  }),
  remove: defineEndpoint({ method: 'DELETE', path: `${BASE}/documents/:id`, can: write('delete'), schema: { params: IdParams, response: Deleted }, errors: notFound(BiErrors.DOCUMENT_NOT_FOUND) }),
};

// ---------- insights ----------

export const INSIGHT_SEVERITIES = ['INFO', 'WARNING', 'CRITICAL'] as const;
export const InsightSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  rule: Type.String(),
  severity: Type.Union(INSIGHT_SEVERITIES.map((s) => Type.Literal(s))),
  title: Type.String(),
  body: Type.String(),
  numbers: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Null()])),
  link: nullable(Type.String()),
  isArchived: Type.Boolean(),
  createdAt: Type.String(),
});
export type InsightView = Static<typeof InsightSchema>;
export const InsightBody = Type.Object(
  {
    accountId: Type.Optional(Type.String()),
    title: Type.Optional(Type.String({ maxLength: 300 })),
    body: Type.Optional(Type.String({ maxLength: 5000 })),
    severity: Type.Optional(Type.Union(INSIGHT_SEVERITIES.map((s) => Type.Literal(s)))),
    link: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export const InsightEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${BASE}/insights`, schema: { query: Type.Object({ accountId: Type.Optional(Type.String()), includeArchived: Type.Optional(Type.Boolean()) }), response: Type.Array(InsightSchema) }, summary: 'Insights, archived ones only with includeArchived=true' }),
  create: defineEndpoint({ method: 'POST', path: `${BASE}/insights`, status: 201, can: write('create'), schema: { body: InsightBody, response: InsightSchema }, errors: [{ status: 400, text: BiErrors.TITLE_REQUIRED }], summary: 'A note-style insight written by hand' }),
  generate: defineEndpoint({ method: 'POST', path: `${BASE}/insights/generate`, schema: { body: Type.Object({ accountId: Type.Optional(Type.String()), language: TextLanguage }, { additionalProperties: false }), response: Type.Array(InsightSchema) }, summary: "Rules over the account's own data (deterministic, explainable): this month's insights" }),
  archive: defineEndpoint({ method: 'PATCH', path: `${BASE}/insights/:id/archive`, can: write('update'), schema: { params: IdParams, body: Type.Optional(Type.Object({ isArchived: Type.Optional(Type.Boolean()) })), response: InsightSchema }, errors: notFound(BiErrors.INSIGHT_NOT_FOUND) }),
};

// ---------- pitch decks ----------

export const SLIDE_KINDS = ['problem', 'solution', 'market', 'businessModel', 'traction', 'team', 'financials', 'ask'] as const;
export const SlideSchema = Type.Object({ kind: Type.String({ maxLength: 40 }), title: Type.String({ maxLength: 200 }), bullets: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 12 }) });
export type Slide = Static<typeof SlideSchema>;
export const PitchDeckSchema = Type.Object({ id: Type.String(), accountId: Type.String(), name: Type.String(), slides: Type.Array(SlideSchema), pricingModelId: nullable(Type.String()), createdAt: Type.String(), updatedAt: Type.String() });
export type PitchDeckView = Static<typeof PitchDeckSchema>;
export const PitchDeckBody = Type.Object({ accountId: Type.Optional(Type.String()), name: Type.Optional(Type.String({ maxLength: 200 })), slides: Type.Optional(Type.Array(SlideSchema, { maxItems: 20 })) }, { additionalProperties: false });
export const PitchDeckGenerateBody = Type.Object({ accountId: Type.Optional(Type.String()), name: Type.Optional(Type.String({ maxLength: 200 })), pricingModelId: Type.Optional(Type.String({ format: 'uuid' })), language: TextLanguage }, { additionalProperties: false });

export const PitchDeckEndpoints = {
  list: defineEndpoint({ method: 'GET', path: `${BASE}/pitch-decks`, can: FINANCIALS, schema: { query: AccountQuery, response: Type.Array(PitchDeckSchema) } }),
  create: defineEndpoint({ method: 'POST', path: `${BASE}/pitch-decks`, status: 201, can: FINANCIALS, schema: { body: PitchDeckBody, response: PitchDeckSchema }, errors: [{ status: 400, text: BiErrors.NAME_REQUIRED }] }),
  generate: defineEndpoint({ method: 'POST', path: `${BASE}/pitch-decks/generate`, status: 201, can: FINANCIALS, schema: { body: PitchDeckGenerateBody, response: PitchDeckSchema }, errors: notFound(BiErrors.PRICING_MODEL_NOT_FOUND), summary: "A deck from the account's own figures" }),
  update: defineEndpoint({ method: 'PUT', path: `${BASE}/pitch-decks/:id`, can: FINANCIALS, schema: { params: IdParams, body: PitchDeckBody, response: PitchDeckSchema }, errors: [...notFound(BiErrors.PITCH_DECK_NOT_FOUND), { status: 400, text: BiErrors.NAME_REQUIRED }] }),
  pdf: defineEndpoint({ method: 'GET', path: `${BASE}/pitch-decks/:id/pdf`, can: FINANCIALS, schema: { params: IdParams, query: AccountQuery }, errors: notFound(BiErrors.PITCH_DECK_NOT_FOUND), summary: 'The deck as a PDF file' }),
  remove: defineEndpoint({ method: 'DELETE', path: `${BASE}/pitch-decks/:id`, can: FINANCIALS, schema: { params: IdParams, response: Deleted }, errors: notFound(BiErrors.PITCH_DECK_NOT_FOUND) }),
};

/** Every issue-16 endpoint, for the tenant probe and the role tests. */
export const ALL_GROWTH_ENDPOINTS: Endpoint[] = [PricingModelEndpoints, DocumentEndpoints, InsightEndpoints, PitchDeckEndpoints].flatMap((group) => Object.values(group) as Endpoint[]);
