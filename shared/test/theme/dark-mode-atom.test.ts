import { createStore } from 'jotai';
import { DARK_MODE_STORAGE_KEY, darkModeAtom, forceLightMode } from '../../src/state/ui-atoms';

it('is off even when the system asks for a dark scheme', () => {
  window.matchMedia = jest.fn(() => ({ matches: true }) as unknown as MediaQueryList);
  expect(createStore().get(darkModeAtom)).toBe(false);
});

it('stores the darkMode flag as false at start, over whatever an older version kept', () => {
  localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
  forceLightMode();
  expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('false');
});
