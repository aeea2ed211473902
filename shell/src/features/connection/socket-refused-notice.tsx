import { socketHolder, socketRefusalAtom, useTexts } from '@app/shared/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useAtomValue } from 'jotai';

/**
 * Says why the page has no live connection when the server refused it (calls and live lists
 * need it), and tries again on request: socket.io never retries a refused handshake itself.
 */
const connectAgain = () => socketHolder.current?.connect();

export function SocketRefusedNotice({ onRetry = connectAgain }: { onRetry?: () => void }) {
  const refusal = useAtomValue(socketRefusalAtom);
  const { t } = useTexts('shell');
  const common = useTexts('common').t;
  return (
    <Snackbar open={refusal !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('connection.retry')}
          </Button>
        }
      >
        {refusal && common(`apiErrors.${refusal}`)}
      </Alert>
    </Snackbar>
  );
}
