import { useFormat, useTexts, type FreeSlot } from '@app/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDay } from '../day-format';
import type { DaySlots } from '../slots-by-day';

function DayColumn({
  day,
  selected,
  onToggle,
}: {
  day: DaySlots;
  selected: readonly string[];
  onToggle(startsAt: string): void;
}) {
  const { t, i18n } = useTexts('booking');
  const format = useFormat();
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId} data-testid={`booking-day-${day.day}`}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {formatDay(day.day, i18n.language)}
      </Typography>
      {day.slots.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noSlotsDay')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          {day.slots.map((slot: FreeSlot) => (
            <ToggleButton
              key={slot.startsAt}
              value={slot.startsAt}
              size="small"
              color="primary"
              selected={selected.includes(slot.startsAt)}
              onChange={() => onToggle(slot.startsAt)}
              sx={{ minWidth: 72, py: 0.5 }}
            >
              {format.time(slot.startsAt)}
            </ToggleButton>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The week's days, each with its free times as buttons that pick and unpick them. */
export function WeekSlots({
  days,
  selected,
  onToggle,
}: {
  days: readonly DaySlots[];
  selected: readonly string[];
  onToggle(startsAt: string): void;
}) {
  return (
    <Stack spacing={1.5}>
      {days.map((day) => (
        <DayColumn key={day.day} day={day} selected={selected} onToggle={onToggle} />
      ))}
    </Stack>
  );
}
