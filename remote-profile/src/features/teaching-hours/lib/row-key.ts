// Rows of the form are added and removed in any order, so React needs a key that stays with a
// row rather than with its place; the wire has no ids to lend.
let last = 0;

/** A key no other row of this page holds. */
export function rowKey(): string {
  last += 1;
  return `row-${last}`;
}
