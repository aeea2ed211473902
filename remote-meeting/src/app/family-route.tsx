import type { ChildSummary } from '@app/shared';
import { lazy, Suspense } from 'react';
import { useChildLessons } from '../features/family/api/child-lessons-api';
import { FamilyPage } from '../features/family/components/family-page';
import { LessonHistoryList } from '../features/history/components/lesson-history-list';
import { StudentRecordPanel } from '../features/record/components/student-record-panel';

/** A child's past lessons, read by its guardian, in the history's own list. */
function ChildLessons({ child }: { child: ChildSummary }) {
  const lessons = useChildLessons(child._id);
  return <LessonHistoryList query={lessons} viewer="guardian" />;
}

// Only a guardian who watches a lesson loads the video it needs.
const WatchView = lazy(async () => ({
  default: (await import('../features/video/watch/watch-view')).WatchView,
}));

/**
 * /family as exposed: the guardian's children, each with its lessons (the history's list) and
 * its record (the record's view), and the watching of a running lesson (the video's), which
 * features do not import from each other.
 */
export function FamilyRoute() {
  return (
    <FamilyPage
      lessonsOf={(child) => <ChildLessons child={child} />}
      recordOf={(child) => <StudentRecordPanel studentId={child._id} />}
      watchView={(roomName, onClose) => (
        <Suspense fallback={null}>
          <WatchView roomName={roomName} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
