import { useQuery } from '@tanstack/react-query';
import { api } from '@suite/sdk/client';
import { DevToolsErrors, type DevOverrides, type DevToolsStateView } from '@suite/sdk';

export const devToolsKey = ['dev-tools', 'state'] as const;

/** GET /dev-tools/state: answers only for the allow-listed user outside production (else 403 / 404). */
export function useDevToolsState(enabled: boolean) {
  return useQuery({
    queryKey: devToolsKey,
    enabled,
    queryFn: () => api.get<DevToolsStateView>('/dev-tools/state'),
    retry: false,
    staleTime: Infinity,
  });
}

export type OverrideField = keyof DevOverrides;

/** The toast text of a failed override, per field (platform.md section 8). */
export function overrideFailureText(field: OverrideField | 'clear'): string {
  if (field === 'accountRole') return DevToolsErrors.ROLE_OVERRIDE_FAILED;
  if (field === 'primaryPersona') return DevToolsErrors.PERSONA_OVERRIDE_FAILED;
  if (field === 'subscriptionPlan') return DevToolsErrors.SUBSCRIPTION_OVERRIDE_FAILED;
  return DevToolsErrors.CLEAR_FAILED;
}

export function setOverride(field: OverrideField, value: string | null) {
  return api.post<DevToolsStateView>('/dev-tools/overrides', { [field]: value });
}

export function clearOverrides() {
  return api.delete<DevToolsStateView>('/dev-tools/overrides');
}
