import { useTexts } from '@app/shared/core';
import { ChoiceFilter } from '../../../lib/choice-filter';

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
    <ChoiceFilter
      label={t('users.filters.label')}
      value={value}
      onChange={onChange}
      choices={[
        { value: 'all', label: t('users.filters.all') },
        { value: 'pending', label: t('users.filters.pending', { count: pendingCount }) },
      ]}
    />
  );
}
