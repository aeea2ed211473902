import TextField from '@mui/material/TextField';
import { HOURS_MINUTE_STEP } from '@app/shared';
import { inputClock } from '../lib/clock';

const STEP_SECONDS = HOURS_MINUTE_STEP * 60;

/**
 * A time of day on the server's five-minute step. Its digits run left to right in both
 * languages (the app writes times with Latin digits), so Arabic never reads 09:30 as 30:09.
 * It never gets narrower than its time: a pair wraps onto two lines instead of cutting it off.
 */
export function ClockField({
  id,
  label,
  name,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  /** The short label shown ("From"). */
  label: string;
  /** The full name read out, when the label alone is not enough ("Monday from"). */
  name?: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <TextField
      id={id}
      type="time"
      size="small"
      label={label}
      value={value}
      error={invalid}
      onChange={(event) => onChange(inputClock(event.target.value))}
      sx={{
        flex: '1 1 0',
        minWidth: 'min-content',
        // A phone opens its own picker on a tap: the button would only take the time's room.
        '& input::-webkit-calendar-picker-indicator': { display: { xs: 'none', sm: 'block' } },
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          step: STEP_SECONDS,
          dir: 'ltr',
          'aria-label': name,
          'aria-describedby': invalid ? describedBy : undefined,
        },
      }}
    />
  );
}
