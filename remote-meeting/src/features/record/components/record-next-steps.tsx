import { formatDate, type AyahRef, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { NextSteps } from '../record-rules';
import { RecordSection } from './record-section';

interface Props {
  steps: NextSteps;
  surahName(surah: number): string;
  ayahName(ref: AyahRef): string;
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * What the record opens with, so a phone shows it first: the homework set last, what to
 * revise now, and the last lesson.
 */
export function RecordNextSteps({ steps, surahName, ayahName }: Props) {
  const { t, i18n } = useTexts('classroom');
  const { homework, revise, lastLesson } = steps;
  const lessonLine = (lesson: { date: string; teacherName: string }) =>
    t('record.lessonWith', {
      date: formatDate(lesson.date, i18n.language),
      name: lesson.teacherName,
    });
  const empty = !homework && revise.length === 0 && !lastLesson;
  return (
    <RecordSection title={t('record.nextSteps')} testId="next-steps">
      {empty ? (
        <Typography color="text.secondary">{t('record.nothingNext')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          {homework && (
            <Step title={t('record.homeworkDue')}>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }} data-testid="next-homework">
                {homework.homework}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {lessonLine(homework)}
              </Typography>
            </Step>
          )}
          {revise.length > 0 && (
            <Step title={t('record.toRevise')}>
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }} data-testid="next-revise">
                {revise.map((item) => (
                  <li
                    key={item.kind === 'surah' ? `s${item.surah}` : `a${item.surah}:${item.ayah}`}
                  >
                    {item.kind === 'surah'
                      ? t('record.reviseSurah', { surah: surahName(item.surah) })
                      : `${ayahName(item)} · ${t('record.mistakes', { count: item.count })}`}
                  </li>
                ))}
              </Box>
            </Step>
          )}
          {lastLesson && (
            <Step title={t('record.lastLesson')}>
              <Typography>
                {lessonLine(lastLesson)} · {t('record.mistakes', { count: lastLesson.markCount })}
              </Typography>
              {lastLesson.summary && (
                <Typography dir="auto" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {lastLesson.summary}
                </Typography>
              )}
            </Step>
          )}
        </Box>
      )}
    </RecordSection>
  );
}
