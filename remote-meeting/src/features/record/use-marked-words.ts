import type { MistakeMark } from '@app/shared';
import { useEffect, useMemo, useState } from 'react';
import { pageOfAyah } from '../../lib/quran/page-layout';
import { loadPageText } from '../../lib/quran/text-chunks';

/** "surah:ayah:word", the key of one word. */
export const markedWordKey = (mark: Pick<MistakeMark, 'surah' | 'ayah' | 'word'>) =>
  `${mark.surah}:${mark.ayah}:${mark.word}`;

/**
 * The text of each marked word, read from the mushaf's own page chunks (the pages the marks
 * fall on, each fetched once), so the record names the word rather than its index.
 */
export function useMarkedWords(marks: readonly MistakeMark[]): ReadonlyMap<string, string> {
  const pages = useMemo(
    () => [...new Set(marks.map((mark) => pageOfAyah(mark)))].sort((a, b) => a - b),
    [marks],
  );
  const wanted = useMemo(() => new Set(marks.map(markedWordKey)), [marks]);
  const [words, setWords] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (pages.length === 0) return undefined;
    let current = true;
    void Promise.allSettled(pages.map((page) => loadPageText(page))).then((results) => {
      if (!current) return;
      const found = new Map<string, string>();
      for (const result of results) {
        if (result.status !== 'fulfilled') continue;
        for (const ayah of result.value.ayat) {
          ayah.words.forEach((word, index) => {
            const key = markedWordKey({ surah: ayah.surah, ayah: ayah.ayah, word: index });
            if (wanted.has(key)) found.set(key, word);
          });
        }
      }
      setWords(found);
    });
    return () => {
      current = false;
    };
  }, [pages, wanted]);
  return words;
}
