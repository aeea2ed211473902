import { registerTranslations, type Translations } from '@app/shared';
import { bookingAr } from './booking-ar';
import { bookingEn } from './booking-en';

export const BOOKING_NAMESPACE = 'booking';

export const BOOKING_TRANSLATIONS: Translations = { en: bookingEn, ar: bookingAr };

/** Adds the booking namespace where a lesson is booked: the Sheikh's page, once it loads it. */
export function registerBookingTranslations(): void {
  registerTranslations(BOOKING_NAMESPACE, BOOKING_TRANSLATIONS);
}
