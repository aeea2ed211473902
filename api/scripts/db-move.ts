// `npm run db:move -- --from <DATA_DIR or its pglite folder> --to <postgres://...>`: copies a
// school's embedded database into an empty PostgreSQL database (docs/database-move-and-backups.md).
import { fromOperatorCwd, readOptions, runCommand } from '../src/db/move/command-line';
import { MoveError } from '../src/db/move/move-error';
import { movePgliteToPostgres } from '../src/db/move/move-pglite-to-postgres';
import { formatCounts } from '../src/db/move/row-counts';
import { describeUrl } from '../src/db/move/postgres-target';

const USAGE =
  'npm run db:move -- --from <DATA_DIR or its pglite folder> --to <postgres://user@host:5432/db> [--batch-size 500]';

await runCommand(USAGE, async () => {
  const options = readOptions(process.argv.slice(2), {
    required: ['from', 'to'],
    optional: ['batch-size'],
  });
  const batchSize = options['batch-size'] ? Number(options['batch-size']) : undefined;
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    throw new MoveError('--batch-size must be a positive whole number.');
  }
  const from = fromOperatorCwd(options.from!);
  console.log(`Moving ${from} into ${describeUrl(options.to!)}`);
  const report = await movePgliteToPostgres({
    from,
    to: options.to!,
    batchSize,
    log: (line) => console.log(line),
  });
  console.log(
    `\nRow counts after the move:\n${formatCounts(report.source, report.target, report.tables)}`,
  );
  if (report.mismatches.length > 0) {
    console.error(`\nThe counts differ in ${report.mismatches.join(', ')}: do not switch over.`);
    return 1;
  }
  const total = Object.values(report.target).reduce((sum, n) => sum + n, 0);
  console.log(
    `\nMoved ${total} rows in ${report.tables.length} tables; every count matches. Start the API ` +
      'with DATABASE_URL set to the target (and the same DATA_DIR, for its files).',
  );
  return 0;
});
