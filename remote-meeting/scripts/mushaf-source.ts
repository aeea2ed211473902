// What the mushaf shows, from the packages that ship it: every page's chunk (quran-json's Uthmani
// text, as the mushaf draws it) and the surah list. The build writes these as chunks; the font
// coverage test reads every code point of them. The caller reads quran-json's files.
import { getSurahMeta, type Surah } from 'quran-meta/hafs';
import { mushafText } from '../src/lib/quran/mushaf-encoding';
import { PAGE_COUNT, SURAH_TOTAL } from '../src/lib/quran/page-layout';
import { pageText, type PageText, type SurahEntry } from '../src/lib/quran/page-text';

/** A chapter of quran-json's `dist/quran.json` (the text) or `dist/chapters/en/index.json`. */
export interface QuranJsonChapter {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  verses: { id: number; text: string }[];
}

/** One page's chunk, its ayat as the mushaf draws them. */
export const pageChunk = (page: number, quran: readonly QuranJsonChapter[]): PageText =>
  pageText(page, ({ surah, ayah }) => mushafText(quran[surah - 1]!.verses[ayah - 1]!.text));

/** Every page's chunk, 1 to 604. */
export const allPageChunks = (quran: readonly QuranJsonChapter[]): PageText[] =>
  Array.from({ length: PAGE_COUNT }, (_, index) => pageChunk(index + 1, quran));

/** The 114 surahs with their names and ayah counts. */
export function surahList(names: readonly QuranJsonChapter[]): SurahEntry[] {
  const surahs: SurahEntry[] = [];
  for (let surah = 1; surah <= SURAH_TOTAL; surah += 1) {
    const chapter = names[surah - 1]!;
    surahs.push({
      surah,
      ar: chapter.name,
      en: chapter.transliteration,
      meaning: chapter.translation,
      ayat: getSurahMeta(surah as Surah).ayahCount,
    });
  }
  return surahs;
}
