import { useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { useState } from 'react';
import type { ReportTarget } from '../report-target';
import { LazyReportDialog } from './lazy-report-dialog';

/** "Report" on a past lesson, naming whom in its accessible name, and the dialog it opens. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useTexts('safety');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        aria-label={t('report.openLabel', { name: target.reported.name })}
        onClick={() => setOpen(true)}
      >
        {t('report.open')}
      </Button>
      {open && <LazyReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}
