import { chmodSync, mkdirSync } from 'node:fs';
import { build } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { configWarnings } from './config-warnings';

// Everything the API writes (the embedded database, secrets, avatars) is this user's alone:
// files 0600, folders 0700, whatever the umask of the shell that started it.
process.umask(0o077);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
// A data folder made before (or by another tool) is closed to others too.
mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
chmodSync(config.DATA_DIR, 0o700);
const app = await build(config);
for (const warning of configWarnings(config)) app.log.warn(warning);

let closing = false;
// Work started just before a shutdown (an event handler still awaiting Redis or the database)
// can fail once those connections are closed. While closing that is expected and must not
// turn a clean exit into a crash: it is logged, and the grace bound still ends the process.
// Otherwise an unhandled rejection keeps Node's default: the process fails.
process.on('unhandledRejection', (reason) => {
  if (!closing) throw reason;
  app.log.warn({ err: reason }, 'work interrupted by the shutdown');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    const graceMs = config.SHUTDOWN_GRACE_S * 1000;
    app.log.info({ signal, graceS: config.SHUTDOWN_GRACE_S }, 'shutting down');
    // The bound: whatever still hangs then (a client that never finishes its request body, a
    // database that does not answer) does not keep a replaced process alive.
    setTimeout(() => {
      app.log.error({ graceS: config.SHUTDOWN_GRACE_S }, 'shutdown exceeded its grace; exiting');
      process.exit(1);
    }, graceMs).unref();
    // Node closes the connections idle at close() time only; a kept-alive connection whose
    // request finishes afterwards would hold the server open until its keep-alive timeout.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    // close() stops accepting connections (new requests on kept-alive ones get 503), closes
    // idle keep-alive connections, drops the socket.io transports so clients reconnect to
    // another process (realtime preClose), lets in-flight requests finish, then closes the
    // database and Redis (onClose hooks).
    app.close().then(
      () => {
        app.log.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({
  port: config.PORT,
  host: config.HOST,
  // Fastify logs the listening line itself; one line, in the form scripts look for.
  listenTextResolver: () => `API listening on http://${config.HOST}:${config.PORT}`,
});
