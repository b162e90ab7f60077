import { describe, expect, it } from 'vitest';
import { compareRouteSpecificity } from './routes.js';

describe('route order', () => {
  it('tries literal segments before parameters, whatever the registration order', () => {
    const paths = ['/accounts/:id', '/accounts/:id/users', '/accounts/features', '/accounts/current', '/example/notes/:id', '/example/notes/guest-view'];
    const sorted = [...paths].sort(compareRouteSpecificity);
    expect(sorted.indexOf('/accounts/features')).toBeLessThan(sorted.indexOf('/accounts/:id'));
    expect(sorted.indexOf('/accounts/current')).toBeLessThan(sorted.indexOf('/accounts/:id'));
    expect(sorted.indexOf('/example/notes/guest-view')).toBeLessThan(sorted.indexOf('/example/notes/:id'));
  });

  it('keeps equally specific routes in their order', () => {
    expect(compareRouteSpecificity('/a/:id', '/b/:id')).toBe(0);
    expect(compareRouteSpecificity('/a/b', '/a/c')).toBe(0);
  });
});
