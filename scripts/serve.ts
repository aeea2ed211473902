// Runs the already built platform on the ports in the environment, with a fresh database in a
// temporary folder: what the browser tests start (playwright.config.ts, webServer).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eApiLogFile } from './lib/e2e-api-log';
import { ISOLATED_STORES, SCRIPTED_USE_ALLOWANCES, startPlatform } from './lib/platform';
import { movedAdminPorts, portsFromEnv, TEST_SITE_LINKS } from './lib/ports';
import { stopOnSignals } from './lib/shutdown';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quran-live-e2e-'));
const basePort = Number(process.env.BASE_PORT ?? 3000);
const ports = portsFromEnv(basePort);
const apiLogFile = e2eApiLogFile(basePort);
rmSync(apiLogFile, { force: true });
const platform = await startPlatform({
  ports,
  dataDir,
  // The federation tests serve the admin remote from origins of their own.
  extraRemoteOrigins: Object.values(movedAdminPorts(ports)).map(
    (port) => `http://localhost:${port}`,
  ),
  siteLinks: TEST_SITE_LINKS,
  apiLogFile,
  apiEnv: {
    ...ISOLATED_STORES,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // A test that fails mid-call leaves its meeting behind; ending it within seconds rather
    // than a minute frees the teacher for the retry and the tests after it. Long enough for a
    // reload or an 8 s network drop to rejoin.
    MEETING_REJOIN_GRACE_S: process.env.MEETING_REJOIN_GRACE_S ?? '15',
    ...SCRIPTED_USE_ALLOWANCES,
  },
});
stopOnSignals(async () => {
  await platform.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
console.log(`Platform ready at ${platform.shellUrl}`);
