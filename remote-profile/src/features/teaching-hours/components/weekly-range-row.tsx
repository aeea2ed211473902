import { useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import type { RowProblem } from '../lib/hours-problems';
import type { WeeklyRangeValues } from '../lib/hours-values';
import { marks } from '../lib/shown-problems';
import { ClockField } from './clock-field';
import { ClockRangeFields } from './clock-range-fields';
import { RemoveRowButton } from './remove-row-button';
import { problemIdOf, RowProblemText } from './row-problem';

/** One range of a weekday's hours: from, until, remove, and what is wrong with it. */
export function WeeklyRangeRow({
  range,
  dayName,
  found,
  onChange,
  onRemove,
}: {
  range: WeeklyRangeValues;
  dayName: string;
  found: RowProblem | undefined;
  onChange(change: Partial<Pick<WeeklyRangeValues, 'start' | 'end'>>): void;
  onRemove(): void;
}) {
  const { t } = useTexts('profile');
  const problemId = problemIdOf(range.key);
  return (
    <div>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <ClockRangeFields>
          <ClockField
            id={`${range.key}-start`}
            label={t('teachingHours.weekly.from')}
            name={t('teachingHours.weekly.dayFrom', { day: dayName })}
            value={range.start}
            invalid={marks(found, 'start')}
            describedBy={problemId}
            onChange={(start) => onChange({ start })}
          />
          <ClockField
            id={`${range.key}-end`}
            label={t('teachingHours.weekly.until')}
            name={t('teachingHours.weekly.dayUntil', { day: dayName })}
            value={range.end}
            invalid={marks(found, 'end')}
            describedBy={problemId}
            onChange={(end) => onChange({ end })}
          />
        </ClockRangeFields>
        <RemoveRowButton
          label={t('teachingHours.weekly.remove', { day: dayName })}
          onClick={onRemove}
        />
      </Box>
      <RowProblemText rowKey={range.key} found={found} />
    </div>
  );
}
