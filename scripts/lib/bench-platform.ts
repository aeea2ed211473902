import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './browser';
import { buildStaleApi, buildStaleFrontEnds } from './build-apps';
import { SCRIPTED_USE_ALLOWANCES, startPlatform, type RunningPlatform } from './platform';
import { portsFromEnv } from './ports';

/**
 * Runs `measure` against the production build (built first when stale), served by the
 * platform's own static servers on the benchmark ports (BENCH_BASE_PORT, default 4200-4204)
 * with a fresh database holding the demo accounts; stops it all afterwards.
 */
export async function withBenchPlatform<T>(
  measure: (platform: RunningPlatform) => Promise<T>,
): Promise<T> {
  const problem = await ensureChromium();
  if (problem) throw new Error(problem);
  await buildStaleApi();
  await buildStaleFrontEnds();

  const ports = portsFromEnv(Number(process.env.BENCH_BASE_PORT ?? 4200));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quran-live-bench-'));
  const platform = await startPlatform({
    ports,
    dataDir,
    apiEnv: {
      ...SCRIPTED_USE_ALLOWANCES,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  try {
    return await measure(platform);
  } finally {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
