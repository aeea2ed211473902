import { ApiError } from '@app/shared';
import type { TFunction } from 'i18next';
import { AVATAR_MAX_MB } from '../schemas/avatar-file-rules';
import { InvalidProfileResponseError } from './update-profile';

/**
 * The text of a failed save (SPEC section 8): the picture and session failures in the user's
 * language, otherwise the server's own message, its validation messages, or the generic text.
 */
export function saveErrorMessage(t: TFunction<'profile'>, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return t('avatar.tooLarge', { max: AVATAR_MAX_MB });
    if (error.status === 415) return t('avatar.invalidType');
    if (error.status === 401) return t('messages.notSignedIn');
  }
  if (error instanceof InvalidProfileResponseError) return t('messages.invalidResponse');
  if (error instanceof Error && error.message) return error.message;
  if (error instanceof ApiError && error.zodMessage?.length) return error.zodMessage.join(', ');
  if (typeof error === 'string' && error) return error;
  return t('messages.updateFailed');
}
