// `npm run build`: production builds of the API and the four front ends.
import { buildStaleApi, buildStaleFrontEnds } from './lib/build-apps';

const force = !process.argv.includes('--stale-only');
await buildStaleApi(force);
await buildStaleFrontEnds(force);
