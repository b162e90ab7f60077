import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@suite/sdk/client';
import type { AuthSessionView, InvitationView, TwoFactorSetupResult, UserProfile } from '@suite/sdk';
import type { AccountDetail, AccountStats as AccountStatsView, AccountUserView, AuditLogEntryView, AvailabilityView } from '@suite/sdk/schemas';

/**
 * The account area's calls over the sdk client (platform.md section 7, "Accounts, users,
 * invitations" and "Authentication"). Lists are read whether the server answers an array or an
 * object holding one, so a small change of envelope does not blank a screen.
 */

export function listFrom<T>(payload: unknown, ...keys: string[]): T[] {
  if (Array.isArray(payload)) return payload as T[];
  if (payload && typeof payload === 'object') {
    for (const key of [...keys, 'items', 'data']) {
      const value = (payload as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

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

export const accountKeys = {
  profile: ['auth', 'profile'] as const,
  sessions: (userId: string) => ['users', userId, 'sessions', 'active'] as const,
  current: (accountId: string) => ['accounts', accountId, 'current'] as const,
  members: (accountId: string) => ['accounts', accountId, 'users'] as const,
  invitations: (accountId: string) => ['accounts', accountId, 'invitations'] as const,
  stats: (accountId: string) => ['accounts', accountId, 'stats'] as const,
  auditLogs: (accountId: string, filters: AuditLogFilters) => ['accounts', accountId, 'audit-logs', filters] as const,
};

// ---------- normalisers ----------

export function toAuditPage(raw: unknown): AuditLogPage {
  const entries = listFrom<AuditLogEntry>(raw, 'logs', 'entries');
  const total = raw && typeof raw === 'object' && !Array.isArray(raw) ? Number((raw as { total?: unknown }).total ?? entries.length) : entries.length;
  return { entries, total: Number.isFinite(total) ? total : entries.length };
}

// ---------- queries ----------

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: () => api.get<UserProfile>('/auth/profile') });
}

export function useActiveSessions(userId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.sessions(userId ?? ''),
    enabled: Boolean(userId),
    queryFn: async () => listFrom<ActiveSession>(await api.get<unknown>(`/users/${userId}/sessions/active`), 'sessions'),
  });
}

export function useCurrentAccount(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.current(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: () => api.get<AccountDetails>('/accounts/current'),
  });
}

export function useAccountMembers(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.members(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: async () => listFrom<AccountMember>(await api.get<unknown>(`/accounts/${accountId}/users`), 'users', 'members'),
  });
}

export function useAccountInvitations(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.invitations(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: async () => listFrom<InvitationView>(await api.get<unknown>(`/accounts/${accountId}/invitations`), 'invitations'),
  });
}

export function useAccountStats(accountId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.stats(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: () => api.get<AccountStatsView>('/accounts/stats'),
  });
}

export function useAuditLogs(accountId: string | undefined, filters: AuditLogFilters) {
  return useQuery({
    queryKey: accountKeys.auditLogs(accountId ?? '', filters),
    enabled: Boolean(accountId),
    placeholderData: (previous) => previous,
    queryFn: async () => toAuditPage(await api.get<unknown>('/accounts/audit-logs', { query: { ...filters } })),
  });
}

export async function checkSlug(slug: string, signal?: AbortSignal): Promise<AvailabilityCheck> {
  return api.get<AvailabilityCheck>('/accounts/validate-slug', { query: { slug }, signal });
}

export async function checkDomain(domain: string, signal?: AbortSignal): Promise<AvailabilityCheck> {
  return api.get<AvailabilityCheck>('/accounts/validate-domain', { query: { domain }, signal });
}

/** After a membership or invitation change: the lists, the usage and the audit log follow. */
export function invalidateAccountPeople(queryClient: QueryClient, accountId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['accounts', accountId] });
}
