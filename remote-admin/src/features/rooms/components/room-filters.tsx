import { useTexts } from '@app/shared/core';
import type { RoomStatusFilter } from '@app/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

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
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('rooms.filters.label')}
      // Clicking the selected button would clear the choice: a filter is always chosen.
      onChange={(_event, next: RoomStatusFilter | null) => next && onChange(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter}>
          {t(`rooms.filters.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
