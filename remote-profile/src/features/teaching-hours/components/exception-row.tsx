import { useTexts } from '@app/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { RowProblem } from '../lib/hours-problems';
import type { ExceptionValues } from '../lib/hours-values';
import { marks } from '../lib/shown-problems';
import { ClockField } from './clock-field';
import { ClockRangeFields } from './clock-range-fields';
import { DateField } from './date-field';
import { RemoveRowButton } from './remove-row-button';
import { RowCard, RowFields } from './row-card';
import { problemIdOf, RowProblemText } from './row-problem';

/** One date's change: its date, for a day off whether it is the whole day, and its hours. */
export function ExceptionRow({
  exception,
  found,
  onChange,
  onWholeDay,
  onRemove,
}: {
  exception: ExceptionValues;
  found: RowProblem | undefined;
  onChange(change: Partial<Pick<ExceptionValues, 'day' | 'start' | 'end'>>): void;
  onWholeDay(wholeDay: boolean): void;
  onRemove(): void;
}) {
  const { t } = useTexts('profile');
  const { key, kind } = exception;
  const problemId = problemIdOf(key);
  const withHours = kind === 'extra' || !exception.wholeDay;
  return (
    <RowCard
      id={`${key}-kind`}
      title={t(`teachingHours.exceptions.${kind}`)}
      remove={
        <RemoveRowButton
          label={t(
            kind === 'off'
              ? 'teachingHours.exceptions.removeOff'
              : 'teachingHours.exceptions.removeExtra',
          )}
          onClick={onRemove}
        />
      }
    >
      <RowFields>
        <DateField
          id={`${key}-day`}
          label={t('teachingHours.exceptions.date')}
          value={exception.day}
          invalid={marks(found, 'day')}
          describedBy={problemId}
          onChange={(day) => onChange({ day })}
        />
        {kind === 'off' && (
          <FormControlLabel
            label={t('teachingHours.exceptions.wholeDay')}
            control={
              <Checkbox
                checked={exception.wholeDay}
                onChange={(event) => onWholeDay(event.target.checked)}
              />
            }
          />
        )}
        {withHours && (
          <ClockRangeFields>
            <ClockField
              id={`${key}-start`}
              label={t('teachingHours.exceptions.from')}
              value={exception.start}
              invalid={marks(found, 'start')}
              describedBy={problemId}
              onChange={(start) => onChange({ start })}
            />
            <ClockField
              id={`${key}-end`}
              label={t('teachingHours.exceptions.until')}
              value={exception.end}
              invalid={marks(found, 'end')}
              describedBy={problemId}
              onChange={(end) => onChange({ end })}
            />
          </ClockRangeFields>
        )}
      </RowFields>
      <RowProblemText rowKey={key} found={found} />
    </RowCard>
  );
}
