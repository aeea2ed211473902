import { SERIES_WEEKS_MAX, useTexts } from '@app/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const WEEK_COUNTS = Array.from({ length: SERIES_WEEKS_MAX }, (_, index) => index + 1);

/** How many weeks the picked times repeat: this week only, up to twelve. */
export function RepeatWeeks({ value, onChange }: { value: number; onChange(weeks: number): void }) {
  const { t } = useTexts('booking');
  return (
    <TextField
      select
      size="small"
      label={t('repeat')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 200, maxWidth: '100%' }}
    >
      {WEEK_COUNTS.map((count) => (
        <MenuItem key={count} value={String(count)}>
          {count === 1 ? t('thisWeekOnly') : t('weeks', { count })}
        </MenuItem>
      ))}
    </TextField>
  );
}
