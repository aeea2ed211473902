import { type BookedLesson, useTexts } from '@app/shared';
import { useCallback } from 'react';
import { useLessonTimes } from '../../lib/booking/use-lesson-times';

/**
 * A lesson's weekday, date and start–end time on the viewer's own clock (the browser's zone,
 * as every date of the app), 24-hour: "Monday, Jun 1, 2026 · 18:00–18:30".
 */
export function useLessonWhen(weekday: 'long' | 'short' = 'long') {
  const { t } = useTexts('upcoming');
  const times = useLessonTimes(weekday);
  return useCallback((lesson: BookedLesson) => t('when', { ...times(lesson) }), [t, times]);
}
