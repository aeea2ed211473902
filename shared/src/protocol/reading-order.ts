import { SURAH_COUNT, type AyahRef, type WordRef } from './classroom';

/**
 * The first word of the ayah after `ref`, in reading order; null after the last ayah of the
 * Quran. The server (a Reveal) and the teacher's screen (where a test starts) both step with it.
 */
export function firstWordOfNextAyah(
  { surah, ayah }: AyahRef,
  ayahCount: (surah: number) => number,
): WordRef | null {
  if (ayah < ayahCount(surah)) return { surah, ayah: ayah + 1, word: 0 };
  return surah < SURAH_COUNT ? { surah: surah + 1, ayah: 1, word: 0 } : null;
}
