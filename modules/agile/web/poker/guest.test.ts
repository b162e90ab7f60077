import { describe, expect, it } from 'vitest';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { guestNameProblem, readGuestPass, saveGuestPass } from './guest.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
}

const token = (exp: number) => `x.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.y`;

describe("a guest's pass", () => {
  it("asks for a name in the server's words and refuses one over 60 characters", () => {
    expect(guestNameProblem('  ')).toEqual({ text: PokerErrors.DISPLAY_NAME_REQUIRED });
    expect(guestNameProblem('x'.repeat(61))).toEqual({ key: 'guest.nameTooLong' });
    expect(guestNameProblem(' Alex ')).toBeNull();
  });

  it('is kept per session until its token expires', () => {
    const storage = memoryStorage();
    saveGuestPass('s1', { token: token(2000), displayName: 'Alex' }, storage);
    expect(readGuestPass('s1', storage, 1_000_000)).toEqual({ token: token(2000), displayName: 'Alex' });
    expect(readGuestPass('s2', storage, 1_000_000)).toBeNull();
    expect(readGuestPass('s1', storage, 3_000_000)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('forgets a pass that cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem('agile.poker.guest.s1', '{"token":"not-a-jwt","displayName":"Alex"}');
    expect(readGuestPass('s1', storage)).toBeNull();
  });
});
