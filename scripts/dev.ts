// `npm run dev`: the API from source (tsx watch) and all four apps on rspack dev servers.
// A team working on one remote can run just it: `npm run dev -w @app/remote-admin`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { FRONT_END_APPS, ROOT } from './lib/paths';
import { frontEndOrigins, portsFromEnv } from './lib/ports';

const ports = portsFromEnv();
// The mushaf's text chunks are generated files the meeting remote imports (docs/classroom.md).
spawnSync('npm', ['run', 'mushaf', '-w', '@app/remote-meeting'], { cwd: ROOT, stdio: 'inherit' });
const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/api'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(ports.api),
      DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, 'data'),
      CORS_ORIGINS: frontEndOrigins(ports),
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    },
  }),
  ...FRONT_END_APPS.map((app) =>
    spawn('npx', ['rspack', 'serve', '--mode', 'development'], {
      cwd: path.join(ROOT, app.dir),
      stdio: 'inherit',
      env: { ...process.env, API_URL: `http://localhost:${ports.api}` },
    }),
  ),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
