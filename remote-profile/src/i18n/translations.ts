import { registerTranslations, type Translations } from '@app/shared';
import { ar } from './ar';
import { en } from './en';

export const PROFILE_NAMESPACE = 'profile';

export const PROFILE_TRANSLATIONS: Translations = { en, ar };

/** Adds this remote's namespace to the page's i18n; safe to call from every exposed module. */
export function registerProfileTranslations(): void {
  registerTranslations(PROFILE_NAMESPACE, PROFILE_TRANSLATIONS);
}
