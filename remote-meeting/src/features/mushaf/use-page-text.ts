import { useEffect, useState } from 'react';
import { PAGE_COUNT } from '../../lib/quran/page-layout';
import type { PageText } from '../../lib/quran/page-text';
import { loadPageText } from '../../lib/quran/text-chunks';

/** A page's text once it has loaded, or that it failed to. */
export type LoadedPage = { page: number; text: PageText } | { page: number; failed: true };

interface Options {
  /** Loads the pages on either side in the background, so turning a page shows it at once. */
  warmNeighbours?: boolean;
  /** Marks the moment each page's text arrives, for the benchmark (scripts/bench-mushaf.ts). */
  timed?: boolean;
}

/** A page's text, loaded when the page is turned to (null until then); `retry` after a failure. */
export function usePageText(page: number, { warmNeighbours = false, timed = false }: Options = {}) {
  const [loaded, setLoaded] = useState<LoadedPage | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadPageText(page).then(
      (text) => {
        if (!current) return;
        setLoaded({ page, text });
        if (timed) performance.mark(`mushaf-page-${page}-data`);
      },
      () => current && setLoaded({ page, failed: true }),
    );
    if (warmNeighbours) {
      for (const near of [page - 1, page + 1]) {
        if (near >= 1 && near <= PAGE_COUNT) void loadPageText(near).catch(() => undefined);
      }
    }
    return () => {
      current = false;
    };
  }, [page, attempt, warmNeighbours, timed]);
  return { loaded: loaded?.page === page ? loaded : null, retry: () => setAttempt((n) => n + 1) };
}
