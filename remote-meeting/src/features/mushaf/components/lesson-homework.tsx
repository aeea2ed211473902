import { type AyahRef, useTexts } from '@app/shared';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState } from 'react';
import { registerHomeworkTranslations } from '../../../i18n/homework-translations';
import { useLessonHomework } from '../use-lesson-homework';
import { HomeworkForm } from './homework-form';
import { LessonHomeworkList } from './lesson-homework-list';

// The homework's statuses are the homework namespace's.
registerHomeworkTranslations();

interface Props {
  meetingId: string | null;
  /** The session's student, when its lane entries name one. */
  studentId: string | null;
  highlight: AyahRef | null;
  surahName(surah: number): string | null;
}

/**
 * Homework in the Hifz tab: "Set homework" opens its form and the homework set in this session,
 * so the lanes, which the Sheikh records every session, keep the tab's first screen.
 */
export function LessonHomework({ meetingId, studentId, highlight, surahName }: Props) {
  const { t } = useTexts('hifz');
  const [open, setOpen] = useState(false);
  const { homework, set, studentKnown } = useLessonHomework(meetingId, studentId);
  const regionId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<AssignmentIcon />}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="homework-open"
      >
        {t('homework.open')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box id={regionId} sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <HomeworkForm
            highlight={highlight}
            surahName={surahName}
            ready={meetingId !== null}
            onSet={set}
          />
          {studentKnown && <LessonHomeworkList homework={homework} />}
        </Box>
      </Collapse>
    </Box>
  );
}
