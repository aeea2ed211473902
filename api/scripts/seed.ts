// Seeds the demo accounts into the configured database (SEED_DEMO=true is set by the npm
// script) and exits. `npm start` does the same at start-up when SEED_DEMO is on.
import { build } from '../src/app';
import { loadConfig } from '../src/config';

const app = await build(loadConfig());
await app.ready();
await app.close();
