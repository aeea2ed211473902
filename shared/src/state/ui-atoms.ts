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

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

const systemPrefersDark = () =>
  typeof matchMedia === 'function' && matchMedia(DARK_SCHEME_QUERY).matches;

const systemDarkAtom = atom(systemPrefersDark());
// Follows the system's setting while anything watches it (the theme, the theme colour).
systemDarkAtom.onMount = (set) => {
  if (typeof matchMedia !== 'function') return undefined;
  const query = matchMedia(DARK_SCHEME_QUERY);
  const update = () => set(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
};

/**
 * Dark mode follows the system's colour scheme (prefers-color-scheme), read only: there is no
 * switch of the app's own, and the stored flag an older version kept is not read.
 */
export const darkModeAtom = atom((get) => get(systemDarkAtom));

/** Writes the stored flag older versions read as off; called once at start. */
export function forceLightMode(): void {
  writeStorage(DARK_MODE_STORAGE_KEY, 'false');
}
