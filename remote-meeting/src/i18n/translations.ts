import { registerTranslations, type Translations } from '@app/shared';
import { ar } from './ar';
import { en } from './en';

export const MEETING_NAMESPACE = 'meeting';

export const MEETING_TRANSLATIONS: Translations = { en, ar };

/** Adds this remote's namespace to the page's i18n; safe to call from every exposed module. */
export function registerMeetingTranslations(): void {
  registerTranslations(MEETING_NAMESPACE, MEETING_TRANSLATIONS);
}
