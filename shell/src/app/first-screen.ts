/**
 * The longest the first render of a signed-in page waits for its parts. Past it the page
 * renders anyway and shows a spinner for what is still on its way.
 */
export const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Settles when every part of the first screen has (the session's answer, the shell's chunks,
 * the route's remote modules, all downloading side by side), or after `waitMs`.
 *
 * Why wait at all: rendered early, each lazy part commits a spinner first, and React keeps a
 * Suspense fallback on screen for at least 300 ms before it reveals what replaced it. A
 * signed-in reload whose parts all arrive within ~250 ms thus showed its heading after ~550 ms.
 * Rendered once they are there, the page commits whole, and index.html's first paint stays
 * on screen meanwhile.
 */
export function firstScreenReady(
  parts: readonly Promise<unknown>[],
  waitMs: number = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const settled = Promise.allSettled(parts).then(() => undefined);
  return Promise.race([settled, deadline]).finally(() => clearTimeout(timer));
}
