import { findPage, getAyahCountInSurah, meta, type Surah } from 'quran-meta/hafs';
import {
  ayahCountOf,
  ayatOfPage,
  JUZ_COUNT,
  PAGE_COUNT,
  pageInfo,
  pageOfAyah,
  pageOfJuz,
} from '../../src/lib/quran/page-layout';
import { pageText } from '../../src/lib/quran/page-text';

const everyPage = Array.from({ length: PAGE_COUNT }, (_, index) => index + 1);

describe('the Madani layout: page <-> surah:ayah', () => {
  it('has 604 pages whose ayat, in order, are the 6,236 ayat of the Quran, each once', () => {
    expect(PAGE_COUNT).toBe(604);
    const seen: string[] = [];
    for (const page of everyPage) {
      const ayat = ayatOfPage(page);
      expect(ayat.length).toBeGreaterThan(0);
      for (const ref of ayat) {
        // Every ayah on a page maps back to that page.
        expect(pageOfAyah(ref)).toBe(page);
        seen.push(`${ref.surah}:${ref.ayah}`);
      }
    }
    expect(seen).toHaveLength(6236);
    expect(meta.numAyahs).toBe(6236);
    const expected: string[] = [];
    for (let surah = 1; surah <= 114; surah += 1) {
      for (let ayah = 1; ayah <= getAyahCountInSurah(surah as Surah); ayah += 1) {
        expected.push(`${surah}:${ayah}`);
      }
    }
    expect(seen).toEqual(expected);
  });

  it('maps every one of the 6,236 ayat to the page quran-meta names', () => {
    let checked = 0;
    for (let surah = 1; surah <= 114; surah += 1) {
      for (let ayah = 1; ayah <= ayahCountOf(surah); ayah += 1) {
        const page = pageOfAyah({ surah, ayah });
        expect(page).toBe(findPage(surah as Surah, ayah as never));
        expect(ayatOfPage(page)).toContainEqual({ surah, ayah });
        checked += 1;
      }
    }
    expect(checked).toBe(6236);
  });

  it('knows the landmarks: Ayat al-Kursi on page 42, juz openings, the last page', () => {
    expect(pageOfAyah({ surah: 2, ayah: 255 })).toBe(42);
    expect(pageInfo(42)).toMatchObject({ juz: 3, first: { surah: 2, ayah: 253 } });
    expect(pageOfAyah({ surah: 1, ayah: 1 })).toBe(1);
    expect(pageOfAyah({ surah: 114, ayah: 6 })).toBe(604);
    expect(pageOfJuz(1)).toBe(1);
    expect(pageOfJuz(30)).toBe(582);
    const juzStarts = Array.from({ length: JUZ_COUNT }, (_, index) => pageOfJuz(index + 1));
    expect(juzStarts).toEqual([...juzStarts].sort((a, b) => a - b));
    expect(pageInfo(604).hizb).toBe(60);
  });

  it("builds a page's chunk word by word, in the order of its ayat", () => {
    const chunk = pageText(42, ({ surah, ayah }) => `${surah} ${ayah} end`);
    expect(chunk.page).toBe(42);
    expect(chunk.ayat.map((a) => a.ayah)).toEqual([253, 254, 255, 256]);
    expect(chunk.ayat[2]!.words).toEqual(['2', '255', 'end']);
  });
});
