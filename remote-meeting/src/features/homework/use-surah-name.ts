import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { surahNameIn } from '../../lib/quran/page-text';
import { loadSurahs } from '../../lib/quran/text-chunks';

/**
 * A surah's name in the interface's language (its number until the names arrive). The names
 * are the record's own query, read once a page.
 */
export function useSurahName(language: string): (surah: number) => string {
  const surahs = useQuery({
    queryKey: ['classroom', 'surahs'],
    queryFn: loadSurahs,
    staleTime: Infinity,
  });
  return useMemo(() => {
    const list = surahs.data ?? [];
    return (surah: number) => surahNameIn(list, surah, language) ?? String(surah);
  }, [surahs.data, language]);
}
