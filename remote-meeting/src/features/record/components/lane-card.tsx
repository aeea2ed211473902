import { formatDate, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { portionLabel } from '../../../lib/hifz/portion-label';
import type { LaneSummary } from '../hifz-rules';
import { GradeTrend } from './grade-trend';

/** One lane: its latest portion, grade and date, and the trend against the entry before. */
export function LaneCard({ summary }: { summary: LaneSummary }) {
  const { t, i18n } = useTexts('hifz');
  const headingId = useId();
  const { lane, latest, trend } = summary;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="hifz-lane"
      data-lane={lane}
      sx={{ p: 1.5, display: 'grid', gap: 0.25, alignContent: 'start' }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(`lanes.${lane}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`laneMeanings.${lane}`)}
      </Typography>
      {latest ? (
        <>
          <Typography data-testid="lane-portion">
            <bdi>{portionLabel(latest.portion, t)}</bdi>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography data-testid="lane-grade" sx={{ fontWeight: 600 }}>
              {t(`grades.${latest.grade}`)}
            </Typography>
            {trend && <GradeTrend trend={trend} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {formatDate(latest.createdAt, i18n.language)}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">{t(`record.noEntry.${lane}`)}</Typography>
      )}
    </Paper>
  );
}
