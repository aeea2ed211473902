import { AppButton, useTexts, type Weekday } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RowProblem } from '../lib/hours-problems';
import type { WeeklyRangeValues } from '../lib/hours-values';
import { WeeklyRangeRow } from './weekly-range-row';

/** A weekday's ranges, or "Not teaching", and Add hours. */
export function WeekdayHours({
  weekday,
  dayName,
  ranges,
  problems,
  canAdd,
  onAdd,
  onChange,
  onRemove,
}: {
  weekday: Weekday;
  dayName: string;
  ranges: readonly WeeklyRangeValues[];
  problems: Readonly<Record<string, RowProblem>>;
  canAdd: boolean;
  onAdd(): void;
  onChange(key: string, change: Partial<Pick<WeeklyRangeValues, 'start' | 'end'>>): void;
  onRemove(key: string): void;
}) {
  const { t } = useTexts('profile');
  const nameId = `weekday-${weekday}-name`;
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        // A phone puts the day above its hours; a wider screen beside them.
        gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' },
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={nameId} sx={{ fontWeight: 600, pt: { sm: 1 } }}>
        {dayName}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        {ranges.length === 0 && (
          <Typography color="text.secondary" sx={{ pt: { sm: 1 } }}>
            {t('teachingHours.weekly.notTeaching')}
          </Typography>
        )}
        {ranges.map((range) => (
          <Box key={range.key} sx={{ width: '100%' }}>
            <WeeklyRangeRow
              range={range}
              dayName={dayName}
              found={problems[range.key]}
              onChange={(change) => onChange(range.key, change)}
              onRemove={() => onRemove(range.key)}
            />
          </Box>
        ))}
        <AppButton
          variant="ghost"
          size="sm"
          startIcon={<AddIcon />}
          disabled={!canAdd}
          aria-label={t('teachingHours.weekly.addOn', { day: dayName })}
          onClick={onAdd}
        >
          {t('teachingHours.weekly.add')}
        </AppButton>
      </Stack>
    </Box>
  );
}
