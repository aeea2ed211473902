import { formatDate, type HomeworkSubmission, useTexts } from '@app/shared';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { homeworkAudioUrl } from '../../../lib/homework/audio-url';

interface Props {
  submission: HomeworkSubmission;
  /** The player, whose moment a tapped word is marked at. */
  audioRef: Ref<HTMLAudioElement>;
}

/**
 * The player of the recording under review, its file served by the API (with the session's
 * cookies, as the page's calls are); once the retention deleted it, the day it was deleted
 * instead.
 */
export function RecordingPlayer({ submission, audioRef }: Props) {
  const { t, i18n } = useTexts('homework');
  if (submission.audioPath === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="review-audio-gone">
        {submission.audioDeletedAt
          ? t('review.audioDeleted', { date: formatDate(submission.audioDeletedAt, i18n.language) })
          : t('review.audioUnavailable')}
      </Typography>
    );
  }
  return (
    <audio
      ref={audioRef}
      controls
      preload="metadata"
      src={homeworkAudioUrl(submission.audioPath)}
      aria-label={t('review.player', { attempt: submission.attempt })}
      data-testid="review-audio"
      style={{ width: '100%' }}
    />
  );
}
