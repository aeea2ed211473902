import {
  formatDate,
  type AyahRef,
  type StudentRecord,
  type SurahStatus,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { surahNameIn, type SurahEntry } from '../../../lib/quran/page-text';
import { useNow } from '../../../lib/use-now';
import {
  mistakesByWeek,
  mostMissedAyat,
  nextSteps,
  reviseNext,
  statusCounts,
  surahStatuses,
} from '../record-rules';
import { useHifzProgress } from '../use-hifz-progress';
import { useWeeklyReport } from '../use-weekly-report';
import { HifzHistory } from './hifz-history';
import { HifzLanes } from './hifz-lanes';
import { HifzLoadState } from './hifz-load-state';
import { JuzBars } from './juz-bars';
import { RecordLessons } from './record-lessons';
import { RecordNextSteps } from './record-next-steps';
import { RecordSection } from './record-section';
import { RevisionSchedule } from './revision-schedule';
import { StatusLegend } from './status-legend';
import { SurahGrid } from './surah-grid';
import { WeeklyReportView } from './weekly-report';

interface Props {
  record: StudentRecord;
  surahs: readonly SurahEntry[];
  onSetStatus?(surah: number, status: SurahStatus): void;
  /** The student's recited homework, shown right after what to do next. */
  homework?: ReactNode;
  /** What the reader may add to one of their own past lessons (its lanes and homework). */
  lessonTools?: (meetingId: string) => ReactNode;
}

// The revision schedule follows the reader's clock; once a minute is enough to roll over at
// midnight.
const CLOCK_TICK_MS = 60_000;

/**
 * One student's memorisation record: what to do next first (a phone shows it without
 * scrolling), the recited homework when given, then the hifz lanes and the pages due for
 * revision, progress with its legend, mistakes, what to revise, and the sessions and lane
 * entries.
 */
export function RecordView({ record, surahs, onSetStatus, homework, lessonTools }: Props) {
  const { t, i18n } = useTexts('classroom');
  const hifz = useHifzProgress(record.student._id);
  const week = useWeeklyReport(record.student._id);
  const now = useNow(true, CLOCK_TICK_MS);
  const statuses = surahStatuses(record.surahs);
  const weeks = mistakesByWeek(record.marks);
  const busiest = Math.max(1, ...weeks.map((week) => week.count));
  const missed = mostMissedAyat(record.marks);
  const revise = reviseNext(record.surahs, record.marks);
  const surahName = (surah: number) => surahNameIn(surahs, surah, i18n.language) ?? String(surah);
  const dateText = (iso: string) => formatDate(iso, i18n.language);
  const ayahName = (ref: AyahRef) =>
    t('record.ayahOf', { surah: surahName(ref.surah), ayah: ref.ayah });

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="student-record">
      <RecordNextSteps steps={nextSteps(record)} surahName={surahName} ayahName={ayahName} />
      {homework && (
        <RecordSection title={t('homework:title')} testId="homework">
          {homework}
        </RecordSection>
      )}
      <RecordSection title={t('hifz:title')} testId="hifz">
        <HifzLoadState progress={hifz} retry>
          {(progress) => <HifzLanes progress={progress} now={now} />}
        </HifzLoadState>
      </RecordSection>
      <RecordSection title={t('hifz:week.title')} testId="hifz-week">
        <HifzLoadState progress={week}>
          {(report) => <WeeklyReportView report={report} />}
        </HifzLoadState>
      </RecordSection>
      <RecordSection title={t('hifz:record.review')} testId="hifz-review">
        <HifzLoadState progress={hifz}>
          {(progress) => (
            <RevisionSchedule review={progress.review} now={now} surahName={surahName} />
          )}
        </HifzLoadState>
      </RecordSection>
      <RecordSection title={t('record.surahs')}>
        <SurahGrid statuses={statuses} surahs={surahs} onSet={onSetStatus} />
        <StatusLegend counts={statusCounts(statuses)} />
      </RecordSection>
      <RecordSection title={t('record.juz')} testId="juz">
        <HifzLoadState progress={hifz}>
          {(progress) => <JuzBars juz={progress.juz} />}
        </HifzLoadState>
      </RecordSection>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        <RecordSection title={t('record.mistakesOverTime')}>
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
        </RecordSection>
        <RecordSection title={t('record.mostMissed')}>
          {missed.length === 0 ? (
            <Typography color="text.secondary">{t('record.noMistakes')}</Typography>
          ) : (
            <List dense disablePadding data-testid="most-missed">
              {missed.map((entry) => (
                <ListItem key={`${entry.surah}:${entry.ayah}`} disableGutters>
                  <ListItemText
                    primary={ayahName(entry)}
                    secondary={t('record.mistakes', { count: entry.count })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </RecordSection>
        <RecordSection title={t('record.reviseNext')}>
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
                        : ayahName(item)
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </RecordSection>
      </Box>
      <RecordLessons record={record} ayahName={ayahName} lessonTools={lessonTools} />
      <RecordSection title={t('hifz:record.history')} testId="hifz-history">
        <HifzLoadState progress={hifz}>
          {(progress) => <HifzHistory entries={progress.entries} />}
        </HifzLoadState>
      </RecordSection>
    </Box>
  );
}
