import type { ListedTeacher } from '@app/shared/core';

const CACHE_KEY = 'landing-teachers';

/** The teacher list of the last visit, or an empty list. */
export function readCachedTeachers(): ListedTeacher[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CACHE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ListedTeacher[]) : [];
  } catch {
    return [];
  }
}

/** Keeps the list for the next visit; storage problems only cost the cache. */
export function writeCachedTeachers(teachers: readonly ListedTeacher[]): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(teachers));
  } catch {
    // No cache then.
  }
}
