import { type ReviewPage, type TFunction, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { pageInfo } from '../../../lib/quran/page-layout';
import { duePages, pageRuns, type PageRun } from '../hifz-rules';

interface DueListProps {
  title: string;
  empty: string;
  pages: readonly ReviewPage[];
  testId: string;
  surahName(surah: number): string;
}

/** "Pages 582-604 · An-Naba' - An-Nas": a run with the surahs it opens and closes with. */
function runLabel(run: PageRun, t: TFunction, surahName: (surah: number) => string): string {
  const firstSurah = pageInfo(run.first).first.surah;
  const lastSurah = pageInfo(run.last).last.surah;
  const pages =
    run.first === run.last
      ? t('portion.page', { page: run.first })
      : t('portion.pages', { range: `${run.first}-${run.last}` });
  const surahs =
    firstSurah === lastSurah
      ? surahName(firstSurah)
      : `${surahName(firstSurah)} - ${surahName(lastSurah)}`;
  return `${pages} · ${surahs}`;
}

/**
 * One part of the schedule: how many pages, then the pages in runs of the same last grade, each
 * with its surahs.
 */
function DueList({ title, empty, pages, testId, surahName }: DueListProps) {
  const { t } = useTexts('hifz');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {pages.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          <Typography data-testid="due-count">
            {t('record.pagesDue', { count: pages.length })}
          </Typography>
          <List dense disablePadding>
            {pageRuns(pages).map((run) => (
              <ListItem
                key={run.first}
                disableGutters
                data-first-page={run.first}
                data-last-page={run.last}
              >
                <ListItemText
                  primary={runLabel(run, t, surahName)}
                  secondary={run.grade ? t(`grades.${run.grade}`) : t('record.notGraded')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}

interface Props {
  review: readonly ReviewPage[];
  now: number;
  surahName(surah: number): string;
}

/**
 * The memorised pages due for revision by the reader's clock: today's (the overdue with them),
 * then the week's. Each page is named with the surah it opens with.
 */
export function RevisionSchedule({ review, now, surahName }: Props) {
  const { t } = useTexts('hifz');
  const { today, thisWeek } = duePages(review, now);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
      <DueList
        title={t('record.dueToday')}
        empty={t('record.nothingToday')}
        pages={today}
        testId="due-today"
        surahName={surahName}
      />
      <DueList
        title={t('record.dueThisWeek')}
        empty={t('record.nothingThisWeek')}
        pages={thisWeek}
        testId="due-this-week"
        surahName={surahName}
      />
    </Box>
  );
}
