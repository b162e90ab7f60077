import { describe, expect, it } from 'vitest';
import { AccountErrors } from '@suite/sdk';
import { matchAccountError } from './account-errors.js';

describe('account texts with a value', () => {
  it('finds the slug in the slug-taken text', () => {
    expect(matchAccountError("Account slug 'acme' is already taken")).toEqual({ key: 'errors.slugTaken', values: { slug: 'acme' } });
    expect(matchAccountError(AccountErrors.slugTaken('my-team'))).toEqual({ key: 'errors.slugTaken', values: { slug: 'my-team' } });
  });

  it('finds the limit in the maximum-users text', () => {
    expect(matchAccountError('Account has reached the maximum number of users (5)')).toEqual({ key: 'errors.maxUsers', values: { n: '5' } });
  });

  it('finds the domain in the domain-taken text', () => {
    expect(matchAccountError(AccountErrors.domainTaken('acme.com'))).toEqual({ key: 'errors.domainTaken', values: { domain: 'acme.com' } });
  });

  it('leaves other texts to the error catalogue', () => {
    expect(matchAccountError('Cannot remove the account owner')).toBeNull();
    expect(matchAccountError("Account slug '' is already taken")).toBeNull();
  });
});
