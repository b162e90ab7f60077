import type { VersionChange } from '@suite/sdk';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isContainer = (value: unknown): value is Record<string, Json> | Json[] => typeof value === 'object' && value !== null;

/**
 * The changes from one snapshot to another, leaf by leaf, with dotted paths ('budget.allocated',
 * 'tags.1'): what the side-by-side view lists. Snapshots are plain JSON (what the module recorded).
 */
export function diffSnapshots(before: unknown, after: unknown, path: string[] = []): VersionChange[] {
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    if (!isObject(before)) keys.sort((a, b) => Number(a) - Number(b));
    return keys.flatMap((key) => {
      const left = (before as Record<string, unknown>)[key];
      const right = (after as Record<string, unknown>)[key];
      const at = [...path, key];
      if (!(key in before)) return [{ path: at.join('.'), kind: 'added' as const, before: null, after: right }];
      if (!(key in after)) return [{ path: at.join('.'), kind: 'removed' as const, before: left, after: null }];
      return diffSnapshots(left, right, at);
    });
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path.join('.'), kind: 'changed', before, after }];
}

/** The top-level fields a change touched ('budget' for 'budget.allocated'). */
export function changedFields(changes: VersionChange[]): string[] {
  return [...new Set(changes.map((change) => change.path.split('.')[0]!))];
}
