import { createStore } from 'jotai';

/** A system colour-scheme setting the test can flip, as the user would in the OS. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query as unknown as MediaQueryList);
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

// The atom reads the setting as its module loads: each test loads a fresh copy.
const freshAtoms = () => import('../../src/state/ui-atoms');

it('follows the system colour scheme while watched, and stops listening after', async () => {
  const system = systemScheme(true);
  await jest.isolateModulesAsync(async () => {
    const { darkModeAtom } = await freshAtoms();
    const store = createStore();
    expect(store.get(darkModeAtom)).toBe(true);
    const seen: boolean[] = [];
    const stop = store.sub(darkModeAtom, () => seen.push(store.get(darkModeAtom)));
    system.set(false);
    system.set(true);
    expect(seen).toEqual([false, true]);
    stop();
    expect(system.listeners.size).toBe(0);
  });
});

it('is light where the browser cannot tell', async () => {
  // @ts-expect-error: a browser without matchMedia
  delete window.matchMedia;
  await jest.isolateModulesAsync(async () => {
    const { darkModeAtom } = await freshAtoms();
    expect(createStore().get(darkModeAtom)).toBe(false);
  });
});
