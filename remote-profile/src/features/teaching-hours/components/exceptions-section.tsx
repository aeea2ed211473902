import { AppButton, HOURS_EXCEPTIONS_MAX, useTexts } from '@app/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { newException, withoutRow, withRowChanged, withWholeDay } from '../lib/hours-edits';
import type { RowProblem } from '../lib/hours-problems';
import type { ExceptionValues } from '../lib/hours-values';
import { ExceptionRow } from './exception-row';
import { HoursSection } from './hours-section';

type ExceptionsEdit = (exceptions: ExceptionValues[]) => ExceptionValues[];

/** Days off and extra hours on single dates, with a button to add each. */
export function ExceptionsSection({
  exceptions,
  problems,
  onChange,
}: {
  exceptions: readonly ExceptionValues[];
  problems: Readonly<Record<string, RowProblem>>;
  onChange(edit: ExceptionsEdit): void;
}) {
  const { t } = useTexts('profile');
  const canAdd = exceptions.length < HOURS_EXCEPTIONS_MAX;
  return (
    <HoursSection
      id="teaching-hours-exceptions"
      title={t('teachingHours.exceptions.title')}
      hint={t('teachingHours.exceptions.hint')}
    >
      <Stack spacing={1.5}>
        {exceptions.length === 0 && (
          <Typography color="text.secondary">{t('teachingHours.exceptions.none')}</Typography>
        )}
        {exceptions.map((exception) => (
          <ExceptionRow
            key={exception.key}
            exception={exception}
            found={problems[exception.key]}
            onChange={(change) => onChange((rows) => withRowChanged(rows, exception.key, change))}
            onWholeDay={(wholeDay) =>
              onChange((rows) =>
                rows.map((row) => (row.key === exception.key ? withWholeDay(row, wholeDay) : row)),
              )
            }
            onRemove={() => onChange((rows) => withoutRow(rows, exception.key))}
          />
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <AppButton
            variant="secondary"
            size="sm"
            startIcon={<AddIcon />}
            disabled={!canAdd}
            onClick={() => onChange((rows) => [...rows, newException('off')])}
          >
            {t('teachingHours.exceptions.addOff')}
          </AppButton>
          <AppButton
            variant="secondary"
            size="sm"
            startIcon={<AddIcon />}
            disabled={!canAdd}
            onClick={() => onChange((rows) => [...rows, newException('extra')])}
          >
            {t('teachingHours.exceptions.addExtra')}
          </AppButton>
        </Box>
      </Stack>
    </HoursSection>
  );
}
