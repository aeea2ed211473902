import { ApiError, apiErrorText, type TFunction } from '@app/shared';

/**
 * The text of a refused or failed save in the reader's language: a lost session in the
 * profile's words, any other answer of the server by its code, else this card's own text.
 */
export function hoursSaveErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('teachingHours.saveFailed');
  if (error.status === 401) return t('messages.notSignedIn');
  return apiErrorText(error);
}
