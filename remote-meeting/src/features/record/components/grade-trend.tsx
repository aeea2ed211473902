import { useTexts } from '@app/shared';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Trend } from '../hifz-rules';

// The trend is the arrow's direction, named for screen readers; its colour only repeats it.
const TREND_ICONS: Record<Trend, typeof SvgIcon> = {
  better: TrendingUpIcon,
  same: TrendingFlatIcon,
  worse: TrendingDownIcon,
};

const TREND_COLOURS: Record<Trend, string> = {
  better: 'success.main',
  same: 'text.secondary',
  worse: 'warning.dark',
};

/** A lane's latest grade against the one before: an arrow with its meaning as its name. */
export function GradeTrend({ trend }: { trend: Trend }) {
  const { t } = useTexts('hifz');
  const Icon = TREND_ICONS[trend];
  const label = t(`record.trend.${trend}`);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-trend={trend}
      sx={{ display: 'inline-flex', color: TREND_COLOURS[trend], verticalAlign: 'middle' }}
    >
      <Icon aria-hidden="true" fontSize="small" />
    </Box>
  );
}
