import { chmodSync, mkdirSync } from 'node:fs';
import { build } from './app';
import { ConfigError, loadConfig, type Config } from './config';

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

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // close() stops accepting connections, lets in-flight requests finish, then runs
    // onClose hooks (database, sockets).
    app.close().then(
      () => process.exit(0),
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
