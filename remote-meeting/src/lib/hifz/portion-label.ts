import type { AyahRef, Portion, TFunction } from '@app/shared';

// A portion named the way the lesson's form and the record both show it. Ayah references stay
// "surah:ayah" in Latin digits in both languages, as the chat and the homework write them.

/** "67:1-10" within one surah, "67:5" for one ayah, "2:250-3:5" across two. */
export function ayahSpan(first: AyahRef, last: AyahRef): string {
  if (first.surah !== last.surah) return `${first.surah}:${first.ayah}-${last.surah}:${last.ayah}`;
  if (first.ayah === last.ayah) return `${first.surah}:${first.ayah}`;
  return `${first.surah}:${first.ayah}-${last.ayah}`;
}

/** "from-to", or the one number when both ends are the same. */
const numberSpan = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);

/**
 * A portion's label: "67:1-10", "Pages 560-562" / "Page 5", "Juz 30" / "Juz 1-3" (the range is
 * one value, so in Arabic it stays one left-to-right run).
 */
export function portionLabel(portion: Portion, t: TFunction): string {
  const { from, to } = portion;
  if (portion.unit === 'ayat') return ayahSpan(portion.from, portion.to);
  if (portion.unit === 'pages') {
    return from === to
      ? t('hifz:portion.page', { page: from })
      : t('hifz:portion.pages', { range: numberSpan(portion.from, portion.to) });
  }
  return from === to
    ? t('hifz:portion.juz', { juz: from })
    : t('hifz:portion.juzRange', { range: numberSpan(portion.from, portion.to) });
}
