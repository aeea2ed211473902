import { atom } from 'jotai';
import type { SiteLinks } from './site-links';

/** What remotes.json's `links` names (set at start-up from it); empty until then. */
export const siteLinksAtom = atom<SiteLinks>({});
