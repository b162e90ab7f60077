import { DIRECTORY_INDUSTRIES, DIRECTORY_SEEKING, DIRECTORY_STAGES } from '@suite/sdk/schemas';

/** The directory's filters as they sit in the address (?q=&industry=&stage=&seeking=&page=), so a search can be shared. */
export interface DirectoryFilters {
  q: string;
  industry: string;
  stage: string;
  seeking: string;
  page: number;
}

const known = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

export function filtersFrom(params: URLSearchParams): DirectoryFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    industry: known(params.get('industry'), DIRECTORY_INDUSTRIES),
    stage: known(params.get('stage'), DIRECTORY_STAGES),
    seeking: known(params.get('seeking'), DIRECTORY_SEEKING),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10000) : 1,
  };
}

/** The address's parameters for these filters (empty ones and page 1 left out); other parameters kept. */
export function withFilters(params: URLSearchParams, filters: DirectoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['q', 'industry', 'stage', 'seeking'] as const) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (filters.page > 1) next.set('page', String(filters.page));
  else next.delete('page');
  return next;
}

/** The API query for these filters. */
export function apiQuery(filters: DirectoryFilters) {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.industry ? { industry: filters.industry } : {}),
    ...(filters.stage ? { stage: filters.stage } : {}),
    ...(filters.seeking ? { seeking: filters.seeking } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
  } as Record<string, string | number>;
}
