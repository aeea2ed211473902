import { build } from './app';
import { ConfigError, loadConfig, type Config } from './config';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
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
