// `npm run db:backup -- --to <file> [--data-dir <DATA_DIR>]`: the embedded database as one
// gzipped tarball, taken while the API is stopped (docs/database-move-and-backups.md).
import {
  defaultDataDir,
  fromOperatorCwd,
  readOptions,
  runCommand,
} from '../src/db/move/command-line';
import { backupPglite } from '../src/db/move/pglite-backup';

const USAGE = 'npm run db:backup -- --to <file.tar.gz> [--data-dir <DATA_DIR>]';

await runCommand(USAGE, async () => {
  const options = readOptions(process.argv.slice(2), {
    required: ['to'],
    optional: ['data-dir'],
  });
  const dataDir = options['data-dir'] ? fromOperatorCwd(options['data-dir']) : defaultDataDir();
  const summary = await backupPglite(dataDir, fromOperatorCwd(options.to!));
  const rows = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up ${dataDir} to ${summary.file} (${summary.bytes} bytes): migration ` +
      `${summary.migrations}, ${rows} rows, ${summary.counts.users ?? 0} users.`,
  );
  return 0;
});
