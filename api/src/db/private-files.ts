import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Sets every file under the folder to 0600 and every folder to 0700. The embedded database
 * (PGlite's file system layer) chmods the files it creates to 0644 or 0666 whatever the
 * process's umask, so its folder is closed again after it opens, while it runs and when it
 * closes. Symbolic links are left alone (never followed out of the folder).
 */
export async function closeToOthers(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await chmod(dir, 0o700);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await closeToOthers(full);
    else if (entry.isFile() && ((await lstat(full)).mode & 0o077) !== 0) await chmod(full, 0o600);
  }
}
