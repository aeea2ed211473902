import { formatLocaleOf, useFormat, useTexts } from '@app/shared';
import { useCallback, useMemo } from 'react';

// Here because the upcoming lessons on /main and the past ones in the history show a lesson's
// time the same way; each feature words the parts with its own text.

/** A lesson's weekday, date, start and end, each on the viewer's clock. */
export interface LessonTimes {
  weekday: string;
  date: string;
  start: string;
  end: string;
}

/**
 * A lesson's instants on the viewer's own clock (the browser's zone, as every date of the app),
 * 24-hour: "Monday", "Jun 1, 2026", "18:00", "18:30".
 */
export function useLessonTimes(weekday: 'long' | 'short' = 'long') {
  const { i18n } = useTexts();
  const format = useFormat();
  const weekdayFormat = useMemo(
    () => new Intl.DateTimeFormat(formatLocaleOf(i18n.language), { weekday }),
    [i18n.language, weekday],
  );
  return useCallback(
    (lesson: { startsAt: string; endsAt: string }): LessonTimes => ({
      weekday: weekdayFormat.format(new Date(lesson.startsAt)),
      date: format.date(lesson.startsAt),
      start: format.time(lesson.startsAt),
      end: format.time(lesson.endsAt),
    }),
    [format, weekdayFormat],
  );
}
