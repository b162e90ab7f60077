import { AccessErrors, ApprovalErrors, defineEndpoint } from '@suite/sdk';
import { IdParams, Type, Uuid } from '@suite/sdk/schemas';
import * as B from './bodies.js';
import { InvestorErrors as E } from './errors.js';
import { INVESTOR_RELATIONS_SUBJECT } from './permissions.js';
import {
  AccessGrantOutcomeSchema,
  AccessGrantSchema,
  AlertSchema,
  CommunicationSchema,
  CompanyVarianceSchema,
  DashboardCompanySchema,
  DashboardConfigSchema,
  DashboardDataSchema,
  DataRoomDocumentSchema,
  InvestorActivitySchema,
  InvestorProfileSchema,
  Nullable,
  PermissionSchema,
  PortfolioEntrySchema,
  ReportSchema,
  UpdateRequestSchema,
} from './views.js';

/**
 * Every endpoint of the investor portal (finance-and-growth.md section 7 "Investor", plus the
 * company-side screens of the issue: reports, data room, investor activity), declared once.
 */

const denied = { status: 403, text: AccessErrors.tenantMismatch('<companyId>') } as const;
const profileNotFound = { status: 404, text: E.PROFILE_NOT_FOUND } as const;
const managersOnly = { status: 403, text: E.ACCESS_MANAGERS_ONLY } as const;
const noPermission = { status: 403, text: E.permissionDenied('<resource>', '<action>') } as const;
/** Section 6: persona INVESTOR, an admin role, or access:investor_dashboard (the platform's rule on InvestorDashboard). */
const INVESTOR_DASHBOARD = ['view', 'InvestorDashboard'] as const;
const InvestorCompanyParams = Type.Object({ id: Uuid, companyId: Uuid });
const ConfigParams = Type.Object({ investorId: Uuid, companyId: Uuid });

export const InvestorEndpoints = {
  // ---------- profiles ----------
  me: defineEndpoint({ method: 'GET', path: '/investor/me', schema: { response: Type.Object({ profile: Nullable(InvestorProfileSchema) }) }, summary: "The signed-in user's investor profile (claims access the user was invited to by e-mail)" }),
  getProfile: defineEndpoint({ method: 'GET', path: '/investors/:id/profile', schema: { params: IdParams, response: InvestorProfileSchema }, errors: [profileNotFound, denied] }),
  updateProfile: defineEndpoint({ method: 'PATCH', path: '/investors/:id/profile', schema: { params: IdParams, body: B.UpdateProfileBody, response: InvestorProfileSchema }, errors: [profileNotFound, denied] }),
  createProfile: defineEndpoint({ method: 'POST', path: '/investors/profile', status: 201, schema: { body: B.CreateProfileBody, response: InvestorProfileSchema }, errors: [{ status: 400, text: E.PROFILE_REQUIRED_FIELDS }, { status: 403, text: E.PROFILE_OWN_ONLY }, { status: 409, text: E.PROFILE_EXISTS }] }),

  // ---------- portfolio ----------
  listPortfolio: defineEndpoint({ method: 'GET', path: '/investors/:id/portfolio', schema: { params: IdParams, response: Type.Array(PortfolioEntrySchema) }, errors: [profileNotFound, denied] }),
  addPortfolio: defineEndpoint({ method: 'POST', path: '/investors/:id/portfolio', status: 201, schema: { params: IdParams, body: B.PortfolioBody, response: PortfolioEntrySchema }, errors: [{ status: 400, text: E.INVESTMENT_AMOUNT_POSITIVE }, denied, { status: 409, text: E.PORTFOLIO_ENTRY_EXISTS }] }),
  getPortfolioCompany: defineEndpoint({ method: 'GET', path: '/investors/:id/portfolio/:companyId', schema: { params: InvestorCompanyParams, response: PortfolioEntrySchema }, errors: [denied, { status: 404, text: E.PORTFOLIO_ENTRY_NOT_FOUND }] }),
  updatePortfolio: defineEndpoint({ method: 'PATCH', path: '/portfolio/:id', schema: { params: IdParams, body: B.PortfolioPatchBody, response: PortfolioEntrySchema }, errors: [{ status: 404, text: E.PORTFOLIO_ENTRY_NOT_FOUND }] }),
  deletePortfolio: defineEndpoint({ method: 'DELETE', path: '/portfolio/:id', schema: { params: IdParams, response: Type.Object({ deleted: Type.Boolean() }) }, errors: [{ status: 404, text: E.PORTFOLIO_ENTRY_NOT_FOUND }] }),

  // ---------- access grants (owned by the company's account) ----------
  getAccess: defineEndpoint({ method: 'GET', path: '/investors/:id/access/:companyId', schema: { params: InvestorCompanyParams, response: AccessGrantSchema }, errors: [denied, { status: 404, text: E.ACCESS_NOT_FOUND }] }),
  grantAccess: defineEndpoint({
    method: 'POST',
    path: '/investors/access',
    status: 201,
    schema: { body: B.GrantBody, response: AccessGrantOutcomeSchema },
    summary: 'Grant an investor access; a grant with data-room access under an approval workflow answers 202 (nothing granted until approved)',
    errors: [{ status: 400, text: E.ACCESS_REQUIRED_FIELDS }, managersOnly, denied, profileNotFound, { status: 409, text: E.ACCESS_EXISTS }, { status: 409, text: ApprovalErrors.ALREADY_PENDING }],
  }),
  updateAccess: defineEndpoint({
    method: 'PATCH',
    path: '/investors/access/:id',
    schema: { params: IdParams, body: B.GrantPatchBody, response: AccessGrantOutcomeSchema },
    summary: "Change a grant's permissions (accepting a request); adding data-room access under an approval workflow answers 202 (nothing changed until approved)",
    errors: [managersOnly, { status: 404, text: E.ACCESS_NOT_FOUND }, { status: 409, text: ApprovalErrors.ALREADY_PENDING }],
  }),
  revokeAccess: defineEndpoint({ method: 'DELETE', path: '/investors/access/:id', schema: { params: IdParams, response: AccessGrantSchema }, errors: [managersOnly, { status: 404, text: E.ACCESS_NOT_FOUND }] }),
  companyInvestors: defineEndpoint({ method: 'GET', path: '/companies/:id/investors', schema: { params: IdParams, response: Type.Array(AccessGrantSchema) }, errors: [denied] }),
  companyActivity: defineEndpoint({ method: 'GET', path: '/companies/:id/investor-activity', schema: { params: IdParams, response: Type.Array(InvestorActivitySchema) }, errors: [denied], summary: "Every read of the company's data by its investors" }),
  companyCommunications: defineEndpoint({ method: 'GET', path: '/companies/:id/communications', schema: { params: IdParams, response: Type.Array(CommunicationSchema) }, errors: [denied] }),

  // ---------- communications (owned by the company's account) ----------
  listCommunications: defineEndpoint({ method: 'GET', path: '/investors/:id/communications', schema: { params: IdParams, query: B.CommunicationsQuery, response: Type.Array(CommunicationSchema) }, errors: [denied, noPermission] }),
  getCommunication: defineEndpoint({ method: 'GET', path: '/communications/:id', schema: { params: IdParams, response: CommunicationSchema }, errors: [{ status: 404, text: E.COMMUNICATION_NOT_FOUND }] }),
  deleteCommunication: defineEndpoint({ method: 'DELETE', path: '/communications/:id', schema: { params: IdParams, response: Type.Object({ deleted: Type.Boolean() }) }, errors: [{ status: 403, text: E.COMMUNICATION_SENDER_ONLY }, { status: 404, text: E.COMMUNICATION_NOT_FOUND }] }),
  createCommunication: defineEndpoint({ method: 'POST', path: '/communications', status: 201, schema: { body: B.CommunicationBody, response: CommunicationSchema }, errors: [{ status: 400, text: E.CONTENT_REQUIRED }, denied, noPermission] }),
  markRead: defineEndpoint({ method: 'POST', path: '/communications/:id/read', schema: { params: IdParams, body: B.ReadBody, response: CommunicationSchema }, errors: [{ status: 404, text: E.COMMUNICATION_NOT_FOUND }] }),
  respond: defineEndpoint({ method: 'POST', path: '/communications/:id/respond', status: 201, schema: { params: IdParams, body: B.RespondBody, response: CommunicationSchema }, errors: [{ status: 404, text: E.COMMUNICATION_NOT_FOUND }, noPermission] }),

  // ---------- alerts (owned by the investor) ----------
  listAlerts: defineEndpoint({ method: 'GET', path: '/investor/alerts', schema: { query: B.AlertsQuery, response: Type.Array(AlertSchema) }, errors: [denied] }),
  createAlert: defineEndpoint({ method: 'POST', path: '/investor/alerts', status: 201, schema: { body: B.AlertBody, response: AlertSchema }, errors: [{ status: 400, text: E.ALERT_REQUIRED_FIELDS }, denied] }),
  acknowledgeAlert: defineEndpoint({ method: 'PATCH', path: '/investor/alerts/:id/acknowledge', schema: { params: IdParams, response: AlertSchema }, errors: [{ status: 404, text: E.ALERT_NOT_FOUND }, { status: 409, text: E.ALERT_ALREADY_ACKNOWLEDGED }] }),
  resolveAlert: defineEndpoint({ method: 'PATCH', path: '/investor/alerts/:id/resolve', schema: { params: IdParams, response: AlertSchema }, errors: [{ status: 404, text: E.ALERT_NOT_FOUND }, { status: 409, text: E.ALERT_ALREADY_RESOLVED }] }),
  deleteAlert: defineEndpoint({ method: 'DELETE', path: '/investor/alerts/:id', schema: { params: IdParams, response: Type.Object({ deleted: Type.Boolean() }) }, errors: [{ status: 404, text: E.ALERT_NOT_FOUND }] }),

  // ---------- dashboard config (owned by the investor) ----------
  listDashboardConfig: defineEndpoint({ method: 'GET', path: '/investor/dashboard-config', schema: { query: B.DashboardConfigQuery, response: Type.Array(DashboardConfigSchema) }, errors: [denied] }),
  createDashboardConfig: defineEndpoint({ method: 'POST', path: '/investor/dashboard-config', status: 201, schema: { body: B.DashboardConfigBody, response: DashboardConfigSchema }, errors: [{ status: 400, text: E.DASHBOARD_CONFIG_REQUIRED_FIELDS }, denied] }),
  updateDashboardConfig: defineEndpoint({ method: 'PATCH', path: '/investor/dashboard-config/:investorId/:companyId', schema: { params: ConfigParams, body: B.DashboardConfigPatchBody, response: DashboardConfigSchema }, errors: [denied, { status: 404, text: E.DASHBOARD_CONFIG_NOT_FOUND }] }),

  // ---------- update requests (owned by the company's account) ----------
  listUpdateRequests: defineEndpoint({ method: 'GET', path: '/investor/update-requests', schema: { query: B.UpdateRequestsQuery, response: Type.Array(UpdateRequestSchema) }, errors: [denied] }),
  createUpdateRequest: defineEndpoint({ method: 'POST', path: '/investor/update-requests', status: 201, schema: { body: B.UpdateRequestBody, response: UpdateRequestSchema }, errors: [{ status: 400, text: E.UPDATE_REQUEST_REQUIRED_FIELDS }, { status: 400, text: E.UPDATE_REQUEST_TYPE_INVALID }, { status: 400, text: E.REQUESTED_DATA_INVALID }, denied, noPermission] }),
  setUpdateRequestStatus: defineEndpoint({ method: 'PATCH', path: '/investor/update-requests/:id/status', can: ['update', INVESTOR_RELATIONS_SUBJECT], schema: { params: IdParams, body: B.UpdateRequestStatusBody, response: UpdateRequestSchema }, errors: [{ status: 404, text: E.UPDATE_REQUEST_NOT_FOUND }, { status: 409, text: E.UPDATE_REQUEST_COMPLETED }] }),
  completeUpdateRequest: defineEndpoint({ method: 'PATCH', path: '/investor/update-requests/:id/complete', can: ['update', INVESTOR_RELATIONS_SUBJECT], schema: { params: IdParams, response: UpdateRequestSchema }, errors: [{ status: 404, text: E.UPDATE_REQUEST_NOT_FOUND }, { status: 409, text: E.UPDATE_REQUEST_COMPLETED }], summary: 'Answer in one click with a dated snapshot of the live metrics' }),

  // ---------- dashboard reads (every one checks the grant) ----------
  dashboardData: defineEndpoint({ method: 'GET', path: '/investor/dashboard-data', can: INVESTOR_DASHBOARD, schema: { query: B.DashboardDataQuery, response: DashboardDataSchema }, errors: [denied, profileNotFound] }),
  companyMetrics: defineEndpoint({ method: 'GET', path: '/investor/company-metrics', can: INVESTOR_DASHBOARD, schema: { query: B.CompanyMetricsQuery, response: DashboardCompanySchema }, errors: [denied, noPermission] }),
  variance: defineEndpoint({
    method: 'GET',
    path: '/investor/variance',
    can: INVESTOR_DASHBOARD,
    schema: { query: B.VarianceQuery, response: Type.Array(CompanyVarianceSchema) },
    errors: [denied, profileNotFound],
    summary: "Plan against actual per granted company (its base forecast against its recorded months)",
  }),
  hasPermission: defineEndpoint({ method: 'GET', path: '/investor/has-permission', schema: { query: B.HasPermissionQuery, response: Type.Object({ hasPermission: Type.Boolean() }) }, summary: 'False on any failure (section 6)' }),
  permissions: defineEndpoint({
    method: 'GET',
    path: '/investor/permissions',
    schema: { query: B.PermissionsQuery, response: Type.Array(Type.Object({ companyId: Uuid, companyName: Nullable(Type.String()), grantId: Uuid, permissions: Type.Array(PermissionSchema) })) },
    errors: [denied],
  }),

  // ---------- investor updates and board packages (company side) ----------
  listReports: defineEndpoint({ method: 'GET', path: '/investor/reports', schema: { response: Type.Array(ReportSchema) } }),
  createReport: defineEndpoint({ method: 'POST', path: '/investor/reports', status: 201, can: ['create', INVESTOR_RELATIONS_SUBJECT], schema: { body: B.ReportBody, response: ReportSchema }, summary: "A draft pre-filled from the company's own live metrics" }),
  updateReport: defineEndpoint({ method: 'PATCH', path: '/investor/reports/:id', can: ['update', INVESTOR_RELATIONS_SUBJECT], schema: { params: IdParams, body: B.ReportPatchBody, response: ReportSchema }, errors: [{ status: 404, text: E.REPORT_NOT_FOUND }, { status: 409, text: E.REPORT_ALREADY_SENT }] }),
  sendReport: defineEndpoint({ method: 'POST', path: '/investor/reports/:id/send', can: ['update', INVESTOR_RELATIONS_SUBJECT], schema: { params: IdParams, body: B.ReportSendBody, response: ReportSchema }, errors: [{ status: 404, text: E.REPORT_NOT_FOUND }, { status: 409, text: E.REPORT_ALREADY_SENT }, { status: 400, text: E.REPORT_RECIPIENTS_REQUIRED }] }),

  // ---------- data room ----------
  dataRoom: defineEndpoint({ method: 'GET', path: '/investor/data-room', schema: { query: B.DataRoomQuery, response: Type.Array(DataRoomDocumentSchema) }, errors: [denied, noPermission] }),
  uploadDocument: defineEndpoint({ method: 'POST', path: '/investor/data-room/documents', status: 201, can: ['create', INVESTOR_RELATIONS_SUBJECT], schema: { body: B.DocumentBody, response: DataRoomDocumentSchema }, errors: [{ status: 400, text: E.DOCUMENT_TOO_LARGE }] }),
  deleteDocument: defineEndpoint({ method: 'DELETE', path: '/investor/data-room/documents/:id', can: ['delete', INVESTOR_RELATIONS_SUBJECT], schema: { params: IdParams, response: Type.Object({ deleted: Type.Boolean() }) }, errors: [{ status: 404, text: E.DOCUMENT_NOT_FOUND }] }),
  downloadDocument: defineEndpoint({ method: 'GET', path: '/investor/data-room/documents/:id/download', file: true, schema: { params: IdParams, query: B.DataRoomQuery }, errors: [{ status: 404, text: E.DOCUMENT_NOT_FOUND }, noPermission], summary: 'Logged in the company’s data room access log' }),
} as const;

