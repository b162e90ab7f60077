import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFrom, withFilters } from './directory-query.js';

describe('directory filters in the address', () => {
  it('reads known values only, page 1 by default', () => {
    expect(filtersFrom(new URLSearchParams('q=robots&industry=hardware&stage=seed&seeking=investment&page=2'))).toEqual({ q: 'robots', industry: 'hardware', stage: 'seed', seeking: 'investment', page: 2 });
    expect(filtersFrom(new URLSearchParams('industry=tobacco&page=-3'))).toEqual({ q: '', industry: '', stage: '', seeking: '', page: 1 });
  });

  it('writes only what is set, keeps other parameters, and drops page 1', () => {
    const params = withFilters(new URLSearchParams('lang=fr'), { q: ' ai ', industry: '', stage: 'seed', seeking: '', page: 1 });
    expect(params.toString()).toBe('lang=fr&q=ai&stage=seed');
    expect(withFilters(params, { q: '', industry: '', stage: '', seeking: '', page: 3 }).toString()).toBe('lang=fr&page=3');
  });

  it('asks the API with the same filters', () => {
    expect(apiQuery({ q: 'x', industry: 'ai', stage: '', seeking: 'talent', page: 1 })).toEqual({ q: 'x', industry: 'ai', seeking: 'talent' });
  });
});
