import { describe, expect, it } from 'vitest';
import { PERSONAS, REGISTRATION_PERSONAS, landingPathFor } from './personas.js';

describe('personas', () => {
  it.each([
    ['INVESTOR', '/investor/dashboard'],
    ['AFFILIATE', '/affiliate-dashboard'],
    ['FOUNDER', '/dashboard'],
    ['TEAM_MEMBER', '/dashboard'],
    [null, '/dashboard'],
    [undefined, '/dashboard'],
  ] as const)('lands %s on %s', (persona, path) => {
    expect(landingPathFor(persona)).toBe(path);
  });

  it('knows four personas and offers founder, investor and affiliate at registration', () => {
    expect(PERSONAS).toEqual(['FOUNDER', 'INVESTOR', 'TEAM_MEMBER', 'AFFILIATE']);
    expect(REGISTRATION_PERSONAS).toEqual(['FOUNDER', 'INVESTOR', 'AFFILIATE']);
  });
});
