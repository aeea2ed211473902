import { currentUserAtom, type Homework, type ReviewOutcome, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState, type ComponentType } from 'react';
import { registerHomeworkTranslations } from '../../../i18n/homework-translations';
import type { PortionPageProps } from '../../../lib/homework/portion-page-slot';
import { earlierSubmissions, submissionToReview } from '../review-rules';
import { EarlierRecording } from './earlier-recording';
import { ReviewPanel } from './review-panel';

registerHomeworkTranslations();

export interface HomeworkReviewProps {
  homework: Homework;
  /** The portion's mushaf page (the mushaf feature's PortionPage, given by the app layer). */
  mushafSlot: ComponentType<PortionPageProps>;
}

/**
 * Under a homework on the student's record, for the Sheikh who set it only: the recording
 * waiting for review with its marks and verdict, and the earlier recordings folded, each with
 * its grade. Nothing for anyone else, nor before a recording is sent.
 */
export function HomeworkReview({ homework, mushafSlot }: HomeworkReviewProps) {
  const { t } = useTexts('homework');
  const user = useAtomValue(currentUserAtom);
  const [reviewed, setReviewed] = useState<ReviewOutcome | null>(null);
  if (!user || homework.teacherId !== user._id || homework.submissions.length === 0) return null;
  const reviewing = submissionToReview(homework);
  const earlier = earlierSubmissions(homework, reviewing);
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
      {earlier.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle2" component="h4">
            {t('review.earlier', { count: earlier.length })}
          </Typography>
          {earlier.map((submission) => (
            <EarlierRecording key={submission.id} submission={submission} />
          ))}
        </Box>
      )}
    </Box>
  );
}
