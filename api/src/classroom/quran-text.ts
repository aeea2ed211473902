import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getAyahCountInSurah, meta, type Surah } from 'quran-meta/hafs';
import { ayahWords } from '@app/shared/protocol';

// The server checks every marked word against the same Uthmani text the mushaf shows
// (quran-json), and every ayah against quran-meta's counts. The text is read once, on the
// first mark (it stays outside the API bundle).

interface QuranJsonSurah {
  id: number;
  verses: { id: number; text: string }[];
}

let wordCounts: number[][] | null = null;

/**
 * The text: beside the bundle in production (build.mjs copies it to dist/quran.json, so the
 * production install needs no quran-json), or quran-json's own file when running from source.
 */
function readQuran(): QuranJsonSurah[] {
  const bundled = new URL('./quran.json', import.meta.url);
  if (existsSync(bundled)) return JSON.parse(readFileSync(bundled, 'utf8')) as QuranJsonSurah[];
  const require = createRequire(import.meta.url);
  return require('quran-json/dist/quran.json') as QuranJsonSurah[];
}

function loadWordCounts(): number[][] {
  if (!wordCounts) {
    const quran = readQuran();
    wordCounts = quran.map((surah) => surah.verses.map((verse) => ayahWords(verse.text).length));
  }
  return wordCounts;
}

/** The number of surahs (114). */
export const surahCount = (): number => meta.numSurahs;

/** The number of ayat in a surah (1-114). */
export const ayahCount = (surah: number): number => getAyahCountInSurah(surah as Surah);

/** The number of words of an ayah that exists. */
export const wordCount = (surah: number, ayah: number): number =>
  loadWordCounts()[surah - 1]![ayah - 1]!;

/** Every ayah's word count, surah by surah (the tests compare it with quran-meta). */
export const allWordCounts = (): readonly (readonly number[])[] => loadWordCounts();
