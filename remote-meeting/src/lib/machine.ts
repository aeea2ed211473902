import type { PrimitiveAtom } from 'jotai';
import type { appStore } from '@app/shared';

/** A timed event a state schedules while it lasts (like a statechart's `after`). */
export interface StateTimeout<E> {
  afterMs: number;
  event: E;
}

/**
 * An explicit state machine: a pure reducer plus the timeouts each state arms. Unknown or
 * out-of-place events must return the same state object, so its timers keep running.
 */
export interface Machine<S, E> {
  initial: S;
  reduce(state: S, event: E): S;
  timeouts(state: S): ReadonlyArray<StateTimeout<E>>;
}

/** Side effects of a transition (emits, sounds); kept out of the reducer so it stays pure. */
export type TransitionEffect<S, E> = (previous: S, next: S, event: E) => void;

export interface MachineRunner<E> {
  dispatch(event: E): void;
  dispose(): void;
}

type Store = typeof appStore;

/**
 * Runs a machine on an atom of the page's store: each dispatch reduces, writes the atom,
 * re-arms the new state's timeouts (only when the state object changed) and runs the effect.
 */
export function runMachine<S, E>(
  machine: Machine<S, E>,
  store: Store,
  stateAtom: PrimitiveAtom<NoInfer<S>>,
  effect?: TransitionEffect<S, E>,
): MachineRunner<E> {
  let timers: ReturnType<typeof setTimeout>[] = [];
  let disposed = false;

  const arm = (state: S) => {
    timers.forEach(clearTimeout);
    timers = machine
      .timeouts(state)
      .map(({ afterMs, event }) => setTimeout(() => dispatch(event), afterMs));
  };

  function dispatch(event: E): void {
    if (disposed) return;
    const previous = store.get(stateAtom);
    const next = machine.reduce(previous, event);
    if (next === previous) return;
    store.set(stateAtom, next);
    arm(next);
    effect?.(previous, next, event);
  }

  arm(store.get(stateAtom));
  return {
    dispatch,
    dispose: () => {
      disposed = true;
      timers.forEach(clearTimeout);
      timers = [];
    },
  };
}
