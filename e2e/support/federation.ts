import type { Page } from '@playwright/test';

export interface SharedInstanceReport {
  /** How many versions of the package are registered in the page's share scope. */
  versions: number;
  /** The container whose copy is the one in use. */
  from: string | undefined;
  loaded: boolean;
  /** Containers the runtime recorded as consumers of that copy. */
  useIn: string[];
}

interface SharedRecord {
  from: string;
  loaded?: boolean;
  useIn: string[];
}

type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedRecord>>>>;

interface FederationGlobal {
  __FEDERATION__: { __SHARE__: ShareScopes; __INSTANCES__: Array<{ name: string }> };
}

/** The federation containers running in the page (the shell and each remote loaded so far). */
export function federationInstances(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (globalThis as unknown as FederationGlobal).__FEDERATION__.__INSTANCES__.map(
      (instance) => instance.name,
    ),
  );
}

/**
 * What the federation runtime itself recorded about one shared package in the shell's share
 * scope, which the remotes are initialised with.
 */
export function sharedInstanceReport(
  page: Page,
  packageName: string,
): Promise<SharedInstanceReport> {
  return page.evaluate((name) => {
    const shares = (globalThis as unknown as FederationGlobal).__FEDERATION__.__SHARE__;
    const shellKey = Object.keys(shares).find((key) => key === 'shell' || key.startsWith('shell:'));
    const versions = Object.values((shellKey && shares[shellKey]?.['default']?.[name]) || {});
    const inUse = versions.find((record) => record.loaded) ?? versions[0];
    return {
      versions: versions.length,
      from: inUse?.from,
      loaded: Boolean(inUse?.loaded),
      useIn: [...new Set(versions.flatMap((record) => record.useIn))],
    };
  }, packageName);
}

/**
 * Makes the page see a deployment whose `remote` is served from `origin`: its remotes.json
 * names that origin. The browser tests' platform allows the origins they move remotes to
 * (`movedAdminPorts`) in its page policy.
 */
export async function moveRemote(page: Page, remote: string, origin: string): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    config.remotes[remote] = `${origin}/mf-manifest.json`;
    await route.fulfill({ response, json: config });
  });
}
