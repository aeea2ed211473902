import { useTexts } from '@app/shared/core';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** Every account, or only the applications waiting for review. */
export type UsersFilter = 'all' | 'pending';

interface StatusFilterProps {
  value: UsersFilter;
  pendingCount: number;
  onChange: (value: UsersFilter) => void;
}

/** All accounts or the pending applications, with how many wait. */
export function StatusFilter({ value, pendingCount, onChange }: StatusFilterProps) {
  const { t } = useTexts('admin');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('users.filters.label')}
      onChange={(_event, next: UsersFilter | null) => next && onChange(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="all">{t('users.filters.all')}</ToggleButton>
      <ToggleButton value="pending">
        {t('users.filters.pending', { count: pendingCount })}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
