// `npm run start:api`: the API alone, with the same environment variables as in production.
import path from 'node:path';
import { buildStaleApi } from './lib/build-apps';
import { runOrThrow } from './lib/run';
import { ROOT } from './lib/paths';

await buildStaleApi();
await runOrThrow(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
  cwd: path.join(ROOT, 'api'),
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data') },
});
