/** What the page does after comparing the published version with the one it stored. */
export type VersionDecision =
  | { kind: 'remember'; version: string }
  | { kind: 'current' }
  | { kind: 'outdated'; version: string };

/**
 * Nothing stored -> store the published version; a different one -> the page is
 * outdated and must refresh.
 */
export function decideVersion(stored: string | null, published: string): VersionDecision {
  if (stored === null || stored === '') return { kind: 'remember', version: published };
  return stored === published ? { kind: 'current' } : { kind: 'outdated', version: published };
}
