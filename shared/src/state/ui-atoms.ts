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
 * The product's light theme, as the source product forces it: there is no dark mode, and the
 * system's colour scheme does not change it. Kept in the UI state as the source has it.
 */
export const darkModeAtom = atom(() => false);

/** Writes the stored flag as the source product does (false); called once at start. */
export function forceLightMode(): void {
  writeStorage(DARK_MODE_STORAGE_KEY, 'false');
}
