import type { WordRef } from '@app/shared';
import { useEffect, useMemo, useState } from 'react';
import { pageOfAyah } from './page-layout';
import { loadPageText } from './text-chunks';

/** "surah:ayah:word", the key of one word. */
export const wordTextKey = ({ surah, ayah, word }: WordRef) => `${surah}:${ayah}:${word}`;

/** The pages the words of `keys` ("2:255:0,2:255:3") fall on, in order. */
function pagesOf(keys: string): number[] {
  if (keys === '') return [];
  const pages = keys.split(',').map((key) => {
    const [surah = 0, ayah = 0] = key.split(':').map(Number);
    return pageOfAyah({ surah, ayah });
  });
  return [...new Set(pages)].sort((a, b) => a - b);
}

/**
 * The text of each word asked for, read from the mushaf's page chunks (the pages they fall on,
 * each fetched once), so a list of marks names the word rather than its index.
 */
export function useWordTexts(words: readonly WordRef[]): ReadonlyMap<string, string> {
  // The words as one text: a new array of the same words loads nothing again.
  const keys = [...new Set(words.map(wordTextKey))].sort().join(',');
  const pages = useMemo(() => pagesOf(keys), [keys]);
  const [texts, setTexts] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (pages.length === 0) return undefined;
    let current = true;
    const wanted = new Set(keys.split(','));
    void Promise.allSettled(pages.map((page) => loadPageText(page))).then((results) => {
      if (!current) return;
      const found = new Map<string, string>();
      for (const result of results) {
        if (result.status !== 'fulfilled') continue;
        for (const ayah of result.value.ayat) {
          ayah.words.forEach((text, word) => {
            const key = wordTextKey({ surah: ayah.surah, ayah: ayah.ayah, word });
            if (wanted.has(key)) found.set(key, text);
          });
        }
      }
      setTexts(found);
    });
    return () => {
      current = false;
    };
  }, [pages, keys]);
  return texts;
}
