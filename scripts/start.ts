// `npm start`: build what is stale, then run the API (embedded database, demo accounts) and the
// four front ends on their own origins.
import path from 'node:path';
import { buildStaleApi, buildStaleFrontEnds } from './lib/build-apps';
import { ROOT } from './lib/paths';
import { startPlatform } from './lib/platform';
import { portsFromEnv } from './lib/ports';
import { stopOnSignals } from './lib/shutdown';

const ports = portsFromEnv();
await buildStaleApi();
await buildStaleFrontEnds();
const platform = await startPlatform({
  ports,
  dataDir: process.env.DATA_DIR ?? path.join(ROOT, 'data'),
  apiEnv: { SEED_DEMO: process.env.SEED_DEMO ?? 'true' },
});
stopOnSignals(platform.stop);

console.log(`
Quran Live is running.

  App:     ${platform.shellUrl}
  API:     ${platform.api.url}  (docs: ${platform.api.url}/docs)
  Remotes: admin http://localhost:${ports.admin}, meeting http://localhost:${ports.meeting}, profile http://localhost:${ports.profile}

The demo accounts are listed above by the API. Press Ctrl-C to stop.
`);
