import { useTexts } from '@app/shared/core';
import type { RoomOriginFilter, RoomStatusFilter } from '@app/shared';
import { ChoiceFilter } from '../../../lib/choice-filter';

/** The order of the filter buttons. */
const FILTERS = [
  'all',
  'active',
  'ended',
  'scheduled',
] as const satisfies readonly RoomStatusFilter[];

const ORIGIN_FILTERS = [
  'all',
  'booked',
  'on_demand',
] as const satisfies readonly RoomOriginFilter[];

interface FilterProps<T> {
  value: T;
  onChange: (value: T) => void;
}

/** All, active, ended, scheduled. */
export function RoomFilters({ value, onChange }: FilterProps<RoomStatusFilter>) {
  const { t } = useTexts('admin');
  return (
    <ChoiceFilter
      label={t('rooms.filters.label')}
      value={value}
      onChange={onChange}
      choices={FILTERS.map((filter) => ({ value: filter, label: t(`rooms.filters.${filter}`) }))}
    />
  );
}

/** All, booked lessons, on-demand calls. */
export function RoomOriginFilters({ value, onChange }: FilterProps<RoomOriginFilter>) {
  const { t } = useTexts('admin');
  return (
    <ChoiceFilter
      label={t('rooms.originFilters.label')}
      value={value}
      onChange={onChange}
      choices={ORIGIN_FILTERS.map((filter) => ({
        value: filter,
        label: t(`rooms.originFilters.${filter}`),
      }))}
    />
  );
}
