import { registerTranslations, type Translations } from '@app/shared/core';
import { ar } from './ar';
import { en } from './en';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

/** The notification centre's namespace in both languages. */
export const NOTIFICATIONS_TRANSLATIONS: Translations = { en, ar };

/**
 * Adds the namespace; called by the lazily loaded panel, so these texts travel with it and not
 * with the landing page.
 */
export function registerNotificationTranslations(): void {
  registerTranslations(NOTIFICATIONS_NAMESPACE, NOTIFICATIONS_TRANSLATIONS);
}
