import { REPORT_STATUSES, useTexts } from '@app/shared';
import { ChoiceFilter } from '../../../lib/choice-filter';
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
    <ChoiceFilter
      label={t('reports.filters.label')}
      value={value}
      onChange={onChange}
      choices={FILTERS.map((filter) => ({
        value: filter,
        label: filter === 'all' ? t('reports.filters.all') : t(`common:reportStatuses.${filter}`),
      }))}
    />
  );
}
