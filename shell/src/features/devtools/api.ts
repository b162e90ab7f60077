import { callEndpoint, endpointKey, useEndpointQuery } from '@suite/sdk/client';
import { DevToolsEndpoints } from '@suite/sdk/endpoints';
import { DevToolsErrors, type DevOverrides } from '@suite/sdk';
import type { DevOverridesBody } from '@suite/sdk/schemas';

export const devToolsKey = endpointKey(DevToolsEndpoints.state);

/** GET /dev-tools/state: answers only for the allow-listed user outside production (else 403 / 404). */
export function useDevToolsState(enabled: boolean) {
  return useEndpointQuery(DevToolsEndpoints.state, {}, { enabled, retry: false, staleTime: Infinity });
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
  const body: DevOverridesBody = { [field]: value };
  return callEndpoint(DevToolsEndpoints.setOverrides, { body });
}

export function clearOverrides() {
  return callEndpoint(DevToolsEndpoints.clearOverrides, {});
}
