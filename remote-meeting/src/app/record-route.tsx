import type { Homework } from '@app/shared';
import { lazy, Suspense } from 'react';
import { HomeworkReview } from '../features/homework-review/components/homework-review';
import { WaitingForReview } from '../features/homework-review/components/waiting-for-review';
import { HomeworkSection } from '../features/homework/components/homework-section';
import { RecordPage } from '../features/record/components/record-page';
import type { PortionPageProps } from '../lib/homework/portion-page-slot';

// The mushaf's page (its text, font and marks) loads when a review first shows it.
const PortionPage = lazy(() =>
  import(/* webpackChunkName: "portion-page" */ '../features/mushaf/components/portion-page').then(
    (module) => ({ default: module.PortionPage }),
  ),
);

function LazyPortionPage(props: PortionPageProps) {
  return (
    <Suspense fallback={null}>
      <PortionPage {...props} />
    </Suspense>
  );
}

const review = (homework: Homework) => (
  <HomeworkReview homework={homework} mushafSlot={LazyPortionPage} />
);

/**
 * /record as exposed: the record with the student's recited homework in it, the Sheikh's
 * review under each homework (beside the portion's mushaf page), and with no student chosen,
 * the Sheikh's recordings waiting for review (features do not import each other).
 */
export function RecordRoute() {
  return (
    <RecordPage
      homeworkSlot={(studentId) => <HomeworkSection studentId={studentId} reviewSlot={review} />}
      noStudentSlot={<WaitingForReview />}
    />
  );
}
