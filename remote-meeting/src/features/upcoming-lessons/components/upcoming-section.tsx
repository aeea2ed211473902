import { useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { registerUpcomingTranslations } from '../../../i18n/upcoming-translations';
import { zoneNameAt } from '../../../lib/booking/viewer-zone';
import type { JoinLesson } from '../join-lesson-slot';
import type { LessonViewer, UpcomingView } from '../upcoming-rules';
import { LaterLessons } from './later-lessons';
import { LessonsLoadFailed, type LoadFailure } from './lessons-load-failed';
import { NextLesson } from './next-lesson';

registerUpcomingTranslations();

export interface UpcomingSectionProps {
  viewer: LessonViewer;
  /** The lessons; null when they could not be loaded (then `failure` says why). */
  view: UpcomingView | null;
  failure: LoadFailure | null;
  now: number;
  onJoin: JoinLesson;
}

/**
 * "Upcoming lessons": the next lesson, prominent, then the later ones; every time on the
 * viewer's clock, whose zone is named once for the whole section.
 */
export function UpcomingSection({ viewer, view, failure, now, onJoin }: UpcomingSectionProps) {
  const { t, i18n } = useTexts('upcoming');
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="upcoming-lessons"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 3, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id={headingId} variant="h6" component="h2">
          {t('title')}
        </Typography>
        {view && (
          <Typography variant="body2" color="text.secondary">
            {t('timesIn', { zone: zoneNameAt(new Date(view.next.startsAt), i18n.language) })}
          </Typography>
        )}
      </Box>
      {failure && <LessonsLoadFailed failure={failure} />}
      {view && (
        <>
          <NextLesson lesson={view.next} viewer={viewer} now={now} onJoin={onJoin} />
          <LaterLessons lessons={view.later} viewer={viewer} now={now} onJoin={onJoin} />
        </>
      )}
    </Paper>
  );
}
