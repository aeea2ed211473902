import { listForeignKeys, listSequences, listTables, qualified, type TableInfo } from './catalog';
import { copyOrder } from './copy-order';
import { copyTableRows, DEFAULT_BATCH_SIZE } from './copy-rows';
import { MoveError } from './move-error';
import { countMismatches, countRows, type RowCounts } from './row-counts';
import { copySequenceStates } from './sequences';
import type { SqlClient } from './sql-client';

export interface CopyOptions {
  batchSize?: number;
  /** Called after each table, for progress lines. */
  onTable?: (table: string, rows: number) => void;
}

export interface CopyResult {
  /** The tables in the order they were filled (parents first). */
  order: string[];
  /** The source's counts, read in the same snapshot the rows were copied from. */
  copied: RowCounts;
}

/** Refuses two schemas that differ: rows of one would not fit the other. */
function assertSameTables(source: TableInfo[], target: TableInfo[]): void {
  const describe = (tables: TableInfo[]) =>
    new Map(tables.map((table) => [table.name, [...table.columns].sort().join(',')]));
  const sourceShape = describe(source);
  const targetShape = describe(target);
  const names = new Set([...sourceShape.keys(), ...targetShape.keys()]);
  const differing = [...names].filter((name) => sourceShape.get(name) !== targetShape.get(name));
  if (differing.length > 0) {
    throw new MoveError(
      `The source and target tables differ (${differing.sort().join(', ')}), although both ` +
        'were migrated: is the target used by another application or version?',
    );
  }
}

/**
 * Copies every row of the application schema from `source` into the empty `target`, in one
 * transaction on the target: any failure rolls it back and leaves the target as empty as it
 * was. The source is read in one read-only snapshot. Both must already be at the same
 * migration.
 */
export async function copyDatabase(
  source: SqlClient,
  target: SqlClient,
  options: CopyOptions = {},
): Promise<CopyResult> {
  const sourceTables = await listTables(source);
  assertSameTables(sourceTables, await listTables(target));
  // The target's keys decide what may be inserted before what.
  const order = copyOrder(
    sourceTables.map((table) => table.name),
    await listForeignKeys(target),
  );
  const byName = new Map(sourceTables.map((table) => [table.name, table]));
  const sequences = await listSequences(source);

  await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await target.query('BEGIN');
  try {
    if (order.length > 0) {
      // Nobody else writes into the target while it fills (readers may still look).
      await target.query(`LOCK TABLE ${order.map(qualified).join(', ')} IN EXCLUSIVE MODE`);
    }
    const occupied = Object.entries(await countRows(target, order)).filter(([, n]) => n > 0);
    if (occupied.length > 0) {
      throw new MoveError(
        'The target database already holds application rows ' +
          `(${occupied.map(([table, n]) => `${table}: ${n}`).join(', ')}). The move only fills ` +
          'an empty database, so it never mixes two schools: create a new database, or empty ' +
          'this one if you are sure it holds nothing you need.',
      );
    }
    // Deferrable keys (if any) are checked at COMMIT, once every table is in.
    await target.query('SET CONSTRAINTS ALL DEFERRED');
    const copied = await countRows(source, order);
    for (const table of order) {
      const rows = await copyTableRows(
        source,
        target,
        byName.get(table)!,
        options.batchSize ?? DEFAULT_BATCH_SIZE,
      );
      options.onTable?.(table, rows);
    }
    await copySequenceStates(source, target, sequences);
    const mismatches = countMismatches(copied, await countRows(target, order));
    if (mismatches.length > 0) {
      throw new MoveError(
        `Row counts differ after the copy in ${mismatches.join(', ')}; nothing was committed.`,
      );
    }
    await target.query('COMMIT');
    return { order, copied };
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await source.query('COMMIT').catch(() => {});
  }
}
