import type { UsersListEntry } from '@app/shared/core';

const CACHE_KEY = 'landing-teachers';

/** The teacher list of the last visit, or an empty list. */
export function readCachedTeachers(): UsersListEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CACHE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UsersListEntry[]) : [];
  } catch {
    return [];
  }
}

/** Keeps the list for the next visit; storage problems only cost the cache. */
export function writeCachedTeachers(teachers: readonly UsersListEntry[]): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(teachers));
  } catch {
    // No cache then.
  }
}
