import { describe, expect, it } from 'vitest';
import { defineAbilityFor, subject } from '@suite/sdk';
import { CadenceSubjects as S, cadencePermissions } from './permissions.js';

const abilityOf = (role: string, permissions: string[] = [], id = 'me') => defineAbilityFor({ id }, { role, permissions }, { plan: 'PRO' }, [cadencePermissions]);
const record = (name: string, fields: Record<string, unknown>) => subject(name, fields);

describe('cadence permissions', () => {
  it('keeps a 1:1 to its manager and report, admins included', () => {
    const oneOnOne = record(S.oneOnOne, { managerUserId: 'boss', reportUserId: 'me' });
    expect(abilityOf('MEMBER').can('read', oneOnOne)).toBe(true);
    expect(abilityOf('MEMBER', [], 'boss').can('update', oneOnOne)).toBe(true);
    expect(abilityOf('MEMBER', [], 'peer').can('read', oneOnOne)).toBe(false);
    expect(abilityOf('OWNER', [], 'founder').can('read', oneOnOne)).toBe(false);
  });

  it('keeps a private note to its author', () => {
    const note = record(S.privateNote, { authorUserId: 'boss' });
    expect(abilityOf('MEMBER', [], 'boss').can('read', note)).toBe(true);
    expect(abilityOf('MEMBER', [], 'me').can('read', note)).toBe(false);
    expect(abilityOf('ADMIN', [], 'me').can('read', note)).toBe(false);
  });

  it('lets only the author change an agenda item', () => {
    expect(abilityOf('MEMBER').can('update', record(S.agendaItem, { authorUserId: 'me' }))).toBe(true);
    expect(abilityOf('MEMBER').can('delete', record(S.agendaItem, { authorUserId: 'other' }))).toBe(false);
  });

  it('lets only the reviewer write a review', () => {
    expect(abilityOf('MEMBER').can('update', record(S.review, { reviewerUserId: 'me' }))).toBe(true);
    expect(abilityOf('ADMIN').can('update', record(S.review, { reviewerUserId: 'other' }))).toBe(false);
  });

  it('opens review cycles and pulse checks to people managers only', () => {
    expect(abilityOf('MEMBER').can('create', S.reviewCycle)).toBe(false);
    expect(abilityOf('MEMBER', ['page:users_teams']).can('create', S.reviewCycle)).toBe(true);
    expect(abilityOf('ADMIN').can('create', S.pulseSurvey)).toBe(true);
    expect(abilityOf('OBSERVER', ['page:users_teams']).can('create', S.pulseSurvey)).toBe(false);
  });

  it('lets a member change their own goal, a people manager any', () => {
    expect(abilityOf('MEMBER').can('update', record(S.objective, { ownerUserId: 'me' }))).toBe(true);
    expect(abilityOf('MEMBER').can('update', record(S.objective, { ownerUserId: 'other' }))).toBe(false);
    expect(abilityOf('MEMBER', ['page:users_teams']).can('update', record(S.objective, { ownerUserId: 'other' }))).toBe(true);
  });
});
