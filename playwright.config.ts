import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/lib/browser';
import { portsFromEnv } from './scripts/lib/ports';

// The browser tests run the production build on their own ports (4100-4104 by default), so
// they never collide with a platform started by `npm start` on 3000-3004.
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4100);
process.env.BASE_PORT = String(BASE_PORT);
const ports = portsFromEnv(BASE_PORT);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  // Generous enough for a loaded two-core machine loading a remote's chunks; a missing element
  // still fails.
  expect: { timeout: 15_000 },
  // A stray test.only would silently drop every other journey from CI's count.
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  workers: 1,
  // One retry: these journeys run real WebRTC and several browsers on a shared two-core
  // machine. A test that needed it still counts as passed, and `npm test` names it on its
  // `flaky:` line, so a test that keeps needing it is seen and mended.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: '.cache/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${ports.shell}`,
    locale: 'en-US',
    // With motion reduced the app's spinners stand still (as they do for anyone who asked their
    // system for less motion). A headless Chromium draws every frame in
    // software: a spinner left turning kept a whole core busy for as long as it showed.
    reducedMotion: 'reduce',
    // A new context would install the app's worker and precache every file, costing each page
    // opened about a fifth of its time. The tests of the worker itself (PWA, push) allow it again
    // with test.use.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        // Five frames a second from the fake camera: enough for every check of the video, and
        // each lesson's encoding, decoding and drawing in software costs a third of the default.
        '--use-fake-device-for-media-stream=fps=5',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx scripts/serve.ts',
    url: `http://localhost:${ports.api}/health`,
    env: { BASE_PORT: String(BASE_PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
