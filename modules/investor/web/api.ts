import { useEffect } from 'react';
import { useEndpointMutation, useEndpointQuery, useQueryClient, useRealtime, useRealtimeEvent, useSession } from '@suite/sdk/web';
import { INVESTOR_ACCESS_CHANGED, InvestorEndpoints as EP, InvestorSocket, type Timeframe } from '../shared/index.js';

/**
 * The investor area's reads and writes over its declared endpoints. Reads are keyed by the active
 * account and never kept fresh from cache (staleTime 0): a revoked grant shows at the next read.
 */

const INVESTOR_READS = [EP.listAlerts, EP.me, EP.dashboardData, EP.variance, EP.companyMetrics, EP.listCommunications, EP.listAlerts, EP.listUpdateRequests, EP.dataRoom, EP.permissions];
const COMPANY_READS = [EP.companyInvestors, EP.companyActivity, EP.companyCommunications, EP.listReports, EP.listUpdateRequests, EP.dataRoom];

/**
 * Watch the investor's room while an investor screen is open: when a company changes or revokes
 * the access, every investor read is fetched again (and a revoked company's are refused).
 */
export function useAccessChanges(): void {
  const client = useRealtime();
  const queries = useQueryClient();
  useEffect(() => {
    const watch = client?.join(InvestorSocket.watch.event, InvestorSocket.watch.event, {});
    return () => watch?.leave();
  }, [client]);
  useRealtimeEvent(INVESTOR_ACCESS_CHANGED, () => {
    for (const stale of INVESTOR_READS) void queries.invalidateQueries({ queryKey: [stale.method, stale.path] });
  });
}

function useAccountKey(): string[] {
  const { account } = useSession();
  return [account?.id ?? 'none'];
}

export function useMyProfile() {
  return useEndpointQuery(EP.me, {}, { key: useAccountKey(), staleTime: 0 });
}
export const useCreateProfile = () => useEndpointMutation(EP.createProfile, { invalidates: INVESTOR_READS });

export function useDashboardData(investorId: string | undefined, timeframe: Timeframe) {
  return useEndpointQuery(EP.dashboardData, { query: { investorId, timeframe } }, { key: useAccountKey(), enabled: Boolean(investorId), staleTime: 0, retry: false });
}

/** Plan against actual per granted company, for the last `months` full months. */
export function useVariance(investorId: string | undefined, months: number) {
  return useEndpointQuery(EP.variance, { query: { investorId, months } }, { key: useAccountKey(), enabled: Boolean(investorId), staleTime: 0, retry: false });
}

export function useCompanyMetrics(investorId: string | undefined, companyId: string, timeframe: Timeframe) {
  return useEndpointQuery(EP.companyMetrics, { query: { investorId, companyId, timeframe } }, { key: useAccountKey(), enabled: Boolean(investorId && companyId), staleTime: 0, retry: false });
}

export function useInvestorCommunications(investorId: string | undefined, companyId: string) {
  return useEndpointQuery(EP.listCommunications, { params: { id: investorId ?? '' }, query: { companyId } }, { key: useAccountKey(), enabled: Boolean(investorId), staleTime: 0, retry: false });
}

export function useCompanyAlerts(investorId: string | undefined, companyId: string) {
  return useEndpointQuery(EP.listAlerts, { query: { investorId, companyId } }, { key: useAccountKey(), enabled: Boolean(investorId && companyId), staleTime: 0, retry: false });
}

export function useInvestorRequests(investorId: string | undefined, companyId: string) {
  return useEndpointQuery(EP.listUpdateRequests, { query: { investorId, companyId } }, { key: useAccountKey(), enabled: Boolean(investorId), staleTime: 0, retry: false });
}

export function useCompanyDataRoom(companyId: string | undefined, enabled = true) {
  return useEndpointQuery(EP.dataRoom, { query: companyId ? { companyId } : {} }, { key: useAccountKey(), enabled, staleTime: 0, retry: false });
}

/** The investor's entry for one company; a company not yet in the portfolio answers 404 (shown as an empty form). */
export function usePortfolioEntry(investorId: string, companyId: string) {
  return useEndpointQuery(EP.getPortfolioCompany, { params: { id: investorId, companyId } }, { key: useAccountKey(), retry: false });
}
export const useSavePortfolioEntry = () => useEndpointMutation(EP.addPortfolio, { invalidates: [EP.getPortfolioCompany, EP.listPortfolio, EP.dashboardData, EP.companyMetrics] });
export const useUpdatePortfolioEntry = () => useEndpointMutation(EP.updatePortfolio, { invalidates: [EP.getPortfolioCompany, EP.listPortfolio, EP.dashboardData, EP.companyMetrics] });

export function useDashboardConfigs(investorId: string | undefined) {
  return useEndpointQuery(EP.listDashboardConfig, { query: { investorId } }, { key: useAccountKey(), enabled: Boolean(investorId) });
}
/** Saves the investor's settings for one company (upsert): `mutate({ body: { investorId, companyId, pinned } })`. */
export const useSaveDashboardConfig = () => useEndpointMutation(EP.createDashboardConfig, { invalidates: [EP.listDashboardConfig] });

export const useMarkRead = () => useEndpointMutation(EP.markRead, { invalidates: INVESTOR_READS });
export const useRespond = () => useEndpointMutation(EP.respond, { invalidates: [...INVESTOR_READS, EP.companyCommunications] });
export const useRequestUpdate = () => useEndpointMutation(EP.createUpdateRequest, { invalidates: INVESTOR_READS });
export const useCreateAlert = () => useEndpointMutation(EP.createAlert, { invalidates: INVESTOR_READS });
export const useAcknowledgeAlert = () => useEndpointMutation(EP.acknowledgeAlert, { invalidates: INVESTOR_READS });
export const useResolveAlert = () => useEndpointMutation(EP.resolveAlert, { invalidates: INVESTOR_READS });

// ---------- the company side ----------

export function useCompanyInvestors(companyId: string | undefined) {
  return useEndpointQuery(EP.companyInvestors, { params: { id: companyId ?? '' } }, { key: useAccountKey(), enabled: Boolean(companyId) });
}
export function useCompanyActivity(companyId: string | undefined) {
  return useEndpointQuery(EP.companyActivity, { params: { id: companyId ?? '' } }, { key: useAccountKey(), enabled: Boolean(companyId) });
}
export function useCompanyRequests() {
  const { account } = useSession();
  return useEndpointQuery(EP.listUpdateRequests, { query: { companyId: account?.id } }, { key: useAccountKey(), enabled: Boolean(account) });
}
export function useReports() {
  return useEndpointQuery(EP.listReports, {}, { key: useAccountKey() });
}
export const useGrantAccess = () => useEndpointMutation(EP.grantAccess, { invalidates: COMPANY_READS });
export const useRevokeAccess = () => useEndpointMutation(EP.revokeAccess, { invalidates: COMPANY_READS });
/** Changing a requested grant's permissions accepts the investor's request. */
export const useUpdateAccess = () => useEndpointMutation(EP.updateAccess, { invalidates: COMPANY_READS });
export const useCreateReport = () => useEndpointMutation(EP.createReport, { invalidates: COMPANY_READS });
export const useUpdateReport = () => useEndpointMutation(EP.updateReport, { invalidates: COMPANY_READS });
export const useSendReport = () => useEndpointMutation(EP.sendReport, { invalidates: COMPANY_READS });
export const useCompleteRequest = () => useEndpointMutation(EP.completeUpdateRequest, { invalidates: COMPANY_READS });
export const useUploadDocument = () => useEndpointMutation(EP.uploadDocument, { invalidates: COMPANY_READS });
export const useDeleteDocument = () => useEndpointMutation(EP.deleteDocument, { invalidates: COMPANY_READS });
