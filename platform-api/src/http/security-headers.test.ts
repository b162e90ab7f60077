import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers.js';

const policyOf = (environment: 'development' | 'test' | 'production') => {
  const policy = new Map(computeSecurityHeaders(environment)).get('Content-Security-Policy')!;
  return new Map(policy.split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    return [name!, sources.join(' ')] as const;
  }));
};

describe('the content security policy', () => {
  it('lets the app frame its own pages and https pages (the heatmap), and nothing else changes', () => {
    expect(Object.fromEntries(policyOf('production'))).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'font-src': "'self' data:",
      'connect-src': "'self' ws: wss:",
      'object-src': "'none'",
      'frame-src': "'self' https:",
      'frame-ancestors': "'self'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'script-src-attr': "'none'",
    });
  });

  it('frames http pages of this machine in development only', () => {
    expect(policyOf('development').get('frame-src')).toBe("'self' https: http://localhost:* http://127.0.0.1:*");
    expect(policyOf('test').get('frame-src')).toBe("'self' https:");
  });
});
