/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openSync } from 'fontkit';
import { ayahWords } from '@app/shared/protocol';
import { allPageChunks, surahList, type QuranJsonChapter } from '../../scripts/mushaf-source';
import { classroomAr } from '../../src/i18n/classroom-ar';
import { PAGE_COUNT } from '../../src/lib/quran/page-layout';
import { ayahEndSign, BASMALA } from '../../src/lib/quran/page-signs';

// Every code point the mushaf draws must have a glyph in the font the meeting remote serves:
// a missing one shows as a box (or in a system font), and a missing tanween changes how the
// word is read. The font file is the one quran-font.ts imports, so switching fonts is tested.

const readJson = <T>(id: string): T => JSON.parse(readFileSync(require.resolve(id), 'utf8')) as T;
const quran = readJson<QuranJsonChapter[]>('quran-json/dist/quran.json');
const names = readJson<QuranJsonChapter[]>('quran-json/dist/chapters/en/index.json');
const pages = allPageChunks(quran);
const surahs = surahList(names);

// Resolved by hand: jest maps every .woff2 import to a stub.
const [, fontPackage, fontFile] = /from '(@fontsource\/[^/]+)\/([^']+\.woff2)'/.exec(
  readFileSync(path.join(__dirname, '../../src/features/mushaf/quran-font.ts'), 'utf8'),
)!;
const font = openSync(
  path.join(path.dirname(require.resolve(`${fontPackage!}/package.json`)), fontFile!),
);

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Code points of `text` the font has no glyph for, each with where it was first seen. */
function missingGlyphs(texts: Iterable<[where: string, text: string]>): Map<string, string> {
  const missing = new Map<string, string>();
  for (const [where, text] of texts) {
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      if (!font.hasGlyphForCodePoint(codePoint) && !missing.has(hex(codePoint))) {
        missing.set(hex(codePoint), where);
      }
    }
  }
  return missing;
}

function* pageTexts(): Generator<[string, string]> {
  for (const page of pages) {
    for (const ayah of page.ayat) {
      const where = `page ${page.page}, ${ayah.surah}:${ayah.ayah}`;
      for (const word of ayah.words) yield [where, word];
      yield [where, ayahEndSign(ayah.ayah)];
    }
  }
}

describe('the mushaf font draws every code point the mushaf shows', () => {
  it('serves Scheherazade New', () => {
    expect(font.familyName).toBe('Scheherazade New');
  });

  it('has a glyph for every letter and mark of all 604 pages and their ayah signs', () => {
    expect(pages).toHaveLength(PAGE_COUNT);
    expect(pages.reduce((sum, page) => sum + page.ayat.length, 0)).toBe(6236);
    expect(missingGlyphs(pageTexts())).toEqual(new Map());
  });

  it('has a glyph for the basmala and every surah heading', () => {
    const headings = surahs.map((surah): [string, string] => [
      `heading of ${surah.surah}`,
      classroomAr.mushaf.surahHeading.replace('{{name}}', surah.ar),
    ]);
    expect(missingGlyphs([['basmala', BASMALA], ...headings])).toEqual(new Map());
  });
});

describe('the text as the mushaf draws it', () => {
  const shown = pages.flatMap((page) => page.ayat);
  const count = (codePoint: number) =>
    shown.reduce(
      (sum, ayah) =>
        sum + [...ayah.words.join(' ')].filter((char) => char.codePointAt(0) === codePoint).length,
      0,
    );

  it("writes the open tanween in Unicode's code points, none left in the source's", () => {
    expect(count(0x08f0)).toBe(2901); // open fathatan, «هُدࣰى»
    expect(count(0x08f1)).toBe(1807); // open dammatan, «يَوۡمࣱ»
    expect(count(0x08f2)).toBe(1935); // open kasratan, «ظُلُمَٰتࣲ»
    for (const gone of [0x0656, 0x0657, 0x065e, 0x2009]) expect(count(gone)).toBe(0);
    const kursi = shown.find((ayah) => ayah.surah === 2 && ayah.ayah === 255)!;
    expect(kursi.words.slice(9, 12)).toEqual(['سِنَةࣱ', 'وَلَا', 'نَوۡمࣱۚ']);
  });

  it("keeps every ayah's words where the API counts them, so marks address the same word", () => {
    for (const ayah of shown) {
      const source = quran[ayah.surah - 1]!.verses[ayah.ayah - 1]!.text;
      expect(`${ayah.surah}:${ayah.ayah} ${ayah.words.length}`).toBe(
        `${ayah.surah}:${ayah.ayah} ${ayahWords(source).length}`,
      );
    }
  });
});
