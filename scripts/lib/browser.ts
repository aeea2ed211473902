import { existsSync } from 'node:fs';
import { run } from './run';

/** Debian's Chromium; the Playwright download does not work here (no access to its CDN). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Makes sure Chromium is installed, installing Debian's package when we are root. Returns an
 * explanation when it cannot be had, or null when it is there.
 */
export async function ensureChromium(): Promise<string | null> {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (process.getuid?.() !== 0) {
    return `Chromium is missing at ${CHROMIUM_PATH}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`;
  }
  console.log('Installing Debian chromium for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) : updated;
  if (installed !== 0 || !existsSync(CHROMIUM_PATH)) {
    return `Installing chromium with apt-get failed (exit ${installed}).`;
  }
  return null;
}
