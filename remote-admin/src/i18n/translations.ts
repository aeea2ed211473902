import { registerTranslations, type Translations } from '@app/shared';
import { ar } from './ar';
import { en } from './en';

export const ADMIN_NAMESPACE = 'admin';

export const ADMIN_TRANSLATIONS: Translations = { en, ar };

/** Adds this remote's namespace to the page's i18n; safe to call from every exposed module. */
export function registerAdminTranslations(): void {
  registerTranslations(ADMIN_NAMESPACE, ADMIN_TRANSLATIONS);
}
