import { ayahWords, type AyahRef } from '@app/shared/protocol';
import { ayatOfPage, pageInfo } from './page-layout';

/** One ayah of a page chunk: its words as marks address them (index from 0). */
export interface PageAyah extends AyahRef {
  words: string[];
}

/** One page's chunk, built at build time and loaded when the page is opened. */
export interface PageText {
  page: number;
  juz: number;
  hizb: number;
  ayat: PageAyah[];
}

/** A surah as the picker lists it. */
export interface SurahEntry {
  surah: number;
  /** The Arabic name. */
  ar: string;
  /** The English transliteration ("Al-Baqarah"). */
  en: string;
  /** The English meaning ("The Cow"). */
  meaning: string;
  ayat: number;
}

/** A surah's name in the interface's language (Arabic, or the English transliteration). */
export function surahNameIn(
  surahs: readonly SurahEntry[],
  surah: number,
  language: string,
): string | null {
  const entry = surahs[surah - 1];
  if (!entry) return null;
  return language === 'ar' ? entry.ar : entry.en;
}

/** Builds a page's chunk from the Uthmani text of each ayah. */
export function pageText(page: number, textOf: (ref: AyahRef) => string): PageText {
  const { juz, hizb } = pageInfo(page);
  return {
    page,
    juz,
    hizb,
    ayat: ayatOfPage(page).map((ref) => ({ ...ref, words: ayahWords(textOf(ref)) })),
  };
}
