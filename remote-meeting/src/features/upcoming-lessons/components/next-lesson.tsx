import { type BookedLesson, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { viewerTimeZone } from '../../../lib/booking/viewer-zone';
import { countdownText } from '../countdown-text';
import type { JoinLesson } from '../join-lesson-slot';
import { countdownOf, type LessonViewer } from '../upcoming-rules';
import { useLessonWhen } from '../use-lesson-when';
import { LessonActions } from './lesson-actions';
import { LessonTitle } from './lesson-title';

/** The next lesson, first and larger: who with, when, how long until it starts, and Join. */
export function NextLesson({
  lesson,
  viewer,
  now,
  onJoin,
}: {
  lesson: BookedLesson;
  viewer: LessonViewer;
  now: number;
  onJoin: JoinLesson;
}) {
  const { t } = useTexts('upcoming');
  const when = useLessonWhen();
  const countdown = countdownOf(lesson, now, viewerTimeZone());
  return (
    <Box
      data-testid="next-lesson"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 1,
        border: 1,
        borderColor: 'primary.main',
        display: 'grid',
        gap: 0.5,
      }}
    >
      <LessonTitle lesson={lesson} viewer={viewer} prominent />
      <Typography variant="body2">{when(lesson)}</Typography>
      {countdown && (
        <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
          {countdownText(countdown, t)}
        </Typography>
      )}
      <LessonActions lesson={lesson} viewer={viewer} now={now} onJoin={onJoin} />
    </Box>
  );
}
