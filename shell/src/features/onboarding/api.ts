import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@suite/sdk/client';
import type { OnboardingStatusView } from '@suite/sdk';
import type { OnboardingCompanyInput } from '@suite/sdk';

/** The onboarding calls of the current account (GET /onboarding/status and its actions). */
export const onboardingKeys = {
  status: (accountId: string) => ['onboarding', accountId, 'status'] as const,
};

export function useOnboardingStatus(accountId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.status(accountId ?? ''),
    enabled: Boolean(accountId) && enabled,
    queryFn: () => api.get<OnboardingStatusView>('/onboarding/status'),
  });
}

type OnboardingAction = 'complete' | 'skip' | 'reset';

/** Complete, skip, reset and the company details: each answers the new status, stored at once. */
export function useOnboardingActions(accountId: string | undefined) {
  const queryClient = useQueryClient();
  const store = (status: OnboardingStatusView) => queryClient.setQueryData(onboardingKeys.status(status.accountId), status);
  const action = useMutation({
    mutationFn: (name: OnboardingAction) => api.post<OnboardingStatusView>(`/onboarding/${name}`),
    onSuccess: store,
  });
  const company = useMutation({
    mutationFn: (changes: OnboardingCompanyInput) => api.patch<OnboardingStatusView>('/onboarding/company', changes),
    onSuccess: store,
  });
  const refetch = () => (accountId ? queryClient.invalidateQueries({ queryKey: onboardingKeys.status(accountId) }) : Promise.resolve());
  return { action, company, refetch };
}
