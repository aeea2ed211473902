import type { BookedLesson } from '@app/shared';
import Stack from '@mui/material/Stack';
import type { JoinLesson } from '../join-lesson-slot';
import type { LessonViewer } from '../upcoming-rules';
import { CancelLesson } from './cancel-lesson';
import { JoinAction } from './join-action';

/** A lesson's Join (or, for the Sheikh, where the call arrives) and its Cancel. */
export function LessonActions({
  lesson,
  viewer,
  now,
  onJoin,
  compact = false,
}: {
  lesson: BookedLesson;
  viewer: LessonViewer;
  now: number;
  onJoin: JoinLesson;
  /** In the list of later lessons: the hints shrink to a tooltip. */
  compact?: boolean;
}) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', pt: compact ? 0 : 0.5 }}
    >
      <JoinAction lesson={lesson} viewer={viewer} now={now} onJoin={onJoin} compact={compact} />
      <CancelLesson lesson={lesson} viewer={viewer} now={now} />
    </Stack>
  );
}
