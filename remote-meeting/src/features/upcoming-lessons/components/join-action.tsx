import { apiErrorText, JOIN_OPENS_MINUTES, type BookedLesson, useTexts } from '@app/shared';
import PhoneIcon from '@mui/icons-material/Phone';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { JoinLesson } from '../join-lesson-slot';
import { useJoinLesson } from '../use-join-lesson';
import { joinWindow, type LessonViewer } from '../upcoming-rules';

/**
 * A student's Join: the call to the Sheikh, usable from a little before the start to the end.
 * A Sheikh has nothing to press: students call Sheikhs, and the student's call rings wherever
 * the Sheikh is signed in.
 */
export function JoinAction({
  lesson,
  viewer,
  now,
  onJoin,
  compact,
}: {
  lesson: BookedLesson;
  viewer: LessonViewer;
  now: number;
  onJoin: JoinLesson;
  compact: boolean;
}) {
  const { t } = useTexts('upcoming');
  const hintId = useId();
  const join = useJoinLesson(onJoin);
  if (lesson.status !== 'booked') return null;
  const state = joinWindow(lesson, now);
  if (state === 'over') return null;
  if (viewer === 'teacher') {
    // The list says it only for a lesson whose call may come now: the next lesson says it first.
    if (compact && state !== 'open') return null;
    return (
      <Typography variant="body2" color="text.secondary">
        {t('join.teacherRings')}
      </Typography>
    );
  }
  const early = state === 'early';
  const hint = t('join.opensBefore', { count: JOIN_OPENS_MINUTES });
  const button = (
    <Button
      variant={early ? 'outlined' : 'contained'}
      size="small"
      startIcon={<PhoneIcon />}
      disabled={early}
      loading={join.isPending}
      aria-label={t('join.label', { name: lesson.teacherName })}
      aria-describedby={early && !compact ? hintId : undefined}
      onClick={() => join.mutate(lesson)}
    >
      {t('join.button')}
    </Button>
  );
  if (!early) {
    return (
      <>
        {button}
        {join.isError && (
          <Typography role="alert" variant="caption" color="error">
            {apiErrorText(join.error)}
          </Typography>
        )}
      </>
    );
  }
  if (compact) {
    // A disabled button gets no pointer events: the tooltip listens on a wrapper.
    return (
      <Tooltip title={hint} describeChild>
        <span>{button}</span>
      </Tooltip>
    );
  }
  return (
    <>
      {button}
      <Typography id={hintId} variant="caption" color="text.secondary">
        {hint}
      </Typography>
    </>
  );
}
