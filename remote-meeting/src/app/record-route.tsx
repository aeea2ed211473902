import type { Homework } from '@app/shared';
import { lazy, Suspense } from 'react';
import { HomeworkReview } from '../features/homework-review/components/homework-review';
import { WaitingForReview } from '../features/homework-review/components/waiting-for-review';
import { HomeworkSection } from '../features/homework/components/homework-section';
import { RecordPage } from '../features/record/components/record-page';
import type { PortionPageProps } from '../lib/homework/portion-page-slot';
import { useSurahs } from '../lib/quran/use-surahs';

// The mushaf's page (its text, font and marks) loads when a review first shows it.
const PortionPage = lazy(() =>
  import(/* webpackChunkName: "portion-page" */ '../features/mushaf/components/portion-page').then(
    (module) => ({ default: module.PortionPage }),
  ),
);

// The lesson's Hifz tab, for a lesson that has ended: loads when a Sheikh opens it.
const HifzPanel = lazy(() =>
  import(/* webpackChunkName: "hifz-panel" */ '../features/mushaf/components/hifz-panel').then(
    (module) => ({ default: module.HifzPanel }),
  ),
);

function LazyPortionPage(props: PortionPageProps) {
  return (
    <Suspense fallback={null}>
      <PortionPage {...props} />
    </Suspense>
  );
}

function PastLessonHifz({ meetingId, studentId }: { meetingId: string; studentId: string }) {
  const surahs = useSurahs();
  return (
    <Suspense fallback={null}>
      <HifzPanel
        meetingId={meetingId}
        studentId={studentId}
        highlight={null}
        surahs={surahs.data ?? []}
      />
    </Suspense>
  );
}

const review = (homework: Homework) => (
  <HomeworkReview homework={homework} mushafSlot={LazyPortionPage} />
);

/**
 * /record as exposed: the record with the student's recited homework in it, the Sheikh's
 * review under each homework (beside the portion's mushaf page), the Hifz tab of a lesson the
 * Sheikh taught for adding to it after it ended, and with no student chosen, the Sheikh's
 * recordings waiting for review (features do not import each other).
 */
export function RecordRoute() {
  return (
    <RecordPage
      homeworkSlot={(studentId) => <HomeworkSection studentId={studentId} reviewSlot={review} />}
      noStudentSlot={<WaitingForReview />}
      lessonToolsSlot={(meetingId, studentId) => (
        <PastLessonHifz meetingId={meetingId} studentId={studentId} />
      )}
    />
  );
}
