const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Search in lists: every word typed appears in the name or the description, accents and case ignored. */
export function matchesSearch(session: { name: string; description?: string | null }, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${session.name} ${session.description ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

/** Most recent first (the dashboard's meetings list). */
export function recentFirst<T extends { createdAt: string }>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
