import { openDatabase, type Database } from '../connection';
import { copyDatabase } from './copy-database';
import { appliedMigrations, assertSameMigrations, assertTargetIsOurs } from './migration-state';
import { MoveError } from './move-error';
import { existingPgliteFolder } from './pglite-folder';
import { connectPostgres, describeUrl } from './postgres-target';
import { countMismatches, countRows, type RowCounts } from './row-counts';
import { pgliteClient, postgresClient } from './sql-client';

export interface MoveOptions {
  /** DATA_DIR, or its pglite folder. */
  from: string;
  /** postgres:// URL of an existing, empty database. */
  to: string;
  batchSize?: number;
  log?: (line: string) => void;
}

export interface MoveReport {
  tables: string[];
  source: RowCounts;
  target: RowCounts;
  /** Tables whose counts differ after the commit (empty when the move is good). */
  mismatches: string[];
}

/** Applies the migrations this version ships, saying which side failed. */
async function migrate(database: Database, side: string): Promise<void> {
  try {
    await database.migrate();
  } catch (error) {
    throw new MoveError(`Migrating the ${side} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/**
 * Moves a school's embedded database into PostgreSQL: both are migrated to this version, every
 * application row is copied in one target transaction, and the counts of both sides are read
 * again afterwards. The source folder is locked meanwhile (an API running on it is refused)
 * and is left in place, so going back is starting the API without DATABASE_URL again.
 */
export async function movePgliteToPostgres(options: MoveOptions): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  const folder = existingPgliteFolder(options.from);
  // Reach the target before touching the source: a typo in the URL should change nothing.
  const targetClient = await connectPostgres(options.to);
  let source: Database | undefined;
  try {
    const target = postgresClient(targetClient);
    await assertTargetIsOurs(target);
    log(`Opening ${folder} (the API must be stopped)...`);
    source = await openDatabase({ kind: 'pglite', dataDir: folder });
    const sourceClient = pgliteClient(source.pglite!);
    await migrate(source, `embedded database in ${folder}`);
    const targetDatabase = await openDatabase({ kind: 'postgres', url: options.to, poolSize: 2 });
    try {
      await migrate(targetDatabase, `PostgreSQL database ${describeUrl(options.to)}`);
    } finally {
      await targetDatabase.close();
    }
    const migrations = await appliedMigrations(sourceClient);
    assertSameMigrations(migrations, await appliedMigrations(target));
    log(`Both sides are at migration ${migrations.length}. Copying...`);

    const { order } = await copyDatabase(sourceClient, target, {
      batchSize: options.batchSize,
      onTable: (table, rows) => log(`  ${table}: ${rows}`),
    });
    // Read again after the commit, on both sides: what the operator sees is what is stored.
    const sourceCounts = await countRows(sourceClient, order);
    const targetCounts = await countRows(target, order);
    return {
      tables: order,
      source: sourceCounts,
      target: targetCounts,
      mismatches: countMismatches(sourceCounts, targetCounts),
    };
  } finally {
    await source?.close();
    await targetClient.end().catch(() => {});
  }
}
