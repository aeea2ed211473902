import { type HifzEntry, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { entryLabel } from '../../../lib/hifz/entry-label';

/** The lanes recorded in this session, each "Sabaq · 67:1-10 · Good" with its note. */
export function LessonHifzList({ entries }: { entries: UseQueryResult<HifzEntry[]> }) {
  const { t } = useTexts('hifz');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {t('lesson.title')}
      </Typography>
      {entries.isError && (
        <Alert
          severity="error"
          action={<Button onClick={() => void entries.refetch()}>{t('lesson.retry')}</Button>}
        >
          {t('lesson.loadFailed')}
        </Alert>
      )}
      {entries.data?.length === 0 && (
        <Typography color="text.secondary">{t('lesson.empty')}</Typography>
      )}
      {entries.data && entries.data.length > 0 && (
        <Box component="ul" data-testid="lesson-hifz" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {entries.data.map((entry) => (
            <li key={entry.id} data-testid="hifz-entry" data-lane={entry.lane}>
              <bdi>{entryLabel(entry, t)}</bdi>
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
