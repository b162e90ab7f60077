import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { ACCOUNT_ACTION_ITEM_STATUSES } from '../contract/account-data-capability.js';

const AccountIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The answer of each list: the domain that owns it, whether that domain is on for the account
 * (when off the list is empty and says so), and the items.
 */
const domainList = <T extends TSchema>(domain: 'agile' | 'product', item: T) =>
  Type.Object({ domain: Type.Literal(domain), enabled: Type.Boolean(), items: Type.Array(item) });

export const AccountTeamSchema = Type.Object({ id: Type.String(), name: Type.String(), description: Nullable(Type.String()), memberCount: Type.Integer(), createdAt: Type.String() });

export const AccountSessionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('poker'), Type.Literal('retro')]),
  name: Type.String(),
  status: Type.String(),
  teamId: Nullable(Type.String()),
  teamName: Nullable(Type.String()),
  createdAt: Type.String(),
  startedAt: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  stories: Type.Optional(Type.Object({ total: Type.Integer(), estimated: Type.Integer(), points: Type.Number() })),
  retro: Type.Optional(Type.Object({ cards: Type.Integer(), votes: Type.Integer(), actionItems: Type.Integer() })),
  path: Type.String(),
});

export const AccountActionItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  status: Type.Union(ACCOUNT_ACTION_ITEM_STATUSES.map((status) => Type.Literal(status))),
  priority: Type.Union([Type.Literal('LOW'), Type.Literal('MEDIUM'), Type.Literal('HIGH')]),
  dueDate: Nullable(Type.String()),
  overdue: Type.Boolean(),
  ownerId: Nullable(Type.String()),
  ownerName: Nullable(Type.String()),
  teamId: Nullable(Type.String()),
  teamName: Nullable(Type.String()),
  sessionId: Type.String(),
  sessionName: Type.String(),
  createdAt: Type.String(),
  path: Type.String(),
});
export type AccountActionItemView = Static<typeof AccountActionItemSchema>;

export const AccountProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Nullable(Type.String()),
  budgetAllocatedCents: Type.Integer(),
  estimatedRoi: Nullable(Type.Number()),
  itemCount: Type.Integer(),
  createdAt: Type.String(),
});

/** Filters of the action-item list and the /action-items page. */
export const ActionItemQuery = Type.Object(
  {
    /** open (OPEN and IN_PROGRESS, the default), all, or one status. */
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all'), ...ACCOUNT_ACTION_ITEM_STATUSES.map((status) => Type.Literal(status))])),
    /** account (every team, the default) or mine (the caller's teams). */
    scope: Type.Optional(Type.Union([Type.Literal('account'), Type.Literal('mine')])),
    teamId: Type.Optional(Type.String({ format: 'uuid' })),
    /** A member's id, or 'me'. */
    ownerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Literal('me')])),
    overdue: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ActionItemQuery = Static<typeof ActionItemQuery>;

export const AccountTeamListSchema = domainList('agile', AccountTeamSchema);
export const AccountSessionListSchema = domainList('agile', AccountSessionSchema);
export const AccountActionItemListSchema = Type.Object({
  domain: Type.Literal('agile'),
  enabled: Type.Boolean(),
  items: Type.Array(AccountActionItemSchema),
  /** The day overdue is judged against (UTC). */
  today: Type.String(),
});
export type AccountActionItemList = Static<typeof AccountActionItemListSchema>;
export const AccountProductListSchema = domainList('product', AccountProductSchema);

/**
 * GET /accounts/{id}/teams, /products, /sessions, /action-items (platform.md section 7): the
 * account's lists, answered by the domains that own them through capabilities. A member of the
 * account reads them; anyone else gets the tenant text.
 */
export const AccountDataEndpoints = {
  teams: defineEndpoint({ method: 'GET', path: '/accounts/:id/teams', access: 'user', schema: { params: AccountIdParams, response: AccountTeamListSchema }, summary: "The account's teams (agile)" }),
  products: defineEndpoint({ method: 'GET', path: '/accounts/:id/products', access: 'user', schema: { params: AccountIdParams, response: AccountProductListSchema }, summary: "The account's products (product management)" }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/accounts/:id/sessions',
    access: 'user',
    schema: { params: AccountIdParams, query: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }), response: AccountSessionListSchema },
    summary: "The account's planning-poker and retrospective sessions, newest first (agile)",
  }),
  actionItems: defineEndpoint({
    method: 'GET',
    path: '/accounts/:id/action-items',
    access: 'user',
    schema: { params: AccountIdParams, query: ActionItemQuery, response: AccountActionItemListSchema },
    summary: "The account's retrospective action items with owner, due date and status (agile); open ones by default",
  }),
} as const;
