import Alert from '@mui/material/Alert';
import { AppButton, useTexts } from '@app/shared';

/** A failed load with the product's Retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTexts('common');
  return (
    <Alert
      severity="error"
      action={
        <AppButton variant="ghost" size="sm" onClick={onRetry}>
          {t('actions.retry')}
        </AppButton>
      }
    >
      {message}
    </Alert>
  );
}
