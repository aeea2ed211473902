import { formatDate, type Homework, isolate, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { portionLabel } from '../../../lib/hifz/portion-label';

/** The homework set in this session, each "67:1-10 · Due 5 Mar · To record" with its note. */
export function LessonHomeworkList({ homework }: { homework: UseQueryResult<Homework[]> }) {
  const { t, i18n } = useTexts('hifz');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t('homework.list')}
      </Typography>
      {homework.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void homework.refetch()}>{t('homework.retry')}</Button>}
        >
          {t('homework.loadFailed')}
        </Alert>
      )}
      {homework.data?.length === 0 && (
        <Typography color="text.secondary">{t('homework.empty')}</Typography>
      )}
      {homework.data && homework.data.length > 0 && (
        <Box component="ul" data-testid="lesson-homework" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {homework.data.map((entry) => (
            <li key={entry.id} data-testid="lesson-homework-item" data-status={entry.status}>
              <bdi>
                {[
                  isolate(portionLabel(entry.portion, t)),
                  t('homework.due', { date: isolate(formatDate(entry.dueAt, i18n.language)) }),
                  t(`homework:status.${entry.status}`),
                ].join(' · ')}
              </bdi>
              {entry.note && (
                <Typography component="div" variant="body2" color="text.secondary" dir="auto">
                  {entry.note}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
