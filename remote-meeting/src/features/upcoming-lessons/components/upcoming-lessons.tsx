import { currentUserAtom } from '@app/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useNow } from '../../../lib/use-now';
import type { JoinLesson } from '../join-lesson-slot';
import { lessonViewerOf, upcomingView } from '../upcoming-rules';
import { useBookedLessons } from '../use-booked-lessons';

// The section's code and texts load only once there is a lesson to show: /main paints without
// waiting for them, and someone with no booking never downloads them.
const UpcomingSection = lazy(() =>
  import(/* webpackChunkName: "upcoming-lessons" */ './upcoming-section').then((module) => ({
    default: module.UpcomingSection,
  })),
);

/** The countdown counts minutes; a tick every half minute keeps it from lagging by one. */
const TICK_MS = 30_000;

/**
 * A student's or a Sheikh's booked lessons still ahead, on /main. Nothing at all while they
 * load and when nothing is booked: most visitors of /main have no booking, and an empty card
 * or a spinner would push the page's own content down for them.
 */
export function UpcomingLessons({ onJoin }: { onJoin: JoinLesson }) {
  const user = useAtomValue(currentUserAtom);
  const viewer = lessonViewerOf(user?.role);
  const lessons = useBookedLessons(user?._id, viewer !== null);
  const now = useNow(Boolean(lessons.data?.length), TICK_MS);
  if (!viewer) return null;
  const view = lessons.data ? upcomingView(lessons.data, now) : null;
  // A failed refresh keeps the lessons already shown; only a first load that failed says so.
  const failure =
    !view && lessons.isError ? { error: lessons.error, retry: lessons.refetch } : null;
  if (!view && !failure) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingSection viewer={viewer} view={view} failure={failure} now={now} onJoin={onJoin} />
    </Suspense>
  );
}
