import { type HifzProgress, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { juzPercent } from '../hifz-rules';

/** The 30 juz, each filled by the share of its ayat memorised, with the ayat counted. */
export function JuzBars({ juz }: { juz: HifzProgress['juz'] }) {
  const { t } = useTexts('classroom');
  return (
    <Box
      data-testid="juz-bars"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 1,
      }}
    >
      {juz.map((share) => {
        const percent = juzPercent(share);
        const label = t('record.juzLabel', { juz: share.juz, percent });
        return (
          <Box key={share.juz} data-juz={share.juz}>
            <Typography variant="caption">{label}</Typography>
            <LinearProgress variant="determinate" value={percent} aria-label={label} />
            <Typography variant="caption" color="text.secondary">
              {t('record.juzAyat', { count: share.total, memorised: share.memorised })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
