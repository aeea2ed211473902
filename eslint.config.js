// Lint for every package. Beyond typescript-eslint's defaults it enforces the structure
// STYLE.md describes: no import cycles, features that do not reach into each other, remotes that
// never import the shell or each other, and per-component MUI imports (bundle weight).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FRONT_END_APPS = ['shell', 'remote-admin', 'remote-meeting', 'remote-profile'];

function featuresOf(app) {
  const dir = `./${app}/src/features`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const appBoundaries = FRONT_END_APPS.map((app) => ({
  target: `./${app}`,
  from: FRONT_END_APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Apps never import each other: share through @app/shared or load through federation.',
}));

const featureBoundaries = FRONT_END_APPS.flatMap((app) =>
  featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other; lift what both need into src/lib or @app/shared.',
  })),
);

// Infrastructure knows no feature: features register with it (socket-features.ts,
// logout-steps.ts).
const SHARED_FEATURES = ['notifications', 'availability', 'call', 'presence'].map(
  (feature) => `./shared/src/${feature}`,
);
const infrastructureBoundaries = [
  {
    target: ['./shared/src/socket', './shared/src/auth', './shared/src/api-client'],
    from: SHARED_FEATURES,
    message: 'Shared infrastructure imports no feature: the feature registers with it instead.',
  },
];

// The API's folders from the bottom up: each imports only from the folders before it, so
// api/src has no folder cycle (a domain announces on its event hub; real time, above it,
// translates). A new folder takes its place in this list.
const API_LAYERS = [
  'db',
  'lib',
  'mail',
  'auth',
  'safety',
  'uploads',
  'meetings',
  'users',
  'account',
  'classroom',
  'hifz',
  'homework',
  'progress',
  'follows',
  'moderation',
  'family',
  'booking',
  'plugins',
  'realtime',
  'notifications',
  'seed',
  'stats',
  'system',
  'teachers',
];
// The meeting lifecycle is the one writer of meeting status, stays and the in-meeting flag:
// its store is private to it.
const lifecycleStoreBoundary = {
  target: ['./api/**/!(meeting-lifecycle).ts'],
  from: './api/src/meetings/lifecycle-store.ts',
  message:
    'Only the meeting lifecycle writes meetings, stays and the in-meeting flag: call MeetingLifecycle.',
};

// Likewise the classroom service is the one writer of marks, notes, the mushaf and the chat.
const classroomStoreBoundary = {
  target: ['./api/**/!(classroom-service).ts'],
  from: './api/src/classroom/classroom-store.ts',
  message:
    'Only the classroom service writes marks, notes, the mushaf and the chat: call ClassroomService.',
};

// And the hifz service of lane entries, memorised ranges, the schedule and surah statuses.
const hifzStoreBoundary = {
  target: ['./api/**/!(hifz-service).ts'],
  from: './api/src/hifz/hifz-store.ts',
  message:
    'Only the hifz service writes lane entries, memorised ayat, the schedule and surah statuses: call HifzService.',
};

// And the homework service of assignments, recordings (rows and files), marks and reviews.
const homeworkStoreBoundary = {
  target: ['./api/**/!(homework-service).ts'],
  from: './api/src/homework/homework-store.ts',
  message:
    'Only the homework service writes assignments, recordings, their marks and reviews: call HomeworkService.',
};

const apiLayerBoundaries = API_LAYERS.slice(0, -1).map((folder, index) => ({
  target: `./api/src/${folder}`,
  from: API_LAYERS.slice(index + 1).map((above) => `./api/src/${above}`),
  message: `api/src/${folder} imports only from the folders below it in API_LAYERS (eslint.config.js).`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'api/drizzle/**',
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: ['tsconfig.web.json', 'tsconfig.node.json', 'api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appBoundaries,
            ...featureBoundaries,
            ...infrastructureBoundaries,
            ...apiLayerBoundaries,
            lifecycleStoreBoundary,
            classroomStoreBoundary,
            hifzStoreBoundary,
            homeworkStoreBoundary,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', ...FRONT_END_APPS.map((app) => `${app}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/material',
              message:
                'Import the component itself (@mui/material/Button): each is shared on its own.',
            },
            {
              name: '@mui/icons-material',
              message: 'Import the icon itself (@mui/icons-material/Menu).',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts' run-time checks (zod) live in socket-schemas.ts and api-contract/, which
    // only the API imports at run time.
    files: ['shared/src/protocol/**/*.ts'],
    ignores: ['shared/src/protocol/socket-schemas.ts', 'shared/src/protocol/api-contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message:
                'The protocol is pure TypeScript shared with the API: it imports no package.',
            },
          ],
        },
      ],
    },
  },
  {
    // The apps read the REST contract's types only: its schemas (zod) stay out of the browser.
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/protocol/api-contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-contract', '**/api-contract/*', '**/socket-schemas'],
              allowTypeImports: true,
              message:
                'Import the contract with `import type`: zod must not reach a browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // What a visitor's first download of the landing page is made of (its 200 KB gz budget):
    // the light half of @app/shared only; MUI, queries and toasts arrive with the rich shell.
    files: [
      'shell/src/index.ts',
      'shell/src/app/{app,bootstrap,router,root-layout}.tsx',
      'shell/src/app/{runtime-config,rich-shell-needed}.ts',
      'shell/src/features/landing/**/*.{ts,tsx}',
      'shell/src/features/pwa/*.ts',
      'shell/src/features/pwa/{api,install,version,worker}/**/*.ts',
      'shell/src/features/guards/banned-redirect.tsx',
      'shell/src/features/remotes/{remote-registry,remote-names}.ts',
      'shell/src/lib/**/*.ts',
      'shell/src/i18n/**/*.ts',
      'shared/src/core.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/shared',
              message: 'The landing page loads @app/shared/core only; the UI half is lazy.',
            },
            {
              name: 'notistack',
              message: 'Toasts load with the rich shell, not the landing page.',
            },
          ],
          patterns: [
            {
              group: ['@mui/*', '@emotion/*', '@tanstack/*', 'formik', 'yup'],
              message: "Not in the landing page's first download: load it with the rich shell.",
            },
          ],
        },
      ],
    },
  },
  {
    // A focused test silently drops the rest of its suite, and the run still reads as a pass.
    files: ['**/*.{test,spec}.{ts,tsx,js,mjs}', 'e2e/**/*.ts', 'api/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='only']",
          message: 'No focused tests (.only): run one file or one name from the command line.',
        },
        {
          selector: 'CallExpression[callee.name=/^f(it|describe|test)$/]',
          message: 'No focused tests (fit/fdescribe): run one name from the command line.',
        },
        {
          selector:
            "CallExpression[callee.name=/^(it|test|describe|suite)$/] > ObjectExpression > Property[key.name='only']",
          message: 'No focused tests ({ only: true }): run one name from the command line.',
        },
      ],
    },
  },
);
