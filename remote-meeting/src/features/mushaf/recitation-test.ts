import { firstWordOfNextAyah, type AyahRef, type RecitationTest, type WordRef } from '@app/shared';
import { ayahCountOf } from '../../lib/quran/page-layout';
import type { PageText } from '../../lib/quran/page-text';

/** Whether a word comes at or after where the test hides from, in reading order. */
export function isHidden(word: WordRef, test: RecitationTest | null): boolean {
  if (!test) return false;
  const from = test.hiddenFrom;
  if (word.surah !== from.surah) return word.surah > from.surah;
  if (word.ayah !== from.ayah) return word.ayah > from.ayah;
  return word.word >= from.word;
}

/**
 * Where a test the teacher starts hides from: the word the teacher chose, else what follows
 * the highlighted ayah, else the whole page shown.
 */
export function testStart(
  chosen: WordRef | null,
  highlight: AyahRef | null,
  page: PageText | null,
): WordRef | null {
  if (chosen) return { surah: chosen.surah, ayah: chosen.ayah, word: chosen.word };
  if (highlight) return firstWordOfNextAyah(highlight, ayahCountOf);
  const first = page?.ayat[0];
  return first ? { surah: first.surah, ayah: first.ayah, word: 0 } : null;
}
