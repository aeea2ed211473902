// Builds the mushaf's text chunks before the remote's build: one JSON file per page (604) and
// the surah list, under generated/mushaf/. The remote imports them lazily, so each becomes a
// content-hashed chunk served by our own origin and cached by the PWA; nothing is fetched from
// a third party at run time. The text is quran-json's Uthmani text (see docs/classroom.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPageChunks, surahList, type QuranJsonChapter } from './mushaf-source';

const require = createRequire(import.meta.url);
const quran = require('quran-json/dist/quran.json') as QuranJsonChapter[];
const names = require('quran-json/dist/chapters/en/index.json') as QuranJsonChapter[];

const out = fileURLToPath(new URL('../generated/mushaf/', import.meta.url));
const pagesDir = path.join(out, 'pages');

/** Writes a file only when its content changed, so the remote's build is not made stale. */
function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

mkdirSync(pagesDir, { recursive: true });
const pages = allPageChunks(quran);
for (const chunk of pages) {
  writeIfChanged(path.join(pagesDir, `${chunk.page}.json`), JSON.stringify(chunk));
}
const surahs = surahList(names);
mkdirSync(path.join(out, 'index'), { recursive: true });
writeIfChanged(path.join(out, 'index', 'surahs.json'), JSON.stringify(surahs));
console.log(`mushaf: ${pages.length} page chunks and ${surahs.length} surahs in ${out}`);
