import { useEndpointMutation, useEndpointQuery, useSession } from '@suite/sdk/web';
import { EngagementEndpoints as E } from '../shared/endpoints.js';

/** The engagement area's queries, keyed by endpoint then account (answers of two accounts never mix). */
const useAccountKey = () => {
  const { account } = useSession();
  return { accountId: account?.id, key: [account?.id ?? null] as const };
};

export function useWidgets() {
  const { key } = useAccountKey();
  return useEndpointQuery(E.listWidgets, { query: {} }, { key });
}
export function useInstallation(id: string | null) {
  const { key } = useAccountKey();
  return useEndpointQuery(E.widgetInstallation, { params: { id: id ?? '' } }, { key, enabled: Boolean(id), refetchInterval: 30_000 });
}
export type ResponseFilters = { status?: 'NEW' | 'READ' | 'ACTIONED'; sentiment?: 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE'; search?: string; tag?: string; widgetId?: string; id?: string; sort?: 'recent' | 'revenue'; limit: number; offset: number };
export function useResponses(filters: ResponseFilters) {
  const { key } = useAccountKey();
  return useEndpointQuery(E.listResponses, { query: filters }, { key });
}
export function useAnalytics(query: { granularity: 'day' | 'week' | 'month'; groupBy: 'widget' | 'question' | 'path' | 'device'; from?: string }) {
  const { key } = useAccountKey();
  return useEndpointQuery(E.analytics, { query }, { key });
}
export function useHeatmap(path: string | undefined) {
  const { key } = useAccountKey();
  return useEndpointQuery(E.heatmap, { query: path ? { path } : {} }, { key });
}
export function useFlows() {
  const { key } = useAccountKey();
  return useEndpointQuery(E.listFlows, { query: {} }, { key });
}
export function useFunnel(id: string | null) {
  const { key } = useAccountKey();
  return useEndpointQuery(E.flowFunnel, { params: { id: id ?? '' }, query: {} }, { key, enabled: Boolean(id) });
}
export function useSentiment() {
  const { key } = useAccountKey();
  return useEndpointQuery(E.sentiment, { query: {} }, { key });
}
export function useCohorts(weeks: number) {
  const { key } = useAccountKey();
  return useEndpointQuery(E.cohorts, { query: { weeks } }, { key });
}
export function useCustomerHealth() {
  const { key } = useAccountKey();
  return useEndpointQuery(E.customerHealth, { query: {} }, { key });
}

const WIDGET_READS = [E.listWidgets, E.getWidget, E.widgetInstallation];
export const useCreateWidget = () => useEndpointMutation(E.createWidget, { invalidates: WIDGET_READS });
export const useUpdateWidget = () => useEndpointMutation(E.updateWidget, { invalidates: WIDGET_READS });
export const useDeleteWidget = () => useEndpointMutation(E.deleteWidget, { invalidates: WIDGET_READS });
export const useActivateWidget = () => useEndpointMutation(E.activateWidget, { invalidates: WIDGET_READS });
export const useDeactivateWidget = () => useEndpointMutation(E.deactivateWidget, { invalidates: WIDGET_READS });
export const useRotateWidgetKey = () => useEndpointMutation(E.rotateWidgetKey, { invalidates: WIDGET_READS });
const RESPONSE_READS = [E.listResponses, E.analytics, E.sentiment];
export const useUpdateResponse = () => useEndpointMutation(E.updateResponse, { invalidates: RESPONSE_READS });
export const useResponseToBacklog = () => useEndpointMutation(E.responseToBacklog, { invalidates: RESPONSE_READS });
const FLOW_READS = [E.listFlows, E.flowFunnel];
export const useCreateFlow = () => useEndpointMutation(E.createFlow, { invalidates: FLOW_READS });
export const useUpdateFlow = () => useEndpointMutation(E.updateFlow, { invalidates: FLOW_READS });
export const useDeleteFlow = () => useEndpointMutation(E.deleteFlow, { invalidates: FLOW_READS });
