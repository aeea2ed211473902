import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The landing page is the first download: it must stay free of the component library and the
// query cache (bundle budget), and style itself only through landing.css, which index.html
// inlines. These checks read the sources, so a stray import fails here before a build.

const LANDING = join(__dirname, '../../../src/features/landing');
const LIB = join(__dirname, '../../../src/lib');

const ALLOWED_PACKAGES = new Set([
  'react',
  'react-i18next',
  'jotai',
  'react-router-dom',
  '@app/shared/core',
]);
const ALLOWED_LIB = new Set(['auth-dialog-atom', 'dashboard-route', 'use-logout']);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
}

const landingFiles = sourcesUnder(LANDING);
const libFiles = [...ALLOWED_LIB].map((name) => join(LIB, `${name}.ts`));

it.each([...landingFiles, ...libFiles].map((file) => [relative(LANDING, file), file]))(
  '%s imports only light modules',
  (_name, file) => {
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) {
        const target = join(file, '..', specifier);
        const inside = !relative(LANDING, target).startsWith('..');
        const lib = relative(LIB, target);
        expect({ specifier, ok: inside || ALLOWED_LIB.has(lib) }).toEqual({ specifier, ok: true });
      } else {
        expect({ specifier, ok: ALLOWED_PACKAGES.has(specifier) }).toEqual({
          specifier,
          ok: true,
        });
      }
    }
  },
);

it('styles every class the components use, all prefixed ql-', () => {
  const css = readFileSync(join(LANDING, 'landing.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
  for (const name of defined) expect(name).toMatch(/^ql-/);

  const used = new Set<string>();
  for (const file of landingFiles) {
    const source = readFileSync(file, 'utf8');
    for (const [name] of source.matchAll(/\bql-[\w-]*/g)) {
      // A name completed at run time (`ql-dot--${status}`) is checked through its variants.
      if (!name.endsWith('-')) used.add(name);
    }
  }
  for (const status of ['online', 'busy', 'inMeeting', 'offline']) used.add(`ql-dot--${status}`);
  const missing = [...used].filter((name) => !defined.has(name));
  expect(missing).toEqual([]);
});

it('is never imported from TypeScript: index.html inlines it', () => {
  for (const file of landingFiles) expect(readFileSync(file, 'utf8')).not.toMatch(/\.css'/);
});
