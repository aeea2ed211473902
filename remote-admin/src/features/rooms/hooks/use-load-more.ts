import { useEffect, useState, type RefCallback } from 'react';

/** The next page loads when the end of the list is within 1000 px. */
export const LOAD_MORE_MARGIN_PX = 1000;

interface LoadMoreOptions {
  canLoad: boolean;
  loading: boolean;
  load: () => void;
}

/**
 * Infinite scroll: returns a ref for an element placed after the last row. While that element
 * is within LOAD_MORE_MARGIN_PX of the viewport, pages keep loading one after another, so a
 * tall screen fills up without the user having to scroll.
 */
export function useLoadMore({ canLoad, loading, load }: LoadMoreOptions): RefCallback<Element> {
  const [sentinel, setSentinel] = useState<Element | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!sentinel) return undefined;
    const observer = new IntersectionObserver(
      ([entry]) => setNear(Boolean(entry?.isIntersecting)),
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  useEffect(() => {
    if (near && canLoad && !loading) load();
  }, [near, canLoad, loading, load]);

  return setSentinel;
}
