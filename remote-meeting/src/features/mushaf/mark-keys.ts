import { MARK_KINDS, type MarkKind } from '@app/shared';

// One key per kind for a Sheikh at a desk: digits sit in the same place on Arabic and Latin
// keyboards, so the keys do not change with the keyboard's language.
const KEYS: Record<string, MarkKind> = Object.fromEntries(
  MARK_KINDS.map((kind, index) => [String(index + 1), kind]),
);

/** The kind a key marks ("1" tajweed, "2" memorisation, "3" harakat), or null. */
export const kindOfKey = (key: string): MarkKind | null => KEYS[key] ?? null;

/** The key that marks a kind. */
export const keyOfKind = (kind: MarkKind): string => String(MARK_KINDS.indexOf(kind) + 1);
