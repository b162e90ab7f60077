import { Type, Uuid, type Static } from '@suite/sdk/schemas';
import { INVESTOR_TYPES, PORTFOLIO_STATUSES, REPORT_KINDS, TIMEFRAMES, UPDATE_REQUEST_STATUSES } from './constants.js';
import { InvestorErrors } from './errors.js';
import { Nullable, PermissionSchema, literals } from './views.js';

/** The investor portal's request bodies and queries, with section 5's rules and texts. */

const text = (max: number, message: string) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', errorMessage: { minLength: message, pattern: message } });

export const CreateProfileBody = Type.Object(
  { userId: Uuid, investorType: literals(INVESTOR_TYPES), firm: Type.Optional(Nullable(Type.String({ maxLength: 120 }))) },
  { additionalProperties: false, errorMessage: { required: { userId: InvestorErrors.PROFILE_REQUIRED_FIELDS, investorType: InvestorErrors.PROFILE_REQUIRED_FIELDS } } },
);
export const UpdateProfileBody = Type.Object({ investorType: Type.Optional(literals(INVESTOR_TYPES)), firm: Type.Optional(Nullable(Type.String({ maxLength: 120 }))) }, { additionalProperties: false });

const investmentAmount = Type.Integer({ exclusiveMinimum: 0, errorMessage: InvestorErrors.INVESTMENT_AMOUNT_POSITIVE });
const ownership = Type.Number({ minimum: 0, maximum: 100, errorMessage: InvestorErrors.OWNERSHIP_RANGE });
export const PortfolioBody = Type.Object(
  {
    investorId: Type.Optional(Uuid),
    companyId: Uuid,
    /** Cents. */
    investmentAmount,
    currentValuation: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    ownershipPercentage: Type.Optional(Nullable(ownership)),
    status: Type.Optional(literals(PORTFOLIO_STATUSES)),
  },
  { additionalProperties: false, errorMessage: { required: { companyId: InvestorErrors.PORTFOLIO_REQUIRED_FIELDS, investmentAmount: InvestorErrors.PORTFOLIO_REQUIRED_FIELDS } } },
);
export type PortfolioBody = Static<typeof PortfolioBody>;
export const PortfolioPatchBody = Type.Object(
  {
    investmentAmount: Type.Optional(investmentAmount),
    currentValuation: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
    ownershipPercentage: Type.Optional(Nullable(ownership)),
    status: Type.Optional(literals(PORTFOLIO_STATUSES)),
  },
  { additionalProperties: false },
);

const permissions = Type.Array(PermissionSchema, { minItems: 1, maxItems: 10, errorMessage: { minItems: InvestorErrors.ACCESS_REQUIRED_FIELDS } });
/** A grant names the investor by profile id, or invites them by e-mail. */
export const GrantBody = Type.Object(
  { investorId: Type.Optional(Uuid), email: Type.Optional(Type.String({ minLength: 3, maxLength: 254, format: 'email' })), companyId: Uuid, permissions },
  { additionalProperties: false, errorMessage: { required: { companyId: InvestorErrors.ACCESS_REQUIRED_FIELDS, permissions: InvestorErrors.ACCESS_REQUIRED_FIELDS } } },
);
export type GrantBody = Static<typeof GrantBody>;
export const GrantPatchBody = Type.Object({ permissions }, { additionalProperties: false, errorMessage: { required: { permissions: InvestorErrors.ACCESS_REQUIRED_FIELDS } } });

const content = text(10_000, InvestorErrors.CONTENT_REQUIRED);
export const CommunicationBody = Type.Object(
  { investorId: Uuid, companyId: Uuid, content, subject: Type.Optional(Nullable(Type.String({ maxLength: 200 }))) },
  { additionalProperties: false, errorMessage: { required: { investorId: InvestorErrors.COMMUNICATION_REQUIRED_FIELDS, companyId: InvestorErrors.COMMUNICATION_REQUIRED_FIELDS, content: InvestorErrors.COMMUNICATION_REQUIRED_FIELDS } } },
);
export type CommunicationBody = Static<typeof CommunicationBody>;
export const ReadBody = Type.Object({ userId: Type.Optional(Uuid) }, { additionalProperties: false });
export const RespondBody = Type.Object({ content, responseId: Type.Optional(Uuid) }, { additionalProperties: false, errorMessage: { required: { content: InvestorErrors.CONTENT_REQUIRED } } });
export const CommunicationsQuery = Type.Object({ companyId: Type.Optional(Uuid) }, { additionalProperties: false });

export const AlertBody = Type.Object(
  {
    investorId: Uuid,
    companyId: Type.Optional(Nullable(Uuid)),
    type: Type.String({ minLength: 1, maxLength: 60 }),
    severity: Type.String({ minLength: 1, maxLength: 20 }),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false, errorMessage: { required: { investorId: InvestorErrors.ALERT_REQUIRED_FIELDS, type: InvestorErrors.ALERT_REQUIRED_FIELDS, severity: InvestorErrors.ALERT_REQUIRED_FIELDS } } },
);
export type AlertBody = Static<typeof AlertBody>;
export const AlertsQuery = Type.Object({ investorId: Type.Optional(Uuid), companyId: Type.Optional(Uuid) }, { additionalProperties: false });

const configFields = { timeframe: Type.Optional(literals(TIMEFRAMES)), metrics: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })), pinned: Type.Optional(Type.Boolean()) };
export const DashboardConfigBody = Type.Object(
  { investorId: Uuid, companyId: Uuid, ...configFields },
  { additionalProperties: false, errorMessage: { required: { investorId: InvestorErrors.DASHBOARD_CONFIG_REQUIRED_FIELDS, companyId: InvestorErrors.DASHBOARD_CONFIG_REQUIRED_FIELDS } } },
);
export type DashboardConfigBody = Static<typeof DashboardConfigBody>;
export const DashboardConfigPatchBody = Type.Object(configFields, { additionalProperties: false });
export const DashboardConfigQuery = Type.Object({ investorId: Type.Optional(Uuid), companyId: Type.Optional(Uuid) }, { additionalProperties: false });

export const UpdateRequestBody = Type.Object(
  {
    investorId: Uuid,
    companyId: Uuid,
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    requestedData: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 20, errorMessage: { minItems: InvestorErrors.UPDATE_REQUEST_REQUIRED_FIELDS } }),
    message: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false, errorMessage: { required: { investorId: InvestorErrors.UPDATE_REQUEST_REQUIRED_FIELDS, companyId: InvestorErrors.UPDATE_REQUEST_REQUIRED_FIELDS, requestedData: InvestorErrors.UPDATE_REQUEST_REQUIRED_FIELDS } } },
);
export type UpdateRequestBody = Static<typeof UpdateRequestBody>;
export const UpdateRequestStatusBody = Type.Object({ status: literals(UPDATE_REQUEST_STATUSES) }, { additionalProperties: false });
export const UpdateRequestsQuery = Type.Object({ investorId: Type.Optional(Uuid), companyId: Type.Optional(Uuid) }, { additionalProperties: false });

export const DashboardDataQuery = Type.Object(
  {
    investorId: Type.Optional(Uuid),
    /** Comma-separated company ids (all granted companies when absent). */
    companyIds: Type.Optional(Type.String({ maxLength: 2000 })),
    timeframe: Type.Optional(literals(TIMEFRAMES)),
    metrics: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
/** GET /investor/variance: the last `months` full months (6 unless said, at most 24). */
export const VarianceQuery = Type.Object(
  { investorId: Type.Optional(Uuid), companyIds: Type.Optional(Type.String({ maxLength: 2000 })), months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) },
  { additionalProperties: false },
);
export const CompanyMetricsQuery = Type.Object({ investorId: Type.Optional(Uuid), companyId: Uuid, timeframe: Type.Optional(literals(TIMEFRAMES)) }, { additionalProperties: false });
/** Any value is accepted: a lookup that cannot succeed answers false (section 6). */
export const HasPermissionQuery = Type.Object({
  investorId: Type.Optional(Type.String({ maxLength: 100 })),
  companyId: Type.Optional(Type.String({ maxLength: 100 })),
  resource: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.String({ maxLength: 100 })),
});
export const PermissionsQuery = Type.Object({ investorId: Type.Optional(Uuid) }, { additionalProperties: false });

export const ReportBody = Type.Object({ kind: literals(REPORT_KINDS), title: Type.Optional(text(200, InvestorErrors.REPORT_TITLE_REQUIRED)), period: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$' })) }, { additionalProperties: false });
export const ReportPatchBody = Type.Object(
  {
    title: Type.Optional(text(200, InvestorErrors.REPORT_TITLE_REQUIRED)),
    highlights: Type.Optional(Type.String({ maxLength: 5000 })),
    lowlights: Type.Optional(Type.String({ maxLength: 5000 })),
    asks: Type.Optional(Type.String({ maxLength: 5000 })),
    body: Type.Optional(Type.String({ maxLength: 20_000 })),
  },
  { additionalProperties: false },
);
export const ReportSendBody = Type.Object({ investorIds: Type.Array(Uuid, { minItems: 1, maxItems: 100, errorMessage: { minItems: InvestorErrors.REPORT_RECIPIENTS_REQUIRED } }) }, { additionalProperties: false, errorMessage: { required: { investorIds: InvestorErrors.REPORT_RECIPIENTS_REQUIRED } } });

export const DocumentBody = Type.Object(
  {
    folder: Type.Optional(Type.String({ maxLength: 80 })),
    name: text(200, InvestorErrors.DOCUMENT_NAME_REQUIRED),
    contentType: Type.Optional(Type.String({ maxLength: 100 })),
    contentBase64: Type.String({ maxLength: 700_000, pattern: '^[A-Za-z0-9+/=\\s]*$', errorMessage: { maxLength: InvestorErrors.DOCUMENT_TOO_LARGE, pattern: InvestorErrors.DOCUMENT_CONTENT_INVALID } }),
  },
  { additionalProperties: false, errorMessage: { required: { name: InvestorErrors.DOCUMENT_NAME_REQUIRED } } },
);
export type DocumentBody = Static<typeof DocumentBody>;
export const DataRoomQuery = Type.Object({ companyId: Type.Optional(Uuid) }, { additionalProperties: false });
