import { AccessErrors } from '@suite/sdk';
import { describe, expect, it } from 'vitest';
import { requireCompany, requireTenant } from './trust.js';
import { InvestorErrors } from '../shared/index.js';

/** Section 5: a tenant context is required for alert and dashboard calls, and an account id in it. */
describe('the tenant guards', () => {
  const scope = { accountId: 'a' } as never;
  it("refuses a call without a tenant with 'Tenant context required'", () => {
    expect(() => requireTenant({ user: { id: 'u' } as never, tenant: null, scope: null })).toThrow(AccessErrors.TENANT_CONTEXT_REQUIRED);
  });
  it("refuses a tenant without an account id with 'No account context set.'", () => {
    expect(() => requireTenant({ user: { id: 'u' } as never, tenant: { accountId: '' } as never, scope })).toThrow(AccessErrors.NO_ACCOUNT_CONTEXT);
  });
  it('refuses a company-side call naming another account with the tenant text, and a reader without the right', () => {
    const reader = { cannot: () => false } as never;
    expect(() => requireCompany({ user: { id: 'u' } as never, tenant: { accountId: 'a' } as never, scope, ability: reader }, 'b')).toThrow(AccessErrors.tenantMismatch('b'));
    expect(requireCompany({ user: { id: 'u' } as never, tenant: { accountId: 'a' } as never, scope, ability: reader }, 'a')).toBe(scope);
    expect(() => requireCompany({ user: { id: 'u' } as never, tenant: { accountId: 'a' } as never, scope }, 'a')).toThrow(InvestorErrors.RELATIONS_HIDDEN);
  });
});
