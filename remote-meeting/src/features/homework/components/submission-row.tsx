import { formatDate, formatDuration, type HomeworkSubmission, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { homeworkAudioUrl } from '../../../lib/homework/audio-url';
import { SUBMISSION_STATUS_COLOURS } from '../homework-rules';
import { SubmissionMarks } from './submission-marks';

interface Props {
  submission: HomeworkSubmission;
  surahName(surah: number): string;
}

/**
 * One recording sent for a homework: its attempt, length and status, the player (for those who
 * may hear it), and the Sheikh's grade, note and marks.
 */
export function SubmissionRow({ submission, surahName }: Props) {
  const { t, i18n } = useTexts('homework');
  const player = useRef<HTMLAudioElement>(null);
  const { attempt, audioPath, grade, reviewNote, marks } = submission;
  const title = t('student.attempt', { attempt });

  const playFrom = (atMs: number) => {
    const audio = player.current;
    if (!audio) return;
    audio.currentTime = atMs / 1000;
    // A browser may refuse to play without a gesture it counts; the position is still set.
    void audio.play().catch(() => undefined);
  };

  return (
    <Box
      component="li"
      data-testid="homework-submission"
      data-submission-id={submission.id}
      data-attempt={attempt}
      data-status={submission.status}
      sx={{ display: 'grid', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h4" variant="body1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={t(`student.submissionStatus.${submission.status}`)}
          color={SUBMISSION_STATUS_COLOURS[submission.status]}
          data-testid="submission-status"
        />
        <Typography variant="body2" color="text.secondary">
          {t('student.length', { duration: formatDuration(submission.durationMs) })}
          {' · '}
          {t('student.sentOn', { date: formatDate(submission.submittedAt, i18n.language) })}
        </Typography>
      </Box>
      {audioPath ? (
        <audio
          ref={player}
          controls
          preload="none"
          src={homeworkAudioUrl(audioPath)}
          aria-label={title}
          data-testid="submission-audio"
          style={{ width: '100%', minHeight: 44 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {submission.audioDeletedAt ? t('student.audioDeleted') : t('student.audioPrivate')}
        </Typography>
      )}
      {grade && (
        <Typography data-testid="submission-grade">
          {t('student.grade', { grade: t(`hifz:grades.${grade}`) })}
        </Typography>
      )}
      {reviewNote && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('student.reviewNote')}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }} data-testid="submission-note">
            {reviewNote}
          </Typography>
        </Box>
      )}
      {marks.length > 0 && (
        <SubmissionMarks
          marks={marks}
          surahName={surahName}
          onPlayFrom={audioPath ? playFrom : undefined}
        />
      )}
    </Box>
  );
}
