import { describe, expect, it } from 'vitest';
import { defineAbilityFor, subject } from '@suite/sdk';
import { agilePermissions } from './permissions.js';
import { ACTION_ITEM_SUBJECT, RETRO_CARD_SUBJECT } from './retro-permissions.js';

const abilityOf = (role: string, permissions: string[] = []) => defineAbilityFor({ id: 'me' }, { role, permissions }, { plan: 'ENTERPRISE' }, [agilePermissions]);
const card = (authorUserId: string) => subject(RETRO_CARD_SUBJECT, { authorUserId } as Record<string, unknown>);

describe('action item permissions (the named permissions action_items:*)', () => {
  it.each([
    [['action_items:create'], 'create', true],
    [['action_items:assign'], 'assign', true],
    [[], 'assign', false],
    [['action_items:create'], 'assign', false],
    [['action_items:*'], 'assign', true],
    [['*'], 'assign', true],
  ] as const)('a MEMBER with %j: %s ActionItem -> %s', (grants, action, allowed) => {
    expect(abilityOf('MEMBER', [...grants]).can(action, ACTION_ITEM_SUBJECT)).toBe(allowed);
  });

  it('lets account admins assign without the permission', () => {
    expect(abilityOf('ADMIN').can('assign', ACTION_ITEM_SUBJECT)).toBe(true);
  });

  it('keeps an OBSERVER holding action_items:create from creating one', () => {
    expect(abilityOf('OBSERVER', ['action_items:create']).can('create', ACTION_ITEM_SUBJECT)).toBe(false);
  });
});

describe('retro card ownership', () => {
  it('lets a member change and delete their own card, not another participant’s', () => {
    const member = abilityOf('MEMBER');
    expect(member.can('update', card('me'))).toBe(true);
    expect(member.can('delete', card('me'))).toBe(true);
    expect(member.can('update', card('someone-else'))).toBe(false);
    expect(member.can('delete', card('someone-else'))).toBe(false);
    // Writing a card is still open to every member.
    expect(member.can('create', RETRO_CARD_SUBJECT)).toBe(true);
  });

  it('lets account admins change anyone’s card', () => {
    expect(abilityOf('ADMIN').can('update', card('someone-else'))).toBe(true);
    expect(abilityOf('OWNER').can('delete', card('someone-else'))).toBe(true);
  });

  it('keeps an observer from changing even their own card', () => {
    expect(abilityOf('OBSERVER').can('update', card('me'))).toBe(false);
  });
});
