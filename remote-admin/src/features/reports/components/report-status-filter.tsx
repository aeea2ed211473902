import { REPORT_STATUSES, useTexts } from '@app/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReportFilter } from '../api/reports-keys';

const FILTERS: readonly ReportFilter[] = ['all', ...REPORT_STATUSES];

interface ReportStatusFilterProps {
  value: ReportFilter;
  onChange: (value: ReportFilter) => void;
}

/** All, open, in review, closed. */
export function ReportStatusFilter({ value, onChange }: ReportStatusFilterProps) {
  const { t } = useTexts('admin');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={t('reports.filters.label')}
      // Clicking the selected button would clear the choice: a filter is always chosen.
      onChange={(_event, next: ReportFilter | null) => next && onChange(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {FILTERS.map((filter) => (
        <ToggleButton key={filter} value={filter}>
          {filter === 'all' ? t('reports.filters.all') : t(`common:reportStatuses.${filter}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
