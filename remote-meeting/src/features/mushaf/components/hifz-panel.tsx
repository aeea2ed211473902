import { type AyahRef, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { surahNameIn, type SurahEntry } from '../../../lib/quran/page-text';
import { useLessonHifz } from '../use-lesson-hifz';
import { HifzForm } from './hifz-form';
import { LessonHifzList } from './lesson-hifz-list';
import { LessonHomework } from './lesson-homework';

interface Props {
  meetingId: string | null;
  highlight: AyahRef | null;
  surahs: readonly SurahEntry[];
  /** The lesson's student when the caller knows it (after the lesson, from the record). */
  studentId?: string | null;
}

/**
 * The Sheikh's Hifz tab: the form that records the session's lanes (sabaq, sabqi, manzil),
 * what this session has recorded so far, and the homework set in it. It scrolls within the
 * panel, like the notes, so the call's controls below it stay where they are.
 */
export function HifzPanel({ meetingId, highlight, surahs, studentId = null }: Props) {
  const { t, i18n } = useTexts('hifz');
  const { entries, record } = useLessonHifz(meetingId);
  const surahName = (surah: number) => surahNameIn(surahs, surah, i18n.language);
  return (
    <Box
      data-testid="hifz-panel"
      sx={{
        flex: 1,
        minHeight: 0,
        overflow: 'auto',
        p: 2,
        display: 'grid',
        gap: 2,
        alignContent: 'start',
      }}
    >
      <Typography variant="subtitle1" component="h3">
        {t('title')}
      </Typography>
      <HifzForm
        highlight={highlight}
        surahName={surahName}
        ready={meetingId !== null}
        onRecord={record}
      />
      <LessonHifzList entries={entries} />
      <LessonHomework
        meetingId={meetingId}
        studentId={studentId ?? entries.data?.[0]?.studentId ?? null}
        highlight={highlight}
        surahName={surahName}
      />
    </Box>
  );
}
