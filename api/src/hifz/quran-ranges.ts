import {
  findAyahIdBySurah,
  findPagebyAyahId,
  findSurahAyahByAyahId,
  getAyahCountInSurah,
  getJuzMeta,
  getPageMeta,
  getSurahMeta,
  meta,
  type AyahId,
  type AyahNo,
  type Juz,
  type Page,
  type Surah,
} from 'quran-meta/hafs';
import type { AyahRange, AyahRef, Portion } from '@app/shared/protocol';
import { apiError } from '../lib/http-error';

// Memorisation is kept by ayah: an ayah is its number in the whole Quran (1 to 6,236, reading
// order), and what a student knows is a list of disjoint ranges of those numbers. Juz, page and
// surah boundaries come from quran-meta (the Hafs layout), as the mushaf's do.

/** Ayat from `first` to `last` (whole-Quran numbers), both included. */
export interface IdRange {
  first: number;
  last: number;
}

/** The whole-Quran number of an ayah that exists; 400 `classroom.ayah_out_of_range` if not. */
export function ayahId({ surah, ayah }: AyahRef): number {
  if (ayah > getAyahCountInSurah(surah as Surah)) throw apiError('classroom.ayah_out_of_range');
  return findAyahIdBySurah(surah as Surah, ayah as AyahNo);
}

/** The surah and ayah of a whole-Quran number. */
export function ayahRefOf(id: number): AyahRef {
  const [surah, ayah] = findSurahAyahByAyahId(id as AyahId);
  return { surah, ayah };
}

export const toAyahRange = (range: IdRange): AyahRange => ({
  first: ayahRefOf(range.first),
  last: ayahRefOf(range.last),
});

export const pageRange = (page: number): IdRange => {
  const { firstAyahId, lastAyahId } = getPageMeta(page as Page);
  return { first: firstAyahId, last: lastAyahId };
};

export const juzRange = (juz: number): IdRange => {
  const { firstAyahId, lastAyahId } = getJuzMeta(juz as Juz);
  return { first: firstAyahId, last: lastAyahId };
};

export const surahRange = (surah: number): IdRange => {
  const { firstAyahId, lastAyahId } = getSurahMeta(surah as Surah);
  return { first: firstAyahId, last: lastAyahId };
};

/** The ayat a portion covers; 400 `hifz.range_reversed` when it runs backwards. */
export function portionRange(portion: Portion): IdRange {
  const range =
    portion.unit === 'ayat'
      ? { first: ayahId(portion.from), last: ayahId(portion.to) }
      : portion.unit === 'pages'
        ? { first: pageRange(portion.from).first, last: pageRange(portion.to).last }
        : { first: juzRange(portion.from).first, last: juzRange(portion.to).last };
  if (range.first > range.last) throw apiError('hifz.range_reversed');
  return range;
}

/** Disjoint ranges in order, with `added` joined in (touching ranges merge). */
export function addRange(ranges: readonly IdRange[], added: IdRange): IdRange[] {
  const merged: IdRange[] = [];
  let current = { ...added };
  for (const range of ranges) {
    if (range.last + 1 < current.first) merged.push(range);
    else if (current.last + 1 < range.first) {
      merged.push(current);
      current = { ...range };
    } else {
      current = {
        first: Math.min(current.first, range.first),
        last: Math.max(current.last, range.last),
      };
    }
  }
  merged.push(current);
  return merged.sort((a, b) => a.first - b.first);
}

/** Disjoint ranges in order, with `removed` taken out. */
export function removeRange(ranges: readonly IdRange[], removed: IdRange): IdRange[] {
  return ranges.flatMap((range) => {
    if (range.last < removed.first || range.first > removed.last) return [range];
    const parts: IdRange[] = [];
    if (range.first < removed.first) parts.push({ first: range.first, last: removed.first - 1 });
    if (range.last > removed.last) parts.push({ first: removed.last + 1, last: range.last });
    return parts;
  });
}

/** How many ayat of `within` the ranges hold. */
export function countWithin(ranges: readonly IdRange[], within: IdRange): number {
  return ranges.reduce((sum, range) => {
    const first = Math.max(range.first, within.first);
    const last = Math.min(range.last, within.last);
    return last >= first ? sum + last - first + 1 : sum;
  }, 0);
}

/** The memorised and total ayat of each juz, 1 to 30. */
export const juzShares = (ranges: readonly IdRange[]) =>
  Array.from({ length: meta.numJuzs }, (_, index) => {
    const juz = juzRange(index + 1);
    return { juz: index + 1, memorised: countWithin(ranges, juz), total: juz.last - juz.first + 1 };
  });

/** The memorised and total ayat of each surah, 1 to 114. */
export const surahShares = (ranges: readonly IdRange[]) =>
  Array.from({ length: meta.numSurahs }, (_, index) => {
    const surah = surahRange(index + 1);
    return {
      surah: index + 1,
      memorised: countWithin(ranges, surah),
      total: surah.last - surah.first + 1,
    };
  });

/** The pages a range has ayat on, in order. */
export function pagesOf(range: IdRange): number[] {
  const first = findPagebyAyahId(range.first as AyahId);
  const last = findPagebyAyahId(range.last as AyahId);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Every page holding at least one memorised ayah, in order. */
export function memorisedPages(ranges: readonly IdRange[]): number[] {
  const pages = new Set<number>();
  for (const range of ranges) for (const page of pagesOf(range)) pages.add(page);
  return [...pages].sort((a, b) => a - b);
}
