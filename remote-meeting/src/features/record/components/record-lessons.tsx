import { formatDate, markLabel, type AyahRef, type StudentRecord, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { MarkKindIcon } from '../../../lib/marks/mark-kinds';
import { markedWordKey, useMarkedWords } from '../use-marked-words';
import { RecordSection } from './record-section';
import { MarkKindLegend } from './status-legend';

interface Props {
  record: StudentRecord;
  ayahName(ref: AyahRef): string;
}

/** The sessions, newest first: notes, and each mark named by its word and ayah. */
export function RecordLessons({ record, ayahName }: Props) {
  const { t, i18n } = useTexts('classroom');
  const words = useMarkedWords(record.marks);
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
                        <Box component="span">
                          {words.has(markedWordKey(mark)) && (
                            <>
                              <Box component="bdi" lang="ar" sx={{ fontWeight: 600 }}>
                                «{words.get(markedWordKey(mark))}»
                              </Box>{' '}
                              ·{' '}
                            </>
                          )}
                          {ayahName(mark)} · {markLabel(mark, t)}
                          {mark.note && (
                            <>
                              {' · '}
                              <bdi>{mark.note}</bdi>
                            </>
                          )}
                        </Box>
                      </ListItem>
                    ))}
                  </List>
                )}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </RecordSection>
  );
}
