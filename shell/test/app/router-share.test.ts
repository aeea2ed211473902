/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The apps share the router through tooling/rspack/react-router-share.mjs and
// react-router-dom-share.mjs, which re-export only what they use: a name missing there would be
// undefined at run time although it type-checks.
const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = [
  'shared/src',
  'shell/src',
  'remote-admin/src',
  'remote-meeting/src',
  'remote-profile/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter((name) => name !== '');
}

function exportsOf(file: string): Set<string> {
  const source = readFileSync(path.join(ROOT, 'tooling/rspack', file), 'utf8');
  return new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((match) => namesIn(match[1] ?? '')),
  );
}

const routerExports = exportsOf('react-router-share.mjs');
// react-router-dom's module re-exports all of the router's and adds its own.
const routerDomExports = new Set([...routerExports, ...exportsOf('react-router-dom-share.mjs')]);

/** Every run-time name imported from `packageName` in the apps' sources, with a file using it. */
function importedFrom(packageName: string): Map<string, string> {
  const imported = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
  for (const dir of SOURCE_DIRS)
    for (const file of sourceFiles(path.join(ROOT, dir)))
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue; // types only: nothing at run time
        for (const name of namesIn(match[2] ?? '')) imported.set(name, path.relative(ROOT, file));
      }
  return imported;
}

test.each([
  ['react-router', routerExports],
  ['react-router-dom', routerDomExports],
])('every name the apps import from %s is in its shared module', (packageName, provided) => {
  const missing = [...importedFrom(packageName)].filter(([name]) => !provided.has(name));
  expect(missing).toEqual([]);
});

test('the apps do import the router (the check above looks at real imports)', () => {
  expect(importedFrom('react-router-dom').size).toBeGreaterThan(5);
});
