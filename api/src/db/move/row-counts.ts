import { qualified } from './catalog';
import type { SqlClient } from './sql-client';

export type RowCounts = Record<string, number>;

/** Exact row counts (count(*), not the planner's estimates), one table at a time. */
export async function countRows(client: SqlClient, tables: readonly string[]): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of tables) {
    const [row] = await client.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM ${qualified(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** The tables whose counts differ between the two sides. */
export function countMismatches(source: RowCounts, target: RowCounts): string[] {
  const tables = new Set([...Object.keys(source), ...Object.keys(target)]);
  return [...tables].filter((table) => source[table] !== target[table]).sort();
}

/** A plain text table of both sides' counts, one line per table, for the operator to read. */
export function formatCounts(
  source: RowCounts,
  target: RowCounts,
  tables: readonly string[],
): string {
  const width = Math.max(5, ...tables.map((table) => table.length));
  const header = `${'table'.padEnd(width)}  ${'source'.padStart(8)}  ${'target'.padStart(8)}`;
  const lines = tables.map((table) => {
    const mark = source[table] === target[table] ? '' : '  MISMATCH';
    return `${table.padEnd(width)}  ${String(source[table] ?? '-').padStart(8)}  ${String(target[table] ?? '-').padStart(8)}${mark}`;
  });
  return [header, ...lines].join('\n');
}
