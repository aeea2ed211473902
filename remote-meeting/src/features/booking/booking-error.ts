import { ApiError, apiErrorText, isApiErrorCode, type TFunction } from '@app/shared';

/**
 * A refused booking call in the reader's language, chosen by its code. Refusals about the
 * Sheikh (a guardian's settings, a block) agree with the Sheikh's gender in Arabic, so the
 * code's text is looked up with the gender's context; field errors and unknown codes take the
 * shared wording.
 */
export function bookingErrorText(
  error: unknown,
  common: TFunction,
  context: string | undefined,
): string {
  if (error instanceof ApiError && error.errors.length === 0 && isApiErrorCode(error.code)) {
    return common(`apiErrors.${error.code}`, { context });
  }
  return apiErrorText(error, common);
}

/** Whether the Sheikh has opened no hours: said calmly, not as a failure. */
export const isNotBookable = (error: unknown) =>
  error instanceof ApiError && error.code === 'booking.not_bookable';

/** Whether someone else took a picked time: the slots are reloaded with the refusal. */
export const isSlotTaken = (error: unknown) =>
  error instanceof ApiError && error.code === 'booking.slot_taken';

/** Whether the minute to confirm passed before Confirm. */
export const isHoldExpired = (error: unknown) =>
  error instanceof ApiError && error.code === 'booking.hold_expired';
