// Bundles src/server.ts to dist/server.js. `dependencies` stay external: they are what the
// production install (`npm ci --omit=dev`) puts in node_modules. Whatever else the server imports
// is compiled in: @app/shared (TypeScript source, whose MUI and React the server never loads) and
// quran-meta (whose own dependencies are a code formatter). The migrations and the Quran text
// are copied beside the bundle, where src/db/connection.ts and src/classroom/quran-text.ts look
// for them, so the image needs no quran-json package (95 MB, mostly translations).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies);
const require = createRequire(import.meta.url);

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
cpSync(require.resolve('quran-json/dist/quran.json'), 'dist/quran.json');
// The text's licence (CC BY-SA 4.0) travels with it.
cpSync(require.resolve('quran-json/LICENSE.txt'), 'dist/quran.json.LICENSE.txt');
console.log('api: built dist/server.js');
