import { type BookedLesson, useTexts } from '@app/shared';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { otherPartyName, type LessonViewer } from '../upcoming-rules';

/** "Lesson with <the other person>", and "Trial" for a first lesson. */
export function LessonTitle({
  lesson,
  viewer,
  prominent = false,
}: {
  lesson: BookedLesson;
  viewer: LessonViewer;
  prominent?: boolean;
}) {
  const { t } = useTexts('upcoming');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography
        component={prominent ? 'h3' : 'div'}
        variant={prominent ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: prominent ? 600 : 500, overflowWrap: 'anywhere' }}
      >
        {t('lessonWith', { name: otherPartyName(lesson, viewer) })}
      </Typography>
      {lesson.trial && (
        <Chip label={t('trial')} size="small" color="secondary" variant="outlined" />
      )}
    </Stack>
  );
}
