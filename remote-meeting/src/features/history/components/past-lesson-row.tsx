import { genderContext, type PastLesson, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLessonTimes } from '../../../lib/booking/use-lesson-times';
import { outcomeLabel } from '../lib/past-lesson-outcome';

/**
 * One past booked lesson: who with and when on the left, its length and outcome on the right;
 * on a phone the two halves wrap onto two lines.
 */
export function PastLessonRow({ lesson }: { lesson: PastLesson }) {
  const { t } = useTexts('history');
  const times = useLessonTimes('short');
  const outcome = outcomeLabel(lesson);
  const context = outcome.aboutOther ? genderContext(lesson.other) : undefined;
  return (
    <Box
      component="li"
      data-testid="past-booked-lesson"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {t('booked.lessonWith', { name: lesson.other.name })}
          </Typography>
          {lesson.trial && (
            <Chip label={t('booked.trial')} size="small" color="secondary" variant="outlined" />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('booked.when', { ...times(lesson) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('booked.minutes', { count: lesson.minutes })}
        </Typography>
        <Chip
          label={t(`booked.outcome.${outcome.text}`, { context })}
          color={outcome.tone}
          size="small"
        />
        {lesson.cancelledLate && (
          <Chip label={t('booked.late')} color="warning" size="small" variant="outlined" />
        )}
      </Stack>
    </Box>
  );
}
