import { ApiError, apiErrorText, type TFunction } from '@app/shared';
import { AVATAR_MAX_MB } from '../schemas/avatar-file-rules';
import { InvalidProfileResponseError } from './update-profile';

/**
 * The text of a failed save in the user's language: the picture and session failures in the
 * profile's own words, any other server answer translated by its code, else the generic text.
 */
export function saveErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return t('avatar.tooLarge', { max: AVATAR_MAX_MB });
    if (error.status === 415) return t('avatar.invalidType');
    if (error.status === 401) return t('messages.notSignedIn');
    return apiErrorText(error);
  }
  if (error instanceof InvalidProfileResponseError) return t('messages.invalidResponse');
  return t('messages.updateFailed');
}
