import { qualified } from './catalog';
import type { SqlClient } from './sql-client';

/**
 * Sets each target sequence to where the source's stands (value and whether it was used), so
 * the next id the target hands out is the one the source would have: copied rows kept their
 * ids, and a sequence left at its start would collide with them.
 */
export async function copySequenceStates(
  source: SqlClient,
  target: SqlClient,
  sequences: readonly string[],
): Promise<void> {
  for (const sequence of sequences) {
    const [state] = await source.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${qualified(sequence)}`,
    );
    if (!state) continue;
    await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      qualified(sequence),
      state.last_value,
      state.is_called,
    ]);
  }
}
