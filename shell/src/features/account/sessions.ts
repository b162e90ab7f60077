import type { ActiveSession } from './api.js';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A readable name for a signed-in device: the server's label, else browser and system from the user agent. */
export function deviceLabel(session: Pick<ActiveSession, 'device' | 'userAgent'>): string | null {
  if (session.device && session.device.trim()) return session.device.trim();
  const agent = session.userAgent ?? '';
  if (!agent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? agent.slice(0, 60);
}

export function isMobileDevice(session: Pick<ActiveSession, 'device' | 'userAgent'>): boolean {
  return /mobile|iphone|android|ipad|phone|tablet/i.test(`${session.device ?? ''} ${session.userAgent ?? ''}`);
}

/** This device first, then the most recently active. */
export function sortSessions(sessions: ActiveSession[], currentId: string | null): ActiveSession[] {
  const time = (session: ActiveSession) => new Date(session.lastActivityAt ?? session.createdAt).getTime() || 0;
  return [...sessions].sort((a, b) => {
    const aCurrent = a.id === currentId || a.current === true;
    const bCurrent = b.id === currentId || b.current === true;
    if (aCurrent !== bCurrent) return aCurrent ? -1 : 1;
    return time(b) - time(a);
  });
}
