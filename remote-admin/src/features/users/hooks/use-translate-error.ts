import { useCallback } from 'react';
import { ApiError, apiErrorText, isApiErrorCode, PASSWORD_MIN, useTexts } from '@app/shared';
import { useSnackbar } from 'notistack';

/**
 * Turns a form error into text: keys of the `admin` namespace are translated; a server error
 * placed on a field is already text in the reader's language.
 */
export function useTranslateError(): (error: string | undefined) => string | undefined {
  const { t } = useTexts('admin');
  return useCallback(
    (error) => {
      if (!error) return undefined;
      // `count` picks the plural form of the one counted form error (the password's length).
      return t(error, { count: PASSWORD_MIN, defaultValue: error });
    },
    [t],
  );
}

/**
 * Shows a failed call in an error toast: the translation of the server's code when it is one
 * this client knows, else `fallback`.
 */
export function useErrorToast(): (error: unknown, fallback: string) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error, fallback) =>
      enqueueSnackbar(
        error instanceof ApiError && isApiErrorCode(error.code) ? apiErrorText(error) : fallback,
        { variant: 'error' },
      ),
    [enqueueSnackbar],
  );
}
