// Bundles src/server.ts to dist/server.js. Dependencies stay external (node_modules), except
// @app/shared, which is TypeScript source and must be compiled in. The migrations are
// copied beside the bundle, where src/db/connection.ts looks for them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name !== '@app/shared',
);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
console.log('api: built dist/server.js');
