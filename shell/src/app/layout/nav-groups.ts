import type { NavItem, NavSection } from '@suite/sdk';
import { isVisible, type VisibilityContext } from './nav-visibility.js';

/** One sidebar group as shown: its key (for the remembered open/closed state), title and entries. */
export interface NavGroup {
  key: string;
  order: number;
  /** Untranslated title key; '' for the untitled first group. */
  titleKey: string;
  items: NavItem[];
}

/** The visible groups of some sections (a section with no visible entry is left out), keyed by `prefix:id`. */
export function visibleGroups(sections: readonly NavSection[], context: VisibilityContext, prefix = 'core'): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const section of sections) {
    if (!isVisible(section.visibility, context)) continue;
    const items = section.items.filter((item) => isVisible(item.visibility, context));
    if (items.length === 0) continue;
    groups.push({ key: `${prefix}:${section.id}`, order: section.order, titleKey: section.titleKey, items });
  }
  return groups;
}

/** localStorage key of the sidebar groups the user closed (a list of group keys). */
export const CLOSED_GROUPS_KEY = 'suite.sidebarClosedGroups';

/** A page the quick search can open: its label, its group's title and its path. */
export interface QuickTarget {
  path: string;
  label: string;
  group: string;
  icon?: string;
}

/** Lower case without accents, so 'equipe' finds 'Équipe'. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/**
 * The targets matching a query: every word of the query is in the label or the group's title;
 * labels starting with the query first, then the rest in sidebar order. An empty query lists all.
 */
export function searchTargets(targets: readonly QuickTarget[], query: string): QuickTarget[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...targets];
  const folded = foldForSearch(query.trim());
  const matches = targets
    .map((target, index) => ({ target, index, label: foldForSearch(target.label), haystack: foldForSearch(`${target.label} ${target.group}`) }))
    .filter((entry) => words.every((word) => entry.haystack.includes(word)));
  return matches
    .sort((a, b) => Number(b.label.startsWith(folded)) - Number(a.label.startsWith(folded)) || a.index - b.index)
    .map((entry) => entry.target);
}
