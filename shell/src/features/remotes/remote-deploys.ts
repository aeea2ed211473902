import type { RemoteName } from './remote-names';
import { manifestUrlOf } from './remote-registry';

/**
 * Remotes whose modules are only pages, so a new deploy can replace them between two pages.
 * The meeting remote also runs the call layer on every page, sharing its state with its pages:
 * it stays on the version the page started with until the next reload.
 */
const SWAPPABLE: ReadonlySet<RemoteName> = new Set<RemoteName>(['admin', 'profile']);

/** The manifest each swappable remote was last seen with: a change means a new deploy. */
const seenManifests = new Map<RemoteName, string>();
/** A check under way, shared by everyone who asks meanwhile. */
const checking = new Map<RemoteName, Promise<boolean>>();

/** Whether a version of this remote was seen yet (so a later check can find a new one). */
export const hasSeenDeploy = (remote: RemoteName): boolean => seenManifests.has(remote);

/**
 * Reads the remote's manifest past every cache. The first reading is remembered; a later one
 * that differs means the remote was redeployed since: `forgetOldVersion` runs (once, however
 * many asked meanwhile) so the next render loads the new version, and true is returned. A
 * failed check changes nothing.
 */
export function checkForRedeploy(
  remote: RemoteName,
  forgetOldVersion: (remote: RemoteName) => void,
): Promise<boolean> {
  let check = checking.get(remote);
  if (!check) {
    check = readManifest(remote, forgetOldVersion).finally(() => checking.delete(remote));
    checking.set(remote, check);
  }
  return check;
}

async function readManifest(
  remote: RemoteName,
  forgetOldVersion: (remote: RemoteName) => void,
): Promise<boolean> {
  const url = manifestUrlOf(remote);
  if (!SWAPPABLE.has(remote) || !url) return false;
  let manifest: string;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return false;
    manifest = await response.text();
  } catch {
    return false;
  }
  const previous = seenManifests.get(remote);
  seenManifests.set(remote, manifest);
  if (previous === undefined || previous === manifest) return false;
  forgetOldVersion(remote);
  return true;
}
