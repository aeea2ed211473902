import { formatDate, type HomeworkSubmission, useTexts } from '@app/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { RecordingPlayer } from './recording-player';
import { ReviewMarks } from './review-marks';

/**
 * A recording before the one under review, folded to one line: its number, day and grade (or
 * what became of it); opened, its player, its marks and the review's note.
 */
export function EarlierRecording({ submission }: { submission: HomeworkSubmission }) {
  const { t, i18n } = useTexts('homework');
  const audio = useRef<HTMLAudioElement>(null);
  const outcome = submission.grade
    ? t(`hifz:grades.${submission.grade}`)
    : t(`review.submissionStatus.${submission.status}`);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="earlier-recording"
      data-status={submission.status}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">
          {t('review.earlierLine', {
            attempt: submission.attempt,
            date: formatDate(submission.submittedAt, i18n.language),
            outcome,
          })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
        <RecordingPlayer submission={submission} audioRef={audio} />
        <ReviewMarks
          marks={submission.marks}
          onSeek={(atMs) => {
            if (audio.current) audio.current.currentTime = atMs / 1000;
          }}
        />
        {submission.reviewNote && (
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
            {submission.reviewNote}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
