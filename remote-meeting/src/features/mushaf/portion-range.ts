import type { AyahRange, AyahRef } from '@app/shared';
import { pageOfAyah } from '../../lib/quran/page-layout';
import type { PageText } from '../../lib/quran/page-text';

// A portion's page, read-only: the pages its ayat fall on, and of each page only the portion's
// ayat, so every word that can be tapped is one a mark may be put on.

/** The first and last page of the range (the same page for a short portion). */
export function pagesOfRange(range: AyahRange): { first: number; last: number } {
  return { first: pageOfAyah(range.first), last: pageOfAyah(range.last) };
}

/** Reading order of an ayah across surahs: no surah has 1000 ayat. */
const orderOf = ({ surah, ayah }: AyahRef) => surah * 1000 + ayah;

/** Whether the ayah lies in the range, both ends included. */
export const inRange = (range: AyahRange, ref: AyahRef): boolean =>
  orderOf(ref) >= orderOf(range.first) && orderOf(ref) <= orderOf(range.last);

/** The page with only the range's ayat on it. */
export const rangeOfPage = (text: PageText, range: AyahRange): PageText => ({
  ...text,
  ayat: text.ayat.filter((ayah) => inRange(range, ayah)),
});
