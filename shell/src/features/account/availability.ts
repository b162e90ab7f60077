import { useEffect, useState } from 'react';
import { AccountErrors } from '@suite/sdk';
import type { AvailabilityCheck } from './api.js';

/** Slugs as the API accepts them (UpdateAccountBody): 2 to 60 lowercase letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MIN = 2;
export const SLUG_MAX = 60;
/** A host name with at least one dot: example.com, team.example.co.uk. */
export const DOMAIN_PATTERN = /^(?=.{3,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/i;

export function isValidSlug(slug: string): boolean {
  return slug.length >= SLUG_MIN && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);
}

export function isValidDomain(domain: string): boolean {
  return DOMAIN_PATTERN.test(domain);
}

export type Availability =
  | { state: 'unchanged' | 'empty' | 'invalid' | 'checking' | 'available' }
  | { state: 'taken'; message: string }
  | { state: 'error'; message: string };

/** The answer of validate-slug as the form shows it; the spec's text when the server gives none. */
export function slugAvailability(slug: string, answer: AvailabilityCheck): Availability {
  if (answer.available) return { state: 'available' };
  return { state: 'taken', message: answer.message || AccountErrors.slugTaken(slug) };
}

export const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * Live availability of a value (slug, domain) as the user types: nothing to check when it is
 * unchanged or empty, 'invalid' before asking the server about a malformed value, then the answer.
 */
export function useAvailability(
  value: string,
  original: string,
  options: { validate: (value: string) => boolean; check: (value: string, signal: AbortSignal) => Promise<AvailabilityCheck>; interpret: (value: string, answer: AvailabilityCheck) => Availability },
): Availability {
  const { validate, check, interpret } = options;
  const [result, setResult] = useState<Availability>({ state: 'unchanged' });
  useEffect(() => {
    if (value === original) return setResult({ state: 'unchanged' });
    if (!value) return setResult({ state: 'empty' });
    if (!validate(value)) return setResult({ state: 'invalid' });
    setResult({ state: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(value, controller.signal)
        .then((answer) => setResult(interpret(value, answer)))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setResult({ state: 'error', message: error instanceof Error ? error.message : String(error) });
        });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, original, validate, check, interpret]);
  return result;
}
