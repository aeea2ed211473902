import { isolate, type Homework, type TFunction } from '@app/shared';
import { portionLabel } from '../../lib/hifz/portion-label';

/**
 * A homework as the student reads it: its surah (or first and last surah) and the portion as
 * the Sheikh named it, "Al-Mulk: 67:1-10" / «سورة الملك: 67:1-10». Names and the portion are
 * isolated, so a Latin "67:1-10" keeps its order inside an Arabic line.
 */
export function homeworkName(
  homework: Pick<Homework, 'portion' | 'range'>,
  surahName: (surah: number) => string,
  t: TFunction,
): string {
  const portion = isolate(portionLabel(homework.portion, t));
  const { first, last } = homework.range;
  if (first.surah === last.surah) {
    return t('homework:student.inSurah', { surah: isolate(surahName(first.surah)), portion });
  }
  return t('homework:student.acrossSurahs', {
    from: isolate(surahName(first.surah)),
    to: isolate(surahName(last.surah)),
    portion,
  });
}
