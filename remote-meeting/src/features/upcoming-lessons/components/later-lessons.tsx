import { type BookedLesson, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { JoinLesson } from '../join-lesson-slot';
import { LATER_SHOWN_AT_FIRST, type LessonViewer } from '../upcoming-rules';
import { LessonRow } from './lesson-row';

/** The lessons after the next one, a few at first: a weekly series would fill the page. */
export function LaterLessons({
  lessons,
  viewer,
  now,
  onJoin,
}: {
  lessons: readonly BookedLesson[];
  viewer: LessonViewer;
  now: number;
  onJoin: JoinLesson;
}) {
  const { t } = useTexts('upcoming');
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  if (lessons.length === 0) return null;
  const shown = expanded ? lessons : lessons.slice(0, LATER_SHOWN_AT_FIRST);
  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="h3" color="text.secondary">
        {t('later')}
      </Typography>
      <Box
        component="ul"
        id={listId}
        aria-labelledby={headingId}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {shown.map((lesson) => (
          <LessonRow key={lesson.id} lesson={lesson} viewer={viewer} now={now} onJoin={onJoin} />
        ))}
      </Box>
      {lessons.length > LATER_SHOWN_AT_FIRST && (
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('showFewer') : t('showAll', { count: lessons.length })}
        </Button>
      )}
    </Box>
  );
}
