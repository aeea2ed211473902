import { formatDate, type MistakeMark, type StudentRecord, type SurahStatus } from '@app/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurahEntry } from '../../../lib/quran/page-text';
import {
  juzProgress,
  mistakesByWeek,
  mostMissedAyat,
  reviseNext,
  surahStatuses,
} from '../record-rules';
import { SurahGrid } from './surah-grid';

interface Props {
  record: StudentRecord;
  surahs: readonly SurahEntry[];
  onSetStatus?(surah: number, status: SurahStatus): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One student's memorisation record: progress, mistakes, what to revise, and the sessions. */
export function RecordView({ record, surahs, onSetStatus }: Props) {
  const { t, i18n } = useTranslation('classroom');
  const statuses = surahStatuses(record.surahs);
  const juz = juzProgress(statuses);
  const weeks = mistakesByWeek(record.marks);
  const busiest = Math.max(1, ...weeks.map((week) => week.count));
  const missed = mostMissedAyat(record.marks);
  const revise = reviseNext(record.surahs, record.marks);
  const surahName = (surah: number) => {
    const entry = surahs[surah - 1];
    return entry ? (i18n.language === 'ar' ? entry.ar : entry.en) : String(surah);
  };
  const dateText = (iso: string) => formatDate(iso, i18n.language);
  const marksOf = (meetingId: string) =>
    record.marks.filter((mark) => mark.meetingId === meetingId);
  const markText = (mark: MistakeMark) => {
    const kind = t(`marks.kinds.${mark.kind}`);
    const label = mark.subRule
      ? t('marks.labelWithRule', { kind, rule: t(`marks.subRules.${mark.subRule}`) })
      : t('marks.label', { kind });
    return `${mark.surah}:${mark.ayah} (${mark.word + 1}) · ${label}${mark.note ? ` · ${mark.note}` : ''}`;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="student-record">
      <Section title={t('record.surahs')}>
        <SurahGrid statuses={statuses} surahs={surahs} onSet={onSetStatus} />
      </Section>
      <Section title={t('record.juz')}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 1,
          }}
        >
          {juz.map((percent, index) => (
            <Box key={index}>
              <Typography variant="caption">
                {t('record.juzLabel', { juz: index + 1, percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('record.juzLabel', { juz: index + 1, percent })}
              />
            </Box>
          ))}
        </Box>
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        <Section title={t('record.mistakesOverTime')}>
          {weeks.length === 0 ? (
            <Typography color="text.secondary">{t('record.noMistakes')}</Typography>
          ) : (
            <List dense disablePadding>
              {weeks.map(({ week, count }) => (
                <ListItem key={week} disableGutters sx={{ display: 'block' }}>
                  <Typography variant="caption">
                    {t('record.weekOf', { date: dateText(week) })}:{' '}
                    {t('record.mistakes', { count })}
                  </Typography>
                  <Box
                    aria-hidden="true"
                    sx={{ height: 8, bgcolor: 'error.light', width: `${(count / busiest) * 100}%` }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section title={t('record.mostMissed')}>
          {missed.length === 0 ? (
            <Typography color="text.secondary">{t('record.noMistakes')}</Typography>
          ) : (
            <List dense disablePadding data-testid="most-missed">
              {missed.map((entry) => (
                <ListItem key={`${entry.surah}:${entry.ayah}`} disableGutters>
                  <ListItemText
                    primary={t('record.reviseAyah', {
                      surah: surahName(entry.surah),
                      ref: `${entry.surah}:${entry.ayah}`,
                    })}
                    secondary={t('record.mistakes', { count: entry.count })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section title={t('record.reviseNext')}>
          {revise.length === 0 ? (
            <Typography color="text.secondary">{t('record.nothingToRevise')}</Typography>
          ) : (
            <List dense disablePadding>
              {revise.map((item) => (
                <ListItem
                  key={item.kind === 'surah' ? `s${item.surah}` : `a${item.surah}:${item.ayah}`}
                  disableGutters
                >
                  <ListItemText
                    primary={
                      item.kind === 'surah'
                        ? t('record.reviseSurah', { surah: surahName(item.surah) })
                        : t('record.reviseAyah', {
                            surah: surahName(item.surah),
                            ref: `${item.surah}:${item.ayah}`,
                          })
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
      <Section title={t('record.lessons')}>
        {record.lessons.length === 0 ? (
          <Typography color="text.secondary">{t('record.noLessons')}</Typography>
        ) : (
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
                    date: dateText(lesson.date),
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
                      <ListItem key={mark.id} disableGutters data-testid="record-mark">
                        <bdi>{markText(mark)}</bdi>
                      </ListItem>
                    ))}
                  </List>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Box>
  );
}
