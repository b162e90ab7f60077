import { describe, expect, it } from 'vitest';
import { defineAbilityFor, subject } from '@suite/sdk';
import { agilePermissions } from './permissions.js';
import { KANBAN_SUBJECT } from './kanban-permissions.js';

const abilityOf = (role: string) => defineAbilityFor({ id: 'me' }, { role }, { plan: 'PRO' }, [agilePermissions]);
const board = (createdBy: string | null) => subject(KANBAN_SUBJECT, { createdBy } as Record<string, unknown>);

describe('kanban permissions', () => {
  it('lets members change boards and delete the boards they created, not the others', () => {
    const member = abilityOf('MEMBER');
    expect(member.can('update', KANBAN_SUBJECT)).toBe(true);
    expect(member.can('delete', board('me'))).toBe(true);
    expect(member.can('delete', board('someone-else'))).toBe(false);
  });

  it('lets account admins delete any board', () => {
    expect(abilityOf('ADMIN').can('delete', board('someone-else'))).toBe(true);
  });

  it('lets observers read and nothing else, not even their own board', () => {
    const observer = abilityOf('OBSERVER');
    expect(observer.can('read', KANBAN_SUBJECT)).toBe(true);
    expect(observer.can('update', KANBAN_SUBJECT)).toBe(false);
    expect(observer.can('delete', board('me'))).toBe(false);
  });
});
