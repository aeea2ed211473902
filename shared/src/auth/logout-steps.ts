import type { LogoutRequest } from '../protocol/api';

/**
 * What a logout step adds to the logout request, for the server to clean up in the same call
 * that ends the session (for example the browser's push endpoint, which the server forgets).
 */
export type LogoutDetails = Pick<LogoutRequest, 'pushEndpoint'>;

/**
 * Work a feature must do when logout starts (for example, dropping this browser's push
 * subscription). It may return details for the logout request. Returns null when there is
 * nothing to do this time. Features register these; logout knows none of them.
 */
export type LogoutStep = () => Promise<LogoutDetails | void> | null;

const steps = new Set<LogoutStep>();

/** Registers a step run at the start of every logout; returns the removal. */
export function registerLogoutStep(step: LogoutStep): () => void {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

/**
 * Starts every registered step; resolves, once all have settled, with the details they gave
 * (a failed step is only logged).
 */
export function runLogoutSteps(): Promise<LogoutDetails> | null {
  const running = [...steps].flatMap((step) => {
    const task = step();
    return task
      ? [
          task.catch((error: unknown) => {
            console.warn('Logout step failed', error);
          }),
        ]
      : [];
  });
  if (running.length === 0) return null;
  return Promise.all(running).then((details) =>
    Object.assign({}, ...details.filter((detail) => detail)),
  );
}
