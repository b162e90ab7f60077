import { describe, expect, it } from 'vitest';
import { avatarProblem, AVATAR_MAX_BYTES } from './avatar.js';
import { canManageMember, grantableRoles, invitationProblem, seatUsage } from './roles.js';
import { deviceLabel, sortSessions } from './sessions.js';
import { auditQuery, detailsSummary } from './audit.js';
import { newPasswordProblems, profileNameProblems } from './profile-validation.js';
import type { ActiveSession } from './api.js';

describe('seat usage: users plus pending invitations against maxUsers', () => {
  it('counts pending invitations as used seats', () => {
    expect(seatUsage({ members: 3, pendingInvitations: 1, maxUsers: 5 })).toEqual({ used: 4, max: 5, percent: 80, full: false });
    expect(seatUsage({ members: 4, pendingInvitations: 1, maxUsers: 5 })).toMatchObject({ used: 5, full: true, percent: 100 });
  });

  it('treats -1 as unlimited', () => {
    expect(seatUsage({ members: 40, pendingInvitations: 2, maxUsers: -1 })).toEqual({ used: 42, max: null, percent: 0, full: false });
  });
});

describe('invitation form', () => {
  it("asks for the email with 'Invalid invitation data', then a well-formed one", () => {
    expect(invitationProblem('', 'MEMBER')).toBe('Invalid invitation data');
    expect(invitationProblem('someone@example.com', '')).toBe('Invalid invitation data');
    expect(invitationProblem('someone@', 'MEMBER')).toBe('Please enter a valid email address');
    expect(invitationProblem('someone@example.com', 'OBSERVER')).toBeNull();
  });
});

describe('avatar files', () => {
  it('takes png, jpeg, webp and gif up to 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/gif', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(avatarProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('profile checks use the spec texts', () => {
  it('checks names like registration', () => {
    expect(profileNameProblems({ firstName: ' ', lastName: 'x'.repeat(51) })).toEqual([
      { field: 'firstName', message: 'First name must be between 1 and 50 characters' },
      { field: 'lastName', message: 'Last name must be between 1 and 50 characters' },
    ]);
    expect(profileNameProblems({ firstName: 'Maya', lastName: 'Patel' })).toEqual([]);
  });

  it('checks a new password like a reset', () => {
    expect(newPasswordProblems({ newPassword: 'short', confirmPassword: 'other' }).map((problem) => problem.message)).toEqual(['Password must be at least 8 characters.', 'Passwords do not match.']);
    expect(newPasswordProblems({ newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual([]);
  });
});

describe('signed-in devices', () => {
  const session = (id: string, lastActivityAt: string, extra: Partial<ActiveSession> = {}): ActiveSession => ({
    id,
    userId: 'u',
    accountId: null,
    ipAddress: null,
    userAgent: null,
    device: null,
    createdAt: lastActivityAt,
    lastActivityAt,
    expiresAt: lastActivityAt,
    revokedAt: null,
    revokedReason: null,
    status: 'active',
    current: false,
    ...extra,
  });

  it('names a device by its label, else by browser and system', () => {
    expect(deviceLabel({ device: 'Work laptop', userAgent: null })).toBe('Work laptop');
    expect(deviceLabel({ device: null, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15' })).toBe('Safari · macOS');
    expect(deviceLabel({ device: null, userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' })).toBe('Chrome · Android');
    expect(deviceLabel({ device: null, userAgent: null })).toBeNull();
  });

  it('lists this device first, then the most recently active', () => {
    const list = [session('a', '2025-01-01T10:00:00Z'), session('b', '2025-01-03T10:00:00Z'), session('c', '2025-01-02T10:00:00Z', { current: true })];
    expect(sortSessions(list, null).map((item) => item.id)).toEqual(['c', 'b', 'a']);
    const plain = list.map((item) => ({ ...item, current: false }));
    expect(sortSessions(plain, 'a').map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('audit log query', () => {
  it('leaves empty filters out and covers whole days', () => {
    expect(auditQuery({ action: ' ', userId: '', from: '', to: '' }, 20, 40)).toEqual({ limit: 20, offset: 40 });
    const query = auditQuery({ action: 'invitation.created', userId: 'u-1', from: '2025-03-01', to: '2025-03-02' }, 20, 0);
    expect(query.action).toBe('invitation.created');
    expect(query.userId).toBe('u-1');
    expect(new Date(query.startDate!).getTime()).toBe(new Date('2025-03-01T00:00:00').getTime());
    expect(new Date(query.endDate!).getTime()).toBe(new Date('2025-03-02T23:59:59.999').getTime());
  });

  it('summarises details on one line', () => {
    expect(detailsSummary({ email: 'a@b.co', role: 'MEMBER', empty: '', nested: { x: 1 } })).toBe('email: a@b.co, role: MEMBER, nested: {"x":1}');
    expect(detailsSummary(null)).toBe('');
  });
});

describe('who may give which role', () => {
  it("offers roles up to the actor's own and manages only those at or below it", () => {
    expect(grantableRoles('OWNER')).toEqual(['ADMIN', 'MEMBER', 'OBSERVER']);
    expect(grantableRoles('ADMIN')).toEqual(['ADMIN', 'MEMBER', 'OBSERVER']);
    expect(grantableRoles('MEMBER')).toEqual(['MEMBER', 'OBSERVER']);
    expect(grantableRoles('MEMBER', true)).toEqual(['ADMIN', 'MEMBER', 'OBSERVER']);
    const lead = { userId: 'lead', role: 'MEMBER' };
    expect(canManageMember(lead, { userId: 'a', role: 'ADMIN' })).toBe(false);
    expect(canManageMember(lead, { userId: 'o', role: 'OBSERVER' })).toBe(true);
    expect(canManageMember(lead, { userId: 'lead', role: 'MEMBER' })).toBe(false);
    expect(canManageMember({ userId: 'x', role: 'ADMIN' }, { userId: 'owner', role: 'OWNER' })).toBe(false);
  });
});
