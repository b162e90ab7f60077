import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import {
  AccountDetailSchema,
  AccountStatsSchema,
  AuditLogPageViewSchema,
  AuditLogQuery,
  AvailabilityViewSchema,
  ContactAdminBody,
  ContactAdminResultSchema,
  CreateAccountBody,
  DeleteAccountBody,
  MembershipViewSchema,
  MyAccountViewSchema,
  TransferOwnershipBody,
  UpdateAccountBody,
  ValidateDomainQuery,
  ValidateSlugQuery,
} from '../schemas/identity.js';

export const AccountIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const DeletedAccount = Type.Object({ id: Type.String(), status: Type.String() });

/**
 * Accounts (platform.md section 7, "Accounts, users, invitations"): the current account (tenant
 * routes), checks and my memberships (a user, no account), an account by id (its members).
 */
export const AccountEndpoints = {
  myAccounts: defineEndpoint({ method: 'GET', path: '/accounts', access: 'user', schema: { response: Type.Array(MyAccountViewSchema) }, summary: 'My accounts, with my role in each' }),
  create: defineEndpoint({ method: 'POST', path: '/accounts', access: 'user', status: 201, schema: { body: CreateAccountBody, response: AccountDetailSchema } }),

  current: defineEndpoint({ method: 'GET', path: '/accounts/current', access: 'tenant', schema: { response: AccountDetailSchema } }),
  updateCurrent: defineEndpoint({ method: 'PATCH', path: '/accounts/current', access: 'tenant', schema: { body: UpdateAccountBody, response: AccountDetailSchema } }),
  deleteCurrent: defineEndpoint({ method: 'DELETE', path: '/accounts/current', access: 'tenant', schema: { body: DeleteAccountBody, response: DeletedAccount } }),
  stats: defineEndpoint({ method: 'GET', path: '/accounts/stats', access: 'tenant', schema: { response: AccountStatsSchema } }),
  auditLogs: defineEndpoint({ method: 'GET', path: '/accounts/audit-logs', access: 'tenant', schema: { query: AuditLogQuery, response: AuditLogPageViewSchema } }),
  contactAdmin: defineEndpoint({ method: 'POST', path: '/accounts/contact-admin', access: 'tenant', status: 201, schema: { body: ContactAdminBody, response: ContactAdminResultSchema } }),

  validateSlug: defineEndpoint({ method: 'GET', path: '/accounts/validate-slug', access: 'user', schema: { query: ValidateSlugQuery, response: AvailabilityViewSchema } }),
  validateDomain: defineEndpoint({ method: 'GET', path: '/accounts/validate-domain', access: 'user', schema: { query: ValidateDomainQuery, response: AvailabilityViewSchema } }),
  userMemberships: defineEndpoint({ method: 'GET', path: '/accounts/user-memberships', access: 'user', schema: { response: Type.Array(MembershipViewSchema) } }),

  get: defineEndpoint({ method: 'GET', path: '/accounts/:id', access: 'user', schema: { params: AccountIdParams, response: AccountDetailSchema } }),
  update: defineEndpoint({ method: 'PATCH', path: '/accounts/:id', access: 'user', schema: { params: AccountIdParams, body: UpdateAccountBody, response: AccountDetailSchema } }),
  delete: defineEndpoint({ method: 'DELETE', path: '/accounts/:id', access: 'user', schema: { params: AccountIdParams, body: DeleteAccountBody, response: DeletedAccount } }),
  transferOwnership: defineEndpoint({
    method: 'POST',
    path: '/accounts/:id/transfer-ownership',
    access: 'user',
    schema: { params: AccountIdParams, body: TransferOwnershipBody, response: AccountDetailSchema },
  }),
} as const;
