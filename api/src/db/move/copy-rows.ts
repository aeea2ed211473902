import { qualified, type TableInfo } from './catalog';
import { quoteIdent, type SqlClient } from './sql-client';

/** Rows per round trip: enough to be quick, few enough that memory stays small on any table. */
export const DEFAULT_BATCH_SIZE = 500;

/**
 * Copies one table's rows, `batchSize` at a time, keeping every column's value (ids included).
 * The source must be inside a transaction (its cursor lives there). Rows travel as JSON text
 * made by the source server and read back by the target server (`json_populate_recordset`), so
 * no value passes through a JavaScript type: timestamps keep their microseconds, bigints and
 * numerics their digits, arrays, ranges and jsonb their shape. Returns how many rows it copied.
 */
export async function copyTableRows(
  source: SqlClient,
  target: SqlClient,
  table: TableInfo,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<number> {
  if (table.columns.length === 0) return 0;
  const cursor = quoteIdent(`move_${table.name}`);
  await source.query(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${qualified(table.name)} t`,
  );
  const columns = table.columns.map(quoteIdent).join(', ');
  // OVERRIDING SYSTEM VALUE: identity columns GENERATED ALWAYS take the source's ids as they are.
  const insert =
    `INSERT INTO ${qualified(table.name)} (${columns}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table.name)}, $1::json)`;
  let copied = 0;
  try {
    for (;;) {
      const batch = await source.query<{ row: string }>(`FETCH ${batchSize} FROM ${cursor}`);
      if (batch.length === 0) break;
      await target.query(insert, [`[${batch.map((r) => r.row).join(',')}]`]);
      copied += batch.length;
      if (batch.length < batchSize) break;
    }
  } finally {
    await source.query(`CLOSE ${cursor}`);
  }
  return copied;
}
