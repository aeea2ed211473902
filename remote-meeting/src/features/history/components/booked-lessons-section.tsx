import { AppButton, PageSpinner, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { zoneNameAt } from '../../../lib/booking/viewer-zone';
import { usePastLessons } from '../api/get-past-lessons';
import { ListFooter } from './list-footer';
import { PastLessonRow } from './past-lesson-row';

/**
 * The history's booked lessons whose time is over, newest first, with what became of each. A
 * lesson someone missed has no session above, so this is where it shows.
 */
export function BookedLessonsSection({
  userId,
  viewer,
}: {
  userId: string;
  viewer: 'student' | 'teacher';
}) {
  const { t, i18n } = useTexts('history');
  const query = usePastLessons(userId);
  const lessons = useMemo(
    () => query.data?.pages.flatMap((page) => page.lessons) ?? [],
    [query.data],
  );
  const first = lessons[0];

  let body;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError && lessons.length === 0) {
    body = (
      <Alert
        severity="error"
        action={<AppButton onClick={() => void query.refetch()}>{t('retry')}</AppButton>}
      >
        {t('booked.loadError')}
      </Alert>
    );
  } else if (!first) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{t(`booked.empty.${viewer}`)}</Typography>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ px: 2, pt: 1, pb: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('booked.timesIn', { zone: zoneNameAt(new Date(first.startsAt), i18n.language) })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lessons.map((lesson) => (
              <PastLessonRow key={lesson.id} lesson={lesson} />
            ))}
          </Box>
        </Paper>
        <ListFooter
          query={query}
          shown={t('booked.shown', { count: lessons.length })}
          loadError={t('booked.loadError')}
        />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="booked-lessons-title" sx={{ mt: 4 }}>
      <Typography id="booked-lessons-title" component="h2" variant="h6">
        {t('booked.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`booked.subtitle.${viewer}`)}
      </Typography>
      {body}
    </Box>
  );
}
