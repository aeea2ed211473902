import { apiErrorText, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PendingUpload } from '../upload-queue';

interface Props {
  upload: PendingUpload;
  onRetry(): void;
  onDrop(): void;
}

const ACTION = { minHeight: 44 } as const;

/**
 * A recording on its way: being sent; not sent yet (kept on this device, with Retry); or
 * refused by the server, with its reason.
 */
export function PendingUploadNotice({ upload, onRetry, onDrop }: Props) {
  const { t } = useTexts('homework');
  const common = {
    'data-testid': 'homework-upload',
    'data-phase': upload.phase,
    'data-submission-id': upload.recording.submissionId,
  };
  if (upload.phase === 'sending') {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden="true" />} {...common}>
        {t('student.upload.sending')}
      </Alert>
    );
  }
  const failed = upload.phase === 'failed';
  return (
    <Alert severity={failed ? 'warning' : 'error'} {...common}>
      <Typography variant="body2">
        {failed
          ? t('student.upload.notSent')
          : t('student.upload.refused', { reason: apiErrorText(upload.error) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {failed && (
          <Button variant="contained" size="small" sx={ACTION} onClick={onRetry}>
            {t('student.upload.retry')}
          </Button>
        )}
        <Button size="small" sx={ACTION} onClick={onDrop}>
          {failed ? t('student.upload.discard') : t('student.upload.dismiss')}
        </Button>
      </Box>
    </Alert>
  );
}
