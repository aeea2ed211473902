import { atom } from 'jotai';
import { readStorage, writeStorage } from '../lib/storage';

export type Direction = 'ltr' | 'rtl';

export const DIRECTION_STORAGE_KEY = 'direction';
export const DARK_MODE_STORAGE_KEY = 'darkMode';

function storedDirection(): Direction {
  return readStorage(DIRECTION_STORAGE_KEY) === 'rtl' ? 'rtl' : 'ltr';
}

const directionBaseAtom = atom<Direction>(storedDirection());

/** Page direction; stored so the next visit starts the right way round. */
export const directionAtom = atom(
  (get) => get(directionBaseAtom),
  (_get, set, direction: Direction) => {
    set(directionBaseAtom, direction);
    writeStorage(DIRECTION_STORAGE_KEY, direction);
  },
);

/** The slide-out menu. */
export const sidebarOpenAtom = atom(false);

/**
 * Dark mode was removed from the product: the light theme is forced and the stored flag is kept
 * false, so a value left by an older version cannot switch it back on.
 */
export const darkModeAtom = atom(false);

/** Writes the forced light-mode flag; called once at start. */
export function forceLightMode(): void {
  writeStorage(DARK_MODE_STORAGE_KEY, 'false');
}
