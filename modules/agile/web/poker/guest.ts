import { PokerErrors } from '../../shared/errors/poker-errors.js';

/**
 * A guest's pass for one session (the token from guest-join and the name they gave), kept for
 * the tab so a reload returns to the room as the same participant; and the last name typed,
 * offered again next time.
 */
export interface GuestPass {
  token: string;
  displayName: string;
}

export const GUEST_NAME_MAX = 60;
const NAME_KEY = 'agile.poker.guestName';
const passKey = (sessionId: string) => `agile.poker.guest.${sessionId}`;

/**
 * What is wrong with a display name, as the server says it (a spec sentence, shown through
 * translateError) or a key of the 'agile' namespace for the length (the server's schema refuses it).
 */
export function guestNameProblem(name: string): { text: string } | { key: string } | null {
  const trimmed = name.trim();
  if (!trimmed) return { text: PokerErrors.DISPLAY_NAME_REQUIRED };
  if (trimmed.length > GUEST_NAME_MAX) return { key: 'guest.nameTooLong' };
  return null;
}

function tokenExpired(token: string, nowMs: number): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}

export function readGuestPass(sessionId: string, storage: Pick<Storage, 'getItem' | 'removeItem'> | null = safeSession(), nowMs = Date.now()): GuestPass | null {
  try {
    const raw = storage?.getItem(passKey(sessionId));
    if (!raw) return null;
    const pass = JSON.parse(raw) as Partial<GuestPass>;
    if (typeof pass.token !== 'string' || typeof pass.displayName !== 'string' || tokenExpired(pass.token, nowMs)) {
      storage?.removeItem(passKey(sessionId));
      return null;
    }
    return { token: pass.token, displayName: pass.displayName };
  } catch {
    return null;
  }
}

export function saveGuestPass(sessionId: string, pass: GuestPass, storage: Pick<Storage, 'setItem'> | null = safeSession()): void {
  try {
    storage?.setItem(passKey(sessionId), JSON.stringify(pass));
  } catch {
    // Storage may be blocked: the guest just joins again after a reload.
  }
}

export function readGuestName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveGuestName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // not remembered, not fatal
  }
}

function safeSession(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
