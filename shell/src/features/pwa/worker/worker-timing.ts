/** The service worker timings. */
export const WORKER_TIMING = {
  /** How often the page checks that a worker still controls it. */
  controllerCheckMs: 60_000,
  /** The first update check after registering. */
  firstUpdateMs: 1000,
  /** The wait before registering again after a failed registration. */
  registrationRetryMs: 3000,
  /** The wait before registering again after unregistering for a missing script. */
  missingScriptRetryMs: 1000,
};

/**
 * Registration keeps failing where service workers are blocked (some private modes, policies):
 * a few retries cover a slow start, more would only fill the console.
 */
export const MAX_REGISTRATION_ATTEMPTS = 5;
