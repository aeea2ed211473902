import { type LocalDay, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDaySpan } from '../day-format';
import { canGoBack, canGoForward } from '../week-window';

/** The shown week's dates between Previous and Next, from this week to the booking horizon. */
export function WeekNav({
  week,
  days,
  onWeek,
}: {
  week: number;
  days: readonly LocalDay[];
  onWeek(week: number): void;
}) {
  const { t, i18n } = useTexts('booking');
  const first = days[0];
  const last = days.at(-1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" disabled={!canGoBack(week)} onClick={() => onWeek(week - 1)}>
        {t('previousWeek')}
      </Button>
      <Typography
        component="p"
        variant="subtitle2"
        aria-live="polite"
        data-testid="booking-week"
        sx={{ flex: '1 1 auto', textAlign: 'center' }}
      >
        {first && last ? formatDaySpan(first, last, i18n.language) : null}
      </Typography>
      <Button size="small" disabled={!canGoForward(week)} onClick={() => onWeek(week + 1)}>
        {t('nextWeek')}
      </Button>
    </Box>
  );
}
