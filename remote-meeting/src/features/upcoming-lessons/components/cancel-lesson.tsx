import { type BookedLesson, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { canCancel, otherPartyName, type LessonViewer } from '../upcoming-rules';
import { useLessonWhen } from '../use-lesson-when';
import { CancelLessonDialog } from './cancel-lesson-dialog';

/** "Cancel lesson" on a booked lesson that has not started, asking first. */
export function CancelLesson({
  lesson,
  viewer,
  now,
}: {
  lesson: BookedLesson;
  viewer: LessonViewer;
  now: number;
}) {
  const { t } = useTexts('upcoming');
  const when = useLessonWhen();
  const [open, setOpen] = useState(false);
  if (!canCancel(lesson, now)) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        aria-label={t('cancel.label', { name: otherPartyName(lesson, viewer), when: when(lesson) })}
        onClick={() => setOpen(true)}
      >
        {t('cancel.button')}
      </Button>
      {open && (
        <CancelLessonDialog
          lesson={lesson}
          viewer={viewer}
          now={now}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
