import { useTexts } from '@app/shared/core';
import type { RoomStatusFilter } from '@app/shared';
import { ChoiceFilter } from '../../../lib/choice-filter';

/** The order of the filter buttons. */
const FILTERS = [
  'all',
  'active',
  'ended',
  'scheduled',
] as const satisfies readonly RoomStatusFilter[];

interface RoomFiltersProps {
  value: RoomStatusFilter;
  onChange: (value: RoomStatusFilter) => void;
}

/** All, active, ended, scheduled. */
export function RoomFilters({ value, onChange }: RoomFiltersProps) {
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
