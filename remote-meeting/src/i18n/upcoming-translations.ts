import { registerTranslations, type Translations } from '@app/shared';
import { upcomingAr } from './upcoming-ar';
import { upcomingEn } from './upcoming-en';

export const UPCOMING_NAMESPACE = 'upcoming';

export const UPCOMING_TRANSLATIONS: Translations = { en: upcomingEn, ar: upcomingAr };

/** Adds the upcoming lessons' namespace, with their section's code (loaded after /main). */
export function registerUpcomingTranslations(): void {
  registerTranslations(UPCOMING_NAMESPACE, UPCOMING_TRANSLATIONS);
}
