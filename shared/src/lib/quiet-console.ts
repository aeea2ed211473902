const noop = () => undefined;

/**
 * Informational and debug console output is silenced in production builds. Warnings and
 * errors stay, since they are what a support request needs.
 */
export function quietConsoleIfConfigured(): void {
  if (process.env.QUIET_CONSOLE !== 'true') return;
  console.log = noop;
  console.info = noop;
  console.debug = noop;
}
