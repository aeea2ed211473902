import {
  formatDate,
  formatRelative,
  type Homework,
  type HomeworkSubmission,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { homeworkName } from '../homework-name';
import { listedSubmissions } from '../homework-rules';
import { HomeworkStatusChip } from './homework-status-chip';
import { SubmissionRow } from './submission-row';

interface Props {
  homework: Homework;
  now: number;
  surahName(surah: number): string;
  /** The student's own part (uploads, recorder), right under the details. */
  studentPart?: ReactNode;
  /** The Sheikh's review, under the recordings. */
  reviewPart?: ReactNode;
  /** The recording the review part plays and marks, which the list leaves out. */
  shownInReview?: HomeworkSubmission | null;
}

function DueLine({ homework, now }: { homework: Homework; now: number }) {
  const { t, i18n } = useTexts('homework');
  const { language } = i18n;
  if (homework.status === 'accepted' && homework.acceptedAt) {
    return <>{t('student.acceptedOn', { date: formatDate(homework.acceptedAt, language) })}</>;
  }
  const when = {
    date: formatDate(homework.dueAt, language),
    relative: formatRelative(homework.dueAt, language, now),
  };
  return <>{homework.status === 'late' ? t('student.wasDue', when) : t('student.due', when)}</>;
}

/** One homework: the portion, who set it, when it is due, the note and what was sent for it. */
export function HomeworkItem({
  homework,
  now,
  surahName,
  studentPart,
  reviewPart,
  shownInReview = null,
}: Props) {
  const { t } = useTexts('homework');
  const listed = listedSubmissions(homework, shownInReview);
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="homework-item"
      data-homework-id={homework.id}
      data-status={homework.status}
      sx={{ p: 2, display: 'grid', gap: 1.5, listStyle: 'none' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {homeworkName(homework, surahName, t)}
        </Typography>
        <HomeworkStatusChip status={homework.status} />
      </Box>
      <Box>
        {homework.teacherName && (
          <Typography variant="body2">
            {t('student.setBy', { name: homework.teacherName })}
          </Typography>
        )}
        <Typography
          variant="body2"
          color={homework.status === 'late' ? 'error' : 'text.secondary'}
          data-testid="homework-due"
        >
          <DueLine homework={homework} now={now} />
        </Typography>
      </Box>
      {homework.note && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('student.note')}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }} data-testid="homework-note">
            {homework.note}
          </Typography>
        </Box>
      )}
      {studentPart}
      {listed.length > 0 && (
        <Box component="section" aria-label={t('student.recordings')}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('student.recordings')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {listed.map((submission) => (
              <SubmissionRow key={submission.id} submission={submission} surahName={surahName} />
            ))}
          </Box>
        </Box>
      )}
      {reviewPart}
    </Paper>
  );
}
