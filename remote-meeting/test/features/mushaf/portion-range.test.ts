import { inRange, pagesOfRange, rangeOfPage } from '../../../src/features/mushaf/portion-range';
import type { PageText } from '../../../src/lib/quran/page-text';

const AL_MULK = { first: { surah: 67, ayah: 1 }, last: { surah: 67, ayah: 30 } };

it('spans the pages the portion’s ayat fall on', () => {
  expect(pagesOfRange(AL_MULK)).toEqual({ first: 562, last: 564 });
  expect(pagesOfRange({ first: { surah: 2, ayah: 255 }, last: { surah: 2, ayah: 255 } })).toEqual({
    first: 42,
    last: 42,
  });
});

it('holds both ends and what lies between, across surahs', () => {
  const range = { first: { surah: 2, ayah: 280 }, last: { surah: 3, ayah: 5 } };
  expect(inRange(range, { surah: 2, ayah: 280 })).toBe(true);
  expect(inRange(range, { surah: 2, ayah: 286 })).toBe(true);
  expect(inRange(range, { surah: 3, ayah: 5 })).toBe(true);
  expect(inRange(range, { surah: 2, ayah: 279 })).toBe(false);
  expect(inRange(range, { surah: 3, ayah: 6 })).toBe(false);
});

it('keeps only the portion’s ayat of a page', () => {
  const page: PageText = {
    page: 1,
    juz: 1,
    hizb: 1,
    ayat: [1, 2, 3, 4].map((ayah) => ({ surah: 1, ayah, words: ['w'] })),
  };
  const range = { first: { surah: 1, ayah: 2 }, last: { surah: 1, ayah: 3 } };
  expect(rangeOfPage(page, range).ayat.map((ayah) => ayah.ayah)).toEqual([2, 3]);
});
