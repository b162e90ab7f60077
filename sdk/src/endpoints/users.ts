import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import {
  AccountUserViewSchema,
  AddAccountUserBody,
  DirectoryUserViewSchema,
  MembershipViewSchema,
  UpdateAccountUserBody,
  UpdateAccountUserRoleBody,
  UpdateAccountUserStatusBody,
  UserSearchQuery,
} from '../schemas/identity.js';
import { AccountIdParams } from './accounts.js';

const MemberParams = Type.Object({ id: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });
const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Members of an account (by id) and the user directory of the current account. */
export const UserEndpoints = {
  accountUsers: defineEndpoint({ method: 'GET', path: '/accounts/:id/users', access: 'user', schema: { params: AccountIdParams, response: Type.Array(AccountUserViewSchema) } }),
  addAccountUser: defineEndpoint({
    method: 'POST',
    path: '/accounts/:id/users',
    access: 'user',
    status: 201,
    schema: { params: AccountIdParams, body: AddAccountUserBody, response: AccountUserViewSchema },
  }),
  updateAccountUser: defineEndpoint({ method: 'PATCH', path: '/accounts/:id/users/:userId', access: 'user', schema: { params: MemberParams, body: UpdateAccountUserBody, response: AccountUserViewSchema } }),
  removeAccountUser: defineEndpoint({
    method: 'DELETE',
    path: '/accounts/:id/users/:userId',
    access: 'user',
    schema: { params: MemberParams, response: Type.Object({ userId: Type.String(), removed: Type.Literal(true) }) },
  }),
  setAccountUserRole: defineEndpoint({
    method: 'PATCH',
    path: '/accounts/:id/users/:userId/role',
    access: 'user',
    schema: { params: MemberParams, body: UpdateAccountUserRoleBody, response: AccountUserViewSchema },
  }),
  setAccountUserStatus: defineEndpoint({
    method: 'PATCH',
    path: '/accounts/:id/users/:userId/status',
    access: 'user',
    schema: { params: MemberParams, body: UpdateAccountUserStatusBody, response: AccountUserViewSchema },
  }),
  directory: defineEndpoint({ method: 'GET', path: '/users', access: 'tenant', schema: { response: Type.Array(DirectoryUserViewSchema) } }),
  search: defineEndpoint({ method: 'GET', path: '/users/search', access: 'tenant', schema: { query: UserSearchQuery, response: Type.Array(DirectoryUserViewSchema) } }),
  userAccounts: defineEndpoint({ method: 'GET', path: '/users/:id/accounts', access: 'user', schema: { params: UserIdParams, response: Type.Array(MembershipViewSchema) } }),
} as const;
