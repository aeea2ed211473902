import { HOLIDAY_NAME_MAX, useTexts } from '@app/shared';
import TextField from '@mui/material/TextField';
import type { RowProblem } from '../lib/hours-problems';
import type { HolidayValues } from '../lib/hours-values';
import { marks } from '../lib/shown-problems';
import { DateField } from './date-field';
import { RemoveRowButton } from './remove-row-button';
import { RowCard, RowFields } from './row-card';
import { problemIdOf, RowProblemText } from './row-problem';

/** One holiday: its first and last day, and a name the Sheikh may give it. */
export function HolidayRow({
  holiday,
  found,
  onChange,
  onRemove,
}: {
  holiday: HolidayValues;
  found: RowProblem | undefined;
  onChange(change: Partial<Omit<HolidayValues, 'key'>>): void;
  onRemove(): void;
}) {
  const { t } = useTexts('profile');
  const { key } = holiday;
  const problemId = problemIdOf(key);
  const nameInvalid = marks(found, 'name');
  return (
    <RowCard
      id={`${key}-kind`}
      title={t('teachingHours.holidays.holiday')}
      remove={<RemoveRowButton label={t('teachingHours.holidays.remove')} onClick={onRemove} />}
    >
      <RowFields>
        <DateField
          id={`${key}-from`}
          label={t('teachingHours.holidays.from')}
          value={holiday.from}
          invalid={marks(found, 'from')}
          describedBy={problemId}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          id={`${key}-to`}
          label={t('teachingHours.holidays.until')}
          value={holiday.to}
          invalid={marks(found, 'to')}
          describedBy={problemId}
          onChange={(to) => onChange({ to })}
        />
        <TextField
          id={`${key}-name`}
          size="small"
          label={t('teachingHours.holidays.name')}
          value={holiday.name}
          error={nameInvalid}
          onChange={(event) => onChange({ name: event.target.value })}
          sx={{ flex: '1 1 100%' }}
          slotProps={{
            htmlInput: {
              dir: 'auto',
              maxLength: HOLIDAY_NAME_MAX,
              'aria-describedby': nameInvalid ? problemId : undefined,
            },
          }}
        />
      </RowFields>
      <RowProblemText rowKey={key} found={found} />
    </RowCard>
  );
}
