import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, ADMIN_LEVEL_ROLES, ROLE_RANK, isAdminLevel, normalizeRole, roleAtLeast } from './roles.js';

describe('account roles', () => {
  it('ranks OWNER 4, ADMIN 3, MEMBER 2, OBSERVER 1, with SUPER_ADMIN above them all', () => {
    expect(ROLE_RANK).toMatchObject({ OWNER: 4, ADMIN: 3, MEMBER: 2, OBSERVER: 1 });
    expect(ROLE_RANK.SUPER_ADMIN).toBeGreaterThan(ROLE_RANK.OWNER);
    expect(ACCOUNT_ROLES).toEqual(['SUPER_ADMIN', 'OWNER', 'ADMIN', 'MEMBER', 'OBSERVER']);
  });

  it.each([
    ['OWNER', 'OWNER'],
    ['admin', 'ADMIN'],
    ['Observer', 'OBSERVER'],
    ['super_admin', 'SUPER_ADMIN'],
    ['TEAM_LEAD', 'MEMBER'],
    ['', 'MEMBER'],
    [null, 'MEMBER'],
    [undefined, 'MEMBER'],
    [3, 'MEMBER'],
  ])('normalizes %j to %s (unknown roles default to MEMBER)', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected);
  });

  it('compares roles by rank', () => {
    expect(roleAtLeast('OWNER', 'ADMIN')).toBe(true);
    expect(roleAtLeast('ADMIN', 'ADMIN')).toBe(true);
    expect(roleAtLeast('MEMBER', 'ADMIN')).toBe(false);
    expect(roleAtLeast('OBSERVER', 'MEMBER')).toBe(false);
    expect(roleAtLeast('SUPER_ADMIN', 'OWNER')).toBe(true);
  });

  it('counts SUPER_ADMIN, OWNER and ADMIN as admin-level', () => {
    expect(ADMIN_LEVEL_ROLES).toEqual(['SUPER_ADMIN', 'OWNER', 'ADMIN']);
    expect(ACCOUNT_ROLES.filter(isAdminLevel)).toEqual(['SUPER_ADMIN', 'OWNER', 'ADMIN']);
  });
});
