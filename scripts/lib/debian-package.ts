import { existsSync } from 'node:fs';
import { run } from './run';

export interface DebianPackage {
  /** The package's name for apt-get. */
  name: string;
  /** A file the package installs: when it exists, the package is there. */
  file: string;
  /** What the tests use it for, said when it cannot be installed. */
  usedFor: string;
}

/**
 * Makes sure a Debian package the tests need is installed, installing it with apt-get when we
 * are root. Returns an explanation when it cannot be had, or null when it is there.
 */
export async function ensureDebianPackage({
  name,
  file,
  usedFor,
}: DebianPackage): Promise<string | null> {
  if (existsSync(file)) return null;
  if (process.getuid?.() !== 0) {
    return `${name} is missing (${file}), needed for ${usedFor}. Install it: sudo apt-get install ${name}.`;
  }
  console.log(`Installing Debian ${name} for ${usedFor}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update', '-qq'], { env });
  const installed =
    updated === 0 ? await run('apt-get', ['install', '-y', '-qq', name], { env }) : updated;
  if (installed !== 0 || !existsSync(file)) {
    return `Installing ${name} with apt-get failed (exit ${installed}).`;
  }
  return null;
}
