import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@suite/sdk/client';
import { OnboardingEndpoints } from '@suite/sdk/endpoints';
import type { OnboardingCompanyInput, OnboardingStatusView } from '@suite/sdk';
import { useSessionControls } from '../../app/session/SessionProvider.js';

/**
 * The onboarding calls of the current account (GET /onboarding/status and its actions). The
 * status is the tenant's: its key is the endpoint's, then the account's id (so that switching
 * account never shows another account's status).
 */
export const onboardingKeys = {
  status: (accountId: string) => [...endpointKey(OnboardingEndpoints.status), accountId] as const,
};

export function useOnboardingStatus(accountId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.status(accountId ?? ''),
    enabled: Boolean(accountId) && enabled,
    queryFn: ({ signal }) => callEndpoint(OnboardingEndpoints.status, {}, { signal }),
  });
}

type OnboardingAction = 'complete' | 'skip' | 'reset';

/** Complete, skip, reset and the company details: each answers the new status, stored at once (a company name renames the account: the session is read again). */
export function useOnboardingActions(accountId: string | undefined) {
  const queryClient = useQueryClient();
  const store = (status: OnboardingStatusView) => queryClient.setQueryData(onboardingKeys.status(status.accountId), status);
  const action = useMutation({
    mutationFn: (name: OnboardingAction) => callEndpoint(OnboardingEndpoints[name], {}),
    onSuccess: store,
  });
  const { refresh } = useSessionControls();
  const company = useMutation({
    mutationFn: (changes: OnboardingCompanyInput) => callEndpoint(OnboardingEndpoints.company, { body: changes }),
    onSuccess: (status, changes) => {
      store(status);
      // The account is named after the company: the switcher and headers read the new name.
      if (changes.name !== undefined) void refresh();
    },
  });
  const refetch = () => (accountId ? queryClient.invalidateQueries({ queryKey: onboardingKeys.status(accountId) }) : Promise.resolve());
  return { action, company, refetch };
}
