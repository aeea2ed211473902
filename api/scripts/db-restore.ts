// `npm run db:restore -- --from <file> [--data-dir <DATA_DIR>]`: puts a db:backup file back as
// the embedded database, keeping the one it replaces beside it (docs/database-move-and-backups.md).
import {
  defaultDataDir,
  fromOperatorCwd,
  readOptions,
  runCommand,
} from '../src/db/move/command-line';
import { restorePglite } from '../src/db/move/pglite-backup';

const USAGE = 'npm run db:restore -- --from <file.tar.gz> [--data-dir <DATA_DIR>]';

await runCommand(USAGE, async () => {
  const options = readOptions(process.argv.slice(2), {
    required: ['from'],
    optional: ['data-dir'],
  });
  const dataDir = options['data-dir'] ? fromOperatorCwd(options['data-dir']) : defaultDataDir();
  const summary = await restorePglite(fromOperatorCwd(options.from!), dataDir);
  const rows = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${summary.file} into ${summary.folder}: migration ${summary.migrations}, ` +
      `${rows} rows, ${summary.counts.users ?? 0} users.`,
  );
  if (summary.previous) {
    console.log(
      `The database it replaced is kept in ${summary.previous} (delete it once satisfied).`,
    );
  }
  console.log('Start the API; it applies any newer migrations itself.');
  return 0;
});
