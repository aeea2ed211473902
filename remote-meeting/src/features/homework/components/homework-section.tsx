import { apiErrorText, currentUserAtom, formatList, type Homework, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { submissionUnderReview } from '../../../lib/homework/submission-under-review';
import { useSurahName } from '../../../lib/quran/use-surahs';
import { useNow } from '../../../lib/use-now';
import { useHomework } from '../api/homework-api';
import { homeworkCounts, orderHomework } from '../homework-rules';
import { usePendingUploads } from '../use-pending-uploads';
import { HomeworkItem } from './homework-item';
import { OwnRecording } from './own-recording';

export interface HomeworkSectionProps {
  studentId: string;
  /**
   * What a reader other than the student sees under each homework: the Sheikh's review, which
   * shows the recording `submissionUnderReview` names (the list of recordings leaves it out).
   */
  reviewSlot?: (homework: Homework) => ReactNode;
}

// Due dates read "in 2 days": once a minute keeps them right.
const CLOCK_TICK_MS = 60_000;

/**
 * A student's recited homework, open first: each with its portion, due date, status and
 * recordings. The student (the signed-in user is the student shown, whatever the page was
 * given) records and sends from here; anyone else gets `reviewSlot` under each homework.
 */
export function HomeworkSection({ studentId, reviewSlot }: HomeworkSectionProps) {
  const { t, i18n } = useTexts('homework');
  const user = useAtomValue(currentUserAtom);
  const isStudent = user?.role === 'student' && user._id === studentId;
  const review = isStudent ? undefined : reviewSlot;
  const homework = useHomework(studentId);
  const uploads = usePendingUploads(studentId, isStudent);
  const surahName = useSurahName(i18n.language);
  const now = useNow(true, CLOCK_TICK_MS);

  if (homework.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
        <CircularProgress aria-label={t('title')} />
      </Box>
    );
  }
  if (homework.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button sx={{ minHeight: 44 }} onClick={() => void homework.refetch()}>
            {t('student.retry')}
          </Button>
        }
      >
        {t('student.loadFailed')} {apiErrorText(homework.error)}
      </Alert>
    );
  }
  if (homework.data.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="homework-empty">
        {isStudent ? t('student.empty') : t('student.emptyOther')}
      </Typography>
    );
  }

  const counts = homeworkCounts(homework.data);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary" data-testid="homework-counts">
        {formatList(
          [
            t('student.open', { count: counts.open }),
            t('student.accepted', { count: counts.accepted }),
          ],
          i18n.language,
        )}
      </Typography>
      <Box
        component="ul"
        aria-label={t('student.listLabel')}
        sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {orderHomework(homework.data).map((item) => (
          <HomeworkItem
            key={item.id}
            homework={item}
            now={now}
            surahName={surahName}
            studentPart={isStudent && <OwnRecording homework={item} uploads={uploads} />}
            reviewPart={review?.(item)}
            shownInReview={review ? submissionUnderReview(item, user?._id) : null}
          />
        ))}
      </Box>
    </Box>
  );
}
