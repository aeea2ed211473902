import { useMemo } from 'react';
import { formatDateTime, formatList, formatMinutes, useTexts } from '@app/shared';

/** Dates and durations of the history in the page's language. */
export function useLessonFormat() {
  const { t, i18n } = useTexts('history');
  const language = i18n.language;
  return useMemo(
    () => ({
      date: (iso: string) => formatDateTime(iso, language),
      names: (names: readonly string[]) => formatList(names, language, 'and'),
      // The server rounds to a tenth of a minute; under half a minute reads better in words.
      duration: (minutes: number) =>
        minutes < 0.5 ? t('underMinute') : formatMinutes(minutes, language),
    }),
    [language, t],
  );
}
