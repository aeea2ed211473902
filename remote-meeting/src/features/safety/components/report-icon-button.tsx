import { useTexts } from '@app/shared';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';

/**
 * Report during a lesson: an icon in the lesson's header, so the phone's controls bar keeps its
 * room. Its dialog is the caller's, so that it outlives the lesson if the other side hangs up.
 */
export function ReportIconButton({ name, onClick }: { name: string; onClick(): void }) {
  const { t } = useTexts('safety');
  const label = t('report.openLabel', { name });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} size="small" sx={{ color: 'common.white' }}>
        <FlagOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
