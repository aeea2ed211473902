import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJuzMeta, getPageMeta } from 'quran-meta/hafs';
import {
  addRange,
  ayahId,
  countWithin,
  juzShares,
  memorisedPages,
  pagesOf,
  portionRange,
  removeRange,
  surahShares,
  toAyahRange,
} from '../../src/hifz/quran-ranges';
import { HttpError } from '../../src/lib/http-error';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.code : 'not an HttpError';
  }
};

describe('hifz ranges arithmetic', () => {
  it('numbers ayat through the whole Quran, as quran-meta does', () => {
    assert.equal(ayahId({ surah: 1, ayah: 1 }), 1);
    assert.equal(ayahId({ surah: 2, ayah: 141 }), 148);
    assert.equal(ayahId({ surah: 2, ayah: 142 }), 149);
    assert.equal(ayahId({ surah: 114, ayah: 6 }), 6236);
    assert.equal(
      codeOf(() => ayahId({ surah: 1, ayah: 8 })),
      'classroom.ayah_out_of_range',
    );
  });

  it('turns each kind of portion into its ayat: ayat, pages and juz, at their boundaries', () => {
    const mulk = portionRange({
      unit: 'ayat',
      from: { surah: 67, ayah: 1 },
      to: { surah: 67, ayah: 10 },
    });
    assert.deepEqual(toAyahRange(mulk), {
      first: { surah: 67, ayah: 1 },
      last: { surah: 67, ayah: 10 },
    });
    const pages = portionRange({ unit: 'pages', from: 560, to: 562 });
    assert.equal(pages.first, getPageMeta(560).firstAyahId);
    assert.equal(pages.last, getPageMeta(562).lastAyahId);
    assert.deepEqual(pagesOf(pages), [560, 561, 562]);
    const amma = portionRange({ unit: 'juz', from: 30, to: 30 });
    assert.deepEqual(toAyahRange(amma), {
      first: { surah: 78, ayah: 1 },
      last: { surah: 114, ayah: 6 },
    });
    assert.equal(pagesOf(amma).length, 604 - getJuzMetaPage(30) + 1);
    // A portion across two surahs.
    const across = portionRange({
      unit: 'ayat',
      from: { surah: 1, ayah: 7 },
      to: { surah: 2, ayah: 1 },
    });
    assert.deepEqual(across, { first: 7, last: 8 });
  });

  it('refuses a portion that runs backwards, with its code', () => {
    assert.equal(
      codeOf(() => portionRange({ unit: 'pages', from: 562, to: 560 })),
      'hifz.range_reversed',
    );
    assert.equal(
      codeOf(() =>
        portionRange({ unit: 'ayat', from: { surah: 67, ayah: 10 }, to: { surah: 67, ayah: 1 } }),
      ),
      'hifz.range_reversed',
    );
    assert.equal(
      codeOf(() => portionRange({ unit: 'juz', from: 2, to: 1 })),
      'hifz.range_reversed',
    );
  });

  it('adds ranges: overlapping and touching ones merge, others stay apart, in order', () => {
    let ranges = addRange([], { first: 10, last: 20 });
    ranges = addRange(ranges, { first: 30, last: 40 });
    assert.deepEqual(ranges, [
      { first: 10, last: 20 },
      { first: 30, last: 40 },
    ]);
    assert.deepEqual(addRange(ranges, { first: 21, last: 29 }), [{ first: 10, last: 40 }]);
    assert.deepEqual(addRange(ranges, { first: 1, last: 5 }), [
      { first: 1, last: 5 },
      { first: 10, last: 20 },
      { first: 30, last: 40 },
    ]);
    assert.deepEqual(addRange(ranges, { first: 15, last: 35 }), [{ first: 10, last: 40 }]);
    assert.deepEqual(addRange(ranges, { first: 5, last: 50 }), [{ first: 5, last: 50 }]);
  });

  it('removes a range from the middle, an end or the whole', () => {
    const ranges = [{ first: 10, last: 40 }];
    assert.deepEqual(removeRange(ranges, { first: 20, last: 25 }), [
      { first: 10, last: 19 },
      { first: 26, last: 40 },
    ]);
    assert.deepEqual(removeRange(ranges, { first: 1, last: 10 }), [{ first: 11, last: 40 }]);
    assert.deepEqual(removeRange(ranges, { first: 1, last: 100 }), []);
    assert.equal(countWithin(ranges, { first: 35, last: 50 }), 6);
  });

  it('juz shares are exact by ayah: 1:1-2:141 is juz 1 in full and nothing of juz 2', () => {
    const baqarah = portionRange({
      unit: 'ayat',
      from: { surah: 2, ayah: 1 },
      to: { surah: 2, ayah: 141 },
    });
    const fatihah = portionRange({
      unit: 'ayat',
      from: { surah: 1, ayah: 1 },
      to: { surah: 1, ayah: 7 },
    });
    const alone = juzShares([baqarah]);
    assert.deepEqual(alone[0], { juz: 1, memorised: 141, total: 148 });
    const both = juzShares(addRange([baqarah], fatihah));
    assert.deepEqual(both[0], { juz: 1, memorised: 148, total: 148 });
    assert.deepEqual(both[1], { juz: 2, memorised: 0, total: getJuzMeta(2).lastAyahId - 148 });
    assert.equal(both.length, 30);
    assert.deepEqual(surahShares([baqarah])[1], {
      surah: 2,
      memorised: 141,
      total: 286,
    });
    // Every juz's total adds up to the whole Quran.
    assert.equal(
      alone.reduce((sum, juz) => sum + juz.total, 0),
      6236,
    );
  });

  it('a page is in the schedule when any of its ayat is memorised', () => {
    const kursi = ayahId({ surah: 2, ayah: 255 });
    assert.deepEqual(memorisedPages([{ first: kursi, last: kursi }]), [42]);
    assert.deepEqual(
      memorisedPages([
        { first: 1, last: 7 },
        { first: kursi, last: kursi },
      ]),
      [1, 42],
    );
  });
});

function getJuzMetaPage(juz: number): number {
  const first = getJuzMeta(juz as Parameters<typeof getJuzMeta>[0]).firstAyahId;
  // The page whose ayat include the juz's first.
  for (let page = 1; page <= 604; page += 1) {
    const meta = getPageMeta(page as Parameters<typeof getPageMeta>[0]);
    if (meta.firstAyahId <= first && meta.lastAyahId >= first) return page;
  }
  throw new Error('no page');
}
