import {
  currentUserAtom,
  formatDate,
  type AyahRef,
  type StudentRecord,
  useTexts,
} from '@app/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { MarkDescription } from '../../../lib/marks/mark-description';
import { MarkKindIcon } from '../../../lib/marks/mark-kinds';
import { useWordTexts, wordTextKey } from '../../../lib/quran/use-word-texts';
import { LessonToolsDialog } from './lesson-tools-dialog';
import { RecordSection } from './record-section';
import { MarkKindLegend } from './status-legend';

interface Props {
  record: StudentRecord;
  ayahName(ref: AyahRef): string;
  /** What a Sheikh may add to a lesson they taught, after it (its lanes and homework). */
  lessonTools?: (meetingId: string) => ReactNode;
}

/** The sessions, newest first: notes, and each mark named by its word and ayah. */
export function RecordLessons({ record, ayahName, lessonTools }: Props) {
  const { t, i18n } = useTexts('classroom');
  const user = useAtomValue(currentUserAtom);
  const words = useWordTexts(record.marks);
  const marksOf = (meetingId: string) =>
    record.marks.filter((mark) => mark.meetingId === meetingId);
  const kinds = [...new Set(record.marks.map((mark) => mark.kind))];
  return (
    <RecordSection title={t('record.lessons')}>
      {record.lessons.length === 0 ? (
        <Typography color="text.secondary">{t('record.noLessons')}</Typography>
      ) : (
        <>
          {kinds.length > 0 && <MarkKindLegend kinds={kinds} />}
          <List disablePadding data-testid="lesson-history">
            {record.lessons.map((lesson) => (
              <ListItem
                key={lesson.meetingId}
                disableGutters
                divider
                data-meeting={lesson.meetingId}
                sx={{ display: 'block' }}
              >
                <Typography sx={{ fontWeight: 600 }}>
                  {t('record.lessonWith', {
                    date: formatDate(lesson.date, i18n.language),
                    name: lesson.teacherName,
                  })}{' '}
                  · {t('record.mistakes', { count: lesson.markCount })}
                </Typography>
                {lesson.summary || lesson.homework ? (
                  <>
                    {lesson.summary && (
                      <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                        {t('record.summary', { text: lesson.summary })}
                      </Typography>
                    )}
                    {lesson.homework && (
                      <Typography>{t('record.homework', { text: lesson.homework })}</Typography>
                    )}
                  </>
                ) : (
                  <Typography color="text.secondary">{t('record.noNotes')}</Typography>
                )}
                {marksOf(lesson.meetingId).length > 0 && (
                  <List dense aria-label={t('record.marksIn')}>
                    {marksOf(lesson.meetingId).map((mark) => (
                      <ListItem
                        key={mark.id}
                        disableGutters
                        data-testid="record-mark"
                        data-mark-kind={mark.kind}
                        sx={{ gap: 1, alignItems: 'baseline' }}
                      >
                        <MarkKindIcon kind={mark.kind} size="1rem" />
                        <MarkDescription
                          mark={mark}
                          word={words.get(wordTextKey(mark))}
                          ayah={ayahName(mark)}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
                {lessonTools && lesson.teacherId !== null && lesson.teacherId === user?._id && (
                  <LessonToolsDialog date={lesson.date}>
                    {lessonTools(lesson.meetingId)}
                  </LessonToolsDialog>
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </RecordSection>
  );
}
