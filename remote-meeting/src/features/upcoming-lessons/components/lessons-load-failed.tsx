import { apiErrorText, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Why the lessons are missing, and how to ask again. */
export interface LoadFailure {
  error: unknown;
  retry: () => unknown;
}

export function LessonsLoadFailed({ failure }: { failure: LoadFailure }) {
  const { t } = useTexts('upcoming');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void failure.retry()}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')} {apiErrorText(failure.error)}
    </Alert>
  );
}
