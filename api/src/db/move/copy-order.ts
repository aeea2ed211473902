import { MoveError } from './move-error';
import type { ForeignKey } from './catalog';

/**
 * Orders the tables so each comes after every table it references (parents first), from the
 * database's own foreign keys rather than a hand-kept list, so a table added by a later
 * migration is placed without anyone remembering to. Deferrable keys are checked at commit and
 * add no constraint. Ties are broken by name so the order is the same on every run.
 */
export function copyOrder(tables: readonly string[], foreignKeys: readonly ForeignKey[]): string[] {
  const known = new Set(tables);
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const key of foreignKeys) {
    if (key.deferrable || !known.has(key.child) || !known.has(key.parent)) continue;
    parentsOf.get(key.child)!.add(key.parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = [...parentsOf]
      .filter(([table, parents]) => !placed.has(table) && [...parents].every((p) => placed.has(p)))
      .map(([table]) => table)
      .sort();
    if (ready.length === 0) {
      const stuck = tables.filter((table) => !placed.has(table)).sort();
      throw new MoveError(
        `The foreign keys between ${stuck.join(', ')} form a cycle (or a table references ` +
          'itself) with keys that are not DEFERRABLE: no insert order satisfies them.',
      );
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}
