import { keepPreviousData, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { callEndpoint, endpointKey, useEndpointQuery } from '@suite/sdk/client';
import { AccountEndpoints, AuthEndpoints, InvitationEndpoints, SessionEndpoints, UserEndpoints } from '@suite/sdk/endpoints';
import type { AuthSessionView, Endpoint, TwoFactorSetupResult } from '@suite/sdk';
import type { AccountDetail, AccountStats as AccountStatsView, AccountUserView, AuditLogEntryView, AvailabilityView } from '@suite/sdk/schemas';

/**
 * The account area's calls over the sdk's declared endpoints (platform.md section 7, "Accounts,
 * users, invitations" and "Authentication").
 */

// ---------- shapes (the server's, from the sdk's identity schemas) ----------

export type ActiveSession = AuthSessionView;
export type AccountMember = Pick<AccountUserView, 'userId' | 'email' | 'firstName' | 'lastName' | 'avatarUrl' | 'role' | 'status' | 'permissions' | 'joinedAt'>;
export type AccountStats = Pick<AccountStatsView, 'members' | 'pendingInvitations' | 'maxUsers'>;
export type AccountDetails = AccountDetail;
export type AuditLogEntry = AuditLogEntryView;
export type AvailabilityCheck = Pick<AvailabilityView, 'available' | 'message'>;
export type TwoFactorSetup = TwoFactorSetupResult;

export interface AuditLogPage {
  entries: AuditLogEntry[];
  total: number;
}

export interface AuditLogFilters {
  action?: string;
  userId?: string;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

// ---------- keys ----------

/**
 * Calls about one account are keyed by the endpoint, then the account's id: the tenant routes
 * (/accounts/current, /accounts/stats, ...) have one path for every account, and switching account
 * must never show another account's answer. Invalidating an endpoint ([method, path]) still
 * reaches every account's entry.
 */
function accountScoped(endpoint: Endpoint, accountId: string, ...rest: unknown[]): QueryKey {
  return [...endpointKey(endpoint), accountId, ...rest];
}

export const accountKeys = {
  profile: endpointKey(AuthEndpoints.profile),
  sessions: (userId: string) => endpointKey(SessionEndpoints.activeUserSessions, { params: { id: userId } }),
  current: (accountId: string) => accountScoped(AccountEndpoints.current, accountId),
  members: (accountId: string) => accountScoped(UserEndpoints.accountUsers, accountId),
  invitations: (accountId: string) => accountScoped(InvitationEndpoints.accountInvitations, accountId),
  stats: (accountId: string) => accountScoped(AccountEndpoints.stats, accountId),
  auditLogs: (accountId: string, filters: AuditLogFilters) => accountScoped(AccountEndpoints.auditLogs, accountId, filters),
};

/** What a membership or invitation change makes stale: the lists, the usage, the details and the audit log. */
const ACCOUNT_PEOPLE_ENDPOINTS: readonly Endpoint[] = [AccountEndpoints.current, UserEndpoints.accountUsers, InvitationEndpoints.accountInvitations, AccountEndpoints.stats, AccountEndpoints.auditLogs];

// ---------- queries ----------

export function useProfile() {
  return useEndpointQuery(AuthEndpoints.profile, {});
}

export function useActiveSessions(userId: string | undefined) {
  return useEndpointQuery(SessionEndpoints.activeUserSessions, { params: { id: userId ?? '' } }, { enabled: Boolean(userId) });
}

export function useCurrentAccount(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.current(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: ({ signal }) => callEndpoint(AccountEndpoints.current, {}, { signal }),
  });
}

export function useAccountMembers(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.members(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: ({ signal }) => callEndpoint(UserEndpoints.accountUsers, { params: { id: accountId ?? '' } }, { signal }),
  });
}

export function useAccountInvitations(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.invitations(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: ({ signal }) => callEndpoint(InvitationEndpoints.accountInvitations, { params: { id: accountId ?? '' } }, { signal }),
  });
}

export function useAccountStats(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.stats(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: ({ signal }) => callEndpoint(AccountEndpoints.stats, {}, { signal }),
  });
}

export function useAuditLogs(accountId: string | undefined, filters: AuditLogFilters) {
  return useQuery({
    queryKey: accountKeys.auditLogs(accountId ?? '', filters),
    enabled: Boolean(accountId),
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<AuditLogPage> => {
      const page = await callEndpoint(AccountEndpoints.auditLogs, { query: { ...filters } }, { signal });
      return { entries: page.logs, total: page.total };
    },
  });
}

export async function checkSlug(slug: string, signal?: AbortSignal): Promise<AvailabilityCheck> {
  return callEndpoint(AccountEndpoints.validateSlug, { query: { slug } }, { signal });
}

export async function checkDomain(domain: string, signal?: AbortSignal): Promise<AvailabilityCheck> {
  return callEndpoint(AccountEndpoints.validateDomain, { query: { domain } }, { signal });
}

/** After a membership or invitation change: the lists, the usage and the audit log follow. */
export function invalidateAccountPeople(queryClient: QueryClient, accountId: string): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => queryKey[2] === accountId && ACCOUNT_PEOPLE_ENDPOINTS.some((endpoint) => queryKey[0] === endpoint.method && queryKey[1] === endpoint.path),
  });
}
