import { currentUserAtom, type Homework, type ReviewOutcome, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useAtomValue } from 'jotai';
import { useState, type ComponentType } from 'react';
import { registerHomeworkTranslations } from '../../../i18n/homework-translations';
import type { PortionPageProps } from '../../../lib/homework/portion-page-slot';
import { submissionUnderReview } from '../../../lib/homework/submission-under-review';
import { ReviewPanel } from './review-panel';

registerHomeworkTranslations();

export interface HomeworkReviewProps {
  homework: Homework;
  /** The portion's mushaf page (the mushaf feature's PortionPage, given by the app layer). */
  mushafSlot: ComponentType<PortionPageProps>;
}

/**
 * Under a homework on the student's record, for the Sheikh who set it only: the recording
 * waiting for review with its marks and verdict, then a word that the review was sent. The
 * earlier recordings are the homework's own list; nothing shows while none waits.
 */
export function HomeworkReview({ homework, mushafSlot }: HomeworkReviewProps) {
  const { t } = useTexts('homework');
  const user = useAtomValue(currentUserAtom);
  const [reviewed, setReviewed] = useState<ReviewOutcome | null>(null);
  const reviewing = submissionUnderReview(homework, user?._id);
  if (!reviewing && !reviewed) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {reviewed && (
        <Alert severity="success" role="status" onClose={() => setReviewed(null)}>
          {t(reviewed === 'accept' ? 'review.accepted' : 'review.sentBack')}
        </Alert>
      )}
      {reviewing && (
        <ReviewPanel
          // A newer recording starts a fresh review: no word chosen, no grade.
          key={reviewing.id}
          homework={homework}
          submission={reviewing}
          mushafSlot={mushafSlot}
          onReviewed={setReviewed}
        />
      )}
    </Box>
  );
}
