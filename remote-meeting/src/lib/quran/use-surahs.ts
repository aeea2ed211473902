import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { surahNameIn } from './page-text';
import { loadSurahs } from './text-chunks';

/** The surahs' names, read once a page: the record, its homework and its review share them. */
export function useSurahs() {
  return useQuery({ queryKey: ['classroom', 'surahs'], queryFn: loadSurahs, staleTime: Infinity });
}

/** A surah's name in the interface's language (its number until the names arrive). */
export function useSurahName(language: string): (surah: number) => string {
  const surahs = useSurahs();
  return useMemo(() => {
    const list = surahs.data ?? [];
    return (surah: number) => surahNameIn(list, surah, language) ?? String(surah);
  }, [surahs.data, language]);
}
