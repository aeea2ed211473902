import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The one list of packages every federated app shares as singletons. The host and the three
 * remotes all build with it, so the federation runtime can hand every remote the shell's
 * instance (one React, one router, one jotai store, one socket, one theme context).
 */
interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** The module provided under the key, when it is not the package itself. */
  import?: string;
}

const sharedPackageJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../shared/package.json', import.meta.url)), 'utf8'),
) as { version: string; dependencies: Record<string, string> };

const require = createRequire(import.meta.url);

/** The router modules the apps share: the part of react-router they use (see the files). */
function routerShare(file: string): Pick<SharedEntry, 'import' | 'version'> {
  return {
    import: fileURLToPath(new URL(file, import.meta.url)),
    version: (require('react-router/package.json') as { version: string }).version,
  };
}

function rangeOf(packageName: string): string {
  const range = sharedPackageJson.dependencies[packageName];
  if (!range) throw new Error(`${packageName} is shared but not a dependency of @app/shared`);
  return range;
}

/** Packages shared by their bare name; a trailing entry with "/" also shares every deep import. */
const SINGLETON_PACKAGES: ReadonlyArray<{
  name: string;
  deepImports?: boolean;
  versionOf?: string;
  provided?: Pick<SharedEntry, 'import' | 'version'>;
}> = [
  { name: 'react' },
  { name: 'react/jsx-runtime', versionOf: 'react' },
  { name: 'react/jsx-dev-runtime', versionOf: 'react' },
  { name: 'react-dom' },
  { name: 'react-dom/client', versionOf: 'react-dom' },
  { name: 'react-router', provided: routerShare('./react-router-share.mjs') },
  { name: 'react-router-dom', provided: routerShare('./react-router-dom-share.mjs') },
  { name: '@tanstack/react-query' },
  { name: 'jotai' },
  { name: 'jotai/utils', versionOf: 'jotai' },
  // MUI's contexts are shared, its components are not. The theme, RTL and default-props
  // contexts live in @mui/system (and Emotion's), which every MUI component reaches by package
  // name, so sharing @mui/system and each of its deep imports gives every app the shell's one
  // theme. The components themselves are bundled and tree-shaken per app: sharing each
  // `@mui/material/<Component>` made the landing page load 119 files and 431 KB gz, against
  // 44 files and 347 KB without (docs/performance.md). `@mui/material/styles` stays shared so
  // a remote's `useTheme`, `styled` or `alpha` is the shell's.
  { name: '@mui/material/styles', versionOf: '@mui/material' },
  { name: '@mui/system', deepImports: true, versionOf: '@mui/material' },
  { name: '@mui/styled-engine', versionOf: '@mui/material' },
  { name: '@emotion/react' },
  { name: '@emotion/styled' },
  { name: '@emotion/cache' },
  { name: 'notistack' },
  { name: 'socket.io-client' },
  // Forms in the shell and two remotes bind fields through @app/shared/forms: one Formik, so a
  // shared field always finds the form context of the app that renders it.
  { name: 'formik' },
];

function entriesFor(
  name: string,
  deepImports: boolean,
  versionOf: string,
  provided: Pick<SharedEntry, 'import' | 'version'> = {},
): Record<string, SharedEntry> {
  const entry: SharedEntry = { singleton: true, requiredVersion: rangeOf(versionOf), ...provided };
  return deepImports ? { [name]: entry, [`${name}/`]: entry } : { [name]: entry };
}

/** The `shared` option of every app's ModuleFederationPlugin. */
export const SHARED_DEPENDENCIES: Record<string, SharedEntry> = Object.assign(
  {},
  ...SINGLETON_PACKAGES.map(({ name, deepImports = false, versionOf = name, provided }) =>
    entriesFor(name, deepImports, versionOf, provided),
  ),
  // `@app/shared/core` is its own share key: the landing page loads it without the UI half, and
  // `@app/shared` (the UI half) reaches it by that name, so both see one store and one socket.
  Object.fromEntries(
    ['@app/shared', '@app/shared/core'].map((key) => [
      key,
      {
        singleton: true,
        version: sharedPackageJson.version,
        requiredVersion: `^${sharedPackageJson.version}`,
      },
    ]),
  ),
);
