import { AppButton, HOLIDAYS_MAX, useTexts } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newHoliday, withoutRow, withRowChanged } from '../lib/hours-edits';
import type { RowProblem } from '../lib/hours-problems';
import type { HolidayValues } from '../lib/hours-values';
import { HoursSection } from './hours-section';
import { HolidayRow } from './holiday-row';

type HolidaysEdit = (holidays: HolidayValues[]) => HolidayValues[];

/** Runs of whole days off, and Add a holiday. */
export function HolidaysSection({
  holidays,
  problems,
  onChange,
}: {
  holidays: readonly HolidayValues[];
  problems: Readonly<Record<string, RowProblem>>;
  onChange(edit: HolidaysEdit): void;
}) {
  const { t } = useTexts('profile');
  return (
    <HoursSection
      id="teaching-hours-holidays"
      title={t('teachingHours.holidays.title')}
      hint={t('teachingHours.holidays.hint')}
    >
      <Stack spacing={1.5}>
        {holidays.length === 0 && (
          <Typography color="text.secondary">{t('teachingHours.holidays.none')}</Typography>
        )}
        {holidays.map((holiday) => (
          <HolidayRow
            key={holiday.key}
            holiday={holiday}
            found={problems[holiday.key]}
            onChange={(change) => onChange((rows) => withRowChanged(rows, holiday.key, change))}
            onRemove={() => onChange((rows) => withoutRow(rows, holiday.key))}
          />
        ))}
        <Box>
          <AppButton
            variant="secondary"
            size="sm"
            startIcon={<AddIcon />}
            disabled={holidays.length >= HOLIDAYS_MAX}
            onClick={() => onChange((rows) => [...rows, newHoliday()])}
          >
            {t('teachingHours.holidays.add')}
          </AppButton>
        </Box>
      </Stack>
    </HoursSection>
  );
}
