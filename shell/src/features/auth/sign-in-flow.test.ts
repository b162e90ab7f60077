import { afterEach, describe, expect, it } from 'vitest';
import type { SignInResult } from '@suite/sdk';
import { deviceFingerprint } from './device.js';
import {
  AFTER_VERIFICATION_KEY,
  PENDING_TWO_FACTOR_KEY,
  clearPendingTwoFactor,
  peekAfterVerification,
  readPendingTwoFactor,
  rememberAfterVerification,
  savePendingTwoFactor,
  takeAfterVerification,
} from './handoff.js';
import {
  destinationAfterRegistration,
  destinationAfterSignIn,
  readSignInOutcome,
  tokensOf,
} from './sign-in-flow.js';
import { safeFrom } from './origin.js';
import { invitationTokenFrom, personaFrom } from './registration-params.js';

const user = (overrides: Partial<SignInResult['user']> = {}): SignInResult['user'] => ({
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  avatarUrl: null,
  primaryPersona: 'FOUNDER',
  emailVerified: true,
  isSuperAdmin: false,
  language: 'en',
  status: 'ACTIVE',
  twoFactorMethod: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const tokens = { accessToken: 'a.b.c', refreshToken: 'refresh-token-value', expiresAt: 1_700_000_000_000 };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the remembered origin', () => {
  it('accepts a path of this site with its query', () => {
    expect(safeFrom('/billing?tab=payment')).toBe('/billing?tab=payment');
    expect(safeFrom('/accept-invitation?token=abc')).toBe('/accept-invitation?token=abc');
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    expect(safeFrom('https://evil.example/steal')).toBeNull();
    expect(safeFrom('//evil.example')).toBeNull();
    expect(safeFrom('/\\evil.example')).toBeNull();
    expect(safeFrom('')).toBeNull();
    expect(safeFrom(null)).toBeNull();
  });

  it('refuses the sign-in screens themselves, so a login never loops back to a login', () => {
    for (const path of ['/login', '/login?from=/x', '/register', '/2fa', '/forgot-password', '/reset-password?token=t', '/verify-email', '/email-verification-required/']) {
      expect(safeFrom(path)).toBeNull();
    }
  });
});

describe('reading a sign-in answer', () => {
  it('reads tokens and user, taking requiresEmailVerification from the answer', () => {
    const outcome = readSignInOutcome({ user: user(), tokens, accountId: 'acc', requiresEmailVerification: false });
    expect(outcome).toEqual({ kind: 'signedIn', result: { user: user(), tokens, accountId: 'acc', requiresEmailVerification: false } });
  });

  it('treats an unverified user as needing verification even when the flag is absent', () => {
    const outcome = readSignInOutcome({ user: user({ emailVerified: false }), tokens });
    expect(outcome?.kind === 'signedIn' && outcome.result.requiresEmailVerification).toBe(true);
  });

  it('reads the pending second factor with its method', () => {
    expect(readSignInOutcome({ requiresTwoFactor: true, pendingToken: 'pending-123456', method: 'totp' })).toEqual({
      kind: 'twoFactor',
      pending: { requiresTwoFactor: true, pendingToken: 'pending-123456', method: 'totp' },
    });
    expect(readSignInOutcome({ requiresTwoFactor: true, pendingToken: 'pending-123456' })).toMatchObject({ pending: { method: 'email' } });
  });

  it('accepts the older answer that carried a single token', () => {
    expect(readSignInOutcome({ token: 'x.y.z', user: user() })).toMatchObject({ kind: 'signedIn', result: { tokens: { accessToken: 'x.y.z' } } });
  });

  it('answers null for anything else', () => {
    expect(readSignInOutcome(undefined)).toBeNull();
    expect(readSignInOutcome({ success: true })).toBeNull();
    expect(readSignInOutcome({ tokens, user: null })).toBeNull();
  });

  it('keeps only the token fields the store needs', () => {
    expect(tokensOf({ user: user(), tokens, accountId: null, requiresEmailVerification: false })).toEqual(tokens);
  });
});

describe('where a login goes (platform.md section 4)', () => {
  it('goes back to the page the user came from', () => {
    expect(destinationAfterSignIn({ from: '/kanban', persona: 'INVESTOR', requiresEmailVerification: false })).toBe('/kanban');
  });

  it('lands an investor on /investor/dashboard and others on /dashboard without an origin', () => {
    expect(destinationAfterSignIn({ from: null, persona: 'INVESTOR', requiresEmailVerification: false })).toBe('/investor/dashboard');
    expect(destinationAfterSignIn({ from: null, persona: 'FOUNDER', requiresEmailVerification: false })).toBe('/dashboard');
    expect(destinationAfterSignIn({ from: null, persona: null, requiresEmailVerification: false })).toBe('/dashboard');
  });

  it('ignores an unsafe origin', () => {
    expect(destinationAfterSignIn({ from: '//evil.example', persona: 'FOUNDER', requiresEmailVerification: false })).toBe('/dashboard');
  });

  it('sends an unverified user to the verification notice, remembering the origin', () => {
    expect(destinationAfterSignIn({ from: '/billing', persona: 'FOUNDER', requiresEmailVerification: true })).toBe('/email-verification-required?from=%2Fbilling');
    expect(destinationAfterSignIn({ from: null, persona: 'FOUNDER', requiresEmailVerification: true })).toBe('/email-verification-required');
  });
});

describe('where a registration goes (platform.md section 4)', () => {
  it('lands by persona: /dashboard, /investor/dashboard, /affiliate-dashboard', () => {
    expect(destinationAfterRegistration({ persona: 'FOUNDER', invitationToken: null, requiresEmailVerification: false })).toBe('/dashboard');
    expect(destinationAfterRegistration({ persona: 'INVESTOR', invitationToken: null, requiresEmailVerification: false })).toBe('/investor/dashboard');
    expect(destinationAfterRegistration({ persona: 'AFFILIATE', invitationToken: null, requiresEmailVerification: false })).toBe('/affiliate-dashboard');
  });

  it('comes back to the invitation a colleague registered from', () => {
    expect(destinationAfterRegistration({ persona: 'FOUNDER', invitationToken: 'tok en', requiresEmailVerification: false })).toBe('/accept-invitation?token=tok%20en');
  });

  it('sends an unverified user to the verification notice first, with the invitation as the next page', () => {
    expect(destinationAfterRegistration({ persona: 'FOUNDER', invitationToken: null, requiresEmailVerification: true })).toBe('/email-verification-required');
    expect(destinationAfterRegistration({ persona: 'FOUNDER', invitationToken: 'abc', requiresEmailVerification: true })).toBe(
      `/email-verification-required?from=${encodeURIComponent('/accept-invitation?token=abc')}`,
    );
  });
});

describe('query parameters of the registration page', () => {
  it('takes the invitation from ?invitation= or ?token=', () => {
    expect(invitationTokenFrom(new URLSearchParams('invitation=abc'))).toBe('abc');
    expect(invitationTokenFrom(new URLSearchParams('token=def'))).toBe('def');
    expect(invitationTokenFrom(new URLSearchParams('token=%20'))).toBeNull();
    expect(invitationTokenFrom(new URLSearchParams(''))).toBeNull();
  });

  it('preselects FOUNDER, INVESTOR or AFFILIATE from ?persona=, nothing else', () => {
    expect(personaFrom(new URLSearchParams('persona=INVESTOR'))).toBe('INVESTOR');
    expect(personaFrom(new URLSearchParams('persona=founder'))).toBe('FOUNDER');
    expect(personaFrom(new URLSearchParams('persona=AFFILIATE'))).toBe('AFFILIATE');
    expect(personaFrom(new URLSearchParams('persona=TEAM_MEMBER'))).toBe('');
    expect(personaFrom(new URLSearchParams(''))).toBe('');
  });
});

describe('what waits between two screens', () => {
  it('keeps the pending second factor in session storage until cleared', () => {
    savePendingTwoFactor({ pendingToken: 'pending-123456', method: 'email', from: '/kanban' });
    expect(sessionStorage.getItem(PENDING_TWO_FACTOR_KEY)).not.toBeNull();
    expect(readPendingTwoFactor()).toEqual({ pendingToken: 'pending-123456', method: 'email', from: '/kanban' });
    clearPendingTwoFactor();
    expect(readPendingTwoFactor()).toBeNull();
  });

  it('drops a broken pending value and an unsafe origin', () => {
    sessionStorage.setItem(PENDING_TWO_FACTOR_KEY, '{broken');
    expect(readPendingTwoFactor()).toBeNull();
    expect(sessionStorage.getItem(PENDING_TWO_FACTOR_KEY)).toBeNull();
    savePendingTwoFactor({ pendingToken: 'pending-123456', method: 'totp', from: 'https://evil.example' });
    expect(readPendingTwoFactor()).toEqual({ pendingToken: 'pending-123456', method: 'totp', from: null });
  });

  it('remembers the page to reach after verification once, across tabs', () => {
    rememberAfterVerification('/accept-invitation?token=abc');
    expect(localStorage.getItem(AFTER_VERIFICATION_KEY)).toBe('/accept-invitation?token=abc');
    expect(peekAfterVerification()).toBe('/accept-invitation?token=abc');
    expect(takeAfterVerification()).toBe('/accept-invitation?token=abc');
    expect(takeAfterVerification()).toBeNull();
  });

  it('never remembers an unsafe page', () => {
    rememberAfterVerification('//evil.example');
    expect(takeAfterVerification()).toBeNull();
  });

  it('gives this browser one stable device id', () => {
    const first = deviceFingerprint();
    expect(first).toMatch(/^[A-Za-z0-9-]{16,100}$/);
    expect(deviceFingerprint()).toBe(first);
  });
});
