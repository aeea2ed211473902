import { type HifzProgress, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { laneSummaries, manzilMissing } from '../hifz-rules';
import { LaneCard } from './lane-card';

/**
 * The three lanes side by side (stacked on a phone), and a warning when the old revision has
 * been left for a week.
 */
export function HifzLanes({ progress, now }: { progress: HifzProgress; now: number }) {
  const { t } = useTexts('hifz');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {manzilMissing(progress, now) && (
        <Alert severity="warning" data-testid="no-manzil">
          {t('record.noManzil')}
        </Alert>
      )}
      <Box
        role="group"
        aria-label={t('record.lanes')}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}
      >
        {laneSummaries(progress.entries).map((summary) => (
          <LaneCard key={summary.lane} summary={summary} />
        ))}
      </Box>
    </Box>
  );
}
