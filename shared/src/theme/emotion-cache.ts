import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../state/ui-atoms';

const caches: Partial<Record<Direction, EmotionCache>> = {};

/**
 * One Emotion cache per direction. The right-to-left one mirrors every rule (margins, paddings,
 * positions) so components written for left-to-right read correctly in Arabic.
 */
export function emotionCacheFor(direction: Direction): EmotionCache {
  const cached = caches[direction];
  if (cached) return cached;
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', stylisPlugins: [prefixer] });
  caches[direction] = cache;
  return cache;
}
