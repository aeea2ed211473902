// No imports: remotes.json's parser reads this before the shared modules (jotai among them)
// have loaded.

/** The deployment's own pages, linked from the landing page's footer; each one optional. */
export interface SiteLinks {
  about?: string;
  privacy?: string;
  contact?: string;
}

export const SITE_LINK_NAMES = ['about', 'privacy', 'contact'] as const;

/** Only web and mail addresses: a link from a configuration file never runs script. */
export function isSafeLinkUrl(value: string): boolean {
  try {
    return ['https:', 'http:', 'mailto:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
