import { formatLocaleOf, type BookedLesson, useFormat, useTexts } from '@app/shared';
import { useCallback, useMemo } from 'react';

/**
 * A lesson's weekday, date and start–end time on the viewer's own clock (the browser's zone,
 * as every date of the app), 24-hour: "Monday, Jun 1, 2026 · 18:00–18:30".
 */
export function useLessonWhen(weekday: 'long' | 'short' = 'long') {
  const { t, i18n } = useTexts('upcoming');
  const format = useFormat();
  const weekdayFormat = useMemo(
    () => new Intl.DateTimeFormat(formatLocaleOf(i18n.language), { weekday }),
    [i18n.language, weekday],
  );
  return useCallback(
    (lesson: BookedLesson) =>
      t('when', {
        weekday: weekdayFormat.format(new Date(lesson.startsAt)),
        date: format.date(lesson.startsAt),
        start: format.time(lesson.startsAt),
        end: format.time(lesson.endsAt),
      }),
    [t, format, weekdayFormat],
  );
}
