import { ApprovalErrors, defineEndpoint } from '@suite/sdk';
import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import { PortfolioErrors } from './errors.js';
import { BUSINESS_VALUES, CATEGORY_CODES, CATEGORY_TYPES, CUSTOMER_IMPACTS, PORTFOLIO_LEVELS, RISK_LEVELS, STRATEGIC_ALIGNMENTS, TAX_CLASSIFICATIONS } from './portfolio.js';

/**
 * The portfolio's endpoints (the spec leaves these paths "not shown"; DECISIONS.md lets us choose):
 * everything under /api/product. The configuration writes need `update BusinessValueConfig`
 * (admin-level roles, section 6 "/business-value-config: role ADMIN").
 */

const P = '/product';
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals that keeps their static type. */
export const literals = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(Type.Union(values.map((v) => Type.Literal(v))));
const Iso = Type.String({ format: 'date-time' });
/** Money in integer cents. */
const Cents = Type.Integer();

// ---------- views ----------

export const InvestmentCategorySchema = Type.Object({
  id: Uuid,
  code: literals(CATEGORY_CODES),
  name: Type.String(),
  type: literals(CATEGORY_TYPES),
  taxClassification: literals(TAX_CLASSIFICATIONS),
  color: Type.String(),
});
export type InvestmentCategory = Static<typeof InvestmentCategorySchema>;

export const AlignmentLevelSchema = Type.Object({ code: literals(STRATEGIC_ALIGNMENTS), label: Type.String({ minLength: 1, maxLength: 60 }), score: Type.Integer({ minimum: 0, maximum: 100 }) }, { additionalProperties: false });
export const RoiWeightsSchema = Type.Object(
  {
    businessValue: Type.Integer({ minimum: 0, maximum: 100 }),
    customerImpact: Type.Integer({ minimum: 0, maximum: 100 }),
    strategicAlignment: Type.Integer({ minimum: 0, maximum: 100 }),
    risk: Type.Integer({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export const ProductConfigSchema = Type.Object({
  categories: Type.Array(InvestmentCategorySchema),
  scoring: Type.Object({ weights: RoiWeightsSchema, alignmentLevels: Type.Array(AlignmentLevelSchema) }),
  /** The agile module is on: items can go to delivery. */
  deliveryAvailable: Type.Boolean(),
});
export type ProductConfig = Static<typeof ProductConfigSchema>;

const RoiFactorSchema = Type.Object({ value: Type.String(), score: Type.Number(), weight: Type.Number(), points: Type.Number() });
export const RoiBreakdownSchema = Type.Object({ score: Type.Number(), businessValue: RoiFactorSchema, customerImpact: RoiFactorSchema, strategicAlignment: RoiFactorSchema, risk: RoiFactorSchema });

export const JustificationSchema = Type.Object({
  investmentCategoryId: Uuid,
  description: Type.String(),
  businessValue: literals(BUSINESS_VALUES),
  customerImpact: literals(CUSTOMER_IMPACTS),
  riskLevel: literals(RISK_LEVELS),
  strategicAlignment: literals(STRATEGIC_ALIGNMENTS),
  /** The expected return in percent, as the author estimates it (not part of the score). */
  estimatedROI: Nullable(Type.Number()),
});
export type Justification = Static<typeof JustificationSchema>;

export const DeliverySchema = Type.Object({
  /** The board item's id (agile). */
  itemId: Uuid,
  sentAt: Iso,
  /** backlog, todo, active, complete; unknown when agile is off or the item is gone. */
  status: Type.Union([Type.Literal('backlog'), Type.Literal('todo'), Type.Literal('active'), Type.Literal('complete'), Type.Literal('unknown')]),
  storyPoints: Nullable(Type.Number()),
  completedPoints: Type.Number(),
});
export type Delivery = Static<typeof DeliverySchema>;

export const PortfolioItemSchema = Type.Object({
  id: Uuid,
  level: literals(PORTFOLIO_LEVELS),
  parentId: Nullable(Uuid),
  /** The product at the top of the item's branch (itself for a product). */
  productId: Uuid,
  title: Type.String(),
  position: Type.Integer(),
  justification: JustificationSchema,
  budget: Type.Object({ allocated: Cents, remaining: Cents }),
  /** User stories only: "As a <userType> I want <want> so <so>". */
  story: Nullable(Type.Object({ userType: Type.String(), want: Type.String(), so: Type.String(), acceptanceCriteria: Type.Array(Type.String()) })),
  roi: RoiBreakdownSchema,
  childCount: Type.Integer({ minimum: 0 }),
  /** The last verdict of the validation lab on this item. */
  validation: Nullable(Type.Object({ hypothesisId: Uuid, verdict: Type.String(), decidedAt: Iso })),
  delivery: Nullable(DeliverySchema),
  /** Changes of this item waiting for approval (/governance/approvals): a budget raise, a send to delivery, a move. */
  pendingApprovals: Type.Optional(Type.Array(Type.Object({ requestId: Uuid, kind: literals(['budget', 'delivery', 'move'] as const), summary: Type.String(), amountCents: Nullable(Cents) }))),
  createdAt: Iso,
  updatedAt: Iso,
});
export type PortfolioItem = Static<typeof PortfolioItemSchema>;
export type PortfolioPendingApproval = NonNullable<PortfolioItem['pendingApprovals']>[number];

/**
 * A change an approval workflow holds (/governance/approvals): answered 202, nothing of the held
 * part applied until the last approver approves (a budget raise, a send to delivery).
 */
export const PendingApprovalSchema = Type.Object({ status: Type.Literal('pending'), requestId: Uuid, workflowName: Type.String() });
export type PendingApprovalView = Static<typeof PendingApprovalSchema>;
export const ItemChangeResultSchema = Type.Composite([PortfolioItemSchema, Type.Object({ approval: Type.Optional(PendingApprovalSchema) })]);
export type ItemChangeResult = Static<typeof ItemChangeResultSchema>;
/**
 * A new item whose budget an approval workflow holds: answered 202, nothing created until the last
 * approver approves (the item is then created with the id given here).
 */
export const PendingItemCreationSchema = Type.Object({
  approval: PendingApprovalSchema,
  pendingCreation: Type.Object({ id: Uuid, level: Type.String(), parentId: Nullable(Uuid), title: Type.String(), allocated: Cents }),
});
export type PendingItemCreation = Static<typeof PendingItemCreationSchema>;
export const CreateItemResultSchema = Type.Union([PortfolioItemSchema, PendingItemCreationSchema]);
export type CreateItemResult = Static<typeof CreateItemResultSchema>;

// ---------- bodies (loose on purpose: the service answers with section 5's texts) ----------

const Text = (max: number) => Type.String({ maxLength: max });
export const JustificationBody = Type.Object(
  {
    investmentCategoryId: Type.Optional(Nullable(Text(100))),
    description: Type.Optional(Nullable(Text(4000))),
    businessValue: Type.Optional(Nullable(Text(40))),
    customerImpact: Type.Optional(Nullable(Text(40))),
    riskLevel: Type.Optional(Nullable(Text(40))),
    strategicAlignment: Type.Optional(Nullable(Text(40))),
    estimatedROI: Type.Optional(Nullable(Type.Number({ minimum: -1000, maximum: 100000 }))),
  },
  { additionalProperties: false },
);
export type JustificationBody = Static<typeof JustificationBody>;
export const StoryBody = Type.Object(
  {
    userType: Type.Optional(Nullable(Text(200))),
    want: Type.Optional(Nullable(Text(2000))),
    so: Type.Optional(Nullable(Text(2000))),
    acceptanceCriteria: Type.Optional(Nullable(Type.Array(Text(1000), { maxItems: 50 }))),
  },
  { additionalProperties: false },
);
export type StoryBody = Static<typeof StoryBody>;
const BudgetBody = Type.Object({ allocated: Type.Integer() }, { additionalProperties: false });

export const CreateItemBody = Type.Object(
  {
    level: literals(PORTFOLIO_LEVELS),
    parentId: Type.Optional(Nullable(Uuid)),
    title: Text(300),
    justification: Type.Optional(JustificationBody),
    budget: Type.Optional(BudgetBody),
    story: Type.Optional(StoryBody),
  },
  { additionalProperties: false },
);
export type CreateItemBody = Static<typeof CreateItemBody>;
export const UpdateItemBody = Type.Object(
  { title: Type.Optional(Text(300)), justification: Type.Optional(JustificationBody), budget: Type.Optional(BudgetBody), story: Type.Optional(StoryBody), position: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
export type UpdateItemBody = Static<typeof UpdateItemBody>;
export const MoveItemBody = Type.Object({ parentId: Uuid, position: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });
export type MoveItemBody = Static<typeof MoveItemBody>;

export const UpdateScoringBody = Type.Object(
  { weights: RoiWeightsSchema, alignmentLevels: Type.Array(AlignmentLevelSchema, { minItems: 3, maxItems: 3 }) },
  { additionalProperties: false },
);
export type UpdateScoringBody = Static<typeof UpdateScoringBody>;
export const UpdateCategoryBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    type: Type.Optional(literals(CATEGORY_TYPES)),
    taxClassification: Type.Optional(literals(TAX_CLASSIFICATIONS)),
    color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  },
  { additionalProperties: false },
);

export const SendToDeliveryBody = Type.Object(
  {
    boardId: Type.Optional(Uuid),
    teamId: Type.Optional(Uuid),
    storyPoints: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    /** On the board's first column (the default: ready to be worked) or in its backlog. */
    placement: Type.Optional(literals(['board', 'backlog'] as const)),
  },
  { additionalProperties: false },
);

// ---------- reports ----------

const SpendLine = Type.Object({ key: Type.String(), label: Type.String(), color: Nullable(Type.String()), cents: Cents, items: Type.Integer() });
export const SpendReportSchema = Type.Object({
  /** What every product was given (the sum of the products' allocations). */
  totalCents: Cents,
  byCategory: Type.Array(SpendLine),
  byTaxClassification: Type.Array(SpendLine),
  /** Each item with the part of its budget it holds itself (not passed down to children). */
  items: Type.Array(
    Type.Object({ id: Uuid, path: Type.String(), level: Type.String(), categoryCode: Type.String(), taxClassification: Type.String(), allocatedCents: Cents, heldCents: Cents }),
  ),
});
export type SpendReport = Static<typeof SpendReportSchema>;

/** A factor of the score named in a rank's reason: the one adding most, or the one losing most against its weight. */
const ReasonFactor = Type.Object({ factor: literals(['businessValue', 'customerImpact', 'strategicAlignment', 'risk'] as const), value: Type.String(), points: Type.Number(), weight: Type.Number() });
export const BacklogEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  item: PortfolioItemSchema,
  /** Where the item sits: product > initiative > epic. */
  path: Type.String(),
  /** Why it ranks here, in words built from its score. */
  reason: Type.Object({ strongest: ReasonFactor, weakest: ReasonFactor, tieBrokenByBudget: Type.Boolean() }),
});
export type BacklogEntry = Static<typeof BacklogEntrySchema>;
export const StrategicBacklogSchema = Type.Object({ deliveryAvailable: Type.Boolean(), entries: Type.Array(BacklogEntrySchema) });
export type StrategicBacklog = Static<typeof StrategicBacklogSchema>;

// ---------- endpoints ----------

const ItemParams = Type.Object({ id: Uuid });
const CategoryParams = Type.Object({ id: Uuid });
const itemNotFound = { status: 404, text: PortfolioErrors.ITEM_NOT_FOUND } as const;
const rules = { status: 400 } as const;
const budgetRule = { status: 400, text: PortfolioErrors.BUDGET_OVER_PARENT } as const;

export const PortfolioEndpoints = {
  config: defineEndpoint({ method: 'GET', path: `${P}/config`, schema: { response: ProductConfigSchema }, summary: 'Investment categories, ROI score weights and alignment levels' }),
  updateScoring: defineEndpoint({
    method: 'PUT',
    path: `${P}/business-value-config`,
    can: ['update', 'BusinessValueConfig'],
    schema: { body: UpdateScoringBody, response: ProductConfigSchema },
    summary: 'Change the ROI score weights and the strategic alignment levels (admins)',
    errors: [{ status: 400, text: PortfolioErrors.WEIGHTS_TOTAL }],
  }),
  updateCategory: defineEndpoint({
    method: 'PATCH',
    path: `${P}/investment-categories/:id`,
    can: ['update', 'BusinessValueConfig'],
    schema: { params: CategoryParams, body: UpdateCategoryBody, response: InvestmentCategorySchema },
    summary: 'Rename, recolour or reclassify an investment category (admins)',
    errors: [{ status: 404, text: PortfolioErrors.CATEGORY_NOT_FOUND }],
  }),
  listItems: defineEndpoint({ method: 'GET', path: `${P}/portfolio/items`, schema: { response: Type.Array(PortfolioItemSchema) }, summary: 'Every portfolio item of the account, parents first' }),
  getItem: defineEndpoint({ method: 'GET', path: `${P}/portfolio/items/:id`, schema: { params: ItemParams, response: PortfolioItemSchema }, errors: [itemNotFound] }),
  createItem: defineEndpoint({
    method: 'POST',
    path: `${P}/portfolio/items`,
    status: 201,
    can: ['create', 'PortfolioItem'],
    schema: { body: CreateItemBody, response: CreateItemResultSchema },
    summary: 'Create a product, initiative, epic, user story, task or subtask with its justification and budget; a budget an approval workflow covers answers 202 with the pending request (nothing created until approved)',
    errors: [rules, budgetRule, itemNotFound],
  }),
  updateItem: defineEndpoint({
    method: 'PATCH',
    path: `${P}/portfolio/items/:id`,
    can: ['update', 'PortfolioItem'],
    schema: { params: ItemParams, body: UpdateItemBody, response: ItemChangeResultSchema },
    summary: 'Change an item; a budget raise an approval workflow covers answers 202 with the pending request (the budget unchanged until approved)',
    errors: [rules, budgetRule, itemNotFound, { status: 409, text: ApprovalErrors.ALREADY_PENDING }],
  }),
  moveItem: defineEndpoint({
    method: 'POST',
    path: `${P}/portfolio/items/:id/move`,
    can: ['update', 'PortfolioItem'],
    schema: { params: ItemParams, body: MoveItemBody, response: ItemChangeResultSchema },
    summary: 'Move an item under another parent of the right level (its budget moves with it); under an approval workflow, answers 202 with the pending request (the item stays where it is until approved)',
    errors: [rules, budgetRule, itemNotFound, { status: 409, text: ApprovalErrors.ALREADY_PENDING }],
  }),
  deleteItem: defineEndpoint({
    method: 'DELETE',
    path: `${P}/portfolio/items/:id`,
    can: ['delete', 'PortfolioItem'],
    schema: { params: ItemParams, response: Type.Object({ id: Uuid }) },
    summary: 'Delete an item without children (its budget returns to its parent)',
    errors: [{ status: 409, text: 'Cannot delete <level>: N children depend on it' }, itemNotFound],
  }),
  spendReport: defineEndpoint({ method: 'GET', path: `${P}/portfolio/spend-report`, schema: { response: SpendReportSchema }, summary: 'Budget by investment category and by tax classification' }),
  spendReportCsv: defineEndpoint({ method: 'GET', path: `${P}/portfolio/spend-report/export`, file: true, summary: 'The spend report as CSV (for an accountant)' }),
  strategicBacklog: defineEndpoint({ method: 'GET', path: `${P}/strategic-backlog`, schema: { response: StrategicBacklogSchema }, summary: 'Epics and user stories ranked by ROI score, ties by budget' }),
  sendToDelivery: defineEndpoint({
    method: 'POST',
    path: `${P}/portfolio/items/:id/delivery`,
    can: ['update', 'PortfolioItem'],
    schema: { params: ItemParams, body: SendToDeliveryBody, response: ItemChangeResultSchema },
    summary: 'Put an epic or user story on an agile board (BACKLOG capability); under an approval workflow, answers 202 with the pending request',
    errors: [itemNotFound, { status: 409, text: ApprovalErrors.ALREADY_PENDING }, { status: 409, text: PortfolioErrors.ALREADY_DELIVERED }, { status: 422, text: PortfolioErrors.DELIVERY_UNAVAILABLE }, { status: 422, text: PortfolioErrors.DELIVERY_LEVEL }],
  }),
} as const;
