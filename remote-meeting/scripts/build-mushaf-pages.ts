// Builds the mushaf's text chunks before the remote's build: one JSON file per page (604) and
// the surah list, under generated/mushaf/. The remote imports them lazily, so each becomes a
// content-hashed chunk served by our own origin and cached by the PWA; nothing is fetched from
// a third party at run time. The text is quran-json's Uthmani text (see docs/classroom.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getSurahMeta, type Surah } from 'quran-meta/hafs';
import { PAGE_COUNT, SURAH_TOTAL } from '../src/lib/quran/page-layout';
import { pageText, type SurahEntry } from '../src/lib/quran/page-text';

interface QuranJsonChapter {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  verses: { id: number; text: string }[];
}

const require = createRequire(import.meta.url);
const out = fileURLToPath(new URL('../generated/mushaf/', import.meta.url));
const pagesDir = path.join(out, 'pages');

/** Writes a file only when its content changed, so the remote's build is not made stale. */
function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

const text = require('quran-json/dist/quran.json') as QuranJsonChapter[];
const names = require('quran-json/dist/chapters/en/index.json') as QuranJsonChapter[];
mkdirSync(pagesDir, { recursive: true });
for (let page = 1; page <= PAGE_COUNT; page += 1) {
  const chunk = pageText(page, ({ surah, ayah }) => text[surah - 1]!.verses[ayah - 1]!.text);
  writeIfChanged(path.join(pagesDir, `${page}.json`), JSON.stringify(chunk));
}
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
mkdirSync(path.join(out, 'index'), { recursive: true });
writeIfChanged(path.join(out, 'index', 'surahs.json'), JSON.stringify(surahs));
console.log(`mushaf: ${PAGE_COUNT} page chunks and ${surahs.length} surahs in ${out}`);
