/**
 * Work a feature must do while the session still works, before logout ends it (for example,
 * telling the API to forget this browser's push endpoint). Returns null when there is nothing
 * to do this time. Features register these; logout knows none of them.
 */
export type LogoutStep = () => Promise<void> | null;

const steps = new Set<LogoutStep>();

/** Registers a step run at the start of every logout; returns the removal. */
export function registerLogoutStep(step: LogoutStep): () => void {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

/** Starts every registered step; resolves when all have settled (a failure is only logged). */
export function runLogoutSteps(): Promise<void> | null {
  const running = [...steps].flatMap((step) => {
    const task = step();
    return task ? [task.catch((error: unknown) => console.warn('Logout step failed', error))] : [];
  });
  return running.length > 0 ? Promise.all(running).then(() => undefined) : null;
}
