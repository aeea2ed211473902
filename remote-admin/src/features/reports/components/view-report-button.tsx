import { useTexts, type Report } from '@app/shared';
import IconButton from '@mui/material/IconButton';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';

/** Opens the report's details; its name says whom the report is about. */
export function ViewReportButton({
  report,
  onView,
}: {
  report: Report;
  onView: (report: Report) => void;
}) {
  const { t } = useTexts('admin');
  return (
    <IconButton
      aria-label={t('reports.view', { name: report.reported.name })}
      onClick={() => onView(report)}
    >
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}
