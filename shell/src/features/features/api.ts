import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '@suite/sdk/client';
import { FeatureEndpoints } from '@suite/sdk/endpoints';
import { useRealtimeEvent } from '@suite/sdk/react';
import { SystemEvents, type AccountFeaturesView, type FeatureKey, type FeatureValidationResult } from '@suite/sdk';
import { freshFeatureCache, loadFeatureCatalogue, type FeatureCatalogue } from './feature-cache.js';
import { enabledSelection, sameSelection, withFeature } from './feature-selection.js';

/** The feature flag calls of platform.md section 7 ("Features"). */

export const featureKeys = {
  /** The catalogue (with the stored copy as fallback): the endpoint's key, then the account. */
  catalogue: (accountId: string) => [...endpointKey(FeatureEndpoints.available), accountId] as const,
};

export function useFeatureCatalogue(accountId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery<FeatureCatalogue>({
    queryKey: featureKeys.catalogue(accountId ?? ''),
    enabled: Boolean(accountId),
    queryFn: () => loadFeatureCatalogue(accountId!, () => callEndpoint(FeatureEndpoints.available, {})),
    // A copy stored under 5 minutes ago shows at once; the server's answer replaces it.
    initialData: () => (accountId ? freshFeatureCache(accountId, Date.now()) : undefined),
    initialDataUpdatedAt: () => (accountId ? freshFeatureCache(accountId, Date.now())?.fetchedAt : undefined),
    // Queries are retried on 5xx; the stored copy is the answer once the server fails.
    retry: false,
  });
  // Another tab or admin changed the flags: read them again.
  useRealtimeEvent(SystemEvents.FEATURES_CHANGED, () => {
    if (accountId) void queryClient.invalidateQueries({ queryKey: featureKeys.catalogue(accountId) });
  });
  return query;
}

export function validateFeatureSelection(accountId: string, selectedFeatures: FeatureKey[], signal?: AbortSignal) {
  return callEndpoint(FeatureEndpoints.validate, { params: { id: accountId }, body: { selectedFeatures } }, { signal });
}

export function saveFeatureSelection(accountId: string, selectedFeatures: FeatureKey[]) {
  return callEndpoint(FeatureEndpoints.select, { params: { id: accountId }, body: { selectedFeatures } });
}

export const VALIDATION_DELAY_MS = 250;

export interface FeatureDraft {
  catalogue: ReturnType<typeof useFeatureCatalogue>;
  /** What the account has on now. */
  saved: FeatureKey[];
  /** What the switches show. */
  selection: FeatureKey[];
  dirty: boolean;
  setFeature(feature: FeatureKey, on: boolean): void;
  discard(): void;
  /** The server's check of the current selection (null until it answered). */
  validation: FeatureValidationResult | null;
  validating: boolean;
  validationError: unknown;
  /** Write the selection; resolves with the stored flags. */
  save(): Promise<AccountFeaturesView>;
}

/**
 * The switches of the features page and the onboarding domains step: a draft over the account's
 * flags, checked by the server as it changes (errors and warnings before saving).
 */
export function useFeatureDraft(accountId: string | undefined): FeatureDraft {
  const queryClient = useQueryClient();
  const catalogue = useFeatureCatalogue(accountId);
  const saved = useMemo(() => (catalogue.data ? enabledSelection(catalogue.data.features) : []), [catalogue.data]);
  const [draft, setDraft] = useState<FeatureKey[] | null>(null);
  const selection = draft ?? saved;
  const dirty = draft !== null && !sameSelection(draft, saved);
  const [validation, setValidation] = useState<FeatureValidationResult | null>(null);
  const [validating, setValidating] = useState(false);
  const [validationError, setValidationError] = useState<unknown>(null);
  const selectionKey = selection.join(',');

  useEffect(() => {
    if (!accountId || !dirty) {
      setValidation(null);
      setValidating(false);
      setValidationError(null);
      return;
    }
    const controller = new AbortController();
    setValidating(true);
    const timer = setTimeout(() => {
      validateFeatureSelection(accountId, selectionKey ? (selectionKey.split(',') as FeatureKey[]) : [], controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setValidation(result);
          setValidationError(null);
          setValidating(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setValidation(null);
          setValidationError(error);
          setValidating(false);
        },
      );
    }, VALIDATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [accountId, dirty, selectionKey]);

  const setFeature = useCallback((feature: FeatureKey, on: boolean) => setDraft((current) => withFeature(current ?? saved, feature, on)), [saved]);
  const discard = useCallback(() => setDraft(null), []);
  const save = useCallback(async () => {
    if (!accountId) throw new Error('No account');
    const result = await saveFeatureSelection(accountId, selection);
    // Show the stored flags at once (no flash back to the old switches), then read them again.
    queryClient.setQueryData<FeatureCatalogue>(featureKeys.catalogue(accountId), (current) =>
      current ? { ...current, features: current.features.map((feature) => ({ ...feature, enabled: result.enabledFeatures.includes(feature.id) })) } : current,
    );
    setDraft(null);
    await queryClient.invalidateQueries({ queryKey: featureKeys.catalogue(accountId) });
    return result;
  }, [accountId, selection, queryClient]);

  return { catalogue, saved, selection, dirty, setFeature, discard, validation, validating, validationError, save };
}
