import {
  findJuz,
  findPage,
  findRubAlHizb,
  getAyahCountInSurah,
  getJuzMeta,
  getPageMeta,
  meta,
  type AyahNo,
  type Juz,
  type Page,
  type Surah,
} from 'quran-meta/hafs';
import type { AyahRef } from '@app/shared/protocol';

// The Madani mushaf's 604 pages: which ayat each holds, and where a surah, ayah or juz opens.
// quran-meta (the Hafs layout) is the one source of these boundaries, for the page chunks built
// at build time and for navigation at run time.

/** The number of pages (604). */
export const PAGE_COUNT = meta.numPages;
/** The number of juz (30). */
export const JUZ_COUNT = meta.numJuzs;
/** The number of surahs (114). */
export const SURAH_TOTAL = meta.numSurahs;

/** A page number clamped into 1..604. */
export const clampPage = (page: number): number =>
  Math.min(PAGE_COUNT, Math.max(1, Math.round(page)));

/** The ayat of a surah. */
export const ayahCountOf = (surah: number): number => getAyahCountInSurah(surah as Surah);

/** The page an ayah is on. */
export const pageOfAyah = ({ surah, ayah }: AyahRef): number =>
  findPage(surah as Surah, ayah as AyahNo);

/** The page a juz opens on. */
export const pageOfJuz = (juz: number): number => {
  const [surah, ayah] = getJuzMeta(juz as Juz).first;
  return findPage(surah, ayah);
};

/** What the header of a page shows: its juz and hizb (of its first ayah). */
export interface PageInfo {
  page: number;
  first: AyahRef;
  last: AyahRef;
  juz: number;
  hizb: number;
}

export function pageInfo(page: number): PageInfo {
  const { first, last } = getPageMeta(page as Page);
  const [surah, ayah] = first;
  return {
    page,
    first: { surah, ayah },
    last: { surah: last[0], ayah: last[1] },
    juz: findJuz(surah, ayah),
    hizb: Math.ceil(findRubAlHizb(surah, ayah) / 4),
  };
}

/** Every ayah of a page, in reading order. */
export function ayatOfPage(page: number): AyahRef[] {
  const { first, last } = pageInfo(page);
  const ayat: AyahRef[] = [];
  for (let surah = first.surah; surah <= last.surah; surah += 1) {
    const from = surah === first.surah ? first.ayah : 1;
    const to = surah === last.surah ? last.ayah : ayahCountOf(surah);
    for (let ayah = from; ayah <= to; ayah += 1) ayat.push({ surah, ayah });
  }
  return ayat;
}
