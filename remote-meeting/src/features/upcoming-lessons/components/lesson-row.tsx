import { type BookedLesson, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JoinLesson } from '../join-lesson-slot';
import { cancellerOf, type LessonViewer } from '../upcoming-rules';
import { useLessonWhen } from '../use-lesson-when';
import { LessonActions } from './lesson-actions';
import { LessonTitle } from './lesson-title';

/**
 * One later lesson on a line (two or three on a phone). A cancelled one stays, struck through,
 * with who cancelled it in plain text, since a line through is not read out.
 */
export function LessonRow({
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
  const when = useLessonWhen('short');
  const canceller = cancellerOf(lesson, viewer);
  return (
    <Box
      component="li"
      data-testid="later-lesson"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          flex: '1 1 14rem',
          minWidth: 0,
          ...(canceller && { textDecoration: 'line-through', color: 'text.disabled' }),
        }}
      >
        <LessonTitle lesson={lesson} viewer={viewer} />
        <Typography variant="body2" color={canceller ? 'inherit' : 'text.secondary'}>
          {when(lesson)}
        </Typography>
      </Box>
      {canceller ? (
        <Typography variant="body2" color="text.secondary">
          {t(`cancelled.${canceller}`)}
        </Typography>
      ) : (
        <LessonActions lesson={lesson} viewer={viewer} now={now} onJoin={onJoin} compact />
      )}
    </Box>
  );
}
