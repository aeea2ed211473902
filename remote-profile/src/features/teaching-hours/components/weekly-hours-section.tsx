import { useTexts, WEEKDAYS, WEEKLY_RANGES_MAX } from '@app/shared';
import { withRangeAdded, withoutRow, withRowChanged } from '../lib/hours-edits';
import type { RowProblem } from '../lib/hours-problems';
import type { WeeklyRangeValues } from '../lib/hours-values';
import { weekdayName } from '../lib/weekday-names';
import { HoursSection } from './hours-section';
import { WeekdayHours } from './weekday-hours';

type WeeklyEdit = (weekly: WeeklyRangeValues[]) => WeeklyRangeValues[];

/** Monday to Sunday, each with its ranges; named in the page's language. */
export function WeeklyHoursSection({
  weekly,
  problems,
  onChange,
}: {
  weekly: readonly WeeklyRangeValues[];
  problems: Readonly<Record<string, RowProblem>>;
  onChange(edit: WeeklyEdit): void;
}) {
  const { t, i18n } = useTexts('profile');
  const canAdd = weekly.length < WEEKLY_RANGES_MAX;
  return (
    <HoursSection
      id="teaching-hours-weekly"
      title={t('teachingHours.weekly.title')}
      hint={t('teachingHours.weekly.hint')}
    >
      {WEEKDAYS.map((weekday) => (
        <WeekdayHours
          key={weekday}
          weekday={weekday}
          dayName={weekdayName(weekday, i18n.language)}
          ranges={weekly.filter((range) => range.weekday === weekday)}
          problems={problems}
          canAdd={canAdd}
          onAdd={() => onChange((rows) => withRangeAdded(rows, weekday))}
          onChange={(key, change) => onChange((rows) => withRowChanged(rows, key, change))}
          onRemove={(key) => onChange((rows) => withoutRow(rows, key))}
        />
      ))}
    </HoursSection>
  );
}
