// Component, hook, state and schema tests of the browser apps (shared, shell, remotes), and
// the unit tests of the scripts (how `npm test` counts).
// The API has its own runner (node:test) and the journeys run in Playwright.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/remote-admin',
    '<rootDir>/remote-meeting',
    '<rootDir>/remote-profile',
    '<rootDir>/scripts',
  ],
  testMatch: ['**/test/**/*.test.ts?(x)', '**/src/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/shared/src/protocol/'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swcTransform },
  // Packages that ship only ES modules must be compiled for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(@mui|@babel/runtime|jotai|uuid|quran-meta)/)'],
  setupFiles: ['<rootDir>/tooling/jest/setup-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup-dom.ts'],
  moduleNameMapper: {
    // quran-meta exports its Hafs entry for `import` only; jest resolves as `require`.
    '^quran-meta/hafs$': '<rootDir>/node_modules/quran-meta/dist/hafs.js',
    '\\.(png|svg|jpe?g|webp|mp3|ogg|wav|woff2)$': '<rootDir>/tooling/jest/file-stub.ts',
  },
  // Form tests type through user-event, which on a busy two-core CI machine can take longer
  // than jest's default 5 s without anything being wrong.
  testTimeout: 30_000,
  clearMocks: true,
  restoreMocks: true,
};
