import { useCallback } from 'react';
import { ApiError, PASSWORD_MIN } from '@app/shared';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../lib/server-messages';

/**
 * Turns a form error or a server message into text: keys of the `admin` namespace are
 * translated, known server messages too, anything else is shown as written.
 */
export function useTranslateError(): (error: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const key = messageKey(error);
      // `count` picks the plural form of the one counted form error (the password's length).
      return t(key, { count: PASSWORD_MIN, defaultValue: key });
    },
    [t],
  );
}

/** Shows a failed call in an error toast: the server's reason when it gave one, else `fallback`. */
export function useErrorToast(): (error: unknown, fallback: string) => void {
  const translateError = useTranslateError();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error, fallback) =>
      enqueueSnackbar((error instanceof ApiError && translateError(error.message)) || fallback, {
        variant: 'error',
      }),
    [translateError, enqueueSnackbar],
  );
}
